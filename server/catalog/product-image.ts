import type { ItemType } from '../../shared/api/types'

/** Side of the square picture, in px (the widget needs more than 10×10; cards show ~320). */
const SIZE = 400
const TITLE_LINE_CHARS = 21
const TITLE_MAX_LINES = 3
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
const TYPE_LABELS: Readonly<Record<ItemType, string>> = {
  product: 'Product',
  ticket: 'Ticket',
  deal: 'Deal',
}

/** White line drawings in a 120×120 box, chosen by item type, then by category words. */
const ICONS = {
  ticket:
    '<path d="M10 30h100v18a12 12 0 0 0 0 24v18H10V72a12 12 0 0 0 0-24z"/><path d="M78 34v52" stroke-dasharray="6 8"/>',
  deal: '<path d="M14 62 62 14h44v44L58 106z"/><circle cx="86" cy="34" r="8"/>',
  fish: '<path d="M8 60c20-28 58-34 84-10l20-16v52L92 70C66 94 28 88 8 60z"/><circle cx="36" cy="54" r="4"/>',
  lens: '<rect x="8" y="30" width="104" height="68" rx="12"/><circle cx="60" cy="64" r="22"/><path d="M36 30l8-14h32l8 14"/>',
  flag: '<path d="M40 108V12l50 20-50 20"/><ellipse cx="48" cy="108" rx="40" ry="8"/>',
  bike: '<circle cx="26" cy="82" r="22"/><circle cx="94" cy="82" r="22"/><path d="M26 82l22-42h34l12 42M48 40l14 42h20M40 30h18"/>',
  mountain: '<path d="M4 104 44 36l24 40 14-22 34 50z"/><path d="M36 50l8 8 8-8"/>',
  wave: '<circle cx="84" cy="34" r="18"/><path d="M6 78c18-14 36 14 54 0s36 14 54 0M6 102c18-14 36 14 54 0s36 14 54 0"/>',
  pot: '<path d="M16 48h88v36a22 22 0 0 1-22 22H38a22 22 0 0 1-22-22z"/><path d="M4 48h112M48 36h24M44 24c0-8 8-8 8-16M68 24c0-8 8-8 8-16"/>',
  film: '<rect x="10" y="20" width="100" height="80" rx="8"/><path d="M30 20v80M90 20v80M10 46h20M10 74h20M90 46h20M90 74h20"/><path d="M52 46l18 14-18 14z"/>',
  note: '<path d="M44 92V24l56-12v68"/><circle cx="32" cy="92" r="12"/><circle cx="88" cy="80" r="12"/>',
  race: '<path d="M20 110V14M20 14h84v56H20"/><path d="M20 14h21v14H20zM62 14h21v14H62zM41 28h21v14H41zM83 28h21v14H83zM20 42h21v14H20zM62 42h21v14H62zM41 56h21v14H41zM83 56h21v14H83z" fill="#fff"/>',
  suitcase:
    '<rect x="12" y="34" width="96" height="70" rx="10"/><path d="M42 34V20h36v14M36 34v70M84 34v70"/>',
  shirt:
    '<path d="M40 12 14 26 4 54l22 8v46h68V62l22-8-10-28-26-14c-2 12-10 18-20 18S42 24 40 12z"/>',
  drop: '<path d="M60 8C42 40 24 58 24 78a36 36 0 0 0 72 0c0-20-18-38-36-70z"/><path d="M44 80a16 16 0 0 0 16 16"/>',
  gift: '<rect x="14" y="46" width="92" height="60" rx="6"/><path d="M8 32h104v16H8zM60 32v74M60 32c-10-24-34-18-26-4M60 32c10-24 34-18 26-4"/>',
} as const
type IconName = keyof typeof ICONS

/** Category words → icon; the first match wins, so narrower words come first. */
const ICON_RULES: readonly (readonly [RegExp, IconName])[] = [
  [/fish|reel|rod|tackle|lure/, 'fish'],
  [/golf|tee|putter|wedge|driver/, 'flag'],
  [/bike|cycl/, 'bike'],
  [/binocular|scope|camera|optic/, 'lens'],
  [/film|cinema|blu-ray|series|poster|memorabilia|screening/, 'film'],
  [/k-pop|album|music|soundtrack|vinyl|concert/, 'note'],
  [/motor|racing|sim |die-cast|garage|team|race/, 'race'],
  [/surf|swim|beach|water|sun|lifeguard|snorkel/, 'wave'],
  [/\bski\b|snow|climb|mountain|walking|camp|hunting|outdoor/, 'mountain'],
  [/cook|kitchen|knife|knives|bak|pantry|food|spice/, 'pot'],
  [/luggage|bag|travel|trip|guide|map|pass/, 'suitcase'],
  [/beauty|skincare|make-up/, 'drop'],
  [/fashion|apparel|wear|jersey|knit|tweed/, 'shirt'],
]

