// Follows one stream: finds its subtitles playlist (from the master playlist, or given
// directly), reads it again every target duration, and hands the cues of each new segment on,
// each with the wall-clock time it went on air. Says what it is doing in the states the Studio
// shows. Runs until the playlist ends or its caller stops it; never throws for the stream's
// faults, which it retries with backoff.
import type { StreamState } from '../../shared/api/stream'
import { leaderBackoffMs } from '../db/leader'
import type { FetchText } from './fetch-text'
import { type MediaPlaylist, type MediaSegment, parsePlaylist } from './playlist'
import { cuesOnWallClock, type StreamCue } from './vtt-cues'

/** Not in the spec: segments read from the end of the window when following starts. */
export const FIRST_SEGMENTS = 3
/** Not in the spec: a playlist unchanged for this many target durations is stalled (RFC 8216 §6.3.4 says 1.5 as a client's first sign). */
export const STALLED_AFTER_TARGETS = 3
/** Not in the spec: playlist reads failed in a row before the master playlist is read again. */
export const FAILURES_BEFORE_RESTART = 5
/** Not in the spec: the same words heard again within this long are one cue (cues span segments). */
export const REPEAT_WINDOW_MS = 10_000
/** Not in the spec: the shortest and longest wait between reads of a playlist. */
export const MIN_POLL_MS = 1_000
export const MAX_POLL_MS = 10_000

