// Live HLS text (RFC 8216) for the demo stream: a sliding window of segments on the server's
// clock, each the looping clip's next piece on one continuous timeline, and WebVTT captions
// from the channel's program.
import { STREAM_SEGMENT_S } from '../../shared/api/demo-stream'
import { wrapPts } from './mpegts'

const SEGMENT_MS = STREAM_SEGMENT_S * 1000

/**
 * Not in the spec: segments in a live playlist (60 s), so a player may hold the picture
 * 20–30 s behind live, as real HLS viewers are, and still find its segments.
 */
export const WINDOW_SEGMENTS = 30

/**
 * Each clip's segments as scripts/make-demo-stream.sh cuts them (every clip alike, in a folder
 * of its own): stored names (.mpegts, so TypeScript tools skip them) and the MPEG-TS time
 * (90 kHz) each one starts at (ffmpeg's 1.4 s mux delay, then 2 s apart). Served segments
 * shift these by whole loops.
 */
export const CLIP_SEGMENTS = [
  { stored: 'clip0.mpegts', startPts: 126_000 },
  { stored: 'clip1.mpegts', startPts: 306_000 },
  { stored: 'clip2.mpegts', startPts: 486_000 },
  { stored: 'clip3.mpegts', startPts: 666_000 },
] as const

/** A caption on air during part of a segment, in ms of the wall clock. */
export type TimedCaption = { startMs: number; endMs: number; text: string }

/** The media sequence numbers of the live window at `nowMs`: segments that have fully aired. */
export function liveWindow(nowMs: number): { first: number; last: number } {
  const last = Math.floor(nowMs / SEGMENT_MS) - 1
  return { first: last - WINDOW_SEGMENTS + 1, last }
}

/** When segment `sequence` starts on the wall clock (its EXT-X-PROGRAM-DATE-TIME). */
export function segmentStartMs(sequence: number): number {
  return sequence * SEGMENT_MS
}

/** The clip piece segment `sequence` plays (the clip loops). */
export function clipSegmentOf(sequence: number) {
  const pieces = CLIP_SEGMENTS.length
  // biome-ignore lint/style/noNonNullAssertion: the index is taken modulo the length.
  return CLIP_SEGMENTS[((sequence % pieces) + pieces) % pieces]!
}

/** The clip's length on the 90 kHz clock: one loop. */
const LOOP_TICKS = CLIP_SEGMENTS.length * STREAM_SEGMENT_S * 90_000

/**
 * How far (90 kHz) segment `sequence`'s piece moves on the MPEG-TS clock: one clip length per
 * earlier loop, so timestamps grow without a break and no EXT-X-DISCONTINUITY is needed.
 */
export function timestampShiftOf(sequence: number): number {
  return Math.floor(sequence / CLIP_SEGMENTS.length) * LOOP_TICKS
}

/** Segment `sequence`'s first PTS as served (33-bit), which its captions map onto. */
export function segmentStartPts(sequence: number): number {
  return wrapPts(clipSegmentOf(sequence).startPts + timestampShiftOf(sequence))
}

/**
 * A name the program puts on screen from `startMs` (a demo lower third), sent as timed metadata
 * in the format a broadcaster's encoder would (server/on-air/metadata-cues.ts).
 */
export type NamedOnAir = { id: string; startMs: number; name: string }

/** An HLS quoted string: no quotes or line breaks inside. */
function quoted(text: string): string {
  return `"${text.replace(/["\r\n]/g, ' ')}"`
}

/** A live media playlist of the window at `nowMs`; `uri(n)` names segment n. */
function livePlaylist(
  nowMs: number,
  uri: (sequence: number) => string,
  named: readonly NamedOnAir[] = [],
): string {
  const { first, last } = liveWindow(nowMs)
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${STREAM_SEGMENT_S}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    ...named.map(
      (n) =>
        `#EXT-X-DATERANGE:ID=${quoted(n.id)},START-DATE=${quoted(new Date(n.startMs).toISOString())},X-STV-NAME=${quoted(n.name)}`,
    ),
  ]
  for (let n = first; n <= last; n++) {
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(segmentStartMs(n)).toISOString()}`)
    lines.push(`#EXTINF:${STREAM_SEGMENT_S.toFixed(3)},`, uri(n))
  }
  return `${lines.join('\n')}\n`
}

/**
 * The video's live playlist at `nowMs`; `uri(n)` is the URL path of segment n; `named` the
 * names the program shows in the window, as date ranges.
 */
export function videoPlaylist(
  nowMs: number,
  uri: (sequence: number) => string,
  named: readonly NamedOnAir[] = [],
): string {
  return livePlaylist(nowMs, uri, named)
}

/** The captions' live playlist at `nowMs`: segment n is `captions/{n}.vtt`. */
export function captionsPlaylist(nowMs: number): string {
  return livePlaylist(nowMs, (n) => `captions/${n}.vtt`)
}

/** The multivariant playlist: one video variant with an English subtitles rendition. */
export function masterPlaylist(): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,FORCED=NO,URI="captions.m3u8"',
    '#EXT-X-STREAM-INF:BANDWIDTH=160000,RESOLUTION=384x216,CODECS="avc1.42e01e",SUBTITLES="subs"',
    'video.m3u8',
    '',
  ].join('\n')
}

function vttTime(ms: number): string {
  const whole = Math.max(0, Math.round(ms))
  const h = Math.floor(whole / 3_600_000)
  const m = Math.floor(whole / 60_000) % 60
  const s = Math.floor(whole / 1000) % 60
  const pad = (n: number, width = 2) => String(n).padStart(width, '0')
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(whole % 1000, 3)}`
}

/** Cue text as WebVTT reads it: markup escaped, no blank line (which would end the cue). */
function cueText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join('\n')
}

/**
 * Segment `sequence`'s WebVTT: the captions on air during it, timed from the segment's start
 * and mapped onto the segment's MPEG-TS clock (as served), so players line them up with the picture.
 */
export function captionsSegment(sequence: number, captions: readonly TimedCaption[]): string {
  const start = segmentStartMs(sequence)
  const lines = [
    'WEBVTT',
    `X-TIMESTAMP-MAP=MPEGTS:${segmentStartPts(sequence)},LOCAL:00:00:00.000`,
    '',
  ]
  for (const caption of captions) {
    const text = cueText(caption.text)
    if (!text) continue
    lines.push(
      `${vttTime(caption.startMs - start)} --> ${vttTime(caption.endMs - start)}`,
      text,
      '',
    )
  }
  return `${lines.join('\n')}\n`
}
