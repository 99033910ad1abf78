import { clickOutPath } from '../../shared/api/attribution'
import { whyLine } from '../../shared/api/match-reason'
import type { MatchReason } from '../../shared/api/studio'
import type { MatchKind, Product } from '../../shared/api/types'
import { formatPrice } from '../../shared/price'
import type { schema } from '../db'
import { CARD_PICTURE_SIZE, picturePath } from '../media'

type ProductRow = typeof schema.products.$inferSelect

/**
 * Absolute URL of an item's picture on our origin: the feed's `image_link` through the picture
 * proxy (server/media: any host, http included, resized for the card), one already on our
 * origin as it is, or one this server draws.
 */
export function imageUrl(
  publicOrigin: string,
  apiPath: string,
  row: Pick<ProductRow, 'id' | 'imagePath' | 'imageLink'>,
): string {
  if (row.imageLink) {
    if (row.imageLink.startsWith(`${publicOrigin}/`)) return row.imageLink
    return `${publicOrigin}${apiPath}${picturePath(row.id, row.imageLink, CARD_PICTURE_SIZE)}`
  }
  return `${publicOrigin}${apiPath}/media/${row.imagePath ?? `products/${row.id}.svg`}`
}

/** A catalog row as the API sends it (spec §3 Product), with its match's reason in words. */
export function productJson(
  row: Pick<
    ProductRow,
    | 'id'
    | 'title'
    | 'link'
    | 'imagePath'
    | 'imageLink'
    | 'priceCents'
    | 'currency'
    | 'category'
    | 'type'
    | 'vendor'
  >,
  extra: {
    origin: string
    apiPath: string
    time?: Date | null
    match?: MatchKind | null
    /** The match's reason; the item says it in words as `why` (none for a pin). */
    reason?: MatchReason | null
    count?: number
    /** The channel that showed it: the buy link goes out through our redirect (`out`). */
    channelId?: string
  },
): Product {
  return {
    id: row.id,
    title: row.title,
    link: row.link,
    ...(extra.channelId
      ? { out: `${extra.origin}${extra.apiPath}${clickOutPath(extra.channelId, row.id)}` }
      : {}),
    image: imageUrl(extra.origin, extra.apiPath, row),
    price: formatPrice(row.priceCents, row.currency),
    amount: row.priceCents / 100,
    currency: row.currency,
    category: row.category,
    type: row.type,
    vendor: row.vendor,
    time: extra.time ? extra.time.toISOString() : null,
    match: extra.match ?? null,
    ...(extra.reason ? { why: whyLine(extra.reason) } : {}),
    ...(extra.count === undefined ? {} : { count: extra.count }),
  }
}
