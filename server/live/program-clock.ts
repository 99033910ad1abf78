import { and, countDistinct, eq } from 'drizzle-orm'
import { shownToViewers } from '../../shared/api/studio'
import { CACHED_POOL_SIZE } from '../../shared/constants'
import { catalogScopeOf } from '../catalog/catalog-store'
import type { Db } from '../db'
import { airedSegments, liveMatches } from '../db/schema'
import type { Embeddings } from '../embeddings'
import { type MatchInput, matchContext } from '../matching/matcher'
import { channelRegion } from '../matching/region'
import { blocksOf } from './blocks'
import { type SegmentOnAir, segmentAt, segmentsBefore } from './clock'
import { type ProgrammedChannel, programmedChannels, type RunningProgram } from './schedule'

/** Not in the spec: most past segments matched at start to fill a channel's pool. */
const BACKFILL_MAX_SEGMENTS = 60

/**
 * Not in the spec: how many channels the program clock airs at once, in a tick and in the
 * backfill at its start. Each airing is a few queries and one caption to embed: while one
 * waits for the model, others use the database, and four leave most of PostgreSQL's pool
 * (10 connections) to requests.
 */
export const AIR_AT_ONCE = 4

/**
 * Not in the spec: the longest wait before a segment whose airing keeps failing is tried
 * again. The first retry is at the next tick; each failure doubles the wait up to this.
 */
export const AIR_RETRY_MAX_MS = 60_000

/** What matching reads: the database, and the models that embed captions (none: by words). */
export type MatchDeps = { db: Db; embeddings: Embeddings | null }

/** A channel as matching needs it: its topic steers ranking, `approval` where matches go. */
export type MatchingChannel = { id: string; topic: string; approval: 'auto' | 'review' }

/**
 * What `input` matches on `channel` as its live feed would show it: the channel's topic,
 * its blocks and its region (the Studio's "try a caption" previews with this), every match
 * with its reason and confidence.
 */
export async function matchOnChannel(
  deps: MatchDeps,
  channel: Pick<MatchingChannel, 'id' | 'topic'>,
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
    region: channelRegion(channel.id),
    scope,
    embeddings: deps.embeddings,
  })
}

/**
 * Matches a context, leaving out what the channel blocks, and appends the matches to its
 * live feed with why each matched and how sure (or, on an approve-first channel, all of them
 * to its review queue, the unsure ones too); a match below MIN_MATCH_CONFIDENCE is never shown
 * unreviewed. Records what was on air for the Studio. Returns the matches kept.
 */
export async function appendMatches(
  deps: MatchDeps,
  channel: MatchingChannel,
  input: MatchInput,
  at: { key: string; time: Date; source: 'program' | 'broadcaster'; page?: number },
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

async function distinctPoolSize(db: Db, channelId: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(liveMatches.productId) })
    .from(liveMatches)
    .where(eq(liveMatches.channelId, channelId))
  return row?.n ?? 0
}

/** The segment of a program on air at `nowMs`, its key carrying the program's prefix. */
export function onAirNow(program: RunningProgram, nowMs: number): SegmentOnAir {
  const onAir = segmentAt(program.segments, nowMs, program.epochMs)
  return { ...onAir, key: `${program.keyPrefix}${onAir.key}` }
}

/** Matches a segment on air and appends its matches (a segment already aired adds nothing). */
export function airOnce(deps: MatchDeps, channel: MatchingChannel, onAir: SegmentOnAir) {
  return appendMatches(deps, channel, onAir.segment, {
    key: onAir.key,
    time: onAir.startedAt,
    source: 'program',
    page: onAir.cycle,
  })
}

/**
 * Airs a segment unless some process already has (a clock that took over from another
 * leader starts with an empty memory): matching it again would only be refused by the
 * unique indexes, after using up ids of their sequences. Returns the matches kept.
 */
async function airUnlessAired(deps: MatchDeps, channel: MatchingChannel, onAir: SegmentOnAir) {
  const [aired] = await deps.db
    .select({ key: airedSegments.segmentKey })
    .from(airedSegments)
    .where(and(eq(airedSegments.channelId, channel.id), eq(airedSegments.segmentKey, onAir.key)))
    .limit(1)
  return aired ? [] : airOnce(deps, channel, onAir)
}

/** A segment on air as the clock knows it (see `createProgramClock`). */
type SegmentState = { state: 'aired' } | { state: 'failed'; failures: number; retryAt: number }

/** Runs `work` on each item (a channel's), AIR_AT_ONCE at a time; each lane takes the next. */
async function inLanes<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items]
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
  }
  await Promise.all(Array.from({ length: AIR_AT_ONCE }, lane))
}

/**
 * The program clock: for each channel with a program, matches each segment once when it
 * starts, and tells `feedChanged` of each channel given matches. `start()` first backfills
 * past segments until every pool holds CACHED_POOL_SIZE distinct items (or the backfill limit
 * is reached).
 */
