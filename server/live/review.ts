// Reviewing what the matcher picked: recent segments with their matches, pins, and the
// approve-first queue.
import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { MatchReason, MatchSource } from '../../shared/api/studio'
import type { Db } from '../db'
import { airedSegments, liveMatches, products } from '../db/schema'
import { byShownScore } from '../matching'
import { noteSignal, onAirAt, type SignalDeps, segmentSaid } from './match-signals'
import type { WriteDeps } from './signal'

/** A match as the Studio reviews it. */
export type ReviewedMatch = {
  id: number
  productId: number
  title: string
  vendor: string
  type: string
  kind: 'exact' | 'contextual'
  score: number
  status: 'live' | 'pending' | 'rejected'
  reason: MatchReason | null
  matchedAt: string
}

/** A segment that was on air, with what it matched. */
export type ReviewedSegment = {
  key: string
  title: string | null
  caption: string
  entities: string[]
  source: MatchSource
  airedAt: string
  matches: ReviewedMatch[]
}

/**
 * The channel's `limit` most recent segments (up to `now`), newest first, each with its
 * matches in the order of the confidence shown (`byShownScore`).
 */
export async function recentSegments(
  db: Db,
  channelId: string,
  now: Date,
  limit: number,
): Promise<ReviewedSegment[]> {
  const segments = await db
    .select()
    .from(airedSegments)
    .where(and(eq(airedSegments.channelId, channelId), lte(airedSegments.airedAt, now)))
    .orderBy(desc(airedSegments.airedAt), desc(airedSegments.segmentKey))
    .limit(limit)
  if (!segments.length) return []
  const rows = await db
    .select({
      match: liveMatches,
      title: products.title,
      vendor: products.vendor,
      type: products.type,
    })
    .from(liveMatches)
    .innerJoin(products, eq(products.id, liveMatches.productId))
    .where(
      and(
        eq(liveMatches.channelId, channelId),
        inArray(
          liveMatches.segmentKey,
          segments.map((s) => s.segmentKey),
        ),
      ),
    )
    .orderBy(liveMatches.id)
  return segments.map((segment) => ({
    key: segment.segmentKey,
    title: segment.title,
    caption: segment.caption,
    entities: segment.entities,
    source: segment.source,
    airedAt: new Date(segment.airedAt).toISOString(),
    matches: byShownScore(
      rows
        .filter((row) => row.match.segmentKey === segment.segmentKey)
        .map((row) => ({ ...row, score: row.match.score, kind: row.match.matchKind })),
    ).map(({ match, title, vendor, type }) => ({
      id: match.id,
      productId: match.productId,
      title,
      vendor,
      type,
      kind: match.matchKind,
      score: match.score,
      status: match.status,
      reason: match.reason,
      matchedAt: new Date(match.matchedAt).toISOString(),
    })),
  }))
}

/** How many matches wait for approval on a channel. */
export async function pendingCount(db: Db, channelId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveMatches)
    .where(and(eq(liveMatches.channelId, channelId), eq(liveMatches.status, 'pending')))
  return row?.n ?? 0
}

/**
 * Puts a product at the top of the channel's live feed now (open widgets poll it within
 * LIVE_POLL_MS), recorded as a segment of its own, and signals the feed; false when there is no
 * such live product in the shared catalog or the channel's own.
 */
export async function pinProduct(
  deps: WriteDeps & SignalDeps,
  channelId: string,
  pin: { productId: number; by: string; now: Date },
): Promise<boolean> {
  const { db } = deps
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.id, pin.productId),
        eq(products.active, true),
        or(isNull(products.channelId), eq(products.channelId, channelId)),
      ),
    )
    .limit(1)
  if (!product) return false
  const onAir = await onAirAt(db, channelId, pin.now)
  const key = `pin:${pin.now.toISOString()}:${pin.productId}`
  await db.transaction(async (tx) => {
    await tx.insert(airedSegments).values({
      channelId,
      segmentKey: key,
      title: `Pinned by ${pin.by}`,
      caption: '',
      entities: [],
      source: 'pin',
      airedAt: pin.now,
    })
    await tx.insert(liveMatches).values({
      channelId,
      productId: pin.productId,
      matchKind: 'exact',
      score: 1,
      segmentKey: key,
      source: 'pin',
      status: 'live',
      matchedAt: pin.now,
    })
  })
  deps.live.feedChanged(channelId)
  // Pinned for what is on air: a signal for the item on captions like it.
  noteSignal(deps, channelId, onAir, { productId: pin.productId, signal: 'pin', at: pin.now })
  return true
}

/**
 * Approves a waiting match (it goes live now, at the top of the feed) or rejects it, and
 * signals the feed. Only a pending match can be decided, once: false otherwise.
 */
export async function decideMatch(
  deps: WriteDeps & SignalDeps,
  channelId: string,
  decision: { matchId: number; approve: boolean; now: Date },
): Promise<boolean> {
  const updated = await deps.db
    .update(liveMatches)
    .set(decision.approve ? { status: 'live', matchedAt: decision.now } : { status: 'rejected' })
    .where(
      and(
        eq(liveMatches.id, decision.matchId),
        eq(liveMatches.channelId, channelId),
        eq(liveMatches.status, 'pending'),
      ),
    )
    .returning({ productId: liveMatches.productId, segmentKey: liveMatches.segmentKey })
  const [match] = updated
  if (!match) return false
  deps.live.feedChanged(channelId)
  // The editor's word on the item for this segment's caption.
  noteSignal(deps, channelId, await segmentSaid(deps.db, channelId, match.segmentKey), {
    productId: match.productId,
    signal: decision.approve ? 'approve' : 'reject',
    at: decision.now,
  })
  return true
}