export type FollowerDeps = {
  fetchText: FetchText
  /** New cues, in time order: matched and appended by the caller. */
  heard(cues: StreamCue[]): Promise<void>
  report(state: StreamState, detail: string | null): Promise<void>
  nowMs(): number
  /** Waits `ms`, or less when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>
}

type Found = { ok: true; url: string } | { ok: false; error: string }

const SUBTITLE_SEGMENT = /\.(vtt|webvtt)(\?|#|$)/i

/** The subtitles playlist `url` leads to: itself, or the master playlist's first subtitles rendition. */
async function findSubtitles(url: string, deps: FollowerDeps, signal: AbortSignal): Promise<Found> {
  const fetched = await deps.fetchText(url, signal)
  if (!fetched.ok) return { ok: false, error: fetched.error }
  const playlist = parsePlaylist(fetched.text, fetched.url)
  if (playlist.kind === 'invalid') {
    return { ok: false, error: `${url} is not an HLS playlist: ${playlist.reason}` }
  }
  if (playlist.kind === 'master') {
    const [subtitles] = playlist.subtitles
    if (subtitles) return { ok: true, url: subtitles.uri }
    return {
      ok: false,
      error:
        'The stream has no subtitles rendition (EXT-X-MEDIA TYPE=SUBTITLES); captions inside the video are not read yet.',
    }
  }
  const [first] = playlist.segments
  if (first && !SUBTITLE_SEGMENT.test(first.uri)) {
    return {
      ok: false,
      error:
        'That playlist is a video rendition: give the master playlist, which names the subtitles.',
    }
  }
  return { ok: true, url: fetched.url }
}

/** Remembers words heard lately, so a cue repeated in the next segment is heard once. */
function repeats() {
  const heardAt = new Map<string, number>()
  return (cue: StreamCue): boolean => {
    for (const [text, at] of heardAt) if (cue.atMs - at > REPEAT_WINDOW_MS) heardAt.delete(text)
    const before = heardAt.get(cue.text)
    heardAt.set(cue.text, cue.atMs)
    return before !== undefined && cue.atMs - before <= REPEAT_WINDOW_MS
  }
}

/** The segments not read yet: after `last`, or the window's last few at first or after a restart. */
function unread(playlist: MediaPlaylist, last: number | null): MediaSegment[] {
  const newest = playlist.segments.at(-1)?.sequence
  if (last === null || newest === undefined || newest < last) {
    return playlist.segments.slice(-FIRST_SEGMENTS)
  }
  return playlist.segments.filter((s) => s.sequence > last)
}

function seconds(ms: number): string {
  return `${Math.round(ms / 1000)} s`
}

type Outcome = 'ended' | 'restart' | 'stopped'

/** Reads the subtitles playlist at `url` until it ends, fails too often, or `signal` aborts. */
async function followSubtitles(
  url: string,
  deps: FollowerDeps,
  signal: AbortSignal,
): Promise<Outcome> {
  const isRepeat = repeats()
  let last: number | null = null
  let changedAt = deps.nowMs()
  let failures = 0
  while (!signal.aborted) {
    const fetched = await deps.fetchText(url, signal)
    if (signal.aborted) break
    const playlist = fetched.ok ? parsePlaylist(fetched.text, fetched.url) : null
    if (playlist?.kind !== 'media') {
      failures++
      const why = fetched.ok ? 'it is no longer a media playlist' : fetched.error
      if (failures >= FAILURES_BEFORE_RESTART) return 'restart'
      const waitMs = leaderBackoffMs(failures, MIN_POLL_MS)
      await deps.report(
        'stalled',
        `The subtitles playlist could not be read: ${why} Trying again in ${seconds(waitMs)}.`,
      )
      await deps.sleep(waitMs, signal)
      continue
    }
    failures = 0
    const problems: string[] = []
    const segments = unread(playlist, last)
    for (const segment of segments) {
      if (signal.aborted) break
      const cues = await segmentCues(segment, deps, signal, problems)
      const fresh = cues.filter((cue) => !isRepeat(cue))
      if (fresh.length) await deps.heard(fresh)
      last = segment.sequence
    }
    const targetMs = Math.min(Math.max(playlist.targetDurationMs, MIN_POLL_MS), MAX_POLL_MS)
    if (segments.length) changedAt = deps.nowMs()
    if (playlist.ended) {
      await deps.report('ended', 'The stream’s playlist says it has ended.')
      return 'ended'
    }
    const unchangedMs = deps.nowMs() - changedAt
    if (unchangedMs >= STALLED_AFTER_TARGETS * targetMs) {
      await deps.report(
        'stalled',
        `The subtitles playlist has not changed for ${seconds(unchangedMs)}.`,
      )
    } else {
      await deps.report('following', problems.length ? problems.join(' ') : null)
    }
    await deps.sleep(targetMs, signal)
  }
  return 'stopped'
}

/** A segment's cues; a segment that cannot be read or parsed is skipped, and said why. */
async function segmentCues(
  segment: MediaSegment,
  deps: FollowerDeps,
  signal: AbortSignal,
  problems: string[],
): Promise<StreamCue[]> {
  const fetched = await deps.fetchText(segment.uri, signal)
  if (!fetched.ok) {
    problems.push(`Segment ${segment.sequence} was skipped: ${fetched.error}`)
    return []
  }
  const read = cuesOnWallClock(
    fetched.text,
    { startMs: segment.startMs, durationMs: segment.durationMs },
    deps.nowMs(),
  )
  if (!read.ok) {
    problems.push(`Segment ${segment.sequence} was skipped: ${read.error}.`)
    return []
  }
  return read.cues
}

/**
 * Follows the stream at `url` until its playlist ends ('ended') or `signal` aborts
 * ('stopped'). A URL that leads to no subtitles is retried with backoff, said as failed.
 */
export async function followStream(
  url: string,
  deps: FollowerDeps,
  signal: AbortSignal,
): Promise<'ended' | 'stopped'> {
  let failures = 0
  while (!signal.aborted) {
    const found = await findSubtitles(url, deps, signal)
    if (signal.aborted) break
    if (!found.ok) {
      failures++
      const waitMs = leaderBackoffMs(failures, MAX_POLL_MS)
      await deps.report('failed', `${found.error} Trying again in ${seconds(waitMs)}.`)
      await deps.sleep(waitMs, signal)
      continue
    }
    failures = 0
    const outcome = await followSubtitles(found.url, deps, signal)
    if (outcome === 'ended') return 'ended'
  }
  return 'stopped'
}
