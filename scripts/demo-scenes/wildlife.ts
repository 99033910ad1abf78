import { n, polygon, type Scene, sky, wave } from './kit'

/** A bear, side on, facing right, its feet on y = 0, its head dipped by `dip` (0 to 1). */
function bear(x: number, y: number, dip: number): string {
  const fur = '#2b1a10'
  const head = `<g transform="rotate(${n(dip * 28)} 30 -30)"><ellipse cx="40" cy="-28" rx="13" ry="11" fill="${fur}"/><ellipse cx="53" cy="-24" rx="8" ry="6" fill="${fur}"/><circle cx="35" cy="-39" r="5" fill="${fur}"/><circle cx="58" cy="-25" r="2.2" fill="#0d0806"/></g>`
  return `<g transform="translate(${n(x)} ${n(y)})"><ellipse cx="0" cy="-30" rx="36" ry="20" fill="${fur}"/><ellipse cx="12" cy="-40" rx="16" ry="12" fill="${fur}"/><rect x="-30" y="-22" width="12" height="22" rx="4" fill="${fur}"/><rect x="-14" y="-22" width="11" height="21" rx="4" fill="${fur}"/><rect x="10" y="-22" width="11" height="22" rx="4" fill="${fur}"/><rect x="22" y="-22" width="11" height="21" rx="4" fill="${fur}"/>${head}</g>`
}

/** A salmon leaping from the river: visible from 0.35 to 0.65 of the loop, on an arc. */
function salmon(phase: number): string {
  const t = (phase - 0.35) / 0.3
  if (t < 0 || t > 1) return ''
  const x = 205 + t * 60
  const y = 176 - Math.sin(Math.PI * t) * 42
  const angle = -50 + t * 100
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><ellipse rx="11" ry="4.5" fill="#e07a5f"/><polygon points="-10,0 -17,-5 -17,5" fill="#e07a5f"/><circle cx="7" cy="-1" r="1.2" fill="#222"/></g>`
}

/** Ripples on the river, drifting right. */
function ripples(phase: number): string {
  const lines: string[] = []
  for (let row = 0; row < 4; row++) {
    const y = 168 + row * 12
    for (let k = 0; k < 5; k++) {
      const x = ((k * 90 + row * 37 + phase * 90) % 450) - 40
      lines.push(
        `<rect x="${n(x)}" y="${y}" width="${26 + row * 4}" height="1.6" rx="1" fill="#9fd3e6" opacity="0.7"/>`,
      )
    }
  }
  return lines.join('')
}

/** Pines on the far bank. */
function pines(): string {
  const out: string[] = []
  for (let i = 0; i < 9; i++) {
    const x = 8 + i * 21 + (i % 2) * 6
    const h = 34 + (i % 3) * 10
    out.push(
      polygon(
        [
          [x, 150 - h],
          [x - 10, 150],
          [x + 10, 150],
        ],
        '#1f3b2c',
      ),
    )
  }
  return out.join('')
}

/** Wildlife: a bear fishing at the water's edge at sunset, a salmon leaping. */
export const wildlife: Scene = (phase) =>
  [
    sky('#3d4f7f', '#f3a65f'),
    `<circle cx="300" cy="118" r="22" fill="#ffd58a"/>`,
    polygon(
      [
        [0, 150],
        [70, 88],
        [130, 130],
        [200, 70],
        [280, 128],
        [340, 96],
        [384, 130],
        [384, 150],
      ],
      '#56607f',
    ),
    pines(),
    `<rect y="150" width="384" height="66" fill="#2c6a86"/>`,
    ripples(phase),
    salmon(phase),
    polygon(
      [
        [0, 158],
        [150, 160],
        [175, 178],
        [150, 216],
        [0, 216],
      ],
      '#4a5a2c',
    ),
    polygon(
      [
        [0, 182],
        [120, 186],
        [140, 216],
        [0, 216],
      ],
      '#3a4822',
    ),
    bear(112, 165, (wave(phase, 2) + 1) / 2),
  ].join('')