export function createProgramClock(
  options: MatchDeps & {
    now: () => Date
    tickMs: number
    feedChanged?: (channelId: string) => void
  },
) {
  const { db, now, tickMs } = options
  const deps: MatchDeps = { db, embeddings: options.embeddings }
  /**
   * The segments on air as this clock knows them, by `channel/segment`: aired (or being aired),
   * or failed, with how often and the tick at which to try again. Kept for segments on air only.
   */
  const segments = new Map<string, SegmentState>()
  /** The longest wait between tries of a failing segment, in ticks. */
  const maxWait = Math.max(1, Math.ceil(AIR_RETRY_MAX_MS / tickMs))
  let ticks = 0
  let timer: ReturnType<typeof setInterval> | undefined
  let running: Promise<void> = Promise.resolve()

  /**
   * Airs the channel's segment on air (`key`) once. A failure is logged and tried again at the
   * next tick, then after twice as many ticks each time (up to AIR_RETRY_MAX_MS), so a segment
   * that keeps failing is logged now and then, not on every tick.
   */
  async function airSegment(channel: ProgrammedChannel, onAir: SegmentOnAir, key: string) {
    const known = segments.get(key)
    if (known?.state === 'aired' || (known && ticks < known.retryAt)) return
    segments.set(key, { state: 'aired' })
    try {
      const matches = await airUnlessAired(deps, channel, onAir)
      if (matches.length) options.feedChanged?.(channel.id)
    } catch (error) {
      // The other channels air meanwhile.
      const failures = (known?.failures ?? 0) + 1
      const wait = Math.min(2 ** (failures - 1), maxWait)
      segments.set(key, { state: 'failed', failures, retryAt: ticks + wait })
      const next = Math.round((wait * tickMs) / 1000)
      console.error(
        `program clock: airing ${key} failed (${failures}×, next try in ${next} s)`,
        error,
      )
    }
  }

  /**
   * Matches segments that started since the last tick, AIR_AT_ONCE channels at a time: one
   * channel's slow matching (its caption waiting for the model) holds up no other channel.
   * What it knew of segments no longer on air is forgotten: none is asked for again.
   */
  async function tick() {
    ticks++
    const nowMs = now().getTime()
    const onAir = (await programmedChannels(db)).map((channel) => {
      const segment = onAirNow(channel.program, nowMs)
      return { channel, segment, key: `${channel.id}/${segment.key}` }
    })
    const current = new Set(onAir.map(({ key }) => key))
    for (const key of segments.keys()) if (!current.has(key)) segments.delete(key)
    await inLanes(onAir, ({ channel, segment, key }) => airSegment(channel, segment, key))
  }

  /**
   * Fills a channel's pool from the segments aired before `nowMs`. A failure is logged and
   * ends this channel's backfill only: the clock still starts, and its ticks fill the pool.
   */
  async function backfillChannel(channel: ProgrammedChannel, nowMs: number) {
    // An uploaded schedule starts when it is uploaded: it has no past to fill from.
    if (channel.program.uploaded) return
    try {
      const program = channel.program.segments
      if ((await distinctPoolSize(db, channel.id)) >= CACHED_POOL_SIZE) return
      const past = segmentsBefore(program, nowMs, BACKFILL_MAX_SEGMENTS)
      for (let i = 0; i < past.length; i += program.length) {
        // Oldest first within each cycle's worth, so match times grow towards now.
        for (const seg of past.slice(i, i + program.length).reverse()) {
          await airUnlessAired(deps, channel, seg)
        }
        if ((await distinctPoolSize(db, channel.id)) >= CACHED_POOL_SIZE) break
      }
      options.feedChanged?.(channel.id)
    } catch (error) {
      console.error(`program clock: backfilling ${channel.id} failed`, error)
    }
  }

  /** Fills each channel's pool from the segments aired before now, AIR_AT_ONCE at a time. */
  async function backfill() {
    const nowMs = now().getTime()
    await inLanes(await programmedChannels(db), (channel) => backfillChannel(channel, nowMs))
  }

  return {
    backfill,
    tick,
    /** Backfills, airs what is on now, then keeps ticking. */
    async start() {
      await backfill()
      await tick()
      timer = setInterval(() => {
        running = running.then(tick).catch((error: unknown) => {
          console.error('program clock tick failed', error)
        })
      }, tickMs)
      timer.unref?.()
    },
    /** Stops ticking and waits for a tick under way. */
    async stop() {
      if (timer) clearInterval(timer)
      await running
    },
  }
}

/** Whether a segment key was already matched for a channel (for tests and the CLI). */
export async function hasSegment(db: Db, channelId: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: liveMatches.id })
    .from(liveMatches)
    .where(and(eq(liveMatches.channelId, channelId), eq(liveMatches.segmentKey, key)))
    .limit(1)
  return rows.length > 0
}
