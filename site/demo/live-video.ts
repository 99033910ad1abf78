import type Hls from 'hls.js'
// hls.js's transmuxer as a worker script of our own (a file, so script-src 'self' allows it).
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url'
import { demoStreamPaths, STREAM_SEGMENT_S } from '../../shared/api/demo-stream'
import type { TimeSource } from '../../shared/picture'

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

/**
 * Plays the channel's demo stream in `video`: hls.js (loaded here, lazily, so only demo
 * pages fetch it) where Media Source Extensions exist, else the browser's own HLS (Safari).
 * Returns a stop function.
 */
export async function startLiveVideo(options: StartOptions): Promise<() => void> {
  const { video, apiBase, channelId, delayS, onState, onTimeSource } = options
  const url = `${apiBase}${demoStreamPaths.master(channelId)}`
  const { default: HlsClass } = await import('hls.js')
  if (!HlsClass.isSupported()) {
    if (!video.canPlayType('application/vnd.apple.mpegurl')) {
      onState('unsupported')
      return () => {}
    }
    // Native HLS: the widget reads getStartDate() + currentTime from the video itself.
    video.src = url
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
    ...(syncS === null ? {} : { liveSyncDuration: syncS, liveMaxLatencyDuration: syncS + 10 }),
  })
  // The captions track is kept `hidden`: the page draws its cues (captions.ts), not the browser.
  hls.subtitleDisplay = false
  hls.on(HlsClass.Events.FRAG_BUFFERED, () => onState('playing'))
  video.addEventListener('playing', () => onState('playing'))
  hls.on(HlsClass.Events.ERROR, (_event, data) => {
    if (data.fatal) onState('failed')
  })
  hls.loadSource(url)
  hls.attachMedia(video)
  onTimeSource(() => hls.playingDate?.getTime() ?? null)
  return () => hls.destroy()
}
