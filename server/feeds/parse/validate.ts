import type { ItemType } from '../../../shared/api/types'
import { withoutBidiControls } from '../../../shared/rules/display-text'
import { isValidImageUrl } from '../../../shared/rules/image'
import { storedTopic } from '../../../shared/rules/item-topic'
import {
  AVAILABILITIES,
  type Availability,
  type FeedItem,
  type ParsedRow,
  type Problem,
} from '../types'
import { MAX_ADDITIONAL_IMAGES, MERCHANT_MAX_CHARS } from './limits'
import { parsePrice } from './price'
import type { RawRecord } from './record'
import { REQUIRED_ATTRIBUTES } from './record'

/**
 * C0 and C1 control characters other than tab and newline: never part of a product's text
 * (nor are bidi controls, which could show a title reversed: shared/rules/display-text.ts).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g

/** What validation needs from one attribute: its text (first value), cleaned, or absent. */
function clean(value: string | undefined): string | null {
  if (value === undefined) return null
  const text = withoutBidiControls(value.replace(CONTROL, '')).trim()
  return text === '' ? null : text
}

/**
 * Checks one raw row against Merchant Center's rules and maps it to a FeedItem, or lists
 * every problem of the row (at most one per attribute).
 */
export function validateRecord(record: RawRecord): ParsedRow {
  const problems: Problem[] = []
  const flagged = new Set<string>()
  const report = (attribute: string, reason: Problem['reason'], detail: string) => {
    if (flagged.has(attribute)) return
    flagged.add(attribute)
    problems.push({ attribute, reason, detail })
  }
  const id = clean(record.values.get('id')?.[0])
  if (record.rowTooLong) {
    report('row', 'too-long', 'The row is too long to read; it was skipped.')
    return { kind: 'rejected', row: record.row, itemId: clip(id), problems }
  }
  if (record.malformed) {
    const { attribute, message } = record.malformed
    report(
      attribute.replace(/^~/, ''),
      'bad-value',
      `The XML of this item is not well-formed (${message}).`,
    )
  }
  for (const attribute of record.overflowed) {
    report(attribute, 'too-long', `The ${attribute} is far too long to import.`)
  }
  const text = (attribute: string): string | null => {
    const value = clean(record.values.get(attribute)?.[0])
    if (value?.includes('\uFFFD')) {
      report(
        attribute,
        'bad-encoding',
        `The ${attribute} holds bytes that are not text in the file's encoding.`,
      )
    }
    return value
  }
  const values = new Map<string, string | null>()
  for (const attribute of record.values.keys()) {
    // Additional images are optional one by one: a bad one is dropped below, not a reject.
    if (attribute !== 'additional_image_link') values.set(attribute, text(attribute))
  }
  const get = (attribute: string) => values.get(attribute) ?? null

  for (const attribute of REQUIRED_ATTRIBUTES) {
    if (get(attribute) === null) report(attribute, 'missing', `The ${attribute} is missing.`)
  }
  for (const [attribute, max] of Object.entries(MERCHANT_MAX_CHARS)) {
    const value = get(attribute)
    if (value !== null && value.length > max) {
      report(attribute, 'too-long', `The ${attribute} is longer than ${max} characters.`)
    }
  }

  const rawPrice = get('price')
  const price = rawPrice === null ? null : parsePrice(rawPrice)
  if (rawPrice !== null && price === null) {
    report('price', 'bad-price', `"${short(rawPrice)}" is not a price such as "15.00 USD".`)
  } else if (price?.cents === 0) {
    // Merchant Center disapproves an item priced 0 as well: it is almost always a price that
    // was left out, and a card saying "0.00" tells a viewer nothing true.
    report(
      'price',
      'bad-price',
      `"${short(rawPrice ?? '')}" is no price: an item must cost more than 0.`,
    )
  }
  const link = get('link')
  if (link !== null && !isHttpUrl(link)) {
    report('link', 'bad-url', `"${short(link)}" is not an absolute http(s) address.`)
  }
  const imageLink = get('image_link')
  if (imageLink !== null) {
    if (!isHttpUrl(imageLink)) {
      report('image_link', 'bad-url', `"${short(imageLink)}" is not an absolute http(s) address.`)
    } else if (!isValidImageUrl(imageLink)) {
      report('image_link', 'image-rule', 'The image address names a placeholder or missing image.')
    }
  }
  const rawAvailability = get('availability')
  const availability = rawAvailability === null ? null : parseAvailability(rawAvailability)
  if (rawAvailability !== null && availability === null) {
    report(
      'availability',
      'bad-value',
      `"${short(rawAvailability)}" is not one of ${AVAILABILITIES.join(', ')}.`,
    )
  }

  if (problems.length > 0 || !id || !price || !link || !imageLink || !availability) {
    return { kind: 'rejected', row: record.row, itemId: clip(id), problems }
  }
  const title = get('title') ?? ''
  const description = get('description') ?? ''
  const salePrice = parsePrice(get('sale_price') ?? '')
  const productType = get('product_type')
  const googleProductCategory = get('google_product_category')
  const labels = [0, 1, 2, 3, 4].map((n) => get(`custom_label_${n}`))
  const item: FeedItem = {
    row: record.row,
    id,
    type: itemType(labels[0] ?? null, productType),
    title,
    description,
    link,
    imageLink,
    additionalImageLinks: (record.values.get('additional_image_link') ?? [])
      .map((value) => clean(value))
      .filter(
        (url): url is string =>
          url !== null && !url.includes('\uFFFD') && isHttpUrl(url) && isValidImageUrl(url),
      )
      .slice(0, MAX_ADDITIONAL_IMAGES),
    priceCents: price.cents,
    currency: price.currency,
    salePriceCents:
      salePrice && salePrice.currency === price.currency && salePrice.cents < price.cents
        ? salePrice.cents
        : null,
    availability,
    brand: get('brand'),
    gtin: get('gtin'),
    mpn: get('mpn'),
    productType,
    googleProductCategory,
    itemGroupId: get('item_group_id'),
    category: category(productType, googleProductCategory),
    vendor: labels[1] ?? null,
    topics: (labels[2] ?? '')
      .split(',')
      .map(storedTopic)
      .filter((topic) => topic !== ''),
    customLabels: [
      labels[0] ?? null,
      labels[1] ?? null,
      labels[2] ?? null,
      labels[3] ?? null,
      labels[4] ?? null,
    ],
  }
  return { kind: 'item', item }
}

