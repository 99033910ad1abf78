import { atom, type ReadableAtom } from 'nanostores'
import * as v from 'valibot'
import {
  type ApiClient,
  SIGN_IN_FIRST_TEXT,
  signInUrl,
  userDetailsErrorText,
} from '../../shared/api/client'
import { API_ERROR } from '../../shared/api/errors'
import { CREDENTIAL_PARAM } from '../../shared/api/paths'
import { sleep } from '../../shared/api/timers'
import type { UserDetails } from '../../shared/api/types'
import {
  AUTH_EVENTS,
  AUTH_FROM_IFRAME_KEY,
  AUTH_PARENT_URL_KEY,
  AUTH_REDIRECT_PATH_KEY,
  AUTH_TOKEN_KEY,
  SIGN_IN_CALLBACK_PATH,
} from '../../shared/auth-keys'
import { signOutDestination } from '../../shared/rules/redirect'
import { type Env, onSitePage } from '../env'
import { noteSignIn } from './auth-epoch'

/** The viewer as the widget keeps them (spec §3 User). */
export type User = { name: string; email: string; avatarSeed: string }

/** Spec §4 "Authentication": loading at start, then signed in or out (with why, if it failed). */
export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out'; message: string | null }
  | { status: 'signed-in'; user: User; token: string }

export type Auth = {
  $auth: ReadableAtom<AuthState>
  /** Starts the store on the first call (steps 1–3, event listeners); returns the release. */
  retain(): () => void
  /** Navigates to the sign-in (spec §4 "Sign-in flow"), remembering where it began. */
  signIn(): void
  /** Step 6: someone else signed the viewer in; both are checked before use. */
  login(user: unknown, token: unknown): void
  /** Spec §4 step 7: forgets the session here (no server call); `message` says why. */
  logout(message?: string | null): void
  /** Sign-out (spec §4): revokes the session, logs out, leaves / and /home for /home. */
  signOut(): Promise<void>
  /**
   * ARCHITECTURE.md §6.3: inside a cross-site frame the bridge starts sign-in through the
   * host page instead; `start` gets the sign-in URL. Null restores the default.
   */
  setFrameSignIn(start: ((url: string) => Promise<void>) | null): void
}

export type AuthOptions = {
  env: Env
  client: ApiClient
  /** The API base the sign-in navigation goes to. */
  apiBase: string
  /** The origin of the widget's own site, which serves the sign-in callback page. */
  siteOrigin: string
  /** The channel the page shows, which a sign-in names so the server counts it there. */
  channel?: () => string | undefined
}

/** Not in the spec: what the sidebar says when a frame could not start sign-in on its page. */
export const FRAME_SIGN_IN_FAILED_TEXT = 'Sign-in could not start on this page. Please try again.'

/** A frame sign-in that cannot work here, whatever the viewer tries: its message says why. */
export class FrameSignInError extends Error {}

/** Not in the spec: how long sign-out waits for the server before finishing anyway. */
export const SIGN_OUT_WAIT_MS = 5_000

const ExternalLoginSchema = v.object({
  user: v.object({ name: v.optional(v.nullable(v.string())), email: v.string() }),
  token: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,4096}$/)),
})

/** Spec §3: name falls back to the e-mail; the avatar seed is the URL-encoded name. */
export function toUser(details: Pick<UserDetails, 'name' | 'email'>): User {
  const name = details.name?.trim() || details.email
  return { name, email: details.email, avatarSeed: encodeURIComponent(name) }
}

/**
 * The viewer's session (spec §4 "Authentication" steps 1–8). One per page: every element
 * shares it through `pageAuth`, as they share localStorage. Events of spec §3 go out on
 * the window; the store ignores window events while it is sending its own, and a login
 * with the token it already holds, so nothing it says can come back into it.
 */
