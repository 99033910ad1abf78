// Follows one stream: finds what it can read in it (the subtitles rendition; the lowest video
// rendition for timed metadata), reads each playlist again every target duration, and hands on
// the cues of each new segment and date range, each at the wall-clock time it went on air. Says
// what it is doing in the states the Studio shows. Runs until the stream ends or its caller
// stops it; never throws for the stream's faults, which it retries with backoff.
import type { StreamState } from '../../shared/api/stream'
import { leaderBackoffMs } from '../db/leader'
import { createCea608Decoder } from './cea608'
import { cueKey, type StreamCue } from './cue'
import { cueOfDateRange } from './metadata-cues'
import { type MediaPlaylist, type MediaSegment, parsePlaylist } from './playlist'
import type { StreamFetch } from './stream-fetch'
import { type Cea608Decoder, videoCuesOf } from './video-cues'
import { cuesOnWallClock } from './vtt-cues'

/** Not in the spec: segments read from the end of the window when following starts. */
export const FIRST_SEGMENTS = 3
/** Not in the spec: a playlist unchanged for this many target durations is stalled (RFC 8216 §6.3.4 says 1.5 as a client's first sign). */
export const STALLED_AFTER_TARGETS = 3
/** Not in the spec: reads failed in a row (of every playlist) before the master playlist is read again. */
export const FAILURES_BEFORE_RESTART = 5
/** Not in the spec: the same cue heard again within this long is one cue (cues span segments). */
export const REPEAT_WINDOW_MS = 10_000
/** Not in the spec: the same names read on screen again within this long are one cue (a lower third stays up). */
export const SCREEN_REPEAT_WINDOW_MS = 30_000
/** Not in the spec: a line read on screen needs this many letters to count as a name. */
export const MIN_SCREEN_LETTERS = 3
/** Not in the spec: stream time after which on-screen text is tried again when it cannot be read (no ffmpeg). */
export const SCREEN_RETRY_MS = 60_000
/** Not in the spec: the shortest and longest wait between reads of a playlist. */
export const MIN_POLL_MS = 1_000
export const MAX_POLL_MS = 10_000

/** Reads the text on screen in a video segment's frames, one frame every `everyMs` from its start. */
export type ScreenReading = {
  everyMs: number
  read(
    segment: Uint8Array,
    signal: AbortSignal,
  ): Promise<{ ok: true; frames: string[][] } | { ok: false; error: string; lasting: boolean }>
}