/** The id as reports show it: at most Merchant Center's 50 characters. */
function clip(id: string | null): string | null {
  return id === null ? null : id.slice(0, MERCHANT_MAX_CHARS.id)
}

/** A value quoted in a detail sentence, kept short. */
function short(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}…` : value
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

function parseAvailability(value: string): Availability | null {
  const normal = value.toLowerCase().replace(/\s+/g, '_')
  return AVAILABILITIES.find((availability) => availability === normal) ?? null
}

/** Levels of a taxonomy path ("Apparel > Shoes > Running"), empty ones dropped. */
function levels(path: string | null): string[] {
  return (path ?? '')
    .split('>')
    .map((level) => level.trim())
    .filter((level) => level !== '')
}

/** custom_label_0 names the type outright; else product_type's first level may say it. */
function itemType(label: string | null, productType: string | null): ItemType {
  const labelled = label?.toLowerCase()
  if (labelled === 'product' || labelled === 'ticket' || labelled === 'deal') return labelled
  const first = levels(productType)[0]?.toLowerCase()
  if (first === 'tickets' || first === 'ticket' || first === 'events') return 'ticket'
  if (first === 'deals' || first === 'deal') return 'deal'
  return 'product'
}

function category(productType: string | null, googleProductCategory: string | null): string {
  const fromType = levels(productType).at(-1)
  if (fromType) return fromType
  if (googleProductCategory !== null && !/^\d+$/.test(googleProductCategory)) {
    const fromGoogle = levels(googleProductCategory).at(-1)
    if (fromGoogle) return fromGoogle
  }
  return 'Products'
}
