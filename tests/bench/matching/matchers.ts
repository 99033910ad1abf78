// The matchers the bench compares. Each answers one caption on one channel with its ranked
// items; the bench and the floor test know nothing else about them.
import { inArray } from 'drizzle-orm'
import { matchOnChannel } from '../../../server/catalog/live-feed'
import type { Db } from '../../../server/db'
import { products } from '../../../server/db/schema'
import type { Channel } from '../../../shared/api/types'
import type { MatchedItem } from './metrics'

/** A channel as the matchers see it: its id (blocks, region, own catalog) and its topic. */
export type BenchChannel = Pick<Channel, 'id' | 'topic'>

/** A matcher under measurement: a caption alone (no entity list) in, ranked items out. */
export type Matcher = {
  name: string
  match(channel: BenchChannel, caption: string): Promise<MatchedItem[]>
}

/** The titles and categories of products, in the order of `ids`. */
export async function describeItems(db: Db, ids: readonly number[]): Promise<MatchedItem[]> {
  if (!ids.length) return []
  const rows = await db
    .select({ productId: products.id, title: products.title, category: products.category })
    .from(products)
    .where(inArray(products.id, [...ids]))
  const byId = new Map(rows.map((row) => [row.productId, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * Today's matcher as a channel's live feed runs it (`matchOnChannel`: the channel's topic,
 * blocks, region and catalog scope), given the caption only, as a viewer hears it. It measures
 * whatever `matchOnChannel` does: once the matcher by meaning takes its place, the full-text
 * ranking has to stay callable for this to keep measuring it side by side.
 */
export function todayMatcher(db: Db): Matcher {
  return {
    name: 'today',
    async match(channel, caption) {
      const matches = await matchOnChannel(db, channel, { caption, entities: [] })
      return describeItems(
        db,
        matches.map((m) => m.productId),
      )
    },
  }
}

/**
 * The matchers the bench runs, side by side, in this order. The matcher by meaning joins
 * here as `{ name: 'new', match }` when it lands; the bench lists the worst captions of the
 * one named 'new' (of the last one until then).
 */
export function benchMatchers(db: Db): Matcher[] {
  return [
    todayMatcher(db),
    // The new matcher (exact names found in the caption, then meaning and text fused) goes here.
  ]
}
