import type { ApiClient } from '../../shared/api/client'
import {
  handoffChallenge,
  newHandoffVerifier,
  redeemHandoff,
  SIGN_IN_ATTEMPT_TTL_MS,
} from '../../shared/api/handoff'
import { HANDOFF_CHALLENGE_PARAM } from '../../shared/api/paths'
import {
  BRIDGE_ERROR,
  BridgeError,
  EMBED_PATH,
  type FrameAuthState,
  isPageContext,
  type ParentMethods,
} from '../../shared/bridge'
import type { Bridge } from '../../shared/bridge/connection'
import type { KeyValueStorage } from '../../shared/storage'
import { type Auth, FrameSignInError } from '../stores/auth'
import type { FrameAuth } from './frame'

/** Not in the spec: what the sidebar says when a handoff code is refused (forged, used, expired). */
export const HANDOFF_REFUSED_TEXT = 'Sign-in could not be completed. Please sign in again.'

/**
 * Not in the spec: what the sidebar says when the frame can keep nothing across the trip to
 * sign-in (the browser blocks every cookie and all storage of embedded pages), so a sign-in
 * could never be brought back into it.
 */
export const NOTHING_KEPT_TEXT =
  'Sign-in cannot finish on this page: this browser keeps no data for embedded stores. Allow cookies for this site, then try again.'

/** Not in the spec: the name the frame keeps its handoff verifier under. */
const VERIFIER_KEY = 'stv-handoff-verifier'

/** Where the frame keeps its handoff verifier while the host page is away at sign-in. */
export type VerifierStore = {
  /** Keeps a verifier; false when nothing here outlives the page (sign-in could not finish). */
  keep(verifier: string): boolean
  /** The kept verifier, forgotten as it is read; null when there is none. */
  take(): string | null
}

/**
 * The frame's storage where it persists, else a partitioned cookie (CHIPS) on the embed
 * page's path, which Chromium still gives a third-party frame when it blocks third-party
 * storage. Both belong to our origin under the host page's site: the host page reads neither.
 */
export function verifierStore(storage: KeyValueStorage, jar: { cookie: string }): VerifierStore {
  const cookie = (value: string, maxAge: number) => {
    jar.cookie = `${VERIFIER_KEY}=${value}; Max-Age=${maxAge}; Path=${EMBED_PATH}; SameSite=None; Secure; Partitioned`
  }
  const read = () =>
    storage.get(VERIFIER_KEY) ??
    new RegExp(`(?:^|; )${VERIFIER_KEY}=([\\w-]+)`).exec(jar.cookie)?.[1] ??
    null
  return {
    keep(verifier) {
      if (storage.persists()) storage.set(VERIFIER_KEY, verifier)
      // As long as the sign-in it is for may take.
      else cookie(verifier, SIGN_IN_ATTEMPT_TTL_MS / 1000)
      return read() === verifier
    },
    take() {
      const kept = read()
      storage.remove(VERIFIER_KEY)
      cookie('', 0)
      return kept
    },
  }
}

export type FrameAuthOptions = {
  auth: Auth
  client: Pick<ApiClient, 'authed'>
  verifiers: VerifierStore
}

/**
 * The page's auth store as the bridge sees it (ARCHITECTURE.md §6.3): its state without
 * token or user; a handoff code redeemed, with the verifier this frame kept when it started
 * the sign-in, for a session of the frame's own and its viewer; sign-out.
 */
export function frameAuth({ auth, client, verifiers }: FrameAuthOptions): FrameAuth {
  const state = (): FrameAuthState => ({ status: auth.$auth.get().status })
  const refuse = (): never => {
    // A stale code must not sign out a viewer who is signed in already.
    if (auth.$auth.get().status !== 'signed-in') auth.logout(HANDOFF_REFUSED_TEXT)
    throw new BridgeError(BRIDGE_ERROR.failed, 'The handoff code was refused')
  }
  return {
    state,
    async redeemHandoff(code) {
      // No verifier: this frame never started that sign-in (a code put in the address by hand).
      const verifier = verifiers.take()
      if (!verifier) return refuse()
      const redeemed = await redeemHandoff(client, code, verifier)
      if (!redeemed.ok) return refuse()
      auth.login(redeemed.data.user, redeemed.data.token)
      return state()
    },
    signOut: () => auth.signOut(),
  }
}

/** Not in the spec: what the sidebar says when the browser no longer counts the press as recent. */
export const PRESS_AGAIN_TEXT = 'Press Sign in with Google again to continue.'

/**
 * Sends the top window to a form of ours, submitted by this frame; false when the browser
 * would block it (a sandboxed frame may navigate the top only right after the viewer's press).
 */
export type SubmitTop = (action: string, fields: Record<string, string>) => boolean

/** The browser's way: a POST form with `target="_top"`, so the request names our origin. */
export function submitTop(doc: Document, activation?: { readonly isActive: boolean }): SubmitTop {
  return (action, fields) => {
    if (activation && !activation.isActive) return false
    const form = doc.createElement('form')
    form.method = 'POST'
    form.action = action
    form.target = '_top'
    form.hidden = true
    for (const [name, value] of Object.entries(fields)) {
      const input = doc.createElement('input')
      input.type = 'hidden'
      input.name = name
      input.value = value
      form.append(input)
    }
    doc.body.append(form)
    form.submit()
    form.remove()
    return true
  }
}

/**
 * Sign-in from a cross-site frame: this frame itself sends the top window to our sign-in
 * with a POST form naming the host page as `returnTo` (checked by the server against the
 * channel's origins) and the challenge of a verifier this frame keeps. Only a page of ours can
 * make the browser send such a form, so no link can start a sign-in for a broadcaster's page
 * (server/auth/README.md). The host page comes back with a one-time code in its fragment for
 * the loader to hand over; only this frame can redeem it.
 */
export function signInThroughHost(
  parent: Bridge<ParentMethods>,
  channelId: string,
  verifiers: VerifierStore,
  submit: SubmitTop,
) {
  return async (signInUrl: string): Promise<void> => {
    const context = await parent.call('getPageContext')
    if (!isPageContext(context)) throw new BridgeError(BRIDGE_ERROR.invalidArgument)
    const verifier = newHandoffVerifier()
    if (!verifiers.keep(verifier)) throw new FrameSignInError(NOTHING_KEPT_TEXT)
    const url = new URL(signInUrl)
    const fields = {
      ...Object.fromEntries(url.searchParams),
      returnTo: context.url,
      channelId,
      [HANDOFF_CHALLENGE_PARAM]: await handoffChallenge(verifier),
    }
    if (!submit(`${url.origin}${url.pathname}`, fields)) {
      verifiers.take()
      throw new FrameSignInError(PRESS_AGAIN_TEXT)
    }
  }
}

/** The chunk's parts as the embed page uses them: the frame's auth and its sign-in. */
export function embedHandoff(
  storage: KeyValueStorage,
  auth: Auth,
  client: FrameAuthOptions['client'],
) {
  const verifiers = verifierStore(storage, document)
  const submit = submitTop(document, navigator.userActivation)
  return {
    frame: frameAuth({ auth, client, verifiers }),
    signIn: (parent: Bridge<ParentMethods>, channelId: string) =>
      signInThroughHost(parent, channelId, verifiers, submit),
  }
}