export type FollowerDeps = {
  fetch: StreamFetch
  /** On-screen text, when the server reads it (STREAM_SCREEN_EVERY_S). */
  screen?: ScreenReading
  /** New cues, in time order: matched and appended by the caller. */
  heard(cues: StreamCue[]): Promise<void>
  report(state: StreamState, detail: string | null): Promise<void>
  nowMs(): number
  /** Waits `ms`, or less when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>
}

/** A playlist read over and over: subtitles (WebVTT) or video (date ranges, ID3, on-screen text). */
type TrackKind = 'subtitles' | 'video'

type Track = {
  kind: TrackKind
  url: string
  /** The last segment read; null before the first. */
  last: number | null
  changedAt: number
  failures: number
  lastError: string | null
  targetMs: number
  ended: boolean
  /** Date ranges already heard, by id. */
  ranges: Set<string>
  /** Wall-clock time from which the next frame's text is read. */
  nextScreenMs: number
  /** Why on-screen text is not read, while the cause lasts (no ffmpeg). */
  screenNote: string | null
  /**
   * The frame being read, if any: reading never holds the playlists up (a slow OCR would put
   * the stream's other cues behind); a due frame is skipped while one is read.
   */
  screenReading: Promise<void> | null
  /** Names read on screen, and problems, since the last round took them. */
  screenHeard: StreamCue[]
  screenProblems: string[]
  /** The CEA-608 captions of the video, decoded across its segments. */
  captions: Cea608Decoder
}

type Found = { ok: true; tracks: { kind: TrackKind; url: string }[] } | { ok: false; error: string }

const SUBTITLE_SEGMENT = /\.(vtt|webvtt)(\?|#|$)/i

/** What `url` leads to: a master playlist's subtitles and lowest video rendition, or itself. */
async function findTracks(url: string, deps: FollowerDeps, signal: AbortSignal): Promise<Found> {
  const fetched = await deps.fetch.text(url, signal)
  if (!fetched.ok) return { ok: false, error: fetched.error }
  const playlist = parsePlaylist(fetched.body, fetched.url)
  if (playlist.kind === 'invalid') {
    return { ok: false, error: `${url} is not an HLS playlist: ${playlist.reason}` }
  }
  if (playlist.kind === 'master') {
    const tracks: { kind: TrackKind; url: string }[] = []
    const [subtitles] = playlist.subtitles
    if (subtitles) tracks.push({ kind: 'subtitles', url: subtitles.uri })
    const lowest = playlist.variants.at(-1)
    if (lowest) tracks.push({ kind: 'video', url: lowest.uri })
    if (tracks.length) return { ok: true, tracks }
    return { ok: false, error: 'The master playlist names no rendition to read.' }
  }
  const [first] = playlist.segments
  const kind = first && SUBTITLE_SEGMENT.test(first.uri) ? 'subtitles' : 'video'
  return { ok: true, tracks: [{ kind, url: fetched.url }] }
}

/** Remembers cues heard lately, so a cue repeated in the next segment is heard once. */
function repeats() {
  const heardAt = new Map<string, number>()
  return (cue: StreamCue): boolean => {
    const windowMs = cue.from === 'screen' ? SCREEN_REPEAT_WINDOW_MS : REPEAT_WINDOW_MS
    for (const [key, at] of heardAt)
      if (cue.atMs - at > SCREEN_REPEAT_WINDOW_MS) heardAt.delete(key)
    const key = cueKey(cue)
    const before = heardAt.get(key)
    heardAt.set(key, cue.atMs)
    return before !== undefined && Math.abs(cue.atMs - before) <= windowMs
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

/** A segment's cues; a segment that cannot be read is skipped, and said why in `problems`. */
async function segmentCues(
  track: Track,
  segment: MediaSegment,
  deps: FollowerDeps,
  signal: AbortSignal,
  problems: string[],
): Promise<StreamCue[]> {
  const time = { startMs: segment.startMs, durationMs: segment.durationMs }
  const skipped = (why: string) => {
    problems.push(`The ${track.kind} segment ${segment.sequence} was skipped: ${why}`)
    return []
  }
  if (track.kind === 'subtitles') {
    const fetched = await deps.fetch.text(segment.uri, signal)
    if (!fetched.ok) return skipped(fetched.error)
    const read = cuesOnWallClock(fetched.body, time, deps.nowMs())
    return read.ok ? read.cues : skipped(`${read.error}.`)
  }
  const fetched = await deps.fetch.bytes(segment.uri, signal)
  if (!fetched.ok) return skipped(fetched.error)
  const read = videoCuesOf(fetched.body, time, deps.nowMs(), track.captions)
  if (!read.ok) return skipped(`${read.error}.`)
  readScreen(track, segment, fetched.body, deps, signal)
  return read.cues
}

/** A line read on screen that may be a name: enough letters. */
function nameLike(line: string): boolean {
  return (line.match(/\p{L}/gu)?.length ?? 0) >= MIN_SCREEN_LETTERS
}

/** Starts reading the names on screen in a video segment's frames, when a frame is due. */
function readScreen(
  track: Track,
  segment: MediaSegment,
  bytes: Uint8Array,
  deps: FollowerDeps,
  signal: AbortSignal,
) {
  const screen = deps.screen
  const startMs = segment.startMs ?? deps.nowMs()
  if (!screen || track.screenReading || startMs + segment.durationMs <= track.nextScreenMs) return
  track.nextScreenMs = startMs + screen.everyMs
  track.screenReading = screen
    .read(bytes, signal)
    .then((read) => {
      if (!read.ok) {
        // A lasting cause (no ffmpeg) is said with each state and tried again a minute later.
        if (read.lasting) {
          track.screenNote = `On-screen text is not read: ${read.error}.`
          track.nextScreenMs = startMs + SCREEN_RETRY_MS
        } else track.screenProblems.push(`On-screen text is not read: ${read.error}.`)
        return
      }
      track.screenNote = null
      track.nextScreenMs = startMs + Math.max(read.frames.length, 1) * screen.everyMs
      read.frames.forEach((lines, i) => {
        const names = lines.filter(nameLike)
        if (names.length) {
          const atMs = startMs + i * screen.everyMs
          track.screenHeard.push({ atMs, from: 'screen', caption: '', names, items: [] })
        }
      })
    })
    .finally(() => {
      track.screenReading = null
    })
}

/** What the screen reads since the last round gave: its cues, and its problems in `problems`. */
function screenResults(track: Track, problems: string[]): StreamCue[] {
  problems.push(...track.screenProblems.splice(0))
  return track.screenHeard.splice(0)
}

/** The cues of date ranges not heard before. */
function dateRangeCues(track: Track, playlist: MediaPlaylist): StreamCue[] {
  const cues: StreamCue[] = []
  for (const range of playlist.dateRanges) {
    if (track.ranges.has(range.id)) continue
    track.ranges.add(range.id)
    const said = cueOfDateRange(range)
    if (said) cues.push({ atMs: range.startMs, from: 'metadata', ...said })
  }
  return cues
}

/** Reads a track's playlist once: its new cues, or a failure counted on the track. */
async function readTrack(
  track: Track,
  deps: FollowerDeps,
  signal: AbortSignal,
  problems: string[],
): Promise<StreamCue[]> {
  const fetched = await deps.fetch.text(track.url, signal)
  const playlist = fetched.ok ? parsePlaylist(fetched.body, fetched.url) : null
  if (playlist?.kind !== 'media') {
    track.failures++
    track.lastError = fetched.ok ? 'it is no longer a media playlist.' : fetched.error
    return []
  }
  track.failures = 0
  track.lastError = null
  track.targetMs = Math.min(Math.max(playlist.targetDurationMs, MIN_POLL_MS), MAX_POLL_MS)
  const cues = dateRangeCues(track, playlist)
  const segments = unread(playlist, track.last)
  for (const segment of segments) {
    if (signal.aborted) break
    cues.push(...(await segmentCues(track, segment, deps, signal, problems)))
    track.last = segment.sequence
  }
  if (segments.length) track.changedAt = deps.nowMs()
  track.ended = playlist.ended
  return cues
}

type Outcome = 'ended' | 'restart' | 'stopped'

/** Reads the tracks round by round until they end, all fail too often, or `signal` aborts. */
async function followTracks(
  found: { kind: TrackKind; url: string }[],
  deps: FollowerDeps,
  signal: AbortSignal,
): Promise<Outcome> {
  const isRepeat = repeats()
  const tracks: Track[] = found.map((t) => ({
    ...t,
    last: null,
    changedAt: deps.nowMs(),
    failures: 0,
    lastError: null,
    targetMs: MAX_POLL_MS,
    ended: false,
    ranges: new Set(),
    nextScreenMs: 0,
    screenNote: null,
    screenReading: null,
    screenHeard: [],
    screenProblems: [],
    captions: createCea608Decoder(),
  }))
  const note = tracks.some((t) => t.kind === 'subtitles')
    ? null
    : 'The stream has no subtitles rendition: its video is read (captions, timed metadata, names on screen).'
  while (!signal.aborted) {
    const problems: string[] = []
    const cues: StreamCue[] = []
    for (const track of tracks) {
      if (!track.ended) cues.push(...(await readTrack(track, deps, signal, problems)))
      // A stream that ended gives the frame being read its time.
      if (track.ended) await track.screenReading
      cues.push(...screenResults(track, problems))
    }
    if (signal.aborted) break
    const fresh = cues.sort((a, b) => a.atMs - b.atMs).filter((cue) => !isRepeat(cue))
    if (fresh.length) await deps.heard(fresh)
    if (tracks.every((t) => t.ended)) {
      await deps.report('ended', 'The stream’s playlist says it has ended.')
      return 'ended'
    }
    const failing = tracks.filter((t) => t.failures > 0)
    if (failing.length === tracks.length) {
      const failures = Math.min(...failing.map((t) => t.failures))
      if (failures >= FAILURES_BEFORE_RESTART) return 'restart'
      const waitMs = leaderBackoffMs(failures, MIN_POLL_MS)
      const why = failing.map((t) => `The ${t.kind} playlist could not be read: ${t.lastError}`)
      await deps.report('stalled', `${why.join(' ')} Trying again in ${seconds(waitMs)}.`)
      await deps.sleep(waitMs, signal)
      continue
    }
    for (const t of failing)
      problems.unshift(`The ${t.kind} playlist could not be read: ${t.lastError}`)
    const targetMs = Math.min(...tracks.map((t) => t.targetMs))
    const unchangedMs = deps.nowMs() - Math.max(...tracks.map((t) => t.changedAt))
    if (unchangedMs >= STALLED_AFTER_TARGETS * targetMs) {
      await deps.report(
        'stalled',
        `The stream’s playlists have not changed for ${seconds(unchangedMs)}.`,
      )
    } else {
      const notes = [note, ...tracks.map((t) => t.screenNote)]
      const words = [...notes, ...problems].filter((w): w is string => w !== null)
      await deps.report('following', words.length ? words.join(' ') : null)
    }
    await deps.sleep(targetMs, signal)
  }
  return 'stopped'
}

/**
 * Follows the stream at `url` until its playlists end ('ended') or `signal` aborts
 * ('stopped'). A URL that leads to nothing readable is retried with backoff, said as failed.
 */
export async function followStream(
  url: string,
  deps: FollowerDeps,
  signal: AbortSignal,
): Promise<'ended' | 'stopped'> {
  let failures = 0
  while (!signal.aborted) {
    const found = await findTracks(url, deps, signal)
    if (signal.aborted) break
    if (!found.ok) {
      failures++
      const waitMs = leaderBackoffMs(failures, MAX_POLL_MS)
      await deps.report('failed', `${found.error} Trying again in ${seconds(waitMs)}.`)
      await deps.sleep(waitMs, signal)
      continue
    }
    failures = 0
    const outcome = await followTracks(found.tracks, deps, signal)
    if (outcome === 'ended') return 'ended'
  }
  return 'stopped'
}
