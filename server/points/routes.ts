import { Hono } from 'hono'
import { CheckInBodySchema } from '../../shared/api/rewards-schemas'
import { requireUser, type UserVars } from '../auth'
import { requireChannel } from '../catalog'
import type { AppDeps } from '../deps'
import { noStore } from '../http/cache'
import { readOptionalJson } from '../http/errors'
import { checkInToday, pointsStatus } from './check-in'

/** Points and the daily check-in (spec §7 `/points/*`). */
export function pointsRoutes(deps: AppDeps) {
  const signedIn = requireUser(deps)
  return new Hono<UserVars>()
    .use(noStore)
    .get('/get', signedIn, async (c) => c.json(await pointsStatus(deps, c.var.user.id)))
    .post('/checkin', signedIn, async (c) => {
      // No body, as the spec has it, or the channel the viewer checks in on.
      const body = await readOptionalJson(c, CheckInBodySchema)
      const channel = body?.channel_id ? await requireChannel(deps, body.channel_id) : null
      return c.json(await checkInToday(deps, c.var.user.id, channel?.id ?? null))
    })
}
