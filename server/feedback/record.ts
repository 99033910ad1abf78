// Storing a signal on a match with the caption it was given on (its words and vector).
import { sql } from 'drizzle-orm'
import type { FeedbackSignal } from '../../shared/api/feedback'
import type { Db } from '../db'
import { feedbackCaptions, matchFeedback } from '../db/schema'
import { type Embeddings, vectorBytes } from '../embeddings'
import { captionWords } from '../matching'

/** A signal on one item of one segment of a channel, and what was said in that segment. */
export type Signal = {
  channelId: string
  segmentKey: string
  caption: string
  productId: number
  signal: FeedbackSignal
  at: Date
}

/**
 * Stores a signal: the segment's caption once (its content words, and its vector when a model
 * embeds it: the first signal on a segment asks; a model that fails leaves words alone), then
 * the signal, counted up when the same one comes again on the same item of the segment. Safe
 * from any number of processes at once: both writes are upserts on their keys. `abort` stops
 * waiting on the model (the server stopping).
 */
export async function recordSignal(
  deps: { db: Db; embeddings: Embeddings | null },
  signal: Signal,
  abort?: AbortSignal,
): Promise<void> {
  const { db } = deps
  const key = { channelId: signal.channelId, segmentKey: signal.segmentKey }
  const known = await db
    .select({ model: feedbackCaptions.model })
    .from(feedbackCaptions)
    .where(
      sql`${feedbackCaptions.channelId} = ${key.channelId} and ${feedbackCaptions.segmentKey} = ${key.segmentKey}`,
    )
    .limit(1)
  if (!known.length) {
    const query = signal.caption.trim()
      ? await deps.embeddings?.embedQuery(signal.caption, abort).catch(() => null)
      : null
    await db
      .insert(feedbackCaptions)
      .values({
        ...key,
        words: captionWords(signal.caption),
        model: query?.model ?? null,
        vector: query ? vectorBytes(query.vector) : null,
      })
      .onConflictDoNothing()
  }
  await db
    .insert(matchFeedback)
    .values({ ...key, productId: signal.productId, signal: signal.signal, lastAt: signal.at })
    .onConflictDoUpdate({
      target: [
        matchFeedback.channelId,
        matchFeedback.segmentKey,
        matchFeedback.productId,
        matchFeedback.signal,
      ],
      set: {
        // Anonymous clicks count once a minute per item of a segment: one viewer clicking
        // away cannot pick an item (the other signals are one per editor's act or viewer).
        count:
          signal.signal === 'click'
            ? sql`${matchFeedback.count} + (excluded.last_at >= ${matchFeedback.lastAt} + interval '1 minute')::int`
            : sql`${matchFeedback.count} + 1`,
        lastAt: sql`greatest(${matchFeedback.lastAt}, excluded.last_at)`,
      },
    })
}
