import { and, count, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { routes } from '../../shared/api/routes'
import { ClickBodySchema } from '../../shared/api/types'
import { MAX_ITEM_ID } from '../../shared/constants'
import { hasTopic, productJson } from '../catalog'
import { clicks, products, votes } from '../db/schema'
import type { AppDeps } from '../deps'
import { cachedJson } from '../http/cache'
import { HttpError, parse, readJson } from '../http/errors'
import { recordClick, requireCountingOrigin } from '../insights'
import { noteShownSignal, requireChannel } from '../live'
import { productExists } from '../matching'
import { rateLimit } from '../rate-limit'
import { voteRoutes } from './votes'

/** Not in the spec: default and largest size of the most liked / most clicked lists. */
export const RANKING_DEFAULT_LIMIT = 20
export const RANKING_MAX_LIMIT = 50

const RankingQuerySchema = v.object({
  channel_id: v.optional(v.string()),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, `must be a whole number from 1 to ${RANKING_MAX_LIMIT}`),
      v.transform(Number),
      v.minValue(1, `must be a whole number from 1 to ${RANKING_MAX_LIMIT}`),
      v.maxValue(RANKING_MAX_LIMIT, `must be a whole number from 1 to ${RANKING_MAX_LIMIT}`),
    ),
    String(RANKING_DEFAULT_LIMIT),
  ),
})

/** Click tracking, votes and the most liked / most clicked rankings (spec §7). */
export function trackingRoutes(deps: AppDeps) {
  const { publicOrigin, apiPath } = deps.config
  const asJson = (rows: { product: typeof products.$inferSelect; n: number }[]) =>
    rows.map((row) =>
      productJson(row.product, { origin: publicOrigin, apiPath, count: Number(row.n) }),
    )

  return new Hono()
    .on(routes.mostClicked.method, routes.mostClicked.pattern, async (c) => {
      const query = parse(RankingQuerySchema, c.req.query(), 'query')
      const channel = query.channel_id ? await requireChannel(deps, query.channel_id) : null
      const n = count(clicks.id)
      const rows = await deps.db
        .select({ product: products, n })
        .from(clicks)
        .innerJoin(products, eq(products.id, clicks.productId))
        .where(
          and(eq(products.active, true), channel ? eq(clicks.channelId, channel.id) : undefined),
        )
        .groupBy(products.id)
        .orderBy(desc(n), products.id)
        .limit(query.limit)
      return cachedJson(c, asJson(rows))
    })
    .on(routes.mostLiked.method, routes.mostLiked.pattern, async (c) => {
      const query = parse(RankingQuerySchema, c.req.query(), 'query')
      const channel = query.channel_id ? await requireChannel(deps, query.channel_id) : null
      const score = sql<number>`sum(${votes.voteType})::int`
      const rows = await deps.db
        .select({ product: products, n: score })
        .from(votes)
        .innerJoin(products, eq(products.id, votes.productId))
        .where(and(eq(products.active, true), channel ? hasTopic(channel.topic) : undefined))
        .groupBy(products.id)
        .having(sql`sum(${votes.voteType}) > 0`)
        .orderBy(desc(score), products.id)
        .limit(query.limit)
      return cachedJson(c, asJson(rows))
    })
    .on(routes.click.method, routes.click.pattern, rateLimit(deps, 'click'), async (c) => {
      const body = await readJson(c, ClickBodySchema)
      const productId = Number(body.itemId)
      // Ids beyond the integer column name no item (and would make PostgreSQL fail the query).
      if (productId > MAX_ITEM_ID || !(await productExists(deps.db, productId))) {
        throw new HttpError(404, `Unknown item: ${body.itemId}`)
      }
      const channel = body.channel_id ? await requireChannel(deps, body.channel_id) : null
      // A click for a channel counts in its insights: only its pages (and ours) may send one.
      if (channel) await requireCountingOrigin(deps, c.req.header('origin'), channel.id)
      await deps.db.transaction(async (tx) => {
        await tx
          .insert(clicks)
          .values({ productId, channelId: channel?.id ?? null, clickType: body.clickTypeName })
        if (channel) await recordClick(tx, channel.id, productId, deps.now())
      })
      if (channel) {
        await noteShownSignal(deps, channel.id, { productId, signal: 'click', at: deps.now() })
      }
      return c.json({ ok: true }, 201)
    })
    .route('/', voteRoutes(deps))
}
