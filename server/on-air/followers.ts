// A process's stream followers: every tick it renews the leases it holds (stopping a follower
// whose stream was saved again, removed, or taken over), and takes one more free stream, so
// the streams spread over the processes and each is followed by exactly one. What a follower
// hears is matched and appended to the channel's live feed as source 'stream'.
import { sleep } from '../../shared/api/timers'
import { catalogScopeOf, titlesOfCuedItems } from '../catalog'
import { findLiveChannel } from '../channels'
import { type AppendDeps, appendMatches } from '../live'
import type { StreamCue } from './cue'
import { type FollowerDeps, followStream, type ScreenReading } from './follower'
import { type HeldStream, releaseStream, renewStreams, takeStream } from './lease'
import { createFrameBatcher } from './ocr/frame-batch'
import { FFMPEG_MISSING } from './ocr/frames'
import { createScreenTextReader, type ScreenTextReader } from './ocr/read-text'
import { reportCue, reportState } from './report'
import { type StreamFetch, safeStreamFetch } from './stream-fetch'

/** Not in the spec: how often a process renews its streams' leases and looks for a free one. */
export const STREAM_TICK_MS = 2_000
/** Not in the spec: a lease not renewed for this long is free (a process died). */
export const STREAM_LEASE_MS = 3 * STREAM_TICK_MS

export type FollowersDeps = AppendDeps & {
  now: () => Date
  /** This process's name in the lease (db/leader.ts instanceName). */
  holder: string
  /** FEED_FETCH_ALLOW_PRIVATE: streams on loopback and private networks (tests, local encoders). */
  allowPrivate: boolean
  fetch?: StreamFetch
  /** STREAM_SCREEN_EVERY_S: seconds between frames whose text is read; 0 (default) reads none. */
  screenEveryS?: number
  tickMs?: number
  log?: (line: string, error?: unknown) => void
}

type Running = { stream: HeldStream; stop: AbortController; done: Promise<void> }

export function createStreamFollowers(deps: FollowersDeps) {
  const { db, holder } = deps
  const tickMs = deps.tickMs ?? STREAM_TICK_MS
  const leaseMs = 3 * tickMs
  const fetch = deps.fetch ?? safeStreamFetch(deps.allowPrivate)
  const log = deps.log ?? ((line, error) => console.error(line, error))
  const running = new Map<string, Running>()
  const screenEveryS = deps.screenEveryS ?? 0
  // One OCR thread for the process's streams, started at the first frame read.
  let reader: ScreenTextReader | null = null
  // Frames of all its streams' segments, a few per ffmpeg run.
  const frameBatch = createFrameBatcher({ everySeconds: screenEveryS })
  const screen: ScreenReading | undefined = screenEveryS
    ? {
        everyMs: screenEveryS * 1000,
        async read(segment) {
          const frames = await frameBatch.frames(segment)
          if (!frames.ok) {
            return { ok: false, error: frames.message, lasting: frames.message === FFMPEG_MISSING }
          }
          reader ??= createScreenTextReader()
          const texts: string[][] = []
          try {
            for (const frame of frames.frames)
              texts.push((await reader.readScreenText(frame)).lines)
          } catch (error) {
            // The thread starts over at the next read (read-text.ts); this frame is lost.
            return { ok: false, error: `the text reader failed (${String(error)})`, lasting: false }
          }
          return { ok: true, frames: texts }
        },
      }
    : undefined
  let timer: ReturnType<typeof setInterval> | undefined
  let ticking: Promise<void> = Promise.resolve()

  /**
   * Matches each cue on the channel as it is now (its blocks, approval and region): what was
   * said as the caption, names shown or cued (and the titles of items cued by id) as names on
   * screen.
   */
  async function heard(stream: HeldStream, cues: StreamCue[]) {
    const channel = await findLiveChannel(db, stream.channelId)
    if (!channel) return
    const scope = await catalogScopeOf(db, channel.id)
    for (const cue of cues) {
      const time = new Date(cue.atMs)
      const entities = [...cue.names, ...(await titlesOfCuedItems(db, scope, cue.items))]
      if (!cue.caption && !entities.length) continue
      await appendMatches(
        deps,
        channel,
        { caption: cue.caption || entities.join(', '), entities },
        { key: `stream:${cue.from}:${time.toISOString()}`, time, source: 'stream' },
      )
    }
    const last = cues.at(-1)
    if (last) await reportCue(db, holder, stream, last)
  }

  function start(stream: HeldStream) {
    const stop = new AbortController()
    const followerDeps: FollowerDeps = {
      fetch,
      ...(screen ? { screen } : {}),
      heard: (cues) => heard(stream, cues),
      report: (state, detail) => reportState(db, holder, stream, state, detail, deps.now()),
      nowMs: () => deps.now().getTime(),
      sleep: (ms, signal) => sleep(ms, globalThis, signal),
    }
    const done = followStream(stream.url, followerDeps, stop.signal)
      .then(async (outcome) => {
        // An ended stream waits for a save; others stay held until the lease says otherwise.
        if (outcome === 'ended') await releaseStream(db, holder, stream)
      })
      .catch((error: unknown) =>
        log(`The stream of ${stream.channelId} stopped being followed`, error),
      )
      .finally(() => {
        if (running.get(stream.channelId)?.stop === stop) running.delete(stream.channelId)
      })
    running.set(stream.channelId, { stream, stop, done })
  }

  /** Renews, stops what is no longer held, takes one free stream. */
  async function tick() {
    const now = deps.now()
    const until = new Date(now.getTime() + leaseMs)
    const held = await renewStreams(db, holder, until)
    for (const [channelId, follower] of running) {
      const still = held.find((s) => s.channelId === channelId)
      if (still?.generation !== follower.stream.generation) {
        follower.stop.abort()
        running.delete(channelId)
      }
    }
    for (const stream of held) if (!running.has(stream.channelId)) start(stream)
    const taken = await takeStream(db, holder, now, until)
    if (taken) start(taken)
  }

  function schedule() {
    ticking = ticking
      .then(tick)
      .catch((error: unknown) => log('stream followers tick failed', error))
    return ticking
  }

  return {
    tick: schedule,
    /** The channels this process follows now. */
    following: () => [...running.keys()],
    start() {
      void schedule()
      timer = setInterval(schedule, tickMs)
      timer.unref?.()
    },
    /** Stops every follower and lets their streams go, for another process to take at once. */
    async stop() {
      if (timer) clearInterval(timer)
      await ticking
      const followers = [...running.values()]
      for (const follower of followers) follower.stop.abort()
      await Promise.all(followers.map((f) => f.done))
      await Promise.all(followers.map((f) => releaseStream(db, holder, f.stream)))
      await reader?.close()
    },
  }
}
