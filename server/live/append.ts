// Appending matches to a channel's live feed: the one writer of `live_matches` rows that
// matching makes (and of the segments they aired in). `appendMatches` and `airOnce` send the
// change signal themselves, so no caller can forget it.
import { type MatchSource, shownToViewers } from '../../shared/api/studio'
import { catalogScopeOf } from '../catalog'
import type { Db } from '../db'
import { airedSegments, liveMatches } from '../db/schema'
import type { Embeddings } from '../embeddings'
import { feedbackFor } from '../feedback'
import { type MatchInput, matchContext, type Region, type SaidCaption } from '../matching'
import { blocksOf } from './blocks'
import { type SegmentOnAir, segmentAt } from './clock'
import type { RunningProgram } from './schedule'
import type { WriteDeps } from './signal'

/** A channel's signals for a caption: each item's net weight (issue 64, server/feedback). */
export type ChannelFeedback = (
  channelId: string,
  caption: SaidCaption,
) => Promise<ReadonlyMap<number, number>>

/**
 * What matching reads: the database, the models that embed captions (none: by words), the
 * clock the channel's signals age by (the system's by default), and where the signals come
 * from (`feedbackFor`, the stored ones, by default; the matching bench gives its own).
 */
export type MatchDeps = {
  db: Db
  embeddings: Embeddings | null
  now?: () => Date
  feedback?: ChannelFeedback
}

/** What appending needs: matching's, and the live feeds' change signal it sends. */
export type AppendDeps = MatchDeps & WriteDeps

/**
 * A channel as matching needs it: its topic steers ranking, its region (if any) keeps other
 * regions' items out, `approval` says where matches go.
 */
export type MatchingChannel = {
  id: string
  topic: string
  region: Region | null
  approval: 'auto' | 'review'
}

/** Where and when a context aired: its segment key, time and source. */
export type AiredAt = {
  key: string
  time: Date
  source: Exclude<MatchSource, 'pin'>
  page?: number
}

/**
 * What `input` matches on `channel` as its live feed would show it: the channel's topic,
 * its blocks and its region (the Studio's "try a caption" previews with this), every match
 * with its reason and confidence.
 */
export async function matchOnChannel(
  deps: MatchDeps,
  channel: Pick<MatchingChannel, 'id' | 'topic' | 'region'>,
  input: MatchInput,
  page = 0,
) {
  const { db } = deps
  const [blocked, scope] = await Promise.all([
    blocksOf(db, channel.id),
    catalogScopeOf(db, channel.id),
  ])
  return matchContext(db, channel.topic, input, {
    page,
    blocked,
    region: channel.region,
    scope,
    embeddings: deps.embeddings,
    feedback: (caption) =>
      deps.feedback
        ? deps.feedback(channel.id, caption)
        : feedbackFor(db, channel.id, caption, deps.now?.() ?? new Date()),
  })
}

/**
 * `appendMatches` without the signal, for the program clock's backfill alone (it signals
 * once per channel when its backfill ends). Not exported from live/.
 */
export async function recordMatches(
  deps: MatchDeps,
  channel: MatchingChannel,
  input: MatchInput,
  at: AiredAt,
) {
  const { db } = deps
  const found = await matchOnChannel(deps, channel, input, at.page ?? 0)
  const matches = channel.approval === 'review' ? found : found.filter(shownToViewers)
  await db
    .insert(airedSegments)
    .values({
      channelId: channel.id,
      segmentKey: at.key,
      title: input.title ?? null,
      caption: input.caption,
      entities: [...input.entities],
      source: at.source,
      airedAt: at.time,
    })
    .onConflictDoNothing()
  if (!matches.length) return matches
  // Later matches are stamped a millisecond earlier each, so exact ones sort first.
  await db
    .insert(liveMatches)
    .values(
      matches.map((m, i) => ({
        channelId: channel.id,
        productId: m.productId,
        matchKind: m.kind,
        score: m.score,
        segmentKey: at.key,
        source: at.source,
        reason: m.reason,
        status: channel.approval === 'review' ? ('pending' as const) : ('live' as const),
        matchedAt: new Date(at.time.getTime() - i),
      })),
    )
    .onConflictDoNothing()
  return matches
}

/**
 * Matches a context, leaving out what the channel blocks, and appends the matches to its
 * live feed with why each matched and how sure (or, on an approve-first channel, all of them
 * to its review queue, the unsure ones too); a match below MIN_MATCH_CONFIDENCE is never shown
 * unreviewed. Records what was on air for the Studio. Signals the channel's feed when it kept
 * a match. Returns the matches kept.
 */
export async function appendMatches(
  deps: AppendDeps,
  channel: MatchingChannel,
  input: MatchInput,
  at: AiredAt,
) {
  const matches = await recordMatches(deps, channel, input, at)
  if (matches.length) deps.live.feedChanged(channel.id)
  return matches
}

/** The segment of a program on air at `nowMs`, its key carrying the program's prefix. */
export function onAirNow(program: RunningProgram, nowMs: number): SegmentOnAir {
  const onAir = segmentAt(program.segments, nowMs, program.epochMs)
  return { ...onAir, key: `${program.keyPrefix}${onAir.key}` }
}

/** Where a segment on air was aired: its key, start, the program, its cycle as page. */
export function airedAt(onAir: SegmentOnAir): AiredAt {
  return { key: onAir.key, time: onAir.startedAt, source: 'program', page: onAir.cycle }
}

/** Matches a segment on air and appends its matches (a segment already aired adds nothing). */
export function airOnce(deps: AppendDeps, channel: MatchingChannel, onAir: SegmentOnAir) {
  return appendMatches(deps, channel, onAir.segment, airedAt(onAir))
}
