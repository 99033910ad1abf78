// schema.org Product/Offer data of a channel's live feed, for the store page `/app`: its cards
// are drawn by the widget in the browser, so a crawler that runs no script finds the products
// here. Feed text is untrusted: `itemListScript` escapes it so it can never close the element.
import { scriptSafeJson } from '../../shared/html'
import { productJson } from '../catalog'
import { findLiveChannel } from '../channels'
import type { schema } from '../db'
import type { AppDeps } from '../deps'
import { recentRows } from './recent'

type ProductRow = typeof schema.products.$inferSelect

/** The columns a listed item's structured data is made of. */
export type StructuredRow = Pick<
  ProductRow,
  | 'id'
  | 'externalId'
  | 'title'
  | 'description'
  | 'link'
  | 'imagePath'
  | 'imageLink'
  | 'moreImageLinks'
  | 'priceCents'
  | 'currency'
  | 'category'
  | 'type'
  | 'vendor'
  | 'brand'
  | 'gtin'
  | 'model'
  | 'availability'
>

/** Not in the spec: as many items as the widget's first page (`recent_products/{channel}/10`). */
export const STORE_DATA_ITEMS = 10

/** Not in the spec: descriptions are cut at a word boundary near this many characters. */
export const DESCRIPTION_MAX_CHARS = 300

const AVAILABILITY: Readonly<Record<ProductRow['availability'], string>> = {
  in_stock: 'https://schema.org/InStock',
  preorder: 'https://schema.org/PreOrder',
  backorder: 'https://schema.org/BackOrder',
  out_of_stock: 'https://schema.org/OutOfStock',
}

const fractionDigits = new Map<string, number>()

/** How many decimals a currency is priced in (ISO 4217: KRW and JPY none, most two). */
function digitsOf(currency: string): number {
  let digits = fractionDigits.get(currency)
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2
    } catch {
      // Not a code Intl knows: the catalog's own rule, hundredths.
      digits = 2
    }
    fractionDigits.set(currency, digits)
  }
  return digits
}

/**
 * A price in hundredths of its currency as schema.org's `price` wants it: a plain decimal
 * string with a dot, no symbol or grouping ('24.99', '1200.00'; KRW and JPY whole: '39900').
 */
export function offerPrice(priceCents: number, currency: string): string {
  const cents = Math.max(0, Math.round(priceCents))
  if (digitsOf(currency) === 0) return String(Math.round(cents / 100))
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** A description on one line, cut at a word boundary to at most `max` characters plus '…'. */
export function shortDescription(text: string, max = DESCRIPTION_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max + 1)
  const space = cut.lastIndexOf(' ')
  // One very long word: cut inside it rather than drop most of the text.
  const end = space > max / 2 ? space : max
  return `${flat.slice(0, end).replace(/[\s,;:.-]+$/, '')}…`
}

/** A schema.org Offer: the price, stock and seller of one item. */
export type SchemaOffer = {
  '@type': 'Offer'
  price: string
  priceCurrency: string
  availability: string
  url: string
  seller: { '@type': 'Organization'; name: string }
}

/** A schema.org Product; brand, GTIN and MPN only when the feed gave them. */
export type SchemaProduct = {
  '@type': 'Product'
  name: string
  description: string
  /** The picture the card shows, then the feed's further pictures. */
  image: string | string[]
  url: string
  sku: string
  category: string
  brand?: { '@type': 'Brand'; name: string }
  gtin?: string
  mpn?: string
  offers: SchemaOffer
}

/** A schema.org ItemList of products, positions from 1. */
export type SchemaItemList = {
  '@context': 'https://schema.org'
  '@type': 'ItemList'
  name: string
  numberOfItems: number
  itemListElement: { '@type': 'ListItem'; position: number; item: SchemaProduct }[]
}

/** A schema.org Product, with its Offer, of one catalog row. */
export function productData(
  row: StructuredRow,
  origin: { origin: string; apiPath: string },
): SchemaProduct {
  // The link as the API gives it, so crawlers and the widget agree.
  const shown = productJson(row, origin)
  return {
    '@type': 'Product',
    name: row.title,
    description: shortDescription(row.description),
    // Crawlers get the feed's own picture at full size; the proxy's is a card-sized copy.
    image: row.moreImageLinks.length
      ? [row.imageLink ?? shown.image, ...row.moreImageLinks]
      : (row.imageLink ?? shown.image),
    url: shown.link,
    sku: row.externalId ?? String(row.id),
    category: row.category,
    ...(row.brand ? { brand: { '@type': 'Brand', name: row.brand } } : {}),
    ...(row.gtin ? { gtin: row.gtin } : {}),
    ...(row.model ? { mpn: row.model } : {}),
    offers: {
      '@type': 'Offer',
      price: offerPrice(row.priceCents, row.currency),
      priceCurrency: row.currency,
      availability: AVAILABILITY[row.availability],
      url: shown.link,
      seller: { '@type': 'Organization', name: row.vendor },
    },
  }
}

/** A schema.org ItemList of a channel's live items, in the feed's order (positions from 1). */
export function itemListData(
  name: string,
  rows: readonly StructuredRow[],
  origin: { origin: string; apiPath: string },
): SchemaItemList {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: rows.length,
    itemListElement: rows.map((row, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: productData(row, origin),
    })),
  }
}

/** The `<script type="application/ld+json">` element of structured data, escaped for HTML. */
export function itemListScript(data: SchemaItemList): string {
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`
}

/**
 * The ItemList of what a channel's live feed shows now (the `recent_products/{channel}/10`
 * items, in that order); null for an unknown or archived channel, an empty list when nothing
 * is live.
 */
export async function storeItemList(
  deps: AppDeps,
  channelId: string,
): Promise<SchemaItemList | null> {
  const channel = await findLiveChannel(deps.db, channelId)
  if (!channel) return null
  const rows = await recentRows(deps, channel.id, STORE_DATA_ITEMS)
  const { publicOrigin, apiPath } = deps.config
  return itemListData(
    `Live on ${channel.name}`,
    rows.map((row) => row.product),
    { origin: publicOrigin, apiPath },
  )
}