export function createAuth({ env, client, apiBase, siteOrigin, channel }: AuthOptions): Auth {
  const $auth = atom<AuthState>({ status: 'loading' })
  let users = 0
  let unlisten: (() => void)[] = []
  let emitting = false
  // Every change of session bumps this; an answer for an older one is dropped.
  let generation = 0
  let loading: AbortController | undefined
  let frameSignIn: ((url: string) => Promise<void>) | null = null
  let signInWanted = false

  function emit(name: string, detail?: unknown): void {
    emitting = true
    try {
      env.emit(name, detail)
    } finally {
      emitting = false
    }
  }

  function signedIn(user: User, token: string, fresh: boolean, announce: boolean): void {
    $auth.set({ status: 'signed-in', user, token })
    if (announce) {
      emit(AUTH_EVENTS.authenticated, { user, token })
      emit(AUTH_EVENTS.login, { user })
    }
    // A new sign-in reloads every feed's pool (spec §4 "Product feed"); a restored one does not.
    if (fresh) noteSignIn()
  }

  async function load(token: string, fresh: boolean): Promise<void> {
    const mine = ++generation
    loading?.abort()
    const controller = new AbortController()
    loading = controller
    $auth.set({ status: 'loading' })
    const result = await client.userDetails(token, { signal: controller.signal })
    if (mine !== generation) return
    loading = undefined
    if (result.ok) signedIn(toUser(result.data), token, fresh, true)
    else if (result.error.code !== API_ERROR.aborted) logout(userDetailsErrorText(result.error))
  }

  function logout(message: string | null = null): void {
    generation++
    loading?.abort()
    loading = undefined
    env.storage.remove(AUTH_TOKEN_KEY)
    $auth.set({ status: 'signed-out', message })
    emit(AUTH_EVENTS.logoutCompleted)
  }

  function login(user: unknown, token: unknown): void {
    const parsed = v.safeParse(ExternalLoginSchema, { user, token })
    const current = $auth.get()
    if (!parsed.success) {
      // Sign-in without a usable token has no way to succeed (spec §8).
      if (current.status === 'signed-out')
        $auth.set({ status: 'signed-out', message: SIGN_IN_FIRST_TEXT })
      return
    }
    const next = parsed.output
    if (current.status === 'signed-in' && current.token === next.token) return
    generation++
    loading?.abort()
    loading = undefined
    env.storage.set(AUTH_TOKEN_KEY, next.token)
    signedIn(toUser(next.user), next.token, true, false)
  }

  /** Steps 1–3 and 8: the credential in the URL, else the stored token, else signed out. */
  function boot(): void {
    const params = new URLSearchParams(env.location.search)
    const credential = params.get(CREDENTIAL_PARAM)
    if (credential !== null) {
      params.delete(CREDENTIAL_PARAM)
      const query = params.size > 0 ? `?${params}` : ''
      env.replaceUrl(`${env.location.pathname}${query}${env.location.hash}`)
      if (credential) env.storage.set(AUTH_TOKEN_KEY, credential)
    }
    const token = env.storage.get(AUTH_TOKEN_KEY)
    const current = $auth.get()
    if (current.status === 'signed-in' && current.token === token) return
    if (token) void load(token, Boolean(credential))
    else $auth.set({ status: 'signed-out', message: null })
  }

  function start(): void {
    const external = (callback: (detail: unknown) => void) => (detail: unknown) => {
      if (!emitting) callback(detail)
    }
    unlisten = [
      env.listen(
        AUTH_EVENTS.externalLogin,
        external((detail) => {
          const { user, token } = (detail ?? {}) as { user?: unknown; token?: unknown }
          login(user, token)
        }),
      ),
      env.listen(
        AUTH_EVENTS.externalLogout,
        external(() => {
          if ($auth.get().status !== 'signed-out') logout()
        }),
      ),
    ]
    boot()
  }

  function stop(): void {
    for (const off of unlisten) off()
    unlisten = []
    generation++
    loading?.abort()
    // An unfinished load stays 'loading' and is made again by the next start.
    loading = undefined
  }

  const auth: Auth = {
    $auth,
    retain() {
      if (users++ === 0) start()
      let released = false
      return () => {
        if (released) return
        released = true
        if (--users === 0) stop()
      }
    },
    signIn() {
      const redirectUri = `${siteOrigin}${SIGN_IN_CALLBACK_PATH}`
      const url = signInUrl(apiBase, redirectUri, channel?.())
      if (frameSignIn) {
        void frameSignIn(url).catch((error: unknown) => {
          if ($auth.get().status !== 'signed-out') return
          const message =
            error instanceof FrameSignInError ? error.message : FRAME_SIGN_IN_FAILED_TEXT
          $auth.set({ status: 'signed-out', message })
        })
        return
      }
      if (env.location.origin === siteOrigin && !onSitePage(env, siteOrigin)) {
        // The embed page before its bridge has loaded: the provider refuses to be framed, so
        // sign-in waits for the bridge to send the host page instead.
        signInWanted = true
        return
      }
      if (env.location.origin !== siteOrigin) {
        // A foreign page has no callback page of ours: sign in on our site, in a new tab.
        // (Bringing the session back into this page is the frame mode's handoff.)
        env.openUrl(url)
        return
      }
      env.storage.set(AUTH_REDIRECT_PATH_KEY, `${env.location.pathname}${env.location.search}`)
      const parentUrl = env.frame?.sameOriginParentUrl
      if (env.frame && parentUrl) {
        // Spec §4: in a frame of our own page the top window signs in; the callback page
        // then returns to the parent page, whose frame finds the session.
        env.storage.set(AUTH_FROM_IFRAME_KEY, 'true')
        env.storage.set(AUTH_PARENT_URL_KEY, parentUrl)
        env.frame.navigateTop(url)
        return
      }
      env.navigate(url)
    },
    setFrameSignIn(start) {
      frameSignIn = start
      if (start && signInWanted) {
        signInWanted = false
        auth.signIn()
      }
    },
    login,
    logout,
    async signOut() {
      const current = $auth.get()
      const token = current.status === 'signed-in' ? current.token : env.storage.get(AUTH_TOKEN_KEY)
      if (token) {
        // The revocation may take long; past the wait it goes on without us (keepalive).
        const done = new AbortController()
        await Promise.race([
          client.signOut(token).finally(() => done.abort()),
          sleep(SIGN_OUT_WAIT_MS, env, done.signal),
        ])
        done.abort()
      }
      logout()
      const here = env.location.pathname
      const destination = signOutDestination(here)
      if (destination !== here) env.navigate(destination)
    },
  }
  return auth
}

let shared: Auth | undefined

/** The page's one auth store; the first element's options make it. */
export function pageAuth(options: AuthOptions): Auth {
  shared ??= createAuth(options)
  return shared
}
