// Runs a matcher over labelled captions on their channels, timing each, and checks a set's
// labels against the catalog it runs on.

import { eq } from 'drizzle-orm'
import type { Db } from '../../../server/db'
import { products } from '../../../server/db/schema'
import { channelRegion } from '../../../server/demo/region'
import { DEMO_CHANNELS } from '../../../shared/channels'
import type { BenchChannel, Matcher } from './matchers'
import { acceptable, type CaptionScore, type MatchedItem, scoreCaption } from './metrics'
import type { LabelledCaption } from './set'

/** One caption's run: what the matcher returned, its score and how long it took. */
export type CaptionRun = {
  caption: LabelledCaption
  items: MatchedItem[]
  score: CaptionScore
  ms: number
}

/** The demo channel a caption airs on. */
export function channelOf(caption: LabelledCaption): BenchChannel {
  const channel = DEMO_CHANNELS.find((c) => c.id === caption.channelId)
  if (!channel) throw new Error(`${caption.id}: no demo channel ${caption.channelId}`)
  return { id: channel.id, topic: channel.topic, region: channelRegion(channel.id) }
}

/** Runs `matcher` over every caption in turn (one at a time, so the times do not overlap). */
export async function runMatcher(
  matcher: Matcher,
  set: readonly LabelledCaption[],
): Promise<CaptionRun[]> {
  const runs: CaptionRun[] = []
  for (const caption of set) {
    const started = performance.now()
    const items = await matcher.match(channelOf(caption), caption.caption)
    const ms = performance.now() - started
    runs.push({ caption, items, score: scoreCaption(items, caption.accept), ms })
  }
  return runs
}

/**
 * The captions of `set` no live item of the catalog is acceptable for: no matcher can score
 * on them, so a set run on a smaller catalog should leave them out.
 */
export async function unanswerable(
  db: Db,
  set: readonly LabelledCaption[],
): Promise<LabelledCaption[]> {
  const live = await db
    .select({ title: products.title, category: products.category })
    .from(products)
    .where(eq(products.active, true))
  return set.filter((caption) => !live.some((item) => acceptable(item, caption.accept)))
}
