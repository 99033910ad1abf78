import { Hono } from 'hono'
import { requireUser, type UserVars } from '../auth'
import type { AppDeps } from '../deps'
import { noStore } from '../http/cache'
import { checkInToday, pointsStatus } from './check-in'

/** Points and the daily check-in (spec §7 `/points/*`). */
export function pointsRoutes(deps: AppDeps) {
  const signedIn = requireUser(deps)
  return new Hono<UserVars>()
    .use(noStore)
    .get('/get', signedIn, async (c) => c.json(await pointsStatus(deps, c.var.user.id)))
    .post('/checkin', signedIn, async (c) => c.json(await checkInToday(deps, c.var.user.id)))
}
