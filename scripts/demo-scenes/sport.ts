import { n, type Scene, seeded, vertical } from './kit'

/** The stand's crowd: coloured heads that bob, the same every run. */
function crowd(phase: number): string {
  const random = seeded(7)
  const colours = ['#e0322f', '#ffffff', '#ffd23f', '#3d7be0', '#f08a24']
  const heads: string[] = []
  for (let row = 0; row < 4; row++) {
    for (let x = 4 + (row % 2) * 5; x < 384; x += 10) {
      const colour = colours[Math.floor(random() * colours.length)] ?? '#fff'
      const bob = Math.sin((phase * 4 + random()) * Math.PI * 2) > 0.6 ? -2 : 0
      heads.push(`<circle cx="${x}" cy="${46 + row * 10 + bob}" r="3.4" fill="${colour}"/>`)
    }
  }
  return heads.join('')
}

/** A player in a shirt of `colour` at (x, y), legs apart by `stride` (−1 to 1). */
function player(x: number, y: number, stride: number, colour: string): string {
  const leg = stride * 6
  return `<g transform="translate(${n(x)} ${n(y)})" stroke="#222" stroke-width="3" stroke-linecap="round"><line x1="0" y1="-6" x2="${n(-leg)}" y2="6"/><line x1="0" y1="-6" x2="${n(leg)}" y2="6"/></g><rect x="${n(x - 5)}" y="${y - 22}" width="10" height="17" rx="3" fill="${colour}"/><circle cx="${n(x)}" cy="${y - 27}" r="5" fill="#c98b5a"/>`
}

/** Sport: a floodlit football stadium, a player dribbling the ball into the net. */
export const sport: Scene = (phase) => {
  const t = Math.min(1, phase / 0.75)
  const ball = { x: 110 + t * 222, y: 160 - Math.sin(t * Math.PI) * 10 - t * 14 }
  const runner = { x: 96 + Math.min(1, phase / 0.6) * 170, y: 168 }
  const stripes = Array.from(
    { length: 8 },
    (_, k) => `<rect x="${k * 48}" y="92" width="24" height="124" fill="#3f9a3a"/>`,
  ).join('')
  return [
    `<defs>${vertical('night', '#0b1633', '#27407a')}</defs><rect width="384" height="92" fill="url(#night)"/>`,
    `<rect y="38" width="384" height="46" fill="#2a2f3d"/>`,
    crowd(phase),
    `<g fill="#fff9d6"><circle cx="40" cy="14" r="7"/><circle cx="344" cy="14" r="7"/></g><g fill="#fff9d6" opacity="0.25"><circle cx="40" cy="14" r="16"/><circle cx="344" cy="14" r="16"/></g>`,
    `<rect y="84" width="384" height="8" fill="#d63c3c"/>`,
    `<rect y="92" width="384" height="124" fill="#4caf45"/>`,
    stripes,
    `<g stroke="#ffffff" stroke-width="2" fill="none"><line x1="60" y1="100" x2="60" y2="210"/><circle cx="60" cy="155" r="28"/><rect x="300" y="112" width="84" height="86"/><rect x="340" y="134" width="44" height="42"/></g>`,
    `<g stroke="#ffffff" stroke-width="3" fill="none"><path d="M356 128 V178 M356 128 L376 120 V170 L356 178"/></g><g stroke="#ffffff" stroke-width="0.7" opacity="0.7"><path d="M361 126 V176 M366 124 V174 M371 122 V172 M356 140 L376 132 M356 152 L376 144 M356 164 L376 156"/></g>`,
    player(300, 150, Math.sin(phase * Math.PI * 12), '#ffd23f'),
    player(runner.x, runner.y, Math.sin(phase * Math.PI * 16), '#e0322f'),
    phase <= 0.95
      ? `<circle cx="${n(ball.x)}" cy="${n(ball.y)}" r="5" fill="#ffffff" stroke="#222" stroke-width="1"/><circle cx="${n(ball.x)}" cy="${n(ball.y)}" r="1.8" fill="#222"/>`
      : '',
  ].join('')
}
