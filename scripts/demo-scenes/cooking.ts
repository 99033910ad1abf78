import { n, type Scene, wave } from './kit'

/** Steam rising from (x, y): three wisps that climb and fade, one after another. */
function steam(x: number, y: number, phase: number): string {
  const wisps: string[] = []
  for (let k = 0; k < 3; k++) {
    const t = (phase * 2 + k / 3) % 1
    const rise = t * 46
    const sway = wave(t, 1) * 6
    wisps.push(
      `<path d="M${n(x + k * 12 - 12)} ${n(y - rise)} q${n(6 + sway)} -8 0 -16 q${n(-6 - sway)} -8 0 -16" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round" opacity="${n((1 - t) * 0.8)}"/>`,
    )
  }
  return wisps.join('')
}

/** Flames under a burner at x, flickering. */
function flames(x: number, phase: number): string {
  return Array.from({ length: 5 }, (_, k) => {
    const h = 7 + (wave(phase, 6, k / 5) + 1) * 2.5
    const fx = x - 20 + k * 10
    return `<path d="M${fx - 4} 150 Q${fx} ${n(150 - h * 1.6)} ${fx + 4} 150 Z" fill="${k % 2 ? '#f08a24' : '#3d7be0'}"/>`
  }).join('')
}

/** Cooking: a kitchen counter, a frying pan with an egg over a flame, a steaming pot being stirred. */
export const cooking: Scene = (phase) => {
  const tiles: string[] = []
  for (let y = 0; y < 120; y += 24)
    tiles.push(`<rect y="${y}" width="384" height="1" fill="#d9d2c2"/>`)
  for (let x = 0; x < 384; x += 24)
    tiles.push(`<rect x="${x}" width="1" height="120" fill="#d9d2c2"/>`)
  const stir = wave(phase, 2) * 10
  return [
    `<rect width="384" height="216" fill="#f3eee3"/>`,
    tiles.join(''),
    // Utensils on a rail.
    `<rect x="30" y="18" width="120" height="3" fill="#8a8f99"/><g stroke="#8a8f99" stroke-width="3" fill="none"><path d="M50 20 V58"/><path d="M80 20 V52"/><path d="M110 20 V60"/></g><circle cx="50" cy="64" r="8" fill="#8a8f99"/><ellipse cx="80" cy="60" rx="6" ry="10" fill="none" stroke="#8a8f99" stroke-width="2"/><rect x="104" y="58" width="12" height="16" rx="2" fill="#8a8f99"/>`,
    `<rect y="150" width="384" height="66" fill="#9a6a43"/><rect y="150" width="384" height="6" fill="#7d5434"/>`,
    // The hob.
    `<rect x="150" y="140" width="220" height="12" rx="3" fill="#2b2d33"/>`,
    flames(200, phase),
    flames(310, phase + 0.3),
    // The frying pan with an egg.
    `<rect x="120" y="124" width="50" height="6" rx="3" fill="#2b2d33"/><ellipse cx="200" cy="130" rx="38" ry="10" fill="#3a3d45"/><ellipse cx="200" cy="127" rx="32" ry="7" fill="#4a4e58"/><path d="M186 127 q4 -6 14 -5 q12 0 14 5 q-4 5 -14 4 q-12 1 -14 -4 Z" fill="#ffffff"/><circle cx="201" cy="126" r="4" fill="#ffb020"/>`,
    // The pot, its steam and the spoon stirring it.
    `<rect x="276" y="96" width="68" height="44" rx="6" fill="#c0392b"/><rect x="270" y="92" width="80" height="8" rx="4" fill="#a93226"/><rect x="262" y="106" width="14" height="5" rx="2" fill="#a93226"/><rect x="344" y="106" width="14" height="5" rx="2" fill="#a93226"/>`,
    `<g transform="rotate(${n(stir)} 310 96)"><rect x="307" y="40" width="6" height="60" rx="3" fill="#d9a066"/></g>`,
    steam(310, 86, phase),
    // The chopping board: a tomato and carrot slices.
    `<rect x="20" y="160" width="110" height="22" rx="4" fill="#d9a066"/><circle cx="48" cy="162" r="12" fill="#e0322f"/><path d="M44 151 l4 3 l4 -3" stroke="#2f8a3e" stroke-width="2" fill="none"/><g fill="#f08a24"><circle cx="80" cy="170" r="5"/><circle cx="94" cy="168" r="5"/><circle cx="108" cy="171" r="5"/></g>`,
  ].join('')
}
