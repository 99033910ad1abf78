import { readFileSync } from 'node:fs'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import {
  clipOfTopic,
  DEMO_CLIPS,
  type DemoClip,
  demoStreamPaths,
  STREAM_SEGMENT_S,
} from '../../shared/api/demo-stream'
import { routes } from '../../shared/api/routes'
import { CUE_KEYS } from '../../shared/api/stream'
import type { AppDeps } from '../deps'
import { HttpError, parse } from '../http/errors'
import { onAirNow, programOf, type RunningProgram, requireChannel } from '../live'
import { withTimedMetadata } from '../mpegts/inject'
import { id3Tag } from '../on-air/id3'
import {
  CLIP_SEGMENTS,
  captionsPlaylist,
  captionsSegment,
  clipSegmentOf,
  liveWindow,
  masterPlaylist,
  type NamedOnAir,
  segmentStartMs,
  segmentStartPts,
  type TimedCaption,
  timestampShiftOf,
  videoPlaylist,
} from './hls'
import { type LowerThird, loadLowerThirds } from './lower-thirds'
import { shiftTimestamps } from './mpegts'

/**
 * Not in the spec: live playlists change every segment, so caches keep them under half a
 * target duration (RFC 8216 §6.2.1 asks clients to reload about that often).
 */
const LIVE_PLAYLIST_CACHE = 'public, max-age=1'
/**
 * Past captions (and the names on a segment) change only when the Studio uploads another
 * schedule: a few minutes.
 */
const PROGRAM_SEGMENT_CACHE = 'public, max-age=300'
/**
 * The poster and video segments change only with a new release (a segment's bytes depend on
 * its number alone, but the clip is not fingerprinted): a day.
 */
const MEDIA_CACHE = 'public, max-age=86400'

/** A segment's number from its file name (`{n}.vtt` or `{n}.ts`). */
function sequenceSchema(extension: string) {
  return v.pipe(
    v.string(),
    v.regex(new RegExp(`^\\d{1,12}\\.${extension}$`), `not a ${extension} segment`),
    v.transform((name) => Number(name.slice(0, -extension.length - 1))),
  )
}
const CaptionsSequenceSchema = sequenceSchema('vtt')
const VideoSequenceSchema = sequenceSchema('ts')
const ClipSchema = v.picklist(DEMO_CLIPS, 'not a demo clip')

function readMedia(clip: DemoClip, stored: string): Uint8Array {
  return readFileSync(new URL(`./media/${clip}/${stored}`, import.meta.url))
}

/** A clip's pieces (by stored name) and its poster. */
type ClipMedia = { pieces: Map<string, Uint8Array>; poster: Uint8Array }

/** Every clip's pieces and poster, read once: about 1.3 MB kept in memory. */
function loadMedia(): ReadonlyMap<DemoClip, ClipMedia> {
  return new Map(
    DEMO_CLIPS.map((clip) => [
      clip,
      {
        pieces: new Map(CLIP_SEGMENTS.map((s) => [s.stored, readMedia(clip, s.stored)])),
        poster: readMedia(clip, 'poster.jpg'),
      },
    ]),
  )
}

/** 404 for a segment that has not fully aired at `nowMs` (as the live window lists none). */
function requireAired(sequence: number, nowMs: number, what: string): void {
  if (sequence > liveWindow(nowMs).last) throw new HttpError(404, `That ${what} has not aired yet`)
}

function text(c: Context, body: string, type: string, cacheControl: string) {
  c.header('Content-Type', type)
  c.header('Cache-Control', cacheControl)
  return c.body(body, 200)
}

/** The captions on air on a program from `startMs` to `endMs`, cut at segment boundaries. */
function captionsBetween(
  program: RunningProgram | null,
  startMs: number,
  endMs: number,
): TimedCaption[] {
  if (!program) return []
  const out: TimedCaption[] = []
  for (let at = startMs; at < endMs; ) {
    const onAir = onAirNow(program, at)
    const until = Math.min(onAir.endsAt.getTime(), endMs)
    if (onAir.segment.caption) out.push({ startMs: at, endMs: until, text: onAir.segment.caption })
    at = until
  }
  return out
}

/** The names the program's segments that start from `startMs` to `endMs` put on screen. */
function namesBetween(
  program: RunningProgram | null,
  startMs: number,
  endMs: number,
): NamedOnAir[] {
  if (!program) return []
  const out: NamedOnAir[] = []
  for (let at = startMs; at < endMs; ) {
    const onAir = onAirNow(program, at)
    const started = onAir.startedAt.getTime()
    if (started >= startMs) {
      onAir.segment.entities.forEach((name, i) => {
        out.push({ id: `${onAir.key}:${i}`, startMs: started, name })
      })
    }
    at = onAir.endsAt.getTime()
  }
  return out
}

/**
 * A segment showing a lower third as served: the drawn piece moved to its place on the clock,
 * its names also cued at its start (ID3, as an encoder would) on the first of its pieces.
 */
