// What editors and viewers say about the matches a channel showed, passed to feedback with the
// caption each was shown for: the live feed knows which segment showed an item.
import { and, desc, eq, lte, ne } from 'drizzle-orm'
import type { FeedbackSignal } from '../../shared/api/feedback'
import type { Db } from '../db'
import { airedSegments, liveMatches } from '../db/schema'
import type { Embeddings } from '../embeddings'
import { recordSignal } from '../feedback'
import type { Tasks } from '../tasks'

/**
 * What noting a signal needs: the database, the models that embed its caption, and the
 * process's background work it is stored in (the request that gave it never waits on a model).
 */
export type SignalDeps = { db: Db; embeddings: Embeddings | null; tasks: Tasks }

/** A segment's key and what was said in it. */
type Said = { key: string; caption: string }

/** The segment (not a pin's) that last showed `productId` on `channelId`; null when none did. */
async function lastShownFor(db: Db, channelId: string, productId: number): Promise<Said | null> {
  const [row] = await db
    .select({ key: airedSegments.segmentKey, caption: airedSegments.caption })
    .from(liveMatches)
    .innerJoin(
      airedSegments,
      and(
        eq(airedSegments.channelId, liveMatches.channelId),
        eq(airedSegments.segmentKey, liveMatches.segmentKey),
      ),
    )
    .where(
      and(
        eq(liveMatches.channelId, channelId),
        eq(liveMatches.productId, productId),
        ne(liveMatches.source, 'pin'),
      ),
    )
    .orderBy(desc(liveMatches.matchedAt))
    .limit(1)
  return row ?? null
}

/** A segment of `channelId` by its key; null when there is none. */
export async function segmentSaid(db: Db, channelId: string, key: string): Promise<Said | null> {
  const [row] = await db
    .select({ key: airedSegments.segmentKey, caption: airedSegments.caption })
    .from(airedSegments)
    .where(and(eq(airedSegments.channelId, channelId), eq(airedSegments.segmentKey, key)))
  return row ?? null
}

/** The segment on air on `channelId` at `now` (the latest aired, pins aside); null when none. */
export async function onAirAt(db: Db, channelId: string, now: Date): Promise<Said | null> {
  const [row] = await db
    .select({ key: airedSegments.segmentKey, caption: airedSegments.caption })
    .from(airedSegments)
    .where(
      and(
        eq(airedSegments.channelId, channelId),
        ne(airedSegments.source, 'pin'),
        lte(airedSegments.airedAt, now),
      ),
    )
    .orderBy(desc(airedSegments.airedAt))
    .limit(1)
  return row ?? null
}

/**
 * Records `signal` on `productId` for the segment `said`, when there is one with words, in the
 * background: embedding a caption may wait on a model, and the viewer's vote or the editor's
 * pin is answered without it.
 */
export function noteSignal(
  deps: SignalDeps,
  channelId: string,
  said: Said | null,
  signal: { productId: number; signal: FeedbackSignal; at: Date },
): void {
  if (!said?.caption.trim()) return
  const stored = { channelId, segmentKey: said.key, caption: said.caption, ...signal }
  deps.tasks.run('feedback signal', (abort) => recordSignal(deps, stored, abort))
}

/**
 * Records a signal on an item the channel showed (a viewer's click or vote, an editor's block)
 * for the caption that last showed it; an item the channel never showed by a caption is left.
 */
export async function noteShownSignal(
  deps: SignalDeps,
  channelId: string,
  signal: { productId: number; signal: FeedbackSignal; at: Date },
): Promise<void> {
  noteSignal(deps, channelId, await lastShownFor(deps.db, channelId, signal.productId), signal)
}
