// A sign-in returns only to the browser that started it. Without this, whoever starts a
// sign-in could forward the provider's page to someone else and have that person's sign-in
// end in the starter's attempt (server/auth/README.md, "Threat model").
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { SIGN_IN_ATTEMPT_TTL_MS } from '../../shared/api/handoff'
import type { Config } from '../config'
import { randomSecret, secretHash } from '../http/secrets'

/** Not in the spec: the start of the name of the cookie that binds a sign-in to its browser. */
export const BINDING_COOKIE_PREFIX = 'stv_sign_in_'

/** One cookie per sign-in in progress, so two tabs signing in at once do not undo each other. */
export function bindingCookieName(state: string): string {
  return `${BINDING_COOKIE_PREFIX}${secretHash(state).slice(0, 16)}`
}

function cookieOptions(config: Config) {
  return {
    path: `${config.apiPath}/auth_google`,
    httpOnly: true,
    // The provider sends the viewer back with a top-level GET, which carries Lax cookies.
    sameSite: 'Lax' as const,
    secure: config.publicOrigin.startsWith('https:'),
  }
}

/** Gives this browser a new secret for the sign-in of `state`; the hash to keep with it. */
export function bindBrowser(c: Context, config: Config, state: string): string {
  const secret = randomSecret()
  setCookie(c, bindingCookieName(state), secret, {
    ...cookieOptions(config),
    maxAge: SIGN_IN_ATTEMPT_TTL_MS / 1000,
  })
  return secretHash(secret)
}

/** The hash of this browser's secret for the sign-in of `state` (forgotten as read), or null. */
export function takeBrowserBinding(c: Context, config: Config, state: string): string | null {
  const name = bindingCookieName(state)
  const secret = getCookie(c, name)
  deleteCookie(c, name, cookieOptions(config))
  return secret ? secretHash(secret) : null
}