function namedSegment(lowerThird: LowerThird, sequence: number): Uint8Array {
  const piece = shiftTimestamps(lowerThird.piece, timestampShiftOf(sequence))
  if (!lowerThird.first) return piece
  const cue = id3Tag(lowerThird.names.map((value) => ({ description: CUE_KEYS.name, value })))
  return withTimedMetadata(piece, [{ pts: segmentStartPts(sequence), data: cue }])
}

/**
 * The demo pages' live HLS stream (issue 16): the project's looping clip of the channel's
 * topic (issue 62) on the server's clock, with the channel's on-air captions as a subtitles
 * rendition, and the names its program shows as lower thirds and timed metadata (issue 66).
 */
export function demoStreamRoutes(deps: AppDeps) {
  const media = loadMedia()
  const lowerThirds = loadLowerThirds()
  const clipMedia = (raw: string): ClipMedia => {
    const clip = v.is(ClipSchema, raw) ? media.get(raw) : undefined
    if (!clip) throw new HttpError(404, 'Unknown stream file')
    return clip
  }
  const m3u8 = 'application/vnd.apple.mpegurl'
  return new Hono()
    .on(routes.demoMedia.method, routes.demoMedia.pattern, (c) => {
      const clip = clipMedia(c.req.param('clip'))
      if (c.req.param('file') !== 'poster.jpg') throw new HttpError(404, 'Unknown stream file')
      c.header('Content-Type', 'image/jpeg')
      c.header('Cache-Control', MEDIA_CACHE)
      return c.body(clip.poster.slice(), 200)
    })
    .on(routes.demoSegment.method, routes.demoSegment.pattern, (c) => {
      const clip = clipMedia(c.req.param('clip'))
      const sequence = parse(VideoSequenceSchema, c.req.param('segment'), 'video segment')
      requireAired(sequence, deps.now().getTime(), 'video segment')
      const piece = clip.pieces.get(clipSegmentOf(sequence).stored)
      if (!piece) throw new HttpError(404, 'Unknown stream file')
      c.header('Content-Type', 'video/mp2t')
      c.header('Cache-Control', MEDIA_CACHE)
      return c.body(shiftTimestamps(piece, timestampShiftOf(sequence)), 200)
    })
    .on(routes.demoMaster.method, routes.demoMaster.pattern, async (c) => {
      await requireChannel(deps, c.req.param('id'))
      return text(c, masterPlaylist(), m3u8, MEDIA_CACHE)
    })
    .on(routes.demoVideo.method, routes.demoVideo.pattern, async (c) => {
      const channel = await requireChannel(deps, c.req.param('id'))
      const nowMs = deps.now().getTime()
      const { first, last } = liveWindow(nowMs)
      const program = await programOf(deps.db, channel.id)
      const clip = `${deps.config.apiPath}${demoStreamPaths.segments(clipOfTopic(channel.topic))}`
      const named = `${deps.config.apiPath}${demoStreamPaths.named(channel.id)}`
      const playlist = videoPlaylist(
        nowMs,
        (n) => `${lowerThirds.at(channel.id, program, n) ? named : clip}${n}.ts`,
        namesBetween(program, segmentStartMs(first), segmentStartMs(last + 1)),
      )
      return text(c, playlist, m3u8, LIVE_PLAYLIST_CACHE)
    })
    .on(routes.demoNamedSegment.method, routes.demoNamedSegment.pattern, async (c) => {
      const channel = await requireChannel(deps, c.req.param('id'))
      const sequence = parse(VideoSequenceSchema, c.req.param('segment'), 'video segment')
      requireAired(sequence, deps.now().getTime(), 'video segment')
      const program = await programOf(deps.db, channel.id)
      const lowerThird = lowerThirds.at(channel.id, program, sequence)
      if (!lowerThird) throw new HttpError(404, 'That segment shows no name')
      c.header('Content-Type', 'video/mp2t')
      c.header('Cache-Control', PROGRAM_SEGMENT_CACHE)
      return c.body(namedSegment(lowerThird, sequence).slice(), 200)
    })
    .on(routes.demoCaptions.method, routes.demoCaptions.pattern, async (c) => {
      await requireChannel(deps, c.req.param('id'))
      return text(c, captionsPlaylist(deps.now().getTime()), m3u8, LIVE_PLAYLIST_CACHE)
    })
    .on(routes.demoCaptionSegment.method, routes.demoCaptionSegment.pattern, async (c) => {
      const channel = await requireChannel(deps, c.req.param('id'))
      const sequence = parse(CaptionsSequenceSchema, c.req.param('segment'), 'captions segment')
      requireAired(sequence, deps.now().getTime(), 'captions segment')
      const start = segmentStartMs(sequence)
      const program = await programOf(deps.db, channel.id)
      const captions = captionsBetween(program, start, start + STREAM_SEGMENT_S * 1000)
      return text(
        c,
        captionsSegment(sequence, captions),
        'text/vtt; charset=utf-8',
        PROGRAM_SEGMENT_CACHE,
      )
    })
}
