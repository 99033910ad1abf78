// Reading a channel's signals back for a new caption: what its editors and viewers said about
// items on captions like it.
import { and, desc, eq, gt } from 'drizzle-orm'
import type { Db } from '../db'
import { feedbackCaptions, matchFeedback } from '../db/schema'
import { bytesVector } from '../embeddings'
import type { SaidCaption } from '../matching'
import { DAY_MS, FEEDBACK_MAX_AGE_DAYS, type SignalRow, weighSignals } from './weigh'

/** Not in the spec: the most recent signals of a channel read for one caption. */
export const SIGNALS_READ = 2_000

/**
 * Each item's net weight for `caption` on `channelId` (`weighSignals`): above 0 lifted, below
 * dropped; items no signal on a caption like it touches are left out. Reads the channel's
 * SIGNALS_READ most recent signals of the last FEEDBACK_MAX_AGE_DAYS.
 */
export async function feedbackFor(
  db: Db,
  channelId: string,
  caption: SaidCaption,
  now: Date,
): Promise<Map<number, number>> {
  const since = new Date(now.getTime() - FEEDBACK_MAX_AGE_DAYS * DAY_MS)
  const rows = await db
    .select({
      productId: matchFeedback.productId,
      signal: matchFeedback.signal,
      count: matchFeedback.count,
      lastAt: matchFeedback.lastAt,
      words: feedbackCaptions.words,
      model: feedbackCaptions.model,
      vector: feedbackCaptions.vector,
    })
    .from(matchFeedback)
    .innerJoin(
      feedbackCaptions,
      and(
        eq(feedbackCaptions.channelId, matchFeedback.channelId),
        eq(feedbackCaptions.segmentKey, matchFeedback.segmentKey),
      ),
    )
    .where(and(eq(matchFeedback.channelId, channelId), gt(matchFeedback.lastAt, since)))
    .orderBy(desc(matchFeedback.lastAt))
    .limit(SIGNALS_READ)
  const signals = rows.map(
    (row): SignalRow => ({
      productId: row.productId,
      signal: row.signal,
      count: row.count,
      lastAt: row.lastAt,
      caption: {
        words: row.words,
        model: row.model,
        vector: row.vector ? bytesVector(row.vector) : null,
      },
    }),
  )
  return weighSignals(signals, caption, now)
}
