// Reads a page's time source (shared/picture.ts) as the feed needs it (issue 16).
import { atom } from 'nanostores'
import type { Picture, TimeSource } from '../../shared/picture'

export type { Picture, TimeSource }

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

/**
 * Counts the times the host page's picture became known (issue 17): every feed on the page
 * listens and looks at its queue at once, so a card that waited for the picture comes with
 * the answer, not up to PICTURE_CHECK_MS after it.
 */
export const $pictureKnown = atom(0)

/** The host page's picture has become known: every feed looks at its queue. */
export function notePictureKnown(): void {
  $pictureKnown.set($pictureKnown.get() + 1)
}

/** The picture of an element whose `timeSource` is `source`; in a frame, the host page's. */
export function elementPicture(source: unknown): Picture {
  return hostPicture ? hostPicture() : pictureTime(source)
}
