import { and, desc, eq, lte } from 'drizzle-orm'
import type { MatchReason } from '../../shared/api/studio'
import { productJson } from '../catalog'
import { liveMatches, products } from '../db/schema'
import type { AppDeps } from '../deps'
import { notBlocked } from './blocks'

/** Not in the spec: how many recent matches are searched for distinct items. */
const RECENT_WINDOW = 500

/** A catalog row as the live feed lists it, with when, how and why it last matched. */
export type RecentRow = {
  product: typeof products.$inferSelect
  matchKind: 'exact' | 'contextual'
  /** Null for a pin, and for matches kept before reasons were. */
  reason: MatchReason | null
  matchedAt: Date
}

/**
 * The channel's newest distinct live items, newest first, without what it blocks and without
 * inactive items (out of stock, or gone from their feed's last import). Both the
 * recent-products API and the store page's structured data list these, so they always agree.
 */
export async function recentRows(
  deps: Pick<AppDeps, 'db' | 'now'>,
  channelId: string,
  count: number,
): Promise<RecentRow[]> {
  const window = deps.db
    .select({
      productId: liveMatches.productId,
      matchKind: liveMatches.matchKind,
      reason: liveMatches.reason,
      matchedAt: liveMatches.matchedAt,
    })
    .from(liveMatches)
    .where(
      and(
        eq(liveMatches.channelId, channelId),
        eq(liveMatches.status, 'live'),
        lte(liveMatches.matchedAt, deps.now()),
      ),
    )
    .orderBy(desc(liveMatches.matchedAt))
    .limit(RECENT_WINDOW)
    .as('w')
  const latest = deps.db
    .selectDistinctOn([window.productId], {
      productId: window.productId,
      matchKind: window.matchKind,
      reason: window.reason,
      matchedAt: window.matchedAt,
    })
    .from(window)
    .orderBy(window.productId, desc(window.matchedAt))
    .as('latest')
  const rows = await deps.db
    .select({
      product: products,
      matchKind: latest.matchKind,
      reason: latest.reason,
      matchedAt: latest.matchedAt,
    })
    .from(latest)
    .innerJoin(products, eq(products.id, latest.productId))
    .where(and(eq(products.active, true), notBlocked(channelId)))
    .orderBy(desc(latest.matchedAt), latest.productId)
    .limit(count)
  return rows.map((row) => ({ ...row, matchedAt: new Date(row.matchedAt) }))
}

/** The channel's recent items as the API sends them (spec §3 Product). */
export async function recentProducts(deps: AppDeps, channelId: string, count: number) {
  const { publicOrigin, apiPath } = deps.config
  return (await recentRows(deps, channelId, count)).map((row) =>
    productJson(row.product, {
      origin: publicOrigin,
      apiPath,
      time: row.matchedAt,
      match: row.matchKind,
      reason: row.reason,
      channelId,
    }),
  )
}
