import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import {
  type ApiClient,
  createApiClient,
  SIGN_IN_FIRST_TEXT,
  userDetailsErrorText,
} from '../../shared/api/client'
import { CREDENTIAL_PARAM, DEFAULT_API_PATH } from '../../shared/api/paths'
import {
  AUTH_FROM_IFRAME_KEY,
  AUTH_PARENT_URL_KEY,
  AUTH_REDIRECT_PATH_KEY,
  AUTH_TOKEN_KEY,
  CREDENTIAL_HANDOVER_KEY,
} from '../../shared/auth-keys'
import { APP_PATH } from '../../shared/routes'
import { safeParentPath, safeRedirectPath } from '../../shared/rules/redirect'

/** What finishing a sign-in needs from the browser; tests pass fakes. */
export type SignInCallbackDeps = {
  /** The page URL as the server returned to it (with `?credential=…`, unless taken early). */
  url: string
  /** The token the early strip script took out of the address bar, read once; null if none. */
  takeHandedOver(): string | null
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** Replaces the address bar's URL without navigating (history.replaceState). */
  replaceUrl(url: string): void
  /** Leaves for `path` without a history entry for this page (location.replace). */
  leave(path: string): void
  client: Pick<ApiClient, 'userDetails'>
  /** True when this page runs inside a frame (a sign-in that finished in an app frame). */
  inFrame?: boolean
}

/**
 * Spec §4 "Sign-in flow", the callback side: takes the token out of the address bar at once,
 * stores it, loads the user with it, then leaves for the stored `authRedirectPath` when it is
 * on the allow-list (else /app). Returns the spec §8 message when the sign-in failed, after
 * forgetting the token it stored; null when it has left.
 */
export async function completeSignIn(deps: SignInCallbackDeps): Promise<string | null> {
  const url = new URL(deps.url)
  const token = url.searchParams.get(CREDENTIAL_PARAM) ?? deps.takeHandedOver()
  // The token must not stay in the address bar, history or a later Referer.
  deps.replaceUrl(`${url.pathname}${url.hash}`)
  if (!token) return SIGN_IN_FIRST_TEXT
  deps.storage.setItem(AUTH_TOKEN_KEY, token)
  const details = await deps.client.userDetails(token)
  if (!details.ok) {
    deps.storage.removeItem(AUTH_TOKEN_KEY)
    return userDetailsErrorText(details.error)
  }
  const destination = safeRedirectPath(deps.storage.getItem(AUTH_REDIRECT_PATH_KEY))
  deps.storage.removeItem(AUTH_REDIRECT_PATH_KEY)
  // Spec §4: a sign-in begun in a frame of our own page reloads that app frame when this
  // page is the frame, else (the top window signed in) returns to the parent page.
  const fromFrame = deps.storage.getItem(AUTH_FROM_IFRAME_KEY) === 'true'
  const parent = safeParentPath(deps.storage.getItem(AUTH_PARENT_URL_KEY), url.origin)
  deps.storage.removeItem(AUTH_FROM_IFRAME_KEY)
  deps.storage.removeItem(AUTH_PARENT_URL_KEY)
  deps.leave(fromFrame && !deps.inFrame && parent ? parent : destination)
  return null
}

function browserDeps(): SignInCallbackDeps {
  return {
    url: window.location.href,
    takeHandedOver() {
      try {
        const token = window.sessionStorage.getItem(CREDENTIAL_HANDOVER_KEY)
        window.sessionStorage.removeItem(CREDENTIAL_HANDOVER_KEY)
        return token
      } catch {
        return null
      }
    },
    storage: window.localStorage,
    replaceUrl: (next) => window.history.replaceState(window.history.state, '', next),
    leave: (path) => window.location.replace(path),
    inFrame: window.top !== window,
    client: createApiClient({
      base: DEFAULT_API_PATH,
      fetch: (input, init) => window.fetch(input, init),
      timers: {
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (id) => clearTimeout(id),
      },
    }),
  }
}

/** /oauth2callback and /app/oauth2callback: where sign-in returns (spec §2, §4). */
export function SignInCallbackPage() {
  return <SignInCallback deps={browserDeps} />
}

/** The callback page's content, finishing the sign-in with `deps` once mounted. */
export function SignInCallback({ deps }: { deps: () => SignInCallbackDeps }) {
  const [failure, setFailure] = useState<string | null>(null)
  // Once per page: the second run of a development StrictMode would find no token left.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void completeSignIn(deps()).then(setFailure)
  }, [deps])
  if (failure !== null) {
    return (
      <article className="page">
        <h1>Sign-in did not finish</h1>
        <p className="lead" role="alert">
          {failure}
        </p>
        <p>
          <Link to={APP_PATH} reloadDocument>
            Back to the store
          </Link>
          , then sign in again.
        </p>
      </article>
    )
  }
  return (
    <article className="page" aria-busy="true">
      <h1>Signing In...</h1>
      <p className="lead">Checking your account, then taking you back where you were.</p>
    </article>
  )
}
