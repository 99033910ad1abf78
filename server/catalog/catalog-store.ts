// The catalog's write path: every item arrives through a feed import (server/feeds), which
// hands batches of rows here. Re-import is a sync: an item seen again is updated, one the
// feed no longer carries (or carries out of stock) leaves the live feed but stays for history.
import { and, count, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { ItemType } from '../../shared/api/types'
import type { Db } from '../db'
import { queryRows } from '../db/rows'
import { products } from '../db/schema'
import { storedNameKeys } from './names'

export type Availability = 'in_stock' | 'out_of_stock' | 'preorder' | 'backorder'

/** One item as the catalog stores it, ready to write. */
export type CatalogItem = {
  /** `{feedId}:{externalId}`: unique across feeds. */
  key: string
  feedId: number
  externalId: string
  /** The feed's channel; null for the shared catalog. */
  channelId: string | null
  type: ItemType
  title: string
  brand: string | null
  model: string | null
  category: string
  description: string
  vendor: string
  link: string
  /** A picture this server draws (`feeds/{feedId}/{id}.svg`), or null when `imageLink` is set. */
  imagePath: string | null
  imageLink: string | null
  /** Further pictures (absolute http(s) URLs, which hold no line break). */
  moreImageLinks: string[]
  priceCents: number
  listPriceCents: number | null
  currency: string
  /** Topics without commas (they travel comma-joined). */
  topics: string[]
  pageKey: string | null
  availability: Availability
  gtin: string | null
}

/** The key an imported item is stored under. */
export function itemKey(feedId: number, externalId: string): string {
  return `${feedId}:${externalId}`
}

/** What one batch did. */
export type BatchOutcome = {
  /** Keys written (added or updated); a key of the batch not here was already seen in this import. */
  written: Set<string>
  added: number
  /** Items that were live and are out of stock now. */
  leftLive: number
}

const WrittenRow = v.object({
  key: v.string(),
  active: v.boolean(),
  was_active: v.nullable(v.boolean()),
})

const column = <T>(values: T[]) => sql.param(values)

/**
 * Adds or updates a batch of items of one import in one statement (arrays unnested, so a
 * batch costs one round trip and a fixed number of parameters), with the names a caption may
 * call each item by (`name_keys`: the dictionary changes with the catalog). An item whose key this import
 * wrote already is left alone and missing from `written`: the feed repeats an id. Keys must be
 * unique within the batch.
 */
export async function upsertItems(
  db: Db,
  importId: number,
  items: readonly CatalogItem[],
): Promise<BatchOutcome> {
  if (!items.length) return { written: new Set(), added: 0, leftLive: 0 }
  const pick = <K extends keyof CatalogItem>(name: K) => column(items.map((item) => item[name]))
  const rows = await queryRows(
    db,
    sql`with input as (
      select * from unnest(
        ${pick('key')}::text[], ${pick('feedId')}::int[], ${pick('externalId')}::text[],
        ${pick('channelId')}::text[], ${pick('type')}::text[], ${pick('title')}::text[],
        ${pick('brand')}::text[], ${pick('model')}::text[], ${pick('category')}::text[],
        ${pick('description')}::text[], ${pick('vendor')}::text[], ${pick('link')}::text[],
        ${pick('imagePath')}::text[], ${pick('imageLink')}::text[], ${pick('priceCents')}::int[],
        ${pick('listPriceCents')}::int[], ${pick('currency')}::text[],
        ${column(items.map((item) => item.topics.join(',')))}::text[], ${pick('pageKey')}::text[],
        ${pick('availability')}::text[], ${pick('gtin')}::text[],
        ${column(items.map((item) => item.moreImageLinks.join('\n')))}::text[],
        ${column(items.map((item) => storedNameKeys(item).join('|')))}::text[]
      ) as t(key, feed_id, external_id, channel_id, type, title, brand, model, category,
             description, vendor, link, image_path, image_link, price_cents, list_price_cents,
             currency, topics, page_key, availability, gtin, more_images, name_keys)
    ),
    old as (
      select p.key, p.active from ${products} p where p.key in (select key from input)
    ),
    written as (
      insert into ${products} (key, feed_id, external_id, channel_id, type, title, brand, model,
        category, description, vendor, link, image_path, image_link, price_cents,
        list_price_cents, currency, topics, page_key, availability, gtin, more_image_links,
        name_keys, active, seen_import, updated_at)
      select key, feed_id, external_id, channel_id, type, title, brand, model, category,
        description, vendor, link, image_path, image_link, price_cents, list_price_cents,
        currency, case when topics = '' then '{}'::text[] else string_to_array(topics, ',') end,
        page_key, availability, gtin,
        case when more_images = '' then '{}'::text[] else string_to_array(more_images, E'\n') end,
        string_to_array(name_keys, '|'), availability <> 'out_of_stock', ${importId}, now()
      from input
      on conflict (key) do update set
        feed_id = excluded.feed_id, external_id = excluded.external_id,
        channel_id = excluded.channel_id, type = excluded.type, title = excluded.title,
        brand = excluded.brand, model = excluded.model, category = excluded.category,
        description = excluded.description, vendor = excluded.vendor, link = excluded.link,
        image_path = excluded.image_path, image_link = excluded.image_link,
        price_cents = excluded.price_cents, list_price_cents = excluded.list_price_cents,
        currency = excluded.currency, topics = excluded.topics, page_key = excluded.page_key,
        availability = excluded.availability, gtin = excluded.gtin,
        more_image_links = excluded.more_image_links, name_keys = excluded.name_keys,
        active = excluded.active,
        seen_import = excluded.seen_import, updated_at = excluded.updated_at
      where ${products}.seen_import is distinct from excluded.seen_import
      returning key, active
    )
    select written.key, written.active, old.active as was_active
    from written left join old on old.key = written.key`,
    WrittenRow,
  )
  return {
    written: new Set(rows.map((row) => row.key)),
    added: rows.filter((row) => row.was_active === null).length,
    leftLive: rows.filter((row) => row.was_active === true && !row.active).length,
  }
}

/**
 * The end of a complete import: items of the feed it did not carry leave the live feed.
 * Returns how many left.
 */
export async function retireUnseen(db: Db, feedId: number, importId: number): Promise<number> {
  const rows = await db
    .update(products)
    .set({ active: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(products.feedId, feedId),
        eq(products.active, true),
        or(isNull(products.seenImport), ne(products.seenImport, importId)),
      ),
    )
    .returning({ id: products.id })
  return rows.length
}

/** A removed feed: all its items leave the live feed (and keep their history). */
export async function retireFeed(db: Db, feedId: number): Promise<number> {
  const rows = await db
    .update(products)
    .set({ active: false, updatedAt: sql`now()` })
    .where(and(eq(products.feedId, feedId), eq(products.active, true)))
    .returning({ id: products.id })
  return rows.length
}

/** How many items of each feed are live. */
export async function liveItemCounts(
  db: Db,
  feedIds: readonly number[],
): Promise<Map<number, number>> {
  if (!feedIds.length) return new Map()
  const n = count()
  const rows = await db
    .select({ feedId: products.feedId, n })
    .from(products)
    .where(and(inArray(products.feedId, [...feedIds]), eq(products.active, true)))
    .groupBy(products.feedId)
  return new Map(rows.flatMap((row) => (row.feedId === null ? [] : [[row.feedId, row.n]])))
}

/** Whose catalog a channel matches: its own items, or the shared catalog while it has none. */
export type CatalogScope = { channelId: string | null }

/** The channel's own catalog when it has a live item of its own, else the shared one. */
export async function catalogScopeOf(db: Db, channelId: string): Promise<CatalogScope> {
  const own = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.channelId, channelId), eq(products.active, true)))
    .limit(1)
  return { channelId: own.length ? channelId : null }
}

/** Live items of a scope (what matching may choose from). */
export function inScope(scope: CatalogScope): SQL[] {
  return [
    eq(products.active, true),
    scope.channelId === null ? isNull(products.channelId) : eq(products.channelId, scope.channelId),
  ]
}
