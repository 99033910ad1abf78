// A feed's imported items for the Studio's list: by id, a page at a time (keyset: `id > after`,
// never an OFFSET), searched through the catalog's full-text index or by the feed's item id.
import { and, asc, eq, gt, or, sql } from 'drizzle-orm'
import type { FeedItemRow } from '../../shared/api/feeds'
import type { Db } from '../db'
import { products } from '../db/schema'

/** What the list asks for: a search (may be empty), the last id shown, how many. */
export type ItemsQuery = { q: string; after?: number | undefined; limit: number }

/**
 * A page of the feed's items (live or not) by id, and the `after` of the next page (null at
 * the end). A search matches the items' words (`products.search`, GIN) or names an item id
 * (`products.key`, unique): both indexed, so a million-item feed answers as fast as a small one.
 */
export async function feedItems(
  db: Db,
  feedId: number,
  query: ItemsQuery,
): Promise<{ items: FeedItemRow[]; next: number | null }> {
  const searched = query.q
    ? or(
        sql`${products.search} @@ websearch_to_tsquery('english', ${query.q})`,
        eq(products.key, `${feedId}:${query.q}`),
      )
    : undefined
  const rows = await db
    .select({
      id: products.id,
      itemId: products.externalId,
      title: products.title,
      priceCents: products.priceCents,
      currency: products.currency,
      imageLink: products.imageLink,
      imagePath: products.imagePath,
      live: products.active,
    })
    .from(products)
    .where(
      and(
        eq(products.feedId, feedId),
        query.after === undefined ? undefined : gt(products.id, query.after),
        searched,
      ),
    )
    .orderBy(asc(products.id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  return {
    items: page.map(({ imageLink, imagePath, itemId, ...row }) => ({
      ...row,
      itemId: itemId ?? '',
      picture: imageLink ? 'feed' : imagePath ? 'drawn' : 'none',
    })),
    next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  }
}
