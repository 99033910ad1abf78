// A WebVTT subtitle segment's cues on the wall clock. HLS puts each cue in the segments it is
// on air during, timed on the stream's clock through the header's X-TIMESTAMP-MAP; a segment's
// EXT-X-PROGRAM-DATE-TIME says when it started on the wall clock. Pure: no fetch.
import { parseCaptions } from '../../shared/captions'
import type { StreamCue } from './cue'

/** The header's X-TIMESTAMP-MAP: a cue time (LOCAL, ms) and the MPEG-TS time (90 kHz) it is. */
export type TimestampMap = { mpegts: number; localMs: number }

const MAP_LINE = /^X-TIMESTAMP-MAP=(.*)$/m
const LOCAL = /LOCAL:(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})/
const MPEGTS = /MPEGTS:(\d+)/

/** The X-TIMESTAMP-MAP in a WebVTT segment's header, or null when it has none. */
export function timestampMapOf(vtt: string): TimestampMap | null {
  const line = MAP_LINE.exec(vtt)?.[1]
  if (!line) return null
  const local = LOCAL.exec(line)
  const mpegts = MPEGTS.exec(line)
  if (!local || !mpegts) return null
  const [, h = '0', m = '0', s = '0', ms = '0'] = local
  return {
    mpegts: Number(mpegts[1]),
    localMs: (Number(h) * 3600 + Number(m) * 60 + Number(s)) * 1000 + Number(ms),
  }
}

/** Where a segment is on the wall clock: its start (null: not known) and length. */
export type SegmentTime = { startMs: number | null; durationMs: number }

/**
 * The cues of one WebVTT segment with the wall-clock time each went on air, or an error in
 * words. A cue's offset into the segment is its time less the map's LOCAL (packagers that map
 * each segment's start, as the demo streams do); it is kept within the segment, since HLS only
 * puts a cue in the segments it is on air during, so a stream timed from its own start puts
 * its cues at the start of their segment, at most one segment early. Without a known start the
 * segment is taken to start at `fallbackStartMs` (when it was read).
 */
export function cuesOnWallClock(
  vtt: string,
  segment: SegmentTime,
  fallbackStartMs: number,
): { ok: true; cues: StreamCue[] } | { ok: false; error: string } {
  // A segment with nothing said is a header alone (a live stream has many).
  if (/^\uFEFF?WEBVTT/.test(vtt) && !vtt.includes('-->')) return { ok: true, cues: [] }
  const parsed = parseCaptions(vtt)
  if (!parsed.ok) return { ok: false, error: `line ${parsed.line}: ${parsed.error}` }
  if (parsed.format !== 'vtt') return { ok: false, error: 'not a WebVTT segment' }
  const localMs = timestampMapOf(vtt)?.localMs ?? 0
  const startMs = segment.startMs ?? fallbackStartMs
  const cues = parsed.cues
    .filter((cue) => cue.text.length > 0)
    .map(
      (cue): StreamCue => ({
        atMs: startMs + Math.min(Math.max(cue.startMs - localMs, 0), segment.durationMs),
        from: 'subtitles',
        caption: cue.text,
        names: [],
        items: [],
      }),
    )
  return { ok: true, cues }
}
