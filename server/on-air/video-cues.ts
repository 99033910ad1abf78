// A video segment's cues on the wall clock: its timed metadata (ID3 in an MPEG-TS metadata
// stream) and the CEA-608 captions in its H.264 video, each at its PTS less the segment's first
// video PTS, from the segment's start. The captions' decoder is the stream's (a caption may
// span segments). Pure but for that decoder's state.
import { demux, STREAM_TYPE } from '../mpegts/demux'
import { ptsAfter } from '../mpegts/timestamp'
import { captionPairsOf } from './caption-sei'
import type { createCea608Decoder } from './cea608'
import type { StreamCue } from './cue'
import { id3Frames } from './id3'
import { cueOfId3 } from './metadata-cues'
import type { SegmentTime } from './vtt-cues'

const VIDEO_TYPES: ReadonlySet<number> = new Set([STREAM_TYPE.h264, STREAM_TYPE.h265])

export type Cea608Decoder = ReturnType<typeof createCea608Decoder>

/** The segment's cues in time order, or an error in words when it is not MPEG-TS. */
export function videoCuesOf(
  segment: Uint8Array,
  time: SegmentTime,
  fallbackStartMs: number,
  captions: Cea608Decoder,
): { ok: true; cues: StreamCue[] } | { ok: false; error: string } {
  let read: ReturnType<typeof demux>
  try {
    read = demux(segment, (type) => type === STREAM_TYPE.metadata || type === STREAM_TYPE.h264)
  } catch {
    return { ok: false, error: 'not an MPEG-TS segment (fMP4 segments are not read yet)' }
  }
  const video = read.streams.find((s) => VIDEO_TYPES.has(s.type))
  const anchor = video ? read.firstPts.get(video.pid) : undefined
  const startMs = time.startMs ?? fallbackStartMs
  const at = (pts: number | null) => {
    const offsetMs =
      pts !== null && anchor !== undefined ? Math.round(ptsAfter(pts, anchor) / 90) : 0
    return startMs + Math.min(Math.max(offsetMs, 0), time.durationMs)
  }
  const cues: StreamCue[] = []
  for (const pes of read.pes) {
    if (pes.type !== STREAM_TYPE.metadata) continue
    const said = cueOfId3(id3Frames(pes.data))
    if (said) cues.push({ atMs: at(pes.pts), from: 'metadata', ...said })
  }
  // Captions in presentation order (access units come in decoding order).
  const units = read.pes
    .filter((pes) => pes.type === STREAM_TYPE.h264 && pes.pts !== null)
    .sort((a, b) => ptsAfter(a.pts ?? 0, b.pts ?? 0))
  for (const unit of units) {
    for (const [first, second] of captionPairsOf(unit.data)) {
      for (const line of captions.push(unit.pts ?? 0, first, second)) {
        cues.push({
          atMs: at(line.pts),
          from: 'captions',
          caption: line.text,
          names: [],
          items: [],
        })
      }
    }
  }
  return { ok: true, cues: cues.sort((a, b) => a.atMs - b.atMs) }
}
