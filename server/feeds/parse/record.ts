/**
 * What the two readers (TSV, XML) hand to validation: the raw text of one row or item, by
 * attribute name, before any check. Keeping this shape common means one validator serves
 * every format.
 */
export type RawRecord = {
  /** TSV: the line the row starts on. XML: the item's position. */
  row: number
  /** Values by normalised attribute name; a repeated XML element gives several. */
  values: Map<string, string[]>
  /** Attributes whose text went past `maxFieldChars` (kept only up to it). */
  overflowed: Set<string>
  /** The whole TSV row went past `maxRowBytes`: it was skipped, not kept. */
  rowTooLong: boolean
  /** The XML inside this item is not well-formed: where and what. */
  malformed: { attribute: string; message: string } | null
}

/** Attributes the parser reads; every other column or element is ignored. */
export const KNOWN_ATTRIBUTES = new Set([
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'additional_image_link',
  'price',
  'sale_price',
  'availability',
  'brand',
  'gtin',
  'mpn',
  'item_group_id',
  'product_type',
  'google_product_category',
  'custom_label_0',
  'custom_label_1',
  'custom_label_2',
  'custom_label_3',
  'custom_label_4',
])

/** The attributes every item must have (Google Merchant Center's required set for us). */
export const REQUIRED_ATTRIBUTES = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'availability',
] as const

/**
 * One attribute name as feeds spell it, in the parser's terms: case-insensitive, trimmed, a
 * leading `g:` dropped, spaces as underscores ("Image Link" and "g:image_link" are one).
 */
export function normaliseAttributeName(name: string): string {
  return name.trim().toLowerCase().replace(/^g:/, '').replace(/[\s]+/g, '_')
}

/** An empty record for `row`. */
export function emptyRecord(row: number): RawRecord {
  return { row, values: new Map(), overflowed: new Set(), rowTooLong: false, malformed: null }
}
