import { Hono } from 'hono'
import { BeaconSchema } from '../../shared/api/insights'
import { routes } from '../../shared/api/routes'
import { findLiveChannel } from '../channels'
import type { AppDeps } from '../deps'
import { HttpError, parse } from '../http/errors'
import { rateLimit } from '../rate-limit'
import { requireCountingOrigin } from './origin'
import { recordBeacon, takeBeacon } from './store'

/** The media types a beacon may come as: `text/plain` is what sendBeacon sends for a string. */
const BEACON_TYPE = /^(text\/plain|application\/json)\b/i

/**
 * POST {api}/insights: the widget's beacon (shared/api/insights.ts). Only pages on our own
 * origin or one verified for the channel may count for it, one page view's worth a beacon
 * and CHANNEL_BEACONS_PER_MINUTE beacons a minute; nothing else about the request (address,
 * agent, referrer, cookies) is read or kept.
 */
export function insightRoutes(deps: AppDeps) {
  return new Hono().on(
    routes.insightsBeacon.method,
    routes.insightsBeacon.pattern,
    rateLimit(deps, 'beacon'),
    async (c) => {
      if (!BEACON_TYPE.test(c.req.header('content-type') ?? '')) {
        throw new HttpError(415, 'Send the beacon as text/plain or application/json')
      }
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        throw new HttpError(400, 'The body is not valid JSON')
      }
      const beacon = parse(BeaconSchema, body, 'beacon')
      const channel = await findLiveChannel(deps.db, beacon.channelId)
      if (!channel) throw new HttpError(404, `Unknown channel: ${beacon.channelId}`)
      await requireCountingOrigin(deps, c.req.header('origin'), channel.id)
      const now = deps.now()
      // Past the channel's beacons for this minute, a beacon is dropped: the page is not told off.
      const counted = (await takeBeacon(deps.db, channel.id, now)) ? beacon.entries.length : 0
      if (counted > 0) await recordBeacon(deps.db, channel.id, beacon.entries, now)
      c.header('Cache-Control', 'no-store')
      return c.json({ counted }, 202)
    },
  )
}
