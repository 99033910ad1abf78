import type { ItemType } from '../../shared/api/types'

/**
 * Line drawings of the kinds of things the demo catalog sells, in a 120×120 box, drawn as
 * strokes (the caller sets stroke colour and width; `fill="none"` unless a path says so).
 */
export const ICONS = {
  ticket:
    '<path d="M10 30h100v18a12 12 0 0 0 0 24v18H10V72a12 12 0 0 0 0-24z"/><path d="M78 34v52" stroke-dasharray="6 8"/>',
  tag: '<path d="M14 62 62 14h44v44L58 106z"/><circle cx="86" cy="34" r="8"/><path d="M44 66l24-24"/>',
  reel: '<circle cx="56" cy="64" r="30"/><circle cx="56" cy="64" r="10"/><path d="M86 64h20M106 54v20M56 34V14h40"/>',
  rod: '<path d="M14 106 104 12"/><path d="M104 12v70"/><circle cx="34" cy="86" r="10"/><path d="M104 82c0 8-8 10-10 4"/>',
  lure: '<path d="M12 60c18-22 54-26 80-8l18-12v40L92 68C66 86 30 82 12 60z"/><circle cx="36" cy="56" r="4"/><path d="M60 84v16"/>',
  club: '<path d="M86 10 46 94"/><path d="M46 94c-4 10-24 12-30 6-4-4 2-10 10-10h20"/>',
  ball: '<circle cx="60" cy="60" r="44"/><circle cx="46" cy="44" r="3"/><circle cx="64" cy="40" r="3"/><circle cx="78" cy="54" r="3"/><circle cx="54" cy="60" r="3"/><circle cx="70" cy="72" r="3"/><circle cx="44" cy="76" r="3"/>',
  flag: '<path d="M44 108V12l50 20-50 20"/><ellipse cx="48" cy="108" rx="36" ry="7"/>',
  bag: '<rect x="34" y="40" width="44" height="70" rx="12"/><path d="M44 40V16M56 40V10M68 40V20M34 60h44"/>',
  surfboard: '<path d="M60 6c22 22 26 70 0 108C34 76 38 28 60 6z"/><path d="M60 20v80"/>',
  blender:
    '<path d="M36 14h48l-8 62H44z"/><rect x="34" y="76" width="52" height="32" rx="6"/><circle cx="60" cy="92" r="5"/><path d="M48 34h28"/>',
  knife: '<path d="M14 92 92 14c10 18 2 40-22 56L52 88"/><path d="M52 88 30 110l-16-18z"/>',
  pot: '<path d="M16 48h88v36a22 22 0 0 1-22 22H38a22 22 0 0 1-22-22z"/><path d="M4 48h112M48 36h24M44 24c0-8 8-8 8-16M68 24c0-8 8-8 8-16"/>',
  whisk:
    '<path d="M60 110V66"/><path d="M60 66C30 46 40 8 60 8s30 38 0 58z"/><path d="M60 66C50 44 52 18 60 8M60 66c10-22 8-48 0-58"/>',
  jar: '<rect x="26" y="34" width="68" height="76" rx="14"/><path d="M34 34V18h52v16M26 62h68"/>',
  camera:
    '<rect x="8" y="34" width="104" height="68" rx="12"/><circle cx="60" cy="68" r="22"/><path d="M36 34l8-14h32l8 14"/>',
  binoculars:
    '<circle cx="32" cy="78" r="22"/><circle cx="88" cy="78" r="22"/><path d="M18 62l8-40h16l6 40M102 62l-8-40H78l-6 40M48 46h24"/>',
  car: '<path d="M10 78V62l14-4 14-22h40l16 22 16 4v16z"/><circle cx="34" cy="82" r="12"/><circle cx="88" cy="82" r="12"/><path d="M42 40v18M40 58h58"/>',
  helmet:
    '<path d="M14 84c0-40 22-66 52-66 24 0 40 18 40 44v22z"/><path d="M50 62h56M14 84l22 18h46"/>',
  bike: '<circle cx="26" cy="82" r="22"/><circle cx="94" cy="82" r="22"/><path d="M26 82l22-42h34l12 42M48 40l14 42h20M40 30h18"/>',
  mountain: '<path d="M4 104 44 36l24 40 14-22 34 50z"/><path d="M36 50l8 8 8-8"/>',
  tent: '<path d="M8 104 60 16l52 88z"/><path d="M60 16v88M44 104l16-32 16 32"/>',
  ski: '<path d="M24 110 60 10M96 110 60 10" stroke-dasharray="0"/><path d="M20 98l12 8M88 106l12-8"/><circle cx="60" cy="10" r="4"/>',
  football:
    '<circle cx="60" cy="60" r="46"/><path d="M60 38l20 14-8 24H48l-8-24z"/><path d="M60 38V14M80 52l22-8M72 76l14 20M48 76 34 96M40 52l-22-8"/>',
  shoe: '<path d="M8 84V44l26 6 18 16 40 8c14 3 20 10 20 22H8z"/><path d="M8 98h104M40 58l-6 10M52 66l-6 10"/>',
  racket:
    '<ellipse cx="70" cy="42" rx="32" ry="36" transform="rotate(35 70 42)"/><path d="M48 70 14 108M56 22l32 40M44 38l32 40"/>',
  dumbbell: '<path d="M30 60h60M18 40v40M30 32v56M90 32v56M102 40v40"/>',
  shirt:
    '<path d="M40 12 14 26 4 54l22 8v46h68V62l22-8-10-28-26-14c-2 12-10 18-20 18S42 24 40 12z"/>',
  suitcase:
    '<rect x="12" y="34" width="96" height="70" rx="10"/><path d="M42 34V20h36v14M36 34v70M84 34v70"/>',
  map: '<path d="M8 24l34-12 36 12 34-12v84l-34 12-36-12-34 12z"/><path d="M42 12v84M78 24v84"/>',
  plug: '<rect x="30" y="40" width="60" height="44" rx="10"/><path d="M46 40V16M74 40V16M60 84v26"/>',
  pillow: '<path d="M20 30c26 8 54 8 80 0-8 20-8 40 0 60-26-8-54-8-80 0 8-20 8-40 0-60z"/>',
  film: '<rect x="10" y="20" width="100" height="80" rx="8"/><path d="M30 20v80M90 20v80M10 46h20M10 74h20M90 46h20M90 74h20"/><path d="M52 46l18 14-18 14z"/>',
  tv: '<rect x="8" y="20" width="104" height="70" rx="8"/><path d="M40 110h40M60 90v20M50 42l24 14-24 14z"/>',
  note: '<path d="M44 92V24l56-12v68"/><circle cx="32" cy="92" r="12"/><circle cx="88" cy="80" r="12"/>',
  drop: '<path d="M60 8C42 40 24 58 24 78a36 36 0 0 0 72 0c0-20-18-38-36-70z"/><path d="M44 80a16 16 0 0 0 16 16"/>',
  sun: '<circle cx="60" cy="60" r="22"/><path d="M60 8v16M60 96v16M8 60h16M96 60h16M23 23l11 11M86 86l11 11M97 23 86 34M34 86l-11 11"/>',
  umbrella:
    '<path d="M8 60a52 52 0 0 1 104 0z"/><path d="M60 60v44c0 8-12 8-12 0"/><path d="M60 8v52"/>',
  buoy: '<circle cx="60" cy="60" r="46"/><circle cx="60" cy="60" r="20"/><path d="M28 28l18 18M92 28 74 46M28 92l18-18M92 92 74 74"/>',
  gift: '<rect x="14" y="46" width="92" height="60" rx="6"/><path d="M8 32h104v16H8zM60 32v74M60 32c-10-24-34-18-26-4M60 32c10-24 34-18 26-4"/>',
} as const
export type IconName = keyof typeof ICONS

