// The card's type badge, match badge and buy link texts live in shared/ (shared/item-labels.ts).
export { BUY_LABEL, MATCH_LABEL, TYPE_LABEL } from '../../shared/item-labels'

/** Texts of the live store's states. */
export const LIVE_TEXT = {
  empty: 'No products matched yet — they appear as the show goes on',
  favouritesSignedOut: 'Sign in to vote on products and keep your favourites here.',
  /** Issue 16: the store has not answered for a while; the cards stay. */
  unreachable: 'Reconnecting to the store…',
} as const

/** The Live list's pill while the viewer reads further down (issue 17): how many wait above. */
export function newProductsText(count: number): string {
  return count === 1 ? '1 new product' : `${count} new products`
}

/** The status line's last match time, as the viewer's clock reads it (24-hour, e.g. 09:05). */
export function lastMatchText(at: number): string {
  return `Last match ${new Date(at).toTimeString().slice(0, 5)}`
}
