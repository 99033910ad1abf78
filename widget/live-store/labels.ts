import type { ItemType, MatchKind } from '../../shared/api/types'

/** Type badge text per item type. */
export const TYPE_LABEL: Record<ItemType, string> = {
  product: 'Product',
  ticket: 'Ticket',
  deal: 'Deal',
}

/** Buy link text per item type. */
export const BUY_LABEL: Record<ItemType, string> = {
  product: 'Buy',
  ticket: 'Get tickets',
  deal: 'Get deal',
}

/** Match badge text: how the item relates to what is on air. */
export const MATCH_LABEL: Record<MatchKind, string> = {
  exact: 'Exact match',
  contextual: 'Related',
}

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
