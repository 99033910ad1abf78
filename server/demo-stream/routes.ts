import { readFileSync } from 'node:fs'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { STREAM_SEGMENT_S } from '../../shared/api/demo-stream'
import { onAirNow, programOf, requireChannel } from '../catalog'
import type { AppDeps } from '../deps'
import { HttpError, parse } from '../http/errors'
import {
  CLIP_SEGMENTS,
  captionsPlaylist,
  captionsSegment,
  liveWindow,
  masterPlaylist,
  segmentStartMs,
  type TimedCaption,
  videoPlaylist,
} from './hls'

/**
 * Not in the spec: live playlists change every segment, so caches keep them under half a
 * target duration (RFC 8216 §6.2.1 asks clients to reload about that often).
 */
const LIVE_PLAYLIST_CACHE = 'public, max-age=1'
/** Past captions change only when the Studio uploads another schedule: a few minutes. */
const CAPTIONS_SEGMENT_CACHE = 'public, max-age=300'
/** The clip's files change only with a new release (they are not fingerprinted): a day. */
const MEDIA_CACHE = 'public, max-age=86400'

const SequenceSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,12}\.vtt$/, 'not a captions segment'),
  v.transform((name) => Number(name.slice(0, -'.vtt'.length))),
)

/** The clip and poster, read once: a few hundred kB kept in memory. */
function loadMedia(): ReadonlyMap<string, { body: Uint8Array; type: string }> {
  const files = [
    ...CLIP_SEGMENTS.map((s) => ({ name: s.file, stored: s.stored, type: 'video/mp2t' })),
    { name: 'poster.jpg', stored: 'poster.jpg', type: 'image/jpeg' },
  ]
  return new Map(
    files.map(({ name, stored, type }) => [
      name,
      { body: readFileSync(new URL(`./media/${stored}`, import.meta.url)), type },
    ]),
  )
}

function text(c: Context, body: string, type: string, cacheControl: string) {
  c.header('Content-Type', type)
  c.header('Cache-Control', cacheControl)
  return c.body(body, 200)
}

/** The captions on air on a program from `startMs` to `endMs`, cut at segment boundaries. */
function captionsBetween(
  program: Parameters<typeof onAirNow>[0] | null,
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

/**
 * The demo pages' live HLS stream (issue 16): the project's looping clip on the server's
 * clock, with the channel's on-air captions as a subtitles rendition.
 */
export function demoStreamRoutes(deps: AppDeps) {
  const media = loadMedia()
  const m3u8 = 'application/vnd.apple.mpegurl'
  return new Hono()
    .get('/demo-stream/media/:file', (c) => {
      const file = media.get(c.req.param('file'))
      if (!file) return c.json({ error: 'Unknown stream file' }, 404)
      c.header('Content-Type', file.type)
      c.header('Cache-Control', MEDIA_CACHE)
      return c.body(file.body.slice(), 200)
    })
    .get('/demo-stream/:id/index.m3u8', async (c) => {
      await requireChannel(deps, c.req.param('id'))
      return text(c, masterPlaylist(), m3u8, MEDIA_CACHE)
    })
    .get('/demo-stream/:id/video.m3u8', async (c) => {
      await requireChannel(deps, c.req.param('id'))
      const playlist = videoPlaylist(
        deps.now().getTime(),
        `${deps.config.apiPath}/demo-stream/media/`,
      )
      return text(c, playlist, m3u8, LIVE_PLAYLIST_CACHE)
    })
    .get('/demo-stream/:id/captions.m3u8', async (c) => {
      await requireChannel(deps, c.req.param('id'))
      return text(c, captionsPlaylist(deps.now().getTime()), m3u8, LIVE_PLAYLIST_CACHE)
    })
    .get('/demo-stream/:id/captions/:segment', async (c) => {
      const channel = await requireChannel(deps, c.req.param('id'))
      const sequence = parse(SequenceSchema, c.req.param('segment'), 'captions segment')
      if (sequence > liveWindow(deps.now().getTime()).last) {
        throw new HttpError(404, 'That captions segment has not aired yet')
      }
      const start = segmentStartMs(sequence)
      const program = await programOf(deps.db, channel.id)
      const captions = captionsBetween(program, start, start + STREAM_SEGMENT_S * 1000)
      return text(
        c,
        captionsSegment(sequence, captions),
        'text/vtt; charset=utf-8',
        CAPTIONS_SEGMENT_CACHE,
      )
    })
}
