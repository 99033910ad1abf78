// A feed's imported items for the Studio's list: by id, a page at a time (keyset: `id > after`,
// never an OFFSET), searched through the catalog's full-text index or by the feed's item id.
import { and, asc, eq, gt, or, sql } from 'drizzle-orm'
import type { FeedItemRow } from '../../shared/api/feeds'
import { imageUrl } from '../catalog'
import type { Db } from '../db'
import { products } from '../db/schema'

/** What the list asks for: a search (may be empty), the last id shown, how many. */
export type ItemsQuery = { q: string; after?: number | undefined; limit: number }

/** Where the items' pictures are addressed from: the server's public origin and API path. */
export type PictureBase = { publicOrigin: string; apiPath: string }

/**
 * A page of the feed's items (live or not) by id, and the `after` of the next page (null at
 * the end), each with its picture's address as the API gives it (the card's size through the
 * picture proxy, or the one this server draws). A search matches the items' words (`products.search`, GIN) or names an item id
 * (`products.key`, unique): both indexed, so a million-item feed answers as fast as a small one.
 */
export async function feedItems(
  db: Db,
  feedId: number,
  query: ItemsQuery,
  base: PictureBase,
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
    items: page.map(({ imageLink, imagePath, itemId, ...row }) => {
      const picture = imageLink ? 'feed' : imagePath ? 'drawn' : 'none'
      return {
        ...row,
        itemId: itemId ?? '',
        picture,
        pictureUrl:
          picture === 'none'
            ? null
            : imageUrl(base.publicOrigin, base.apiPath, { id: row.id, imageLink, imagePath }),
      }
    }),
    next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  }
}
