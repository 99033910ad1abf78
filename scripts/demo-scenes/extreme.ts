import { n, polygon, type Scene, sky } from './kit'

/** Where the skier is on the slope at `t` (0 to 1): down it in wide turns. */
function skierAt(t: number): { x: number; y: number } {
  return { x: 60 + t * 250 + Math.sin(t * Math.PI * 6) * 18, y: 96 + t * 96 }
}

/** A skier in a red jacket at (x, y), leaning into the turn. */
function skier(x: number, y: number, lean: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(lean)}) scale(1.5)"><line x1="-14" y1="2" x2="14" y2="6" stroke="#1d1d1d" stroke-width="2.5"/><line x1="-2" y1="0" x2="-4" y2="-12" stroke="#2b3a67" stroke-width="4"/><rect x="-7" y="-24" width="9" height="13" rx="3" fill="#e0322f"/><circle cx="-2" cy="-28" r="4" fill="#ffce3a"/><line x1="2" y1="-18" x2="12" y2="-2" stroke="#444" stroke-width="1.4"/></g>`
}

/** Extreme sports: a snowy peak and a skier carving down the slope, a track behind. */
export const extreme: Scene = (phase) => {
  const track: string[] = []
  for (let k = 0; k <= 30; k++) {
    const p = skierAt((phase * k) / 30)
    track.push(`${n(p.x)},${n(p.y + 3)}`)
  }
  const at = skierAt(phase)
  const lean = Math.cos(phase * Math.PI * 6) * 14
  return [
    sky('#2f7fd0', '#cfe8ff'),
    polygon(
      [
        [0, 120],
        [90, 40],
        [130, 70],
        [200, 14],
        [270, 80],
        [330, 50],
        [384, 96],
        [384, 130],
        [0, 130],
      ],
      '#7d8fb0',
    ),
    polygon(
      [
        [175, 36],
        [200, 14],
        [226, 40],
        [212, 46],
        [200, 36],
        [188, 48],
      ],
      '#ffffff',
    ),
    polygon(
      [
        [70, 58],
        [90, 40],
        [108, 56],
        [96, 60],
      ],
      '#ffffff',
    ),
    `<rect y="126" width="384" height="90" fill="#c9d8ee"/>`,
    polygon(
      [
        [0, 80],
        [384, 200],
        [384, 216],
        [0, 216],
      ],
      '#f4f8ff',
    ),
    polygon(
      [
        [0, 80],
        [120, 118],
        [0, 150],
      ],
      '#dfe8f5',
    ),
    `<polyline points="${track.join(' ')}" fill="none" stroke="#b9c7dc" stroke-width="2"/>`,
    skier(at.x, at.y, lean),
  ].join('')
}
