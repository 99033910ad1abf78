import { inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { CHANNEL_KEY_HEADER } from '../../shared/api/paths'
import { routes } from '../../shared/api/routes'
import { ANY_CHANNEL_ID_PATTERN } from '../../shared/api/studio'
import { ContextBodySchema } from '../../shared/api/types'
import { channelKeyMatches, productJson } from '../catalog'
import { type ChannelRow, findLiveChannel } from '../channels'
import { products } from '../db/schema'
import type { AppDeps } from '../deps'
import { cachedJson } from '../http/cache'
import { HttpError, parse, readJson } from '../http/errors'
import { appendMatches } from './append'
import { segmentAt } from './clock'
import { listedChannels } from './listed'
import { programOf } from './schedule'

const ChannelIdSchema = v.pipe(v.string(), v.regex(ANY_CHANNEL_ID_PATTERN, 'not a channel id'))
/** Looks a channel up or throws 404 (archived channels are unknown to viewers). */
export async function requireChannel(deps: AppDeps, rawId: string) {
  const id = parse(ChannelIdSchema, rawId, 'channel id')
  const row = await findLiveChannel(deps.db, id)
  if (!row) throw new HttpError(404, `Unknown channel: ${id}`)
  return row
}

function channelJson(row: ChannelRow) {
  return { id: row.id, name: row.name, topic: row.topic, description: row.description }
}

/** Channels, what is on air and broadcaster context. */
export function channelRoutes(deps: AppDeps) {
  const channelsApp = new Hono()
    .on(routes.channels.method, routes.channels.pattern, async (c) => {
      const rows = await listedChannels(deps.db)
      return cachedJson(c, { channels: rows.map(channelJson) }, 60)
    })
    .on(routes.channel.method, routes.channel.pattern, async (c) =>
      cachedJson(c, channelJson(await requireChannel(deps, c.req.param('id'))), 60),
    )
    .on(routes.channelNow.method, routes.channelNow.pattern, async (c) => {
      const channel = await requireChannel(deps, c.req.param('id'))
      const program = await programOf(deps.db, channel.id)
      if (!program) throw new HttpError(404, `Nothing is scheduled on ${channel.id}`)
      const onAir = segmentAt(program.segments, deps.now().getTime(), program.epochMs)
      c.header('Cache-Control', 'no-cache')
      return c.json({
        channelId: channel.id,
        segment: {
          index: onAir.index,
          title: onAir.segment.title,
          caption: onAir.segment.caption,
          entities: onAir.segment.entities,
          startedAt: onAir.startedAt.toISOString(),
          endsAt: onAir.endsAt.toISOString(),
        },
      })
    })
    .on(routes.channelContext.method, routes.channelContext.pattern, async (c) => {
      const channel = await requireChannel(deps, c.req.param('id'))
      const key = c.req.header(CHANNEL_KEY_HEADER)
      if (!key || !channelKeyMatches(key, channel.keyHash)) {
        throw new HttpError(401, `A valid ${CHANNEL_KEY_HEADER} header is needed for this channel`)
      }
      const body = await readJson(c, ContextBodySchema)
      const time = deps.now()
      const matches = await appendMatches(
        deps,
        channel,
        { caption: body.caption, entities: body.entities ?? [], title: body.title },
        { key: `push:${time.toISOString()}`, time, source: 'broadcaster' },
      )
      const ids = matches.map((m) => m.productId)
      const rows = ids.length
        ? await deps.db.select().from(products).where(inArray(products.id, ids))
        : []
      const byId = new Map(rows.map((row) => [row.id, row]))
      const { publicOrigin, apiPath } = deps.config
      const items = matches.flatMap((m) => {
        const row = byId.get(m.productId)
        return row
          ? [
              productJson(row, {
                origin: publicOrigin,
                apiPath,
                time,
                match: m.kind,
                reason: m.reason,
                channelId: channel.id,
              }),
            ]
          : []
      })
      return c.json({ matches: items }, 201)
    })

  return channelsApp
}
