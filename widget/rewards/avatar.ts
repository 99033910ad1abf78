/** What the avatar shows for a seed (spec §3 avatarSeed): initials on a colour of its own. */
export type AvatarLook = { initials: string; hue: number }

/**
 * Draws the avatar from the seed alone, with no request to any picture service: up to two
 * initials, and a hue (0–359) that is always the same for the same seed.
 */
export function avatarLook(seed: string): AvatarLook {
  let text = seed
  try {
    text = decodeURIComponent(seed)
  } catch {
    // A seed that is not valid percent-encoding is drawn as it is.
  }
  // A name that fell back to the e-mail: its local part is the person, not the domain.
  const words = text
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean)
  const letters = (words.length > 1 ? [words[0], words.at(-1)] : [words[0]]).map((word) =>
    // The first whole character (a surrogate pair counts as one), not the first code unit.
    word ? (Array.from(word)[0] ?? '') : '',
  )
  let hash = 0
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return { initials: letters.join('').toUpperCase() || '?', hue: hash % 360 }
}

/** The e-mail handle shown under the name: the part before the @. */
export function emailHandle(email: string): string {
  const at = email.lastIndexOf('@')
  return `@${at > 0 ? email.slice(0, at) : email}`
}
