// `/embed`'s early script beside a drawn first screen (server/embed-first-screen.ts): built by
// scripts/early-scripts.ts from start-widget.entry.ts, inlined in the page, allowed by its hash.
import { AUTH_TOKEN_KEY } from '../auth-keys'
import { WIDGET_TAG } from '../constants'

/** What the account bar's button says while a stored session loads (AccountEntry's BarLabel). */
export const ACCOUNT_LOADING_LABEL = 'Account'

/**
 * How long the module waits at most for the drawn card's picture (issue 17): past it, the
 * module runs and shows its skeleton until the picture comes, as it would have without a
 * drawn screen; until then the drawn screen is inert.
 */
export const DRAWN_PICTURE_WAIT_MS = 3_000

/**
 * Starts the widget's module beside a drawn screen, instead of a module script tag (`/embed`
 * preloads the module, so it is fetched and compiled as early as before). It runs the module
 * (`start`) once the drawn card's picture has settled (loaded or failed), or after
 * DRAWN_PICTURE_WAIT_MS: the module's first render shows a card only once its picture is in,
 * and a module that came first (an unthrottled connection, a picture the server has to draw)
 * would put the Live list's skeleton where the drawn card was, a flash. Without a drawn
 * picture (no declarative shadow DOM) it runs the module at once; a second call is a no-op.
 *
 * First, it settles the account bar's button, which the drawn stylesheet keeps hidden until then
 * (HIDDEN_UNTIL_DRAWN): the server cannot see the frame's storage, so it draws "Sign in", and a
 * returning viewer's stored session makes the module's first render say "Account" while it
 * loads (widget/rewards/AccountEntry.tsx). Storage that cannot be read reads as none, as the
 * widget's does (shared/storage.ts).
 */
export function startAfterDrawnPicture(
  doc: Document,
  storage: () => Pick<Storage, 'getItem'>,
  start: () => unknown,
  later: (run: () => void, ms: number) => unknown,
): void {
  const root = doc.querySelector(WIDGET_TAG)?.shadowRoot
  const picture = root?.querySelector<HTMLImageElement>('.card-img')
  const account = root?.querySelector<HTMLElement>('.acct-open')
  if (account) {
    try {
      if (storage().getItem(AUTH_TOKEN_KEY)) {
        const label = doc.createElement('span')
        label.textContent = ACCOUNT_LOADING_LABEL
        account.replaceChildren(label)
      }
    } catch {
      // Storage that cannot be read: no stored session.
    }
    account.style.visibility = 'inherit'
  }
  if (picture && !picture.complete) {
    picture.onload = picture.onerror = start
    later(start, DRAWN_PICTURE_WAIT_MS)
  } else {
    start()
  }
}
