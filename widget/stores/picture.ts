import type { Picture } from '../../shared/bridge/protocol'

export type { Picture }

/**
 * Where the viewer's picture is (issue 16), as a page gives it on `<shoppable-tv>`'s
 * `timeSource` property: a `<video>` element (its `getStartDate()` + `currentTime`, where the
 * browser has it: Safari's native HLS) or a function returning the picture's wall-clock time
 * (ms since 1970 or a Date; null while the player does not know it yet).
 */
export type TimeSource = HTMLVideoElement | (() => number | Date | null | undefined)

type VideoWithStartDate = { getStartDate(): Date; currentTime: number }

/**
 * The picture as `source` tells it now: `unknown` while it has no time (a player still
 * loading, a throw, an invalid date); `none` for no source, or one that can never tell (a
 * `<video>` without `getStartDate`, a string). Kept small: the loader carries it too.
 */
export function pictureTime(source: unknown): Picture {
  const video = source as VideoWithStartDate | null
  const read =
    typeof source === 'function'
      ? source
      : typeof video?.getStartDate === 'function'
        ? () => video.getStartDate().getTime() + video.currentTime * 1000
        : null
  if (!read) return 'none'
  try {
    const time: unknown = read()
    const ms = time instanceof Date ? time.getTime() : time
    return typeof ms === 'number' && Number.isFinite(ms) ? ms : 'unknown'
  } catch {
    return 'unknown'
  }
}

/** In a broadcaster's frame: the host page's picture, as the loader tells it (see the bridge). */
let hostPicture: (() => Picture) | null = null

/** The frame side of the bridge reads the picture from the host page from now on. */
export function readPictureFromHost(read: () => Picture): void {
  hostPicture = read
}

/** The picture of an element whose `timeSource` is `source`; in a frame, the host page's. */
export function elementPicture(source: unknown): Picture {
  return hostPicture ? hostPicture() : pictureTime(source)
}
