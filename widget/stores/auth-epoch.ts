import { atom } from 'nanostores'

/**
 * Counts sign-ins on this page. Every element's feed listens and reloads its pool on a
 * change (spec §4: "the pool reloads on login"). The sign-in issue calls `noteSignIn()`.
 */
export const $authEpoch = atom(0)

/** Tells every feed on the page that a viewer has just signed in. */
export function noteSignIn(): void {
  $authEpoch.set($authEpoch.get() + 1)
}