/** An SVG product picture (≥ 320×320, with width/height attributes), drawn from the item. */
export function renderProductSvg(item: {
  id: number
  title: string
  type: ItemType
  category: string
  vendor: string
}): string {
  const hash = fnv1a(`${item.id}|${item.category}`)
  const hue = hash % 360
  const hue2 = (hue + 30 + ((hash >>> 9) % 60)) % 360
  const label = TYPE_LABELS[item.type]
  // Unique per item: SVGs inlined in one HTML page share a single id namespace.
  const gradientId = `bg-${Math.trunc(item.id)}`
  const title = wrapTitle(cleanText(item.title))
  const titleTop = 300 - (title.length - 1) * 15
  const lines = title
    .map((line, index) => `<tspan x="28" y="${titleTop + index * 30}">${escapeXml(line)}</tspan>`)
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(cleanText(item.title))}">`,
    `<title>${escapeXml(cleanText(item.title))}</title>`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 62% 46%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2} 58% 26%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${gradientId})"/>`,
    `<circle cx="${320 + (hash % 50)}" cy="${70 + ((hash >>> 5) % 40)}" r="120" fill="#fff" fill-opacity="0.08"/>`,
    '<circle cx="40" cy="380" r="90" fill="#000" fill-opacity="0.08"/>',
    `<g transform="translate(140 72)" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${ICONS[iconFor(item.type, item.category)]}</g>`,
    `<rect x="24" y="24" width="${label.length * 11 + 28}" height="32" rx="16" fill="#fff" fill-opacity="0.92"/>`,
    `<text x="${24 + (label.length * 11 + 28) / 2}" y="46" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="700" fill="hsl(${hue} 55% 25%)">${label}</text>`,
    `<text font-family="${FONT}" font-size="24" font-weight="700" fill="#fff">${lines}</text>`,
    `<text x="28" y="376" font-family="${FONT}" font-size="16" fill="#fff" fill-opacity="0.85">${escapeXml(truncate(cleanText(item.vendor), 36))}</text>`,
    '</svg>',
  ].join('')
}

function iconFor(type: ItemType, category: string): IconName {
  if (type === 'ticket' || type === 'deal') return type
  const words = category.toLowerCase()
  return ICON_RULES.find(([pattern]) => pattern.test(words))?.[1] ?? 'gift'
}

/** FNV-1a, 32 bits: a cheap, stable spread of the id and category over the colour wheel. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Greedy word wrap to three lines; a word too long for a line is cut, an overflow ends in "…". */
function wrapTitle(title: string): string[] {
  const words = title.split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let current = ''
  for (const word of words.flatMap(splitLongWord)) {
    const candidate = current ? `${current} ${word}` : word
    if (candidate.length <= TITLE_LINE_CHARS) current = candidate
    else {
      if (current) lines.push(current)
      current = word
    }
  }
  if (current) lines.push(current)
  if (lines.length <= TITLE_MAX_LINES) return lines
  const kept = lines.slice(0, TITLE_MAX_LINES)
  const last = kept[TITLE_MAX_LINES - 1] ?? ''
  kept[TITLE_MAX_LINES - 1] = `${last.slice(0, TITLE_LINE_CHARS - 1).trimEnd()}…`
  return kept
}

function splitLongWord(word: string): string[] {
  const parts: string[] = []
  for (let start = 0; start < word.length; start += TITLE_LINE_CHARS) {
    parts.push(word.slice(start, start + TITLE_LINE_CHARS))
  }
  return parts
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  return `${text.slice(0, max - 1).trimEnd()}…`
}

/** Drops characters XML 1.0 forbids (controls), so any stored title still gives a valid SVG. */
function cleanText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').trim()
}

/** Escapes the five XML special characters, for text and attribute values alike. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}
