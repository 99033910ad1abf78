// The sign-in return pages' first script, inline at the top of their head: built by
// scripts/early-scripts.ts from sign-in-callback.entry.ts, allowed by its hash in the site's CSP.
import { CREDENTIAL_PARAM } from '../api/paths'
import { CREDENTIAL_HANDOVER_KEY } from '../auth-keys'

/**
 * Takes `?credential=` out of the address bar before the page requests anything, and leaves
 * the token in session storage (CREDENTIAL_HANDOVER_KEY) for the page's code to read once.
 * Where session storage is blocked it does nothing and the page strips the query itself
 * (spec §4).
 */
export function handOverCredential(
  location: Pick<Location, 'href'>,
  session: () => Pick<Storage, 'setItem'>,
  history: Pick<History, 'state' | 'replaceState'>,
): void {
  try {
    const url = new URL(location.href)
    const token = url.searchParams.get(CREDENTIAL_PARAM)
    if (token === null) return
    session().setItem(CREDENTIAL_HANDOVER_KEY, token)
    history.replaceState(history.state, '', url.pathname + url.hash)
  } catch {
    // Session storage blocked: the page strips the query itself.
  }
}
