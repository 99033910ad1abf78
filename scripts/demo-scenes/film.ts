import { along, n, type Scene } from './kit'

/** The film leader on the screen: a circle, cross-hairs and a sweep that turns once a second. */
function leader(cx: number, cy: number, phase: number): string {
  const angle = along(phase, 360, 8) - 90
  const a = (angle * Math.PI) / 180
  const r = 34
  const ex = cx + Math.cos(a) * r
  const ey = cy + Math.sin(a) * r
  const large = angle + 90 > 180 ? 1 : 0
  return `<rect x="${cx - 70}" y="${cy - 46}" width="140" height="92" fill="#d9d4c7"/><path d="M${cx} ${cy} L${cx} ${cy - r} A${r} ${r} 0 ${large} 1 ${n(ex)} ${n(ey)} Z" fill="#a8a293"/><g stroke="#3a3a3a" stroke-width="1.5" fill="none"><circle cx="${cx}" cy="${cy}" r="${r}"/><circle cx="${cx}" cy="${cy}" r="${r - 6}"/><path d="M${cx - 70} ${cy} H${cx + 70} M${cx} ${cy - 46} V${cy + 46}"/></g>`
}

/** A curtain's folds from x to x + width. */
function curtain(x: number, width: number): string {
  const folds = Array.from(
    { length: 5 },
    (_, k) =>
      `<rect x="${n(x + (k * width) / 5)}" y="0" width="${n(width / 10)}" height="216" fill="#7d1020"/>`,
  ).join('')
  return `<rect x="${x}" y="0" width="${width}" height="216" fill="#a3182b"/>${folds}`
}

/** A film strip along the bottom, running left. */
function strip(phase: number): string {
  const holes: string[] = []
  const shift = along(phase, 24, 4)
  for (let x = -24; x < 400; x += 24) {
    holes.push(
      `<rect x="${n(x - shift)}" y="181" width="10" height="5" fill="#f1e9d2"/><rect x="${n(x - shift)}" y="206" width="10" height="5" fill="#f1e9d2"/><rect x="${n(x - shift - 4)}" y="189" width="18" height="14" fill="#4a3a2a"/>`,
    )
  }
  return `<rect y="176" width="384" height="40" fill="#151515"/>${holes.join('')}`
}

/** A reel at (cx, cy), turning. */
function reel(cx: number, cy: number, phase: number): string {
  const holes = Array.from({ length: 5 }, (_, k) => {
    const a = ((along(phase, 360, 2) + k * 72) * Math.PI) / 180
    return `<circle cx="${n(cx + Math.cos(a) * 11)}" cy="${n(cy + Math.sin(a) * 11)}" r="4.5" fill="#1a0f14"/>`
  }).join('')
  return `<circle cx="${cx}" cy="${cy}" r="20" fill="#b8b8b8"/>${holes}<circle cx="${cx}" cy="${cy}" r="3" fill="#1a0f14"/>`
}

/** Film: a cinema, red curtains, a film leader counting on the screen, a reel and a strip. */
export const film: Scene = (phase) =>
  [
    `<rect width="384" height="216" fill="#1a0f14"/>`,
    `<polygon points="192,12 130,40 254,40" fill="#fff6d8" opacity="0.08"/>`,
    leader(192, 92, phase),
    curtain(0, 80),
    curtain(304, 80),
    `<rect width="384" height="14" fill="#7d1020"/>`,
    reel(40, 40, phase),
    reel(344, 40, phase),
    // A clapperboard.
    `<g transform="translate(300 120)"><rect width="52" height="38" fill="#222"/><g transform="rotate(-12 0 0)"><rect y="-10" width="52" height="9" fill="#222"/><path d="M6 -10 l6 9 M20 -10 l6 9 M34 -10 l6 9" stroke="#fff" stroke-width="4"/></g><path d="M4 14 H48 M4 24 H48" stroke="#eee" stroke-width="1.2"/></g>`,
    strip(phase),
  ].join('')
