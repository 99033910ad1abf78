import { along, n, type Scene, sky, wave } from './kit'

/** A palm tree leaning left from its foot at (x, y). */
function palm(x: number, y: number, phase: number): string {
  const sway = wave(phase, 2) * 2
  const top = { x: x - 26 + sway, y: y - 96 }
  const leaves = [-150, -110, -60, -20, 20]
    .map((angle) => {
      const a = ((angle + sway * 2) * Math.PI) / 180
      const ex = top.x + Math.cos(a) * 40
      const ey = top.y + Math.sin(a) * 22 + 14
      return `<path d="M${n(top.x)} ${n(top.y)} Q${n((top.x + ex) / 2)} ${n(top.y - 14)} ${n(ex)} ${n(ey)}" stroke="#2f8a3e" stroke-width="7" fill="none" stroke-linecap="round"/>`
    })
    .join('')
  return `<path d="M${x} ${y} Q${x - 4} ${y - 50} ${n(top.x)} ${n(top.y)}" stroke="#8a5a32" stroke-width="7" fill="none"/>${leaves}`
}

/** A lifeguard tower at x with its red-over-yellow flag flying. */
function tower(x: number, phase: number): string {
  const flap = wave(phase, 3) * 2
  return `<g stroke="#7a4b2a" stroke-width="3"><line x1="${x}" y1="190" x2="${x + 8}" y2="140"/><line x1="${x + 40}" y1="190" x2="${x + 32}" y2="140"/></g><rect x="${x}" y="114" width="40" height="28" fill="#e03a2e"/><rect x="${x + 6}" y="120" width="28" height="10" fill="#fff3e0"/><polygon points="${x - 4},114 ${x + 20},100 ${x + 44},114" fill="#ffffff"/><rect x="${x + 19}" y="76" width="2" height="26" fill="#555"/><path d="M${x + 21} 76 L${x + 39} ${n(78 + flap)} L${x + 21} 84 Z" fill="#e03a2e"/><path d="M${x + 21} 84 L${x + 39} ${n(86 + flap)} L${x + 39} ${n(78 + flap)} Z" fill="#ffd23f"/>`
}

/** Beach: sun, sea with waves rolling in, sand, a palm, a lifeguard tower and an umbrella. */
export const beach: Scene = (phase) => {
  const shore = 150 + wave(phase, 2) * 4
  const foam: string[] = []
  for (let k = 0; k < 6; k++) {
    const x = along(phase, 440, 1, k / 6) - 40
    foam.push(
      `<rect x="${n(x)}" y="${118 + (k % 3) * 9}" width="34" height="2" rx="1" fill="#bfe8ff" opacity="0.8"/>`,
    )
  }
  return [
    sky('#4fb6f2', '#fff0c4'),
    `<circle cx="320" cy="40" r="20" fill="#ffe066"/>`,
    `<rect y="108" width="384" height="50" fill="#1d8cc6"/>`,
    foam.join(''),
    `<path d="M0 ${n(shore)} Q96 ${n(shore - 6)} 192 ${n(shore)} T384 ${n(shore)} V216 H0 Z" fill="#ffffff" opacity="0.85"/>`,
    `<path d="M0 ${n(shore + 5)} Q96 ${n(shore - 1)} 192 ${n(shore + 5)} T384 ${n(shore + 5)} V216 H0 Z" fill="#f2d39a"/>`,
    palm(80, 196, phase),
    tower(250, phase),
    `<path d="M150 170 A34 18 0 0 1 218 170 Z" fill="#ffb020"/><path d="M172 170 A12 18 0 0 1 196 170 Z" fill="#ffffff"/><rect x="183" y="168" width="2" height="34" fill="#555"/><rect x="160" y="196" width="46" height="10" rx="2" fill="#e0322f"/>`,
  ].join('')
}
