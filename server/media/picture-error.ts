import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Why a feed's picture cannot be shown (the proxy's answer and the import report say it). */
export type PictureProblem =
  | 'image-rule'
  | 'private-address'
  | 'unreachable'
  | 'picture-error-status'
  | 'picture-timeout'
  | 'too-large'
  | 'not-an-image'
  | 'too-small'
  | 'no-image'

/** A picture the proxy could not fetch or would not take; the message is for a broadcaster. */
export class PictureError extends Error {
  override readonly name = 'PictureError'

  constructor(
    readonly code: PictureProblem,
    message: string,
  ) {
    super(message)
  }

  /** The proxy's status: 504 when the picture's host was too slow, else 502 (a bad upstream). */
  get status(): ContentfulStatusCode {
    return this.code === 'picture-timeout' ? 504 : 502
  }
}
