import type Hls from 'hls.js'
// hls.js's transmuxer as a worker script of our own (a file, so script-src 'self' allows it).
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url'
import { demoStreamPaths, STREAM_SEGMENT_S } from '../../shared/api/demo-stream'
import type { TimeSource } from '../../shared/picture'
import { followCaptionSegments, type WallCue } from './caption-track'

/** Not in the spec: the most a viewer may ask the demo player to lag behind live (`?delay=`). */
export const MAX_DELAY_S = 50

/** What `<shoppable-tv>`'s `timeSource` takes (widget/README.md; `/docs#time-source`). */
export type { TimeSource }

/** What the demo player shows. */
export type PlayerState = 'loading' | 'playing' | 'unsupported' | 'failed'

/**
 * `?delay=` of the demo page in seconds (how far behind live the picture plays, as a real
 * HLS viewer's would), or null for hls.js's default; anything out of 0…MAX_DELAY_S is null.
 */
export function delayFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('delay')
  if (raw === null || !/^\d{1,2}$/.test(raw)) return null
  const seconds = Number(raw)
  return seconds <= MAX_DELAY_S ? seconds : null
}

type StartOptions = {
  video: HTMLVideoElement
  apiBase: string
  channelId: string
  delayS: number | null
  onState: (state: PlayerState) => void
  /**
   * The widget's time source: the picture's wall-clock time (ms, null until known), or the
   * video itself where the browser plays HLS (the widget reads its start date).
   */
  onTimeSource: (source: TimeSource) => void
}

/** Not in the spec: how long a caption stays on the video's track after it ended, in seconds. */
const CUES_KEPT_S = 60

/** Not in the spec: how far hls.js's picture-to-wall-clock mapping may move before cues are placed again (ms). */
const REPLACE_AFTER_MS = 250

/**
 * The captions for hls.js's light build, which reads no subtitles: the captions' live playlist
 * is followed by the page (caption-track.ts) and each cue goes to a captions track of the
 * video (which `followCaptions` draws, and the player's captions menu turns on and off), at
 * the media time of its wall-clock time: hls.js's date of the picture less the video's time.
 * That mapping settles only once the first segment is in and the player has moved to the
 * live edge, so when it moves the cues are placed again. Returns a function that stops.
 */
function captionsTrack(
  video: HTMLVideoElement,
  hls: Hls,
  hlsEvents: typeof Hls.Events,
  playlistUrl: string,
  behindLiveMs: number,
): () => void {
  const track = video.addTextTrack('captions', 'English', 'en')
  let kept: WallCue[] = []
  let placedAt: number | null = null
  const place = (fresh: WallCue[]) => {
    const date = hls.playingDate
    const pictureMs = date?.getTime() ?? null
    kept = [...kept, ...fresh].filter(
      (cue) => pictureMs === null || cue.endMs >= pictureMs - CUES_KEPT_S * 1000,
    )
    if (pictureMs === null) return
    const offsetMs = pictureMs - video.currentTime * 1000
    const moved = placedAt === null || Math.abs(offsetMs - placedAt) > REPLACE_AFTER_MS
    if (moved) placedAt = offsetMs
    const at = placedAt ?? offsetMs
    for (const cue of [...(track.cues ?? [])]) {
      if (moved || cue.endTime < video.currentTime - CUES_KEPT_S) track.removeCue(cue)
    }
    for (const cue of moved ? kept : fresh) {
      track.addCue(new VTTCue((cue.startMs - at) / 1000, (cue.endMs - at) / 1000, cue.text))
    }
  }
  const settle = () => place([])
  const stop = followCaptionSegments({
    playlistUrl,
    fetchText: async (url, signal) => {
      const response = await fetch(url, { signal })
      if (!response.ok) throw new Error(`captions: ${response.status}`)
      return response.text()
    },
    everyMs: STREAM_SEGMENT_S * 1000,
    pictureMs: () => hls.playingDate?.getTime() ?? null,
    behindLiveMs,
    onCues: place,
  })
  hls.on(hlsEvents.FRAG_BUFFERED, settle)
  video.addEventListener('playing', settle)
  video.addEventListener('seeked', settle)
  return () => {
    stop()
    hls.off(hlsEvents.FRAG_BUFFERED, settle)
    video.removeEventListener('playing', settle)
    video.removeEventListener('seeked', settle)
    track.mode = 'disabled'
  }
}

/**
 * Plays the channel's demo stream in `video`: hls.js's light build (loaded here, lazily, so
 * only demo pages fetch it), with the captions read by the page, where Media Source
 * Extensions exist; else the browser's own HLS (Safari), captions and all. Returns a stop
 * function.
 */
export async function startLiveVideo(options: StartOptions): Promise<() => void> {
  const { video, apiBase, channelId, delayS, onState, onTimeSource } = options
  const { default: HlsClass } = await import('hls.js/light')
  // The module's evaluation and the player's start in two tasks, not one long one (issue 17).
  await new Promise((resolve) => setTimeout(resolve, 0))
  if (!HlsClass.isSupported()) {
    if (!video.canPlayType('application/vnd.apple.mpegurl')) {
      onState('unsupported')
      return () => {}
    }
    // Native HLS: the widget reads getStartDate() + currentTime from the video itself, and the
    // multivariant playlist brings the captions as a subtitles rendition.
    video.src = `${apiBase}${demoStreamPaths.master(channelId)}`
    onTimeSource(video)
    return () => video.removeAttribute('src')
  }
  // hls.js counts the delay from the playlist's end, the last segment that has fully aired,
  // which trails the wall clock by 0 to one segment: half a segment less centres the picture
  // on the asked delay (±1 s) rather than up to 2 s past it.
  const syncS = delayS === null ? null : Math.max(0, delayS - STREAM_SEGMENT_S / 2)
  const hls: Hls = new HlsClass({
    // Segments are transmuxed in a worker, off the page's main thread (issue 17: on the demo
    // page it took two long tasks in the first seconds); from our own file, as the CSP's
    // worker sources (script-src 'self') allow no blob: URL.
    workerPath: hlsWorkerUrl,
    // The stream's timed metadata (date ranges naming what is shown, issue 66) is for the
    // server that follows it, not for this page: no metadata text track, no cue work.
    enableDateRangeMetadataCues: false,
    enableID3MetadataCues: false,
    ...(syncS === null ? {} : { liveSyncDuration: syncS, liveMaxLatencyDuration: syncS + 10 }),
  })
  hls.on(HlsClass.Events.FRAG_BUFFERED, () => onState('playing'))
  video.addEventListener('playing', () => onState('playing'))
  hls.on(HlsClass.Events.ERROR, (_event, data) => {
    if (data.fatal) onState('failed')
  })
  // The video's media playlist itself, not the multivariant one: its only other rendition is
  // the captions, which the light build does not read (the page does), so asking for it first
  // cost a round trip and a long task of hls.js's before the picture (issue 17).
  hls.loadSource(`${apiBase}${demoStreamPaths.video(channelId)}`)
  hls.attachMedia(video)
  // Before the picture plays, captions are read from as far back as it may start: hls.js's
  // default of three segments behind the playlist's end, or the asked delay, and a segment more.
  const behindS = (syncS ?? 3 * STREAM_SEGMENT_S) + STREAM_SEGMENT_S
  const stopCaptions = captionsTrack(
    video,
    hls,
    HlsClass.Events,
    new URL(`${apiBase}${demoStreamPaths.captions(channelId)}`, window.location.href).href,
    behindS * 1000,
  )
  onTimeSource(() => hls.playingDate?.getTime() ?? null)
  return () => {
    stopCaptions()
    hls.destroy()
  }
}
