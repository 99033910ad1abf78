import { createMiddleware } from 'hono/factory'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'
import { type SessionUser, sessionUser } from './sessions'

/** Hono variables set by `requireUser`. */
export type UserVars = { Variables: { user: SessionUser; token: string } }

/** What a session token looks like (base64url, as `randomSecret` makes them). */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/

/** Error text when the Authorization header is missing or not `Bearer <token>`. */
export const MISSING_BEARER = 'Sign in first: send Authorization: Bearer <token>'
/** Error text when the token is unknown, expired or revoked. */
export const INVALID_SESSION = 'Session invalid. Please log in again.'

/**
 * `Bearer <token>`: the scheme in any case and one or more spaces before the token, as
 * RFC 9110 §11.1 and §11.4 allow (`bearer …` from a client is as good as `Bearer …`).
 */
const BEARER = /^bearer +([^\s]+)$/i

/** The bearer token of a request, or an HttpError 401 when the header is missing or malformed. */
export function bearerToken(header: string | undefined): string {
  const match = BEARER.exec(header ?? '')
  if (!match?.[1] || !TOKEN.test(match[1])) throw new HttpError(401, MISSING_BEARER)
  return match[1]
}

/** Lets a request through only with a live session; sets `c.var.user` and `c.var.token`. */
export function requireUser(deps: AppDeps) {
  return createMiddleware<UserVars>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    const user = await sessionUser(deps.db, token, deps.now())
    if (!user) throw new HttpError(401, INVALID_SESSION)
    c.set('user', user)
    c.set('token', token)
    await next()
  })
}
