// Items a stream cues by id (server/on-air's timed metadata): the ids in the broadcaster's
// feed (`id`, stored as external ids), or the catalog's own ids, within the channel's catalog.
import { and, inArray, or } from 'drizzle-orm'
import type { Db } from '../db'
import { products } from '../db/schema'
import { type CatalogScope, inScope } from './catalog-store'

/** The titles of the live items of `scope` that `ids` name, at most one per id. */
export async function titlesOfCuedItems(
  db: Db,
  scope: CatalogScope,
  ids: readonly string[],
): Promise<string[]> {
  if (!ids.length) return []
  const own = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number)
  const rows = await db
    .select({ title: products.title })
    .from(products)
    .where(
      and(
        ...inScope(scope),
        own.length
          ? or(inArray(products.externalId, [...ids]), inArray(products.id, own))
          : inArray(products.externalId, [...ids]),
      ),
    )
    .limit(ids.length * 2)
  return [...new Set(rows.map((r) => r.title))]
}
