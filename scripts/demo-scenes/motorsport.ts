import { along, n, type Scene, sky, wave } from './kit'

/** A formula car facing right with its rear at x, its wheels on y. */
function car(x: number, y: number, body: string): string {
  return `<g transform="translate(${n(x)} ${y})"><rect x="0" y="-26" width="6" height="16" fill="#1d1d1d"/><rect x="-2" y="-28" width="14" height="5" fill="${body}"/><path d="M4 -12 L30 -16 L44 -22 L54 -22 L58 -14 L92 -12 L96 -6 L4 -4 Z" fill="${body}"/><circle cx="48" cy="-22" r="5" fill="#ffd23f"/><rect x="88" y="-8" width="12" height="4" fill="#1d1d1d"/><circle cx="18" cy="-6" r="9" fill="#151515"/><circle cx="78" cy="-6" r="8" fill="#151515"/><circle cx="18" cy="-6" r="3" fill="#888"/><circle cx="78" cy="-6" r="3" fill="#888"/></g>`
}

/** A chequered flag on a pole at x, its squares rippling. */
function chequered(x: number, phase: number): string {
  const squares: string[] = []
  for (let col = 0; col < 6; col++) {
    const dy = wave(phase, 4, col / 6) * 3
    for (let row = 0; row < 4; row++) {
      const fill = (row + col) % 2 === 0 ? '#111' : '#fff'
      squares.push(
        `<rect x="${x + 2 + col * 6}" y="${n(20 + row * 6 + dy)}" width="6" height="6" fill="${fill}"/>`,
      )
    }
  }
  return `<rect x="${x}" y="18" width="2" height="70" fill="#666"/>${squares.join('')}`
}

/** Motorsport: a grandstand, kerbs and two formula cars flashing past, a chequered flag. */
export const motorsport: Scene = (phase) => {
  const kerb = (y: number) =>
    Array.from(
      { length: 17 },
      (_, k) => `<rect x="${k * 24}" y="${y}" width="12" height="6" fill="#e0322f"/>`,
    ).join('')
  const first = along(phase, 640, 2) - 140
  const second = along(phase, 640, 2, 0.45) - 140
  const streaks = [150, 162, 174]
    .map(
      (y, k) =>
        `<rect x="${n(first - 50 - k * 8)}" y="${y}" width="${40 + k * 10}" height="1.5" fill="#d8d8d8" opacity="0.6"/>`,
    )
    .join('')
  return [
    sky('#8cc8f5', '#e8f4ff'),
    `<rect y="60" width="384" height="54" fill="#3c4556"/>`,
    `<g fill="#58627a">${Array.from({ length: 12 }, (_, k) => `<rect x="${k * 33}" y="64" width="28" height="8"/>`).join('')}</g>`,
    `<rect y="114" width="384" height="10" fill="#5aa848"/>`,
    `<rect y="124" width="384" height="6" fill="#ffffff"/>`,
    kerb(124),
    `<rect y="130" width="384" height="62" fill="#4a4d55"/>`,
    `<rect y="192" width="384" height="6" fill="#ffffff"/>`,
    kerb(192),
    `<rect y="198" width="384" height="18" fill="#5aa848"/>`,
    streaks,
    car(second, 162, '#2f6fe0'),
    car(first, 184, '#e0322f'),
    chequered(20, phase),
  ].join('')
}
