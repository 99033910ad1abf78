import { Hono } from 'hono'
import { BeaconSchema, INSIGHTS_BEACON_PATH } from '../../shared/api/insights'
import { findLiveChannel, isOriginVerified } from '../channels'
import type { AppDeps } from '../deps'
import { HttpError, parse } from '../http/errors'
import { rateLimit } from '../rate-limit'
import { recordBeacon } from './store'

/** The media types a beacon may come as: `text/plain` is what sendBeacon sends for a string. */
const BEACON_TYPE = /^(text\/plain|application\/json)\b/i

/**
 * POST {api}/insights: the widget's beacon (shared/api/insights.ts). Only pages on our own
 * origin or one verified for the channel may count for it; nothing else about the request
 * (address, agent, referrer, cookies) is read or kept.
 */
export function insightRoutes(deps: AppDeps) {
  return new Hono().post(INSIGHTS_BEACON_PATH, rateLimit(deps, 'beacon'), async (c) => {
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
    const origin = c.req.header('origin')
    const allowed =
      origin !== undefined &&
      (origin === deps.config.publicOrigin || (await isOriginVerified(deps.db, channel.id, origin)))
    if (!allowed) {
      throw new HttpError(403, `A page on ${origin ?? 'no origin'} cannot count for ${channel.id}`)
    }
    await recordBeacon(deps.db, channel.id, beacon.entries, deps.now())
    c.header('Cache-Control', 'no-store')
    return c.json({ counted: beacon.entries.length }, 202)
  })
}
