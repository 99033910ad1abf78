/**
 * A cross-site frame's sign-in comes back as a one-time code in the host page's fragment,
 * where any script on that page can read it (ARCHITECTURE.md §6.3). The code is therefore
 * bound to a verifier only the frame holds, as in PKCE (RFC 7636): the frame sends the
 * verifier's S256 challenge when sign-in starts and the verifier itself when it redeems.
 */

import type { ApiClient, ApiResult, RequestOptions } from './client'
import { API_ERROR, apiError } from './errors'
// The widget's table: the embedding paths stay out of its bundle.
import { specPaths as paths } from './paths'
import {
  HANDOFF_CODE_PATTERN,
  HANDOFF_VERIFIER_PATTERN,
  type HandoffRedeemed,
  HandoffRedeemedSchema,
} from './types'

export { HANDOFF_CHALLENGE_PATTERN, HANDOFF_VERIFIER_PATTERN } from './types'

/**
 * Not in the spec: how long a started sign-in may take, in ms. The server keeps the attempt
 * that long; the frame keeps its verifier that long.
 */
export const SIGN_IN_ATTEMPT_TTL_MS = 10 * 60 * 1000

/** Bytes as base64url without padding. */
export function base64url(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** A new random verifier (Web Crypto: browsers and Node alike). */
export function newHandoffVerifier(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)))
}

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export async function handoffChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64url(new Uint8Array(digest))
}

/**
 * `POST /auth_google/handoff/redeem` (ARCHITECTURE.md §6.3): the session token a one-time
 * handoff code stands for, and its viewer, given the verifier of the code's challenge. A used,
 * expired or forged code, or another verifier, is a 4xx error; nothing unfit is sent.
 */
export function redeemHandoff(
  client: Pick<ApiClient, 'authed'>,
  code: string,
  verifier: string,
  options?: RequestOptions,
): Promise<ApiResult<HandoffRedeemed>> {
  if (!HANDOFF_CODE_PATTERN.test(code) || !HANDOFF_VERIFIER_PATTERN.test(verifier)) {
    return Promise.resolve({ ok: false, error: apiError(API_ERROR.invalidRequest) })
  }
  const body = { code, verifier }
  return client.authed(null, 'POST', paths.handoffRedeem, HandoffRedeemedSchema, body, options)
}
