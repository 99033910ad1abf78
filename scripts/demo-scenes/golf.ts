import { along, cloud, n, type Scene, sky, wave } from './kit'

/** The pennant on the flagstick at (x, top), its free edge waving. */
function flag(x: number, top: number, phase: number): string {
  const flap = wave(phase, 4) * 4
  return `<rect x="${x - 1}" y="${top}" width="2" height="62" fill="#f5f5f5"/><path d="M${x + 1} ${top} Q${n(x + 14)} ${n(top + 4 + flap)} ${n(x + 30)} ${n(top + 9 + flap)} Q${n(x + 14)} ${n(top + 14 - flap)} ${x + 1} ${top + 20} Z" fill="#e0322f"/>`
}

/** A ball putted towards the hole: it rolls in by 0.7 of the loop, then the next one is teed up. */
function ball(phase: number, hole: { x: number; y: number }): string {
  if (phase > 0.72) return ''
  const t = Math.min(1, phase / 0.7)
  const eased = 1 - (1 - t) ** 2
  const x = 120 + (hole.x - 120) * eased
  const y = 196 + (hole.y - 196) * eased
  const r = t >= 1 ? 2.5 : 4.5
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="#ffffff" stroke="#c9c9c9" stroke-width="0.6"/>`
}

/** Golf: a green with its flag, a bunker, and a putt rolling into the hole. */
export const golf: Scene = (phase) => {
  const hole = { x: 262, y: 168 }
  return [
    sky('#6fb8f0', '#d9f0ff'),
    cloud(along(phase, 460, 1, 0.1) - 60, 40, 1.1),
    cloud(along(phase, 460, 1, 0.6) - 60, 62, 0.8),
    `<path d="M0 120 Q60 104 120 114 T240 108 T384 112 V150 H0 Z" fill="#2f6b3a"/>`,
    `<path d="M0 132 Q96 118 192 128 T384 124 V216 H0 Z" fill="#4f9e43"/>`,
    `<ellipse cx="240" cy="172" rx="130" ry="34" fill="#76c85e"/>`,
    `<ellipse cx="70" cy="160" rx="46" ry="12" fill="#e9dca6"/>`,
    `<ellipse cx="${hole.x}" cy="${hole.y}" rx="6" ry="2.6" fill="#1b2a14"/>`,
    flag(hole.x, hole.y - 62, phase),
    ball(phase, hole),
  ].join('')
}
