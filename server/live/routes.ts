import { Hono } from 'hono'
import * as v from 'valibot'
import { routes } from '../../shared/api/routes'
import { ANY_CHANNEL_ID_PATTERN } from '../../shared/api/studio'
import { LIVE_POLL_COUNT, RECENT_PRODUCTS_MAX_COUNT } from '../../shared/constants'
import type { AppDeps } from '../deps'
import { etagMatches, LIVE_MAX_AGE_S } from '../http/cache'
import { chooseEncoding, codingChosen, encodedEtag, MIN_COMPRESS_BYTES } from '../http/compress'
import { parse } from '../http/errors'
import { requireChannel } from './channel-routes'
import type { LiveLists } from './lists'
import { EVERY_CHANNEL } from './signal'
import { createStreams } from './stream'

/**
 * Not in the spec: how long a shared cache may keep serving a live list it is refreshing, in
 * seconds past its max-age (a viewer sees it at most this much later than a fresh one).
 */
export const LIVE_STALE_WHILE_REVALIDATE_S = 10

/** The Cache-Control of a polled live list: browsers and shared caches alike, briefly. */
export const LIVE_CACHE_CONTROL = `public, max-age=${LIVE_MAX_AGE_S}, s-maxage=${LIVE_MAX_AGE_S}, stale-while-revalidate=${LIVE_STALE_WHILE_REVALIDATE_S}`

const ChannelIdSchema = v.pipe(v.string(), v.regex(ANY_CHANNEL_ID_PATTERN, 'not a channel id'))
const countMessage = `must be a whole number from 1 to ${RECENT_PRODUCTS_MAX_COUNT}`
const CountSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,3}$/, countMessage),
  v.transform(Number),
  v.minValue(1, countMessage),
  v.maxValue(RECENT_PRODUCTS_MAX_COUNT, countMessage),
)

/**
 * A channel's live feed: polled (`recent_products`, answered from one prepared body per
 * channel and count, a 304 decided before any query or compression) and pushed (`/live/{id}`,
 * Server-Sent Events), both from the app's live lists (`lists`, shared with the pages that carry
 * a first feed). The streams send a list again when `deps.live` announces a change.
 */
export function liveRoutes(deps: AppDeps, lists: LiveLists) {
  const streams = createStreams({
    read: async (channelId) => (await lists.get(channelId, LIVE_POLL_COUNT)).json,
    backstopMs: LIVE_MAX_AGE_S * 1000,
  })
  deps.live.onChange((channelId) => {
    // Dropped here too: the streams read after the drop, whichever listener is told first.
    lists.drop(channelId)
    streams.changed(channelId === EVERY_CHANNEL ? null : channelId)
  })
  deps.live.onStop(() => streams.endAll())

  return new Hono()
    .on(routes.recentProducts.method, routes.recentProducts.pattern, async (c) => {
      const channelId = parse(ChannelIdSchema, c.req.param('channelId'), 'channel id')
      const count = parse(CountSchema, c.req.param('count'), 'count')
      const list = await lists.get(channelId, count)
      codingChosen(c)
      const encoding =
        list.bytes.byteLength >= MIN_COMPRESS_BYTES
          ? chooseEncoding(c.req.header('accept-encoding'))
          : null
      const etag = encoding ? encodedEtag(list.etag, encoding) : list.etag
      const headers: Record<string, string> = {
        ETag: etag,
        'Cache-Control': LIVE_CACHE_CONTROL,
        Vary: 'Accept-Encoding',
      }
      if (etagMatches(c.req.header('if-none-match'), etag)) {
        return c.body(null, 304, headers)
      }
      const body = encoding ? await list.coded(encoding) : list.bytes
      headers['Content-Type'] = 'application/json; charset=utf-8'
      headers['Content-Length'] = String(body.byteLength)
      if (encoding) headers['Content-Encoding'] = encoding
      return c.body(body as Uint8Array<ArrayBuffer>, 200, headers)
    })
    .on(routes.liveStream.method, routes.liveStream.pattern, async (c) => {
      const channel = await requireChannel(deps, c.req.param('channelId'))
      return new Response(streams.connect(channel.id), {
        status: 200,
        headers: {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Accel-Buffering': 'no',
        },
      })
    })
}
