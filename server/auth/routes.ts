import { Hono } from 'hono'
import { areas, routes } from '../../shared/api/routes'
import { HandoffCreateBodySchema, HandoffRedeemBodySchema } from '../../shared/api/types'
import { siteOrigins } from '../config'
import type { AppDeps } from '../deps'
import { HttpError, readJson } from '../http/errors'
import { rateLimit } from '../rate-limit'
import { createHandoffCode, HANDOFF_REFUSED, redeemHandoffCode } from './handoff'
import { requireUser } from './require-user'
import { createSession, revokeSession, type SessionUser, sessionUser } from './sessions'
import { signInFlow } from './sign-in-flow'

/** What the API tells of a viewer (spec §3: name, email, possibly displayName). */
function details({ name, email, displayName }: SessionUser) {
  return { name, email, displayName }
}

/**
 * Sign-in and sessions under `/auth_google` (spec §7, ARCHITECTURE.md §6): the OpenID
 * Connect flow (start, callback), user details, sign-out and the frame handoff codes.
 * Nothing here may be cached anywhere.
 */
export function authRoutes(deps: AppDeps) {
  const flow = signInFlow(deps, siteOrigins(deps.config))
  const signedIn = requireUser(deps)
  return new Hono()
    .use(`${areas.auth}/*`, async (c, next) => {
      await next()
      c.res.headers.set('Cache-Control', 'no-store')
    })
    .on(routes.signIn.method, routes.signIn.pattern, rateLimit(deps, 'signIn'), flow.start)
    .on(
      routes.signInFromFrame.method,
      routes.signInFromFrame.pattern,
      rateLimit(deps, 'signIn'),
      flow.startFromFrame,
    )
    .on(routes.signInCallback.method, routes.signInCallback.pattern, flow.callback)
    .on(routes.userDetails.method, routes.userDetails.pattern, signedIn, (c) =>
      c.json(details(c.var.user)),
    )
    .on(routes.signOut.method, routes.signOut.pattern, signedIn, async (c) => {
      await revokeSession(deps.db, c.var.token, deps.now())
      return c.json({ ok: true as const })
    })
    .on(routes.handoffCreate.method, routes.handoffCreate.pattern, signedIn, async (c) => {
      const { challenge } = await readJson(c, HandoffCreateBodySchema)
      const { code, expiresAt } = await createHandoffCode(
        deps.db,
        c.var.user.id,
        challenge,
        deps.now(),
      )
      return c.json({ code, expiresAt: expiresAt.toISOString() })
    })
    .on(
      routes.handoffRedeem.method,
      routes.handoffRedeem.pattern,
      rateLimit(deps, 'handoffRedeem'),
      async (c) => {
        const { code, verifier } = await readJson(c, HandoffRedeemBodySchema)
        const now = deps.now()
        const userId = await redeemHandoffCode(deps.db, code, verifier, now)
        if (!userId) throw new HttpError(400, HANDOFF_REFUSED)
        const { token } = await createSession(deps.db, userId, now)
        const user = await sessionUser(deps.db, token, now)
        if (!user) throw new Error('a session just made has no user')
        return c.json({ token, user: details(user) })
      },
    )
}
