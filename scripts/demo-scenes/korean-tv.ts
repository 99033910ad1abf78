import { n, type Scene, seeded, vertical, wave } from './kit'

/** A spotlight beam from (x, 0) swung by `angle` degrees. */
function beam(x: number, angle: number, colour: string): string {
  return `<polygon points="${x},0 ${x - 26},190 ${x + 26},190" fill="${colour}" opacity="0.28" transform="rotate(${n(angle)} ${x} 0)"/>`
}

/** The singer on stage at x: a silhouette with a microphone, arm raised and lowered. */
function singer(x: number, phase: number): string {
  const arm = wave(phase, 2) * 30
  return `<g transform="translate(${x} 160)" fill="#1b1030"><circle cx="0" cy="-62" r="9"/><path d="M-10 -50 H10 L14 -18 H-14 Z"/><rect x="-10" y="-18" width="8" height="26"/><rect x="2" y="-18" width="8" height="26"/><g transform="rotate(${n(-40 + arm)} 10 -46)"><rect x="8" y="-48" width="26" height="6" rx="3"/></g><rect x="-16" y="-52" width="5" height="20" rx="2" transform="rotate(30 -12 -50)"/><circle cx="-4" cy="-60" r="3" fill="#ff7ad9"/></g>`
}

/** Fans' light sticks in front of the stage, waving in time. */
function fans(phase: number): string {
  const random = seeded(11)
  const out: string[] = []
  for (let x = 8; x < 384; x += 18) {
    const lean = wave(phase, 4, random()) * 18
    const colour = random() > 0.5 ? '#ff7ad9' : '#7af0ff'
    out.push(
      `<circle cx="${x}" cy="206" r="9" fill="#120a1f"/><g transform="rotate(${n(lean)} ${x} 200)"><rect x="${x - 1.5}" y="178" width="3" height="22" rx="1.5" fill="${colour}"/><circle cx="${x}" cy="178" r="4" fill="${colour}"/></g>`,
    )
  }
  return out.join('')
}

/** Hearts floating up from the stage. */
function hearts(phase: number): string {
  return [70, 150, 240, 320]
    .map((x, k) => {
      const t = (phase * 2 + k / 4) % 1
      const y = 150 - t * 110
      return `<path transform="translate(${x} ${n(y)}) scale(0.8)" d="M0 4 C-8 -4 -6 -10 0 -6 C6 -10 8 -4 0 4 Z" fill="#ff5fa2" opacity="${n(1 - t)}"/>`
    })
    .join('')
}

/** Korean TV: a K-pop music show stage, sweeping lights, a singer and fans with light sticks. */
export const koreanTv: Scene = (phase) =>
  [
    `<defs>${vertical('stage', '#2a0f4a', '#5a1f7a')}</defs><rect width="384" height="216" fill="url(#stage)"/>`,
    // The LED wall: a grid of lights pulsing.
    `<g opacity="${n(0.35 + (wave(phase, 4) + 1) * 0.15)}">${Array.from({ length: 9 }, (_, k) => `<rect x="${62 + k * 30}" y="30" width="22" height="70" rx="3" fill="${k % 2 ? '#7af0ff' : '#ff7ad9'}"/>`).join('')}</g>`,
    beam(60, 30 + wave(phase, 1) * 20, '#7af0ff'),
    beam(324, -30 - wave(phase, 1) * 20, '#ff7ad9'),
    beam(192, wave(phase, 2) * 12, '#fff6a8'),
    `<rect y="160" width="384" height="56" fill="#2b1446"/><ellipse cx="192" cy="162" rx="120" ry="10" fill="#fff6a8" opacity="0.35"/>`,
    singer(192, phase),
    hearts(phase),
    fans(phase),
  ].join('')
