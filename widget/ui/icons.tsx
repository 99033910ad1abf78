/**
 * The widget's icons: inline SVG on a 24-unit grid, stroked in `currentColor`, so they show
 * on every system (emoji need a font that Debian's Chromium, for one, does not have) and take
 * the text colour of where they sit. Decorative: the text beside them (or the control's
 * accessible name) says what they mean, so they are hidden from assistive technology.
 */
const PATHS = {
  check: 'M5 12l5 5 9-10',
  link: 'M10 14a4 4 0 006 0l3-3a4 4 0 00-6-6l-1 1M14 10a4 4 0 00-6 0l-3 3a4 4 0 006 6l1-1',
  circle: 'M12 3a9 9 0 100 18 9 9 0 100-18',
  heart: 'M12 20s-8-5-8-11a4 4 0 018-1 4 4 0 018 1c0 6-8 11-8 11z',
  cross: 'M6 6l12 12M18 6L6 18',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  wallet: 'M3 7h16v13H3zM3 7l12-4v4M15 13h2',
  up: 'M12 19V5M5 12l7-7 7 7',
  left: 'M15 5l-7 7 7 7',
  right: 'M9 5l7 7-7 7',
  play: 'M7 4l13 8-13 8z',
  send: 'M3 11l18-8-6 18-3-8z',
  mail: 'M3 5h18v14H3zM3 5l9 8 9-8',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={name === 'heart' || name === 'play' ? 'currentColor' : 'none'}
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
