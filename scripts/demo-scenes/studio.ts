import { n, type Scene, wave } from './kit'

/** Studio: the neutral stand-in for a topic without a scene of its own, soft lights drifting. */
export const studio: Scene = (phase) =>
  [
    `<defs><radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="384" height="216" fill="#1c2540"/>`,
    `<circle cx="${n(120 + wave(phase, 1) * 60)}" cy="${n(90 + wave(phase, 1, 0.25) * 30)}" r="110" fill="#d6204a" opacity="0.55"/>`,
    `<circle cx="${n(270 + wave(phase, 1, 0.5) * 60)}" cy="${n(120 + wave(phase, 1, 0.75) * 30)}" r="120" fill="#2f6fe0" opacity="0.55"/>`,
    `<circle cx="${n(192 + wave(phase, 2) * 40)}" cy="108" r="90" fill="url(#glow)"/>`,
  ].join('')
