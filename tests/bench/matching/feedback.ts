// Learning from review, measured by leave-one-out (issue 64): every caption of a channel is
// reviewed as an editor would (its first fitting item shown pinned, or the catalog's first
// fitting item when none shows; its first wrong item shown rejected), then each caption is
// matched with the reviews of the other captions of its channel only.
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../../server/db'
import { products } from '../../../server/db/schema'
import type { Embeddings } from '../../../server/embeddings/types'
import { closeness, type SignalRow, weighSignals } from '../../../server/feedback/weigh'
import { matchOnChannel } from '../../../server/live/append'
import { captionWords } from '../../../server/matching'
import { shownToViewers } from '../../../shared/api/studio'
import { channelOf } from './evaluate'
import { describeItems, type Matcher } from './matchers'
import { acceptable } from './metrics'
import type { LabelledCaption } from './set'

/** One caption's review: the signals an editor gave on it. */
type Review = { caption: LabelledCaption; rows: SignalRow[] }

/** When the reviews were given: the bench matches right after, so they count in full. */
const NOW = new Date()

/** The caption's words and vector, as feedback compares them. */
async function printOf(embeddings: Embeddings | null, said: string) {
  const words = captionWords(said)
  const query = (await embeddings?.embedQuery(said)) ?? null
  return { words, query }
}

/** Reviews every caption of `set` with what `base` shows for it. */
async function review(
  db: Db,
  embeddings: Embeddings | null,
  base: Matcher,
  set: readonly LabelledCaption[],
): Promise<Review[]> {
  const catalog = await db
    .select({ productId: products.id, title: products.title, category: products.category })
    .from(products)
    .where(and(eq(products.active, true), isNull(products.channelId)))
    .orderBy(asc(products.id))
  const reviews: Review[] = []
  for (const caption of set) {
    const shown = await base.match(channelOf(caption), caption.caption)
    const fits = (item: { title: string; category: string }) => acceptable(item, caption.accept)
    const pin = shown.find(fits) ?? catalog.find(fits)
    const wrong = shown.find((item) => !fits(item))
    const print = await printOf(embeddings, caption.caption)
    const stored = {
      words: print.words,
      model: print.query?.model ?? null,
      vector: print.query?.vector ?? null,
    }
    const signal = (productId: number, kind: 'pin' | 'reject'): SignalRow => ({
      productId,
      signal: kind,
      count: 1,
      lastAt: NOW,
      caption: stored,
    })
    reviews.push({
      caption,
      rows: [
        ...(pin ? [signal(pin.productId, 'pin')] : []),
        ...(wrong ? [signal(wrong.productId, 'reject')] : []),
      ],
    })
  }
  return reviews
}

/**
 * The live matcher with the channel's reviews of the other captions of the set (`heldOut`), or
 * of every caption, the one matched included (the same caption airing again).
 */
export async function feedbackMatchers(
  db: Db,
  embeddings: Embeddings | null,
  base: Matcher,
  set: readonly LabelledCaption[],
): Promise<{ matchers: Matcher[]; nearReviewed: (caption: LabelledCaption) => boolean }> {
  const reviews = await review(db, embeddings, base, set)
  const prints = new Map(
    await Promise.all(
      set.map(async (caption) => [caption.id, await printOf(embeddings, caption.caption)] as const),
    ),
  )
  const make = (name: string, includeHeld: boolean): Matcher => ({
    name,
    async match(channel, said) {
      const held = set.find((c) => c.channelId === channel.id && c.caption === said)
      const rows = reviews
        .filter((r) => r.caption.channelId === channel.id)
        .filter((r) => includeHeld || r.caption.id !== held?.id)
        .flatMap((r) => r.rows)
      const feedback = async (_: string, caption: Parameters<typeof weighSignals>[1]) =>
        weighSignals(rows, caption, NOW)
      const matches = await matchOnChannel({ db, embeddings, feedback }, channel, {
        caption: said,
        entities: [],
      })
      return describeItems(
        db,
        matches.filter(shownToViewers).map((m) => m.productId),
      )
    },
  })
  /** Whether another reviewed caption of the channel is near enough to count for it. */
  const nearReviewed = (caption: LabelledCaption) => {
    const print = prints.get(caption.id)
    return reviews.some(
      (r) =>
        print &&
        r.caption.channelId === caption.channelId &&
        r.caption.id !== caption.id &&
        r.rows[0] !== undefined &&
        closeness(print, r.rows[0].caption) > 0,
    )
  }
  return {
    matchers: [make('feedback', false), make('reviewed', true)],
    nearReviewed,
  }
}
