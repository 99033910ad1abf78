// The demo stream's captions, read by the page itself (issue 17): hls.js's light build, which
// the demo player loads, has no subtitles support (about a third less code to download and
// run on the page's main thread), so the captions' live playlist is followed here and its
// cues go to a text track of the video, on the wall clock's time of the picture.
import { parseCaptions } from '../../shared/captions'

/**
 * One segment of the captions' live playlist: its number, its start on the wall clock, its
 * length (ms) and its address.
 */
export type CaptionSegment = { sequence: number; dateMs: number; durationMs: number; uri: string }

/** A caption on the wall clock (ms). */
export type WallCue = { startMs: number; endMs: number; text: string }

/**
 * The segments of a live playlist that carry a date (EXT-X-PROGRAM-DATE-TIME), numbered from
 * its EXT-X-MEDIA-SEQUENCE; a segment without a date, or with one that does not read, is left out.
 */
export function captionSegments(playlist: string): CaptionSegment[] {
  const segments: CaptionSegment[] = []
  let sequence = 0
  let dateMs = Number.NaN
  let durationMs = 0
  for (const raw of playlist.split(/\r\n|\r|\n/)) {
    const line = raw.trim()
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) sequence = Number(line.slice(22)) || 0
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) dateMs = Date.parse(line.slice(25))
    else if (line.startsWith('#EXTINF:'))
      durationMs = (Number.parseFloat(line.slice(8)) || 0) * 1000
    else if (line !== '' && !line.startsWith('#')) {
      if (Number.isFinite(dateMs)) segments.push({ sequence, dateMs, durationMs, uri: line })
      sequence++
      dateMs = Number.NaN
      durationMs = 0
    }
  }
  return segments
}

/** A segment's cues on the wall clock: its WebVTT times count from the segment's start. */
export function segmentCues(segment: CaptionSegment, vtt: string): WallCue[] {
  const parsed = parseCaptions(vtt)
  if (!parsed.ok) return []
  return parsed.cues.map((cue) => ({
    startMs: segment.dateMs + cue.startMs,
    endMs: segment.dateMs + cue.endMs,
    text: cue.text,
  }))
}

type FollowOptions = {
  /** The captions' live playlist, an absolute URL (its segments' addresses are relative to it). */
  playlistUrl: string
  /** Reads a text over the network; rejects on a failure (the next round tries again). */
  fetchText: (url: string, signal: AbortSignal) => Promise<string>
  /** How often the playlist is read again: the stream's segment length. */
  everyMs: number
  /**
   * The wall-clock time of the picture the viewer sees, or null before it plays: segments that
   * end before it are not read (a live playlist reaches far back; the picture needs its own).
   */
  pictureMs: () => number | null
  /** Before the picture plays: how far behind the playlist's newest segment's end it may start. */
  behindLiveMs: number
  /** Each new segment's cues, once. */
  onCues: (cues: WallCue[]) => void
}

/**
 * Follows the captions' live playlist: reads it now and every `everyMs`, and each segment it
 * has not read yet, once, in order, from the one the picture is in (or, before it plays, may
 * start in). A segment that fails is tried again in the next round. Returns a function that
 * stops, aborting what is on its way.
 */
export function followCaptionSegments(options: FollowOptions): () => void {
  const { playlistUrl, fetchText, everyMs, onCues } = options
  // Segments are read in order, and one that fails holds back those after it: the newest
  // read says which are read.
  let newestRead = Number.NEGATIVE_INFINITY
  const abort = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined

  const round = async () => {
    timer = undefined
    try {
      const playlist = await fetchText(playlistUrl, abort.signal)
      if (abort.signal.aborted) return
      const segments = captionSegments(playlist)
      const newest = segments.at(-1)
      const fromMs =
        options.pictureMs() ??
        (newest ? newest.dateMs + newest.durationMs - options.behindLiveMs : 0)
      for (const segment of segments) {
        if (segment.sequence <= newestRead || segment.dateMs + segment.durationMs <= fromMs)
          continue
        const vtt = await fetchText(new URL(segment.uri, playlistUrl).href, abort.signal)
        if (abort.signal.aborted) return
        newestRead = segment.sequence
        onCues(segmentCues(segment, vtt))
      }
    } catch {
      // Unreachable for now: the next round reads the playlist again.
    }
    if (!abort.signal.aborted) timer = setTimeout(() => void round(), everyMs)
  }

  void round()
  return () => {
    abort.abort()
    clearTimeout(timer)
  }
}
