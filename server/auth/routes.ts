import { Hono } from 'hono'
import { HandoffRedeemBodySchema } from '../../shared/api/types'
import { type AppDeps, registeredOrigins } from '../deps'
import { HttpError, readJson } from '../http/errors'
import { createHandoffCode, HANDOFF_REFUSED, redeemHandoffCode } from './handoff'
import { requireUser } from './require-user'
import { createSession, revokeSession } from './sessions'
import { signInFlow } from './sign-in-flow'

/**
 * Sign-in and sessions under `/auth_google` (spec §7, ARCHITECTURE.md §6): the OpenID
 * Connect flow (start, callback), user details, sign-out and the frame handoff codes.
 * Nothing here may be cached anywhere.
 */
export function authRoutes(deps: AppDeps) {
  const flow = signInFlow(deps, registeredOrigins(deps))
  const signedIn = requireUser(deps)
  return new Hono()
    .use(async (c, next) => {
      await next()
      c.res.headers.set('Cache-Control', 'no-store')
    })
    .get('/google', flow.start)
    .get('/callback', flow.callback)
    .get('/details', signedIn, (c) => {
      const { name, email, displayName } = c.var.user
      return c.json({ name, email, displayName })
    })
    .post('/logout', signedIn, async (c) => {
      await revokeSession(deps.db, c.var.token, deps.now())
      return c.json({ ok: true as const })
    })
    .post('/handoff', signedIn, async (c) => {
      const { code, expiresAt } = await createHandoffCode(deps.db, c.var.user.id, deps.now())
      return c.json({ code, expiresAt: expiresAt.toISOString() })
    })
    .post('/handoff/redeem', async (c) => {
      const { code } = await readJson(c, HandoffRedeemBodySchema)
      const now = deps.now()
      const userId = await redeemHandoffCode(deps.db, code, now)
      if (!userId) throw new HttpError(400, HANDOFF_REFUSED)
      const { token } = await createSession(deps.db, userId, now)
      return c.json({ token })
    })
}
