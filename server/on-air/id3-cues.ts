// A video segment's timed metadata (ID3 in an MPEG-TS metadata stream) as cues on the wall
// clock: a tag's PTS less the segment's first video PTS, from the segment's start. Pure.
import { demux, STREAM_TYPE } from '../mpegts/demux'
import { ptsAfter } from '../mpegts/timestamp'
import type { StreamCue } from './cue'
import { id3Frames } from './id3'
import { cueOfId3 } from './metadata-cues'
import type { SegmentTime } from './vtt-cues'

const VIDEO_TYPES: ReadonlySet<number> = new Set([STREAM_TYPE.h264, STREAM_TYPE.h265])

/** The segment's metadata cues in time order, or an error in words when it is not MPEG-TS. */
export function id3CuesOf(
  segment: Uint8Array,
  time: SegmentTime,
  fallbackStartMs: number,
): { ok: true; cues: StreamCue[] } | { ok: false; error: string } {
  let read: ReturnType<typeof demux>
  try {
    read = demux(segment, (type) => type === STREAM_TYPE.metadata)
  } catch {
    return { ok: false, error: 'not an MPEG-TS segment (fMP4 segments are not read yet)' }
  }
  const video = read.streams.find((s) => VIDEO_TYPES.has(s.type))
  const anchor = video ? read.firstPts.get(video.pid) : undefined
  const startMs = time.startMs ?? fallbackStartMs
  const cues: StreamCue[] = []
  for (const pes of read.pes) {
    const said = cueOfId3(id3Frames(pes.data))
    if (!said) continue
    const offsetMs =
      pes.pts !== null && anchor !== undefined ? Math.round(ptsAfter(pes.pts, anchor) / 90) : 0
    const atMs = startMs + Math.min(Math.max(offsetMs, 0), time.durationMs)
    cues.push({ atMs, from: 'metadata', ...said })
  }
  return { ok: true, cues: cues.sort((a, b) => a.atMs - b.atMs) }
}
