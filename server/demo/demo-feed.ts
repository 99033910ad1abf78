// The demo catalog as a Google Merchant Center feed: generated from the templates
// (seed-data.ts) and imported like any broadcaster's feed, so one path fills the catalog.
import type { SeedItem } from './seed-data'

/** The attributes the demo feed carries (the meaning of the custom labels: server/feeds/README.md). */
export const DEMO_FEED_COLUMNS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'availability',
  'brand',
  'mpn',
  'product_type',
  'item_group_id',
  'custom_label_0',
  'custom_label_1',
  'custom_label_2',
] as const

/** The shared demo feed's name. */
export const DEMO_FEED_NAME = 'Demo catalog'

/**
 * The feed's rows for `items`. Pictures are drawn by this server: `imageBase` is the absolute
 * URL of the feed's picture folder (`{origin}{api}/media/feeds/{feedId}/`).
 */
export function* demoFeedRows(
  items: Iterable<SeedItem>,
  imageBase: string,
): Generator<Record<(typeof DEMO_FEED_COLUMNS)[number], string | null>> {
  for (const item of items) {
    yield {
      id: item.key,
      title: item.title,
      description: item.description,
      link: item.link,
      image_link: `${imageBase}${encodeURIComponent(item.key)}.svg`,
      price: `${(item.priceCents / 100).toFixed(2)} ${item.currency}`,
      availability: 'in_stock',
      brand: item.brand,
      mpn: item.model,
      product_type: item.category,
      item_group_id: item.pageKey,
      custom_label_0: item.type,
      custom_label_1: item.vendor,
      custom_label_2: item.topics.join(','),
    }
  }
}
