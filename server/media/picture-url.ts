// Where the proxy serves an imported item's picture. The address names the item and a hash of
// the picture URL its feed gave, never a URL: the proxy fetches only what a feed stored for
// that item, so it is no open proxy. A feed that changes the picture's URL changes the
// address, so an answer can be cached as immutable.
import { createHash } from 'node:crypto'
import { fillPath } from '../../shared/api/route-path'
import { routes } from '../../shared/api/routes'

/**
 * Not in the spec: the widths the proxy draws. The widget's card draws its picture at 88 CSS
 * px (176 at 2× screens); the phone store's reveal cards at 160 (320 at 2×, 352 covers it).
 */
export const PICTURE_SIZES = [176, 352] as const
export type PictureSize = (typeof PICTURE_SIZES)[number]

/** The size the API's product JSON names: the widget card's at 2×. */
export const CARD_PICTURE_SIZE: PictureSize = 176

/** Hex digits of the picture URL's SHA-256 kept in the address (64 bits: no collisions by chance). */
const HASH_DIGITS = 16

/** The short hash of a picture URL the address carries. */
export function sourceHash(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, HASH_DIGITS)
}

/** The path under the API of an item's proxied picture: `/media/pictures/{id}/{hash}/{size}`. */
export function picturePath(productId: number, link: string, size: PictureSize): string {
  return fillPath(routes.itemPicture.pattern, { id: productId, hash: sourceHash(link), size })
}

/** Whether a path segment is a hash `sourceHash` makes. */
export function isSourceHash(text: string): boolean {
  return new RegExp(`^[0-9a-f]{${HASH_DIGITS}}$`).test(text)
}
