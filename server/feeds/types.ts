import type { RejectReason } from '../../shared/api/feeds'
import type { ItemType } from '../../shared/api/types'

/** Google Merchant Center availability values (spaces written as underscores). */
export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder', 'backorder'] as const
export type Availability = (typeof AVAILABILITIES)[number]

/** The formats a feed may come in. */
export type FeedFormat = 'tsv' | 'rss' | 'atom'

/**
 * One valid item of a feed, checked and mapped to the catalog's terms (server/feeds/README.md
 * lists the mapping). Text is trimmed; optional attributes are null when absent or empty.
 */
export type FeedItem = {
  /** TSV: the line the row starts on (the header is line 1). XML: the item's position, from 1. */
  row: number
  /** The feed's `id` (the offer id), at most 50 characters. */
  id: string
  /** From `custom_label_0` (`product`, `ticket`, `deal`), else `product_type`'s first level. */
  type: ItemType
  title: string
  description: string
  /** Absolute http(s) URL. */
  link: string
  /** Passes spec §5's URL rule (`isValidImageUrl`). */
  imageLink: string
  /** The valid ones of `additional_image_link` (comma-separated in TSV, repeated in XML). */
  additionalImageLinks: string[]
  /** Hundredths of the currency unit, for every currency (₩39,900 is 3_990_000). */
  priceCents: number
  /** ISO 4217, upper case. */
  currency: string
  /** `sale_price` when valid, in the same currency and below the price; else null. */
  salePriceCents: number | null
  availability: Availability
  brand: string | null
  gtin: string | null
  /** `mpn`: the model the catalog names. */
  mpn: string | null
  productType: string | null
  googleProductCategory: string | null
  /** `item_group_id`: variants of one product page share it. */
  itemGroupId: string | null
  /** The last level of `product_type`, else of a textual `google_product_category`, else 'Products'. */
  category: string
  /** `custom_label_1`: the seller shown on the card; null: the importer uses the feed's name. */
  vendor: string | null
  /** `custom_label_2`: channel topics the item fits, comma-separated; [] when absent. */
  topics: string[]
  /** `custom_label_0..4` as given (null when absent). */
  customLabels: [string | null, string | null, string | null, string | null, string | null]
}

/** Why one attribute of a row cannot be imported. */
export type Problem = { attribute: string; reason: RejectReason; detail: string }

/** What the parser gives for each row or item: an item to import, or why not. */
export type ParsedRow =
  | { kind: 'item'; item: FeedItem }
  | { kind: 'rejected'; row: number; itemId: string | null; problems: Problem[] }

/** The whole input is not a feed (or not one we read): nothing may be changed. */
export class NotAFeedError extends Error {}
