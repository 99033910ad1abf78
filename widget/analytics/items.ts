import type { Product } from '../../shared/api/types'

/**
 * A GA4 ecommerce item (Google's `items[]` of view_item_list, view_item, select_item): only the
 * fields a product has. `price` is in its currency's units; the event names the currency.
 */
export type GaItem = {
  item_id: string
  item_name?: string
  item_brand?: string
  item_category?: string
  price?: number
  index?: number
}

/** A product as a GA4 item; `index` is its place in the list it was shown in. */
export function gaItem(product: Product, index?: number): GaItem {
  const item: GaItem = { item_id: String(product.id) }
  const name = product.title ?? product.name
  if (name) item.item_name = name
  if (product.vendor) item.item_brand = product.vendor
  const category = product.category ?? product.type
  if (category) item.item_category = category
  if (product.amount !== undefined) item.price = product.amount
  if (index !== undefined) item.index = index
  return item
}
