// The matchers the bench compares. Each answers one caption on one channel with its ranked
// items; the bench and the floor test know nothing else about them.
import { inArray } from 'drizzle-orm'
import { catalogScopeOf } from '../../../server/catalog/catalog-store'
import type { Db } from '../../../server/db'
import { products } from '../../../server/db/schema'
import type { Embeddings } from '../../../server/embeddings/types'
import { matchOnChannel } from '../../../server/live/append'
import { blocksOf } from '../../../server/live/blocks'
import type { Region } from '../../../server/matching/region'
import { shownToViewers } from '../../../shared/api/studio'
import type { Channel } from '../../../shared/api/types'
import type { MatchedItem } from './metrics'
import { todayMatchContext } from './today-matcher'

/** A channel as the matchers see it: its id (blocks, own catalog), topic and region. */
export type BenchChannel = Pick<Channel, 'id' | 'topic'> & { region: Region | null }

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
 * Today's matcher (before matching by meaning, frozen in `today-matcher.ts`) with the channel's
 * topic, blocks, region and catalog scope as the live feed gave it, the caption only.
 */
export function todayMatcher(db: Db): Matcher {
  return {
    name: 'today',
    async match(channel, caption) {
      const [blocked, scope] = await Promise.all([
        blocksOf(db, channel.id),
        catalogScopeOf(db, channel.id),
      ])
      const matches = await todayMatchContext(
        db,
        channel.topic,
        { caption, entities: [] },
        { blocked, region: channel.region, scope },
      )
      return describeItems(
        db,
        matches.map((m) => m.productId),
      )
    },
  }
}

/**
 * The live matcher as a channel's live feed runs it (`matchOnChannel`): names heard in the
 * caption, then meaning (with `embeddings`) fused with words, the topic as a prior. Matches a
 * viewer would not see (below the confidence threshold) are left out, as the feed leaves them.
 */
export function liveMatcher(db: Db, embeddings: Embeddings | null, name = 'new'): Matcher {
  return {
    name,
    async match(channel, caption) {
      const matches = await matchOnChannel({ db, embeddings }, channel, { caption, entities: [] })
      return describeItems(
        db,
        matches.filter(shownToViewers).map((m) => m.productId),
      )
    },
  }
}

/**
 * The matchers the bench runs, side by side, in this order: the full-text matcher before
 * matching by meaning, the live matcher by words alone (no model, or no item vectors yet: the
 * first minutes after a fresh start) and with the configured model; it lists the worst of 'new'.
 */
export function benchMatchers(db: Db, embeddings: Embeddings | null): Matcher[] {
  return [todayMatcher(db), liveMatcher(db, null, 'words-only'), liveMatcher(db, embeddings)]
}
