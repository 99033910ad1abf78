// The program clock: each channel's program aired segment by segment, its matches appended.
import { and, countDistinct, eq } from 'drizzle-orm'
import { CACHED_POOL_SIZE } from '../../shared/constants'
import type { Db } from '../db'
import { airedSegments, liveMatches } from '../db/schema'
import {
  type AppendDeps,
  airedAt,
  airOnce,
  type MatchingChannel,
  onAirNow,
  recordMatches,
} from './append'
import { type SegmentOnAir, segmentsBefore } from './clock'
import { type ProgrammedChannel, programmedChannels } from './schedule'

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

async function distinctPoolSize(db: Db, channelId: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(liveMatches.productId) })
    .from(liveMatches)
    .where(eq(liveMatches.channelId, channelId))
  return row?.n ?? 0
}

/**
 * Whether some process already aired a segment (a clock that took over from another leader
 * starts with an empty memory): matching it again would only be refused by the unique
 * indexes, after using up ids of their sequences.
 */
async function aired(db: Db, channel: MatchingChannel, onAir: SegmentOnAir): Promise<boolean> {
  const [row] = await db
    .select({ key: airedSegments.segmentKey })
    .from(airedSegments)
    .where(and(eq(airedSegments.channelId, channel.id), eq(airedSegments.segmentKey, onAir.key)))
    .limit(1)
  return row !== undefined
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
 * starts, and tells the live feed of each channel given matches (`airOnce` signals it). `start()` first backfills
 * past segments until every pool holds CACHED_POOL_SIZE distinct items (or the backfill limit
 * is reached).
 */
export function createProgramClock(
  options: AppendDeps & {
    now: () => Date
    tickMs: number
    /**
     * Whether stock programs (the demo channels' scripts) air by this clock as they run (the
     * default), or through their channels' own streams (DEMO_ON_AIR=stream): then the clock
     * only fills their pools from what aired before it started. Uploaded schedules always air.
     */
    stockOnAir?: boolean
  },
) {
  const { db, now, tickMs } = options
  const stockOnAir = options.stockOnAir ?? true
  const deps: AppendDeps = { db, embeddings: options.embeddings, live: options.live }
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
      if (!(await aired(db, channel, onAir))) await airOnce(deps, channel, onAir)
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
    const airing = (await programmedChannels(db)).filter(
      (channel) => stockOnAir || channel.program.uploaded,
    )
    const onAir = airing.map((channel) => {
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
          // Unsignalled: the channel is signalled once, when its backfill ends.
          if (!(await aired(db, channel, seg))) {
            await recordMatches(deps, channel, seg.segment, airedAt(seg))
          }
        }
        if ((await distinctPoolSize(db, channel.id)) >= CACHED_POOL_SIZE) break
      }
      deps.live.feedChanged(channel.id)
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
