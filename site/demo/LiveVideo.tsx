import { useEffect, useRef, useState } from 'react'
import { DEFAULT_API_PATH } from '../../shared/api/paths'
import { followCaptions } from './captions'
import { delayFrom, type PlayerState, startLiveVideo, type TimeSource } from './live-video'
import { demoPosterUrl } from './poster'

/** Something that takes the widget's time source: `<shoppable-tv>`'s `timeSource` property. */
export type TimeSourceTarget = { timeSource?: TimeSource | null }

const STATE_TEXT: Record<PlayerState, string | null> = {
  loading: 'Tuning in to the stream…',
  playing: null,
  unsupported: 'This browser cannot play the stream.',
  failed: 'The stream stopped. Reload the page to try again.',
}

/**
 * The channel's live demo stream (HLS, muted, captions on), its box reserved before it loads.
 * The captions are drawn in a box of their own over the picture's bottom, of a fixed size,
 * since the browser's cue boxes move at every cue (issue 17). Tells `widget` where the
 * viewer's picture is, so pins wait for it (issue 16).
 */
export function LiveVideo({
  channelId,
  channelName,
  topic,
  widget,
}: {
  channelId: string
  channelName: string
  /** The channel's topic, which picks the stand-in clip's poster. */
  topic: string
  widget: { current: TimeSourceTarget | null }
}) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<PlayerState>('loading')
  const [caption, setCaption] = useState<string | null>(null)
  useEffect(() => {
    const video = videoRef.current
    return video ? followCaptions(video.textTracks, setCaption) : undefined
  }, [])
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    let stop: (() => void) | null = null
    let cancelled = false
    void startLiveVideo({
      video,
      apiBase: DEFAULT_API_PATH,
      channelId,
      delayS: delayFrom(window.location.search),
      onState: (next) => {
        if (!cancelled) setState(next)
      },
      onTimeSource: (source) => {
        if (!cancelled && widget.current) widget.current.timeSource = source
      },
    }).then(
      (stopPlayer) => {
        if (cancelled) stopPlayer()
        else stop = stopPlayer
      },
      () => {
        if (!cancelled) setState('failed')
      },
    )
    return () => {
      cancelled = true
      stop?.()
      if (widget.current) widget.current.timeSource = null
    }
  }, [channelId, widget])
  const text = STATE_TEXT[state]
  return (
    <figure className="live-video" data-testid="live-video" data-state={state}>
      {/* The stream's captions reach the video as a captions track (live-video.ts). */}
      <video
        ref={videoRef}
        className="live-video-picture"
        poster={demoPosterUrl(topic)}
        aria-label={`${channelName}, live (muted, with captions)`}
        muted
        autoPlay
        playsInline
        controls
        width={384}
        height={216}
      />
      {/* New words are a new line (keyed by them), so no line on screen ever moves. */}
      <p className="live-video-captions">{caption && <span key={caption}>{caption}</span>}</p>
      {text && (
        <figcaption className="live-video-state" aria-live="polite">
          {text}
        </figcaption>
      )}
    </figure>
  )
}
