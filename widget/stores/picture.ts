/**
 * Where the viewer's picture is (issue 16), as a page gives it on `<shoppable-tv>`'s
 * `timeSource` property: a `<video>` element (its `getStartDate()` + `currentTime`, where the
 * browser has it: Safari's native HLS) or a function returning the picture's wall-clock time
 * (ms since 1970 or a Date; null when unknown). Anything else, a throw, or an invalid date is
 * "unknown" (null), and the feed behaves as it does without a source.
 */
export type TimeSource = HTMLVideoElement | (() => number | Date | null | undefined)

type VideoWithStartDate = { getStartDate?: () => Date; currentTime: number }

/** The picture's wall-clock time in ms, or null when the source does not know it. */
export function pictureTime(source: unknown): number | null {
  try {
    let time: unknown
    if (typeof source === 'function') time = source()
    else if (source && typeof source === 'object' && 'currentTime' in source) {
      const video = source as VideoWithStartDate
      time = (video.getStartDate?.().getTime() ?? Number.NaN) + video.currentTime * 1000
    }
    const ms = time instanceof Date ? time.getTime() : time
    return typeof ms === 'number' && Number.isFinite(ms) ? ms : null
  } catch {
    return null
  }
}
