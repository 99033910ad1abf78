// What a product card says of an item: its type badge, its match badge and its buy link. The
// widget's card shows them, and the server's first screen in `/embed` (issue 17) draws the
// same card before the widget has come.
import type { ItemType, MatchKind } from './api/types'

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
