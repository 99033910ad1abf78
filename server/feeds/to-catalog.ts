import { type CatalogItem, itemKey } from '../catalog'
import type { FeedItem } from './types'

/** What mapping an item needs of its feed. */
export type FeedContext = {
  id: number
  /** The feed's channel; null for the shared catalog. */
  channelId: string | null
  /** The seller shown when an item names none (`custom_label_1`). */
  name: string
  /** The channel's topic: what an item fits when it names no topic (`custom_label_2`). */
  topic: string | null
}

/**
 * A feed item as the catalog stores it (the mapping is in server/feeds/README.md). The price
 * shown is the sale price when there is one. A picture URL under `ownMedia` (the demo feed's,
 * which this server draws) is kept as a path, so it follows PUBLIC_ORIGIN if that changes.
 */
export function toCatalogItem(item: FeedItem, feed: FeedContext, ownMedia: string): CatalogItem {
  const own = item.imageLink.startsWith(ownMedia)
  return {
    key: itemKey(feed.id, item.id),
    feedId: feed.id,
    externalId: item.id,
    channelId: feed.channelId,
    type: item.type,
    title: item.title,
    brand: item.brand,
    model: item.mpn,
    category: item.category,
    description: item.description,
    vendor: item.vendor ?? feed.name,
    link: item.link,
    imagePath: own ? item.imageLink.slice(ownMedia.length) : null,
    imageLink: own ? null : item.imageLink,
    moreImageLinks: item.additionalImageLinks,
    priceCents: item.salePriceCents ?? item.priceCents,
    listPriceCents: item.salePriceCents === null ? null : item.priceCents,
    currency: item.currency,
    topics: item.topics.length ? item.topics : feed.topic ? [feed.topic] : [],
    pageKey: item.itemGroupId,
    availability: item.availability,
    gtin: item.gtin,
  }
}
