import type { ClickBody, Product } from '../api/types'

/** The click type names of spec §5 that `POST /tracking/click` accepts. */
export type ClickTypeName = ClickBody['clickTypeName']

/** Click type of spec §5: Viator Ticket, DB Ticket, Deal or DB Product. */
export function clickTypeFor(product: Pick<Product, 'type' | 'link'>): ClickTypeName {
  if (product.type === 'ticket') {
    return product.link.toLowerCase().includes('viator') ? 'Viator Ticket' : 'DB Ticket'
  }
  if (product.type === 'deal') return 'Deal'
  return 'DB Product'
}

/** True when a click on the product can be tracked: it needs an id and a link (spec §5). */
export function canTrackClick(product: {
  id?: Product['id'] | null
  link?: string | null
}): boolean {
  const { id, link } = product
  const hasId = typeof id === 'number' ? Number.isFinite(id) : typeof id === 'string' && id !== ''
  return hasId && typeof link === 'string' && link.trim() !== ''
}
