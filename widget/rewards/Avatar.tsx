import type { CSSProperties } from 'react'
import { avatarLook } from './avatar'

/** The viewer's avatar, drawn here from the seed (initials on the seed's colour). */
export function Avatar({ seed }: { seed: string }) {
  const { initials, hue } = avatarLook(seed)
  // Set through the CSSOM (not markup), so a strict style-src CSP allows it.
  const style = { '--hue': hue } as CSSProperties
  return (
    <span className="avatar" style={style} aria-hidden="true">
      {initials}
    </span>
  )
}
