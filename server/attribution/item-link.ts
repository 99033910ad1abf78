// An item's own link as its feed sends it out: the link, the feed's id for it, its template.
import { eq } from 'drizzle-orm'
import type { Db } from '../db'
import { feeds, products } from '../db/schema'

/** What the redirect needs of an item; null when there is no such item. */
export type ItemLink = {
  id: number
  link: string
  /** The feed's id for the item (what its retailer knows it by); null for older demo rows. */
  externalId: string | null
  /** Its feed's tracking template; null: the default. */
  trackingTemplate: string | null
}

export async function itemLink(db: Db, productId: number): Promise<ItemLink | null> {
  const [row] = await db
    .select({
      id: products.id,
      link: products.link,
      externalId: products.externalId,
      trackingTemplate: feeds.trackingTemplate,
    })
    .from(products)
    .leftJoin(feeds, eq(feeds.id, products.feedId))
    .where(eq(products.id, productId))
    .limit(1)
  return row ?? null
}