/** Category words → icon; the first match wins, so narrower words come first. */
const ICON_RULES: readonly (readonly [RegExp, IconName])[] = [
  [/reel/, 'reel'],
  [/rod/, 'rod'],
  [/lure|tackle/, 'lure'],
  [/golf ball/, 'ball'],
  [/golf bag/, 'bag'],
  [/putter/, 'flag'],
  [/driver|wood|iron|wedge/, 'club'],
  [/surf|water sport/, 'surfboard'],
  [/swim/, 'shirt'],
  [/lifeguard/, 'buoy'],
  [/sun care/, 'sun'],
  [/hat|sun gear|shade|beach/, 'umbrella'],
  [/appliance/, 'blender'],
  [/knife|knives/, 'knife'],
  [/baking/, 'whisk'],
  [/pantry|spice|food|drink/, 'jar'],
  [/cookware|kitchen/, 'pot'],
  [/binocular|scope/, 'binoculars'],
  [/camera/, 'camera'],
  [/die-cast|garage|car care|road trip gear/, 'car'],
  [/motocross|riding|racing/, 'helmet'],
  [/sim racing/, 'helmet'],
  [/bike|cycling/, 'bike'],
  [/\bski\b|snowboard/, 'ski'],
  [/climb/, 'mountain'],
  [/camp|national park/, 'tent'],
  [/walking|waterproof/, 'mountain'],
  [/football/, 'football'],
  [/running|shoe/, 'shoe'],
  [/tennis|racket/, 'racket'],
  [/training|recovery/, 'dumbbell'],
  [/guide|map/, 'map'],
  [/luggage|travel bag/, 'suitcase'],
  [/electronics/, 'plug'],
  [/comfort/, 'pillow'],
  [/home cinema|box set|series/, 'tv'],
  [/film|poster|memorabilia/, 'film'],
  [/k-pop|album|music|soundtrack|vinyl/, 'note'],
  [/beauty|skincare|make-up/, 'drop'],
  [/fashion|apparel|wear|jersey|knit|tweed/, 'shirt'],
]

/** The icon of an item: tickets and deals by type, products by their category's words. */
export function iconFor(type: ItemType, category: string): IconName {
  if (type === 'ticket') return 'ticket'
  if (type === 'deal') return 'tag'
  const words = category.toLowerCase()
  return ICON_RULES.find(([pattern]) => pattern.test(words))?.[1] ?? 'gift'
}
