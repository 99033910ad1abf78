import { Hono } from 'hono'
import * as v from 'valibot'
import { areas, routes } from '../../shared/api/routes'
import { ChannelFieldSchema } from '../../shared/api/types'
import { requireUser, type UserVars } from '../auth'
import type { AppDeps } from '../deps'
import { noStore } from '../http/cache'
import { readOptionalJson } from '../http/errors'
import { requireChannel } from '../live'
import { checkInToday, pointsStatus } from './check-in'

/**
 * `POST /points/checkin` body: none (spec §7), or `{ channel_id }` (not in the spec, optional):
 * the channel the viewer checks in on, whose insights count a paid check-in. Here, not in
 * shared/api: the widget only writes it, and the checks would weigh on its first download.
 */
const CheckInBodySchema = v.pipe(
  // Not a list: valibot's object schemas take one (with no fields) as an object.
  v.custom<object>(
    (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
    'not an object',
  ),
  v.strictObject({ channel_id: ChannelFieldSchema }),
)

/** Points and the daily check-in (spec §7 `/points/*`). */
export function pointsRoutes(deps: AppDeps) {
  const signedIn = requireUser(deps)
  return new Hono<UserVars>()
    .use(`${areas.points}/*`, noStore)
    .on(routes.points.method, routes.points.pattern, signedIn, async (c) =>
      c.json(await pointsStatus(deps, c.var.user.id)),
    )
    .on(routes.checkIn.method, routes.checkIn.pattern, signedIn, async (c) => {
      // No body, as the spec has it, or the channel the viewer checks in on.
      const body = await readOptionalJson(c, CheckInBodySchema)
      const channel = body?.channel_id ? await requireChannel(deps, body.channel_id) : null
      return c.json(await checkInToday(deps, c.var.user.id, channel?.id ?? null))
    })
}
