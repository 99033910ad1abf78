import { along, cloud, n, type Scene, sky } from './kit'

/** A skyline of landmarks: an iron tower, a clock tower, a dome and blocks, on y = 170. */
function skyline(): string {
  const blocks = [
    [0, 120, 30],
    [34, 138, 26],
    [150, 128, 22],
    [176, 146, 30],
    [290, 132, 24],
    [318, 118, 30],
    [352, 140, 32],
  ]
  return [
    `<g fill="#5a6f96">${blocks.map(([x = 0, y = 0, w = 0]) => `<rect x="${x}" y="${y}" width="${w}" height="${170 - y}"/>`).join('')}</g>`,
    // The iron tower: four stages narrowing to a spire, an arch cut at its foot.
    `<path d="M70 170 L90 100 L96 60 L99 30 L101 30 L104 60 L110 100 L130 170 L116 170 Q100 140 84 170 Z" fill="#3a4a6e"/><rect x="84" y="98" width="32" height="4" fill="#3a4a6e"/><rect x="92" y="60" width="16" height="3" fill="#3a4a6e"/>`,
    // The clock tower.
    `<rect x="218" y="78" width="22" height="92" fill="#3a4a6e"/><polygon points="216,78 229,52 242,78" fill="#3a4a6e"/><circle cx="229" cy="92" r="7" fill="#f5e7b8"/><path d="M229 92 V87 M229 92 H233" stroke="#3a4a6e" stroke-width="1.4"/>`,
    // The dome.
    `<rect x="248" y="130" width="38" height="40" fill="#3a4a6e"/><path d="M248 130 A19 19 0 0 1 286 130 Z" fill="#3a4a6e"/><rect x="266" y="104" width="2" height="8" fill="#3a4a6e"/>`,
  ].join('')
}

/** An airliner at (x, y) flying right. */
function plane(x: number, y: number): string {
  return `<g transform="translate(${n(x)} ${n(y)})"><path d="M0 0 Q2 -4 8 -4 L38 -4 Q46 -3 48 0 Q46 3 38 3 L8 3 Q2 3 0 0 Z" fill="#ffffff"/><path d="M20 -3 L28 -16 L32 -16 L30 -3 Z M20 2 L28 14 L32 14 L30 2 Z M2 -3 L0 -12 L5 -12 L10 -3 Z" fill="#e9eef5"/><rect x="30" y="-2" width="10" height="1.6" fill="#7aa6d6"/></g>`
}

/** Travel: a city of landmarks by a river, a plane crossing the sky, a boat on the water. */
export const travel: Scene = (phase) => {
  const planeX = along(phase, 520) - 80
  const boatX = along(phase, 460, 1, 0.3) - 40
  return [
    sky('#6fb6ee', '#ffe1b0'),
    `<circle cx="330" cy="58" r="18" fill="#fff1a8"/>`,
    cloud(along(phase, 460, 1, 0.2) - 50, 36, 0.9),
    cloud(along(phase, 460, 1, 0.7) - 50, 70, 0.7),
    `<line x1="${n(planeX - 160)}" y1="${n(48)}" x2="${n(planeX)}" y2="${n(30)}" stroke="#ffffff" stroke-width="2" opacity="0.7"/>`,
    plane(planeX, 30),
    skyline(),
    `<rect y="170" width="384" height="46" fill="#2f6c9a"/>`,
    `<g fill="#8fc1e3" opacity="0.6"><rect x="40" y="182" width="40" height="1.5"/><rect x="200" y="194" width="50" height="1.5"/><rect x="300" y="184" width="36" height="1.5"/></g>`,
    `<g transform="translate(${n(boatX)} 198)"><path d="M0 0 L44 0 L38 8 L6 8 Z" fill="#f4f4f4"/><rect x="10" y="-8" width="22" height="8" fill="#e0322f"/></g>`,
  ].join('')
}
