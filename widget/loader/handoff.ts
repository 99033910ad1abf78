import { HANDOFF_FRAGMENT_KEY } from '../../shared/api/paths'
import { isHandoffCode } from '../../shared/bridge/guards'

/**
 * ARCHITECTURE.md §6.3: a cross-site sign-in returns to the host page with a one-time code
 * in its fragment. This takes it out of the address bar at once (no history entry, and
 * fragments never reach a server or a Referer) and returns it when it is well-formed.
 */
export function takeHandoffCode(href: string, replaceUrl: (url: string) => void): string | null {
  const url = new URL(href)
  const fragment = new URLSearchParams(url.hash.slice(1))
  const code = fragment.get(HANDOFF_FRAGMENT_KEY)
  if (code === null) return null
  fragment.delete(HANDOFF_FRAGMENT_KEY)
  url.hash = fragment.toString()
  replaceUrl(url.href)
  return isHandoffCode(code) ? code : null
}
