import { atom } from 'nanostores'
import { signInUrl } from '../../shared/api/client'
import { API_ERROR } from '../../shared/api/errors'
import { DEFAULT_API_PATH } from '../../shared/api/paths'
import type { UserDetails } from '../../shared/api/types'
import {
  AUTH_REDIRECT_PATH_KEY,
  AUTH_TOKEN_KEY,
  SIGN_IN_CALLBACK_PATH,
} from '../../shared/auth-keys'
import { createStudioApi, type StudioApi } from './api'
import type { StudioEnv } from './env'

/** Who is using the Studio, as far as the page knows. */
export type StudioSession =
  /** Prerendered, hydrating, or asking the server whose the stored token is. */
  | { status: 'checking' }
  | { status: 'signed-out'; notice: string | null }
  | { status: 'signed-in'; token: string; user: UserDetails }
  /** The token is stored but the server could not say whose it is (offline, 5xx). */
  | { status: 'unreachable'; message: string }

/** Shown above the sign-in button when a session ended while the Studio was open. */
export const SESSION_ENDED_TEXT = 'Your session has ended. Sign in again to carry on.'

/** The Studio's session, shared by its pages so moving between them does not ask again. */
export const $studioSession = atom<StudioSession>({ status: 'checking' })

/** Forgets the stored token and shows the signed-out Studio with `notice`. */
function end(env: StudioEnv, notice: string | null): void {
  env.storage.remove(AUTH_TOKEN_KEY)
  $studioSession.set({ status: 'signed-out', notice })
}

/** The Studio API for the session in `$studioSession`; a 401 from any call ends the session. */
export function studioApi(env: StudioEnv): StudioApi {
  return createStudioApi({
    env,
    token: () => {
      const session = $studioSession.get()
      return session.status === 'signed-in' ? session.token : env.storage.get(AUTH_TOKEN_KEY)
    },
    onUnauthorized: () => {
      if ($studioSession.get().status !== 'signed-out') end(env, SESSION_ENDED_TEXT)
    },
  })
}

/** A running session check: stop it, or check again (after "Try again"). */
export type SessionWatch = { stop(): void; recheck(): void }

/**
 * Finds out who is signed in: no stored token is signed out; a stored one is checked with
 * `GET /auth_google/details` (a 401 forgets it). Checks again when another tab signs in or
 * out.
 */
export function startStudioSession(env: StudioEnv): SessionWatch {
  let controller: AbortController | undefined
  const check = async (force: boolean) => {
    controller?.abort()
    const token = env.storage.get(AUTH_TOKEN_KEY)
    const current = $studioSession.get()
    if (!force && current.status === 'signed-in' && current.token === token) return
    if (token === null) {
      $studioSession.set({ status: 'signed-out', notice: null })
      return
    }
    const mine = new AbortController()
    controller = mine
    if (current.status !== 'checking') $studioSession.set({ status: 'checking' })
    const details = await studioApi(env).userDetails({ signal: mine.signal })
    if (mine.signal.aborted) return
    if (details.ok) $studioSession.set({ status: 'signed-in', token, user: details.data })
    else if (details.error.code !== API_ERROR.unauthorized) {
      $studioSession.set({
        status: 'unreachable',
        message:
          details.error.code === API_ERROR.network
            ? 'The Studio could not reach the server to check your sign-in.'
            : 'The server could not check your sign-in.',
      })
    }
    // A 401 has ended the session already (studioApi's onUnauthorized).
  }
  void check(false)
  const unwatch = env.watchStorage(AUTH_TOKEN_KEY, () => void check(false))
  return {
    stop() {
      unwatch()
      controller?.abort()
    },
    recheck: () => void check(true),
  }
}

/**
 * Signs in the way viewers do (spec §4): remembers this Studio page as `authRedirectPath`
 * and goes to the API's sign-in with our callback page as `redirectUri`.
 */
export function studioSignIn(env: StudioEnv): void {
  env.storage.set(AUTH_REDIRECT_PATH_KEY, env.currentPath())
  const api = `${env.origin}${DEFAULT_API_PATH}`
  env.navigate(signInUrl(api, `${env.origin}${SIGN_IN_CALLBACK_PATH}`))
}

/** Revokes the session on the server (whatever it answers), then forgets the token. */
export async function studioSignOut(env: StudioEnv): Promise<void> {
  await studioApi(env).signOut()
  end(env, null)
}
