// The catalog's names in the database: which live items a caption names (one query over the
// `name_keys` GIN index, however large the catalog), and the backfill of rows written before
// the column existed. Nothing is kept in memory: every process reads the same dictionary.
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '../db'
import { queryRows } from '../db/rows'
import { products } from '../db/schema'
import type { CatalogScope } from './catalog-store'
import {
  type CaptionGram,
  captionGrams,
  itemNameKeys,
  longestFirst,
  NAME_KINDS,
  type NameKind,
  storedNameKeys,
} from './names'
import { hasTopic } from './topic'

/** Not in the spec: most items one name said may bring (a brand can name thousands). */
export const NAME_HITS_PER_KEY = 12

/** Not in the spec: rows the backfill writes per statement. */
export const NAME_BACKFILL_BATCH = 1000

/** An item a caption names: which key, what it is, where it was said and how. */
export type NameHit = {
  productId: number
  key: string
  kind: NameKind
  /** Word span [start, end) in the caption. */
  span: readonly [number, number]
  /** The caption's own words for the name ("Heard: …"). */
  heard: string
  /** How many names of the caption name the item ("Sunset Food Tour" and "Lisbon": 2). */
  names: number
  /** What the matcher's variety rules read, so it needs no second query. */
  title: string
  brand: string | null
  category: string
}

/** Where to look: whose catalog, the channel's topic (its items first), further conditions. */
export type FindNamesOptions = {
  scope: CatalogScope
  topic?: string | null
  /** Extra conditions on `products` (blocked items and vendors, other regions). */
  filters?: readonly SQL[]
  perKey?: number
}

export const HitRow = v.object({
  key: v.string(),
  id: v.number(),
  type: v.picklist(['product', 'ticket', 'deal']),
  title: v.string(),
  brand: v.nullable(v.string()),
  model: v.nullable(v.string()),
  category: v.string(),
  on_topic: v.boolean(),
})

/**
 * The live items of a scope that a caption names, longest name first (`longestFirst`), each
 * item once with its longest name and how many names of the caption name it; at most
 * `perKey` items per name: a title said first, then items more of the caption's words name,
 * then the channel's topic, then the oldest. Sorted: items named more often first ("Sunset
 * Food Tour … in Lisbon"), then the longer name, the kind (title, model, event, place, brand),
 * the topic, the id.
 */
export async function findNames(
  db: Db,
  caption: string,
  options: FindNamesOptions,
): Promise<NameHit[]> {
  return findGrams(db, captionGrams(caption), options)
}

/** `findNames` for runs of words already cut (`captionGrams`, `textsGrams`). */
export async function findGrams(
  db: Db,
  grams: readonly CaptionGram[],
  options: FindNamesOptions,
): Promise<NameHit[]> {
  if (!grams.length) return []
  const keys = [...new Set(grams.map((gram) => gram.key))]
  const topic = options.topic ?? ''
  const said = sql`${sql.param(keys)}::text[]`
  const where = and(sql`${products.nameKeys} @> array[g.key]`, ...liveNamed(options))
  // One probe of the GIN index per key said, each with its own limit, so a brand that names
  // thousands of items costs a bounded read and leaves room for the other names.
  const rows = await withoutJit(db, (tx) =>
    queryRows(
      tx,
      sql`select g.key, p.* from unnest(${said}) as g(key)
      cross join lateral (
        select ${products.id} as id, ${products.type} as type, ${products.title} as title,
          ${products.brand} as brand, ${products.model} as model, ${products.category} as category,
          ${hasTopic(topic)} as on_topic
        from ${products}
        where ${where}
        order by (${products.nameKeys}[1] = g.key) is true desc,
          (select count(*) from unnest(${products.nameKeys}) as k(key) where k.key = any(${said}))
            desc,
          ${hasTopic(topic)} desc, ${products.id}
        limit ${options.perKey ?? NAME_HITS_PER_KEY}
      ) p`,
      HitRow,
    ),
  )
  return hitsOf(grams, rows)
}

/**
 * The live items of the scope and the caller's filters. The scope is written as `inScope`
 * says it, but in a form no btree index answers: the planner would rather read a small
 * channel's every row per key (84 ms at 3,000 items) than trust a GIN index, whose estimate
 * for a key it cannot see is its default (0.5% of the table).
 */
export function liveNamed(options: FindNamesOptions): SQL[] {
  return [
    eq(products.active, true),
    sql`coalesce(${products.channelId}, '') = ${options.scope.channelId ?? ''}`,
    ...(options.filters ?? []),
  ]
}

/**
 * Runs a lookup with PostgreSQL's JIT off: planned for keys it might meet, a lookup looks
 * costly enough to compile, which took 220 ms of a 1 ms lookup at 1,000,000 items.
 */
export function withoutJit<T>(db: Db, run: (tx: Pick<Db, 'execute'>) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`)
    return run(tx)
  })
}

/** The rows found, placed on the caption's spans, longest first, each item once. */
function hitsOf(grams: readonly CaptionGram[], rows: v.InferOutput<typeof HitRow>[]): NameHit[] {
  const byKey = new Map<string, typeof rows>()
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row])
  const found = grams.flatMap((gram) =>
    (byKey.get(gram.key) ?? []).map((row) => ({ ...gram, row })),
  )
  const kept = longestFirst(found)
  const names = new Map<number, Set<string>>()
  for (const { key, row } of kept) names.set(row.id, (names.get(row.id) ?? new Set()).add(key))
  const best = new Map<number, Ranked>()
  for (const { key, span, heard, row } of kept) {
    const kind = itemNameKeys(row).find((name) => name.key === key)?.kind ?? 'brand'
    const count = names.get(row.id)?.size ?? 1
    const hit: Ranked = {
      productId: row.id,
      key,
      kind,
      span,
      heard,
      names: count,
      title: row.title,
      brand: row.brand,
      category: row.category,
      onTopic: row.on_topic,
    }
    const before = best.get(row.id)
    if (!before || rankOf(hit, before) < 0) best.set(row.id, hit)
  }
  const hits = [...best.values()].sort(rankOf).map(({ onTopic: _, ...hit }) => hit)
  return withoutOtherPlaces(hits)
}

/**
 * An event said with one of its places ("bear viewing day trip in Katmai") names that place's
 * ticket, not the same event's tickets elsewhere: of the items named by an event key, those
 * named by nothing else give way when another item of that key was named more often.
 */
export function withoutOtherPlaces<T extends Pick<NameHit, 'key' | 'kind' | 'names'>>(
  hits: readonly T[],
): T[] {
  const placed = new Set(hits.filter((hit) => hit.names > 1).map((hit) => hit.key))
  return hits.filter((hit) => hit.kind !== 'event' || hit.names > 1 || !placed.has(hit.key))
}

type Ranked = NameHit & { onTopic: boolean }

/** More names first, then the longer name, the better kind, the channel's topic, the older. */
function rankOf(a: Ranked, b: Ranked): number {
  const length = (hit: NameHit) => hit.span[1] - hit.span[0]
  return (
    b.names - a.names ||
    length(b) - length(a) ||
    NAME_KINDS.indexOf(a.kind) - NAME_KINDS.indexOf(b.kind) ||
    Number(b.onTopic) - Number(a.onTopic) ||
    a.productId - b.productId
  )
}

const BackfillRow = v.object({
  id: v.number(),
  type: v.picklist(['product', 'ticket', 'deal']),
  title: v.string(),
  brand: v.nullable(v.string()),
  model: v.nullable(v.string()),
})

/**
 * Writes `name_keys` of rows that have none (written before the column existed), a batch of
 * NAME_BACKFILL_BATCH per statement until none is left or `signal` aborts; returns how many
 * rows it read. Safe with two processes: keys depend only on the row, a row is written only
 * while it has none, so a batch both take is written once and the other finds it done.
 */
export async function backfillNameKeys(db: Db, signal?: AbortSignal): Promise<number> {
  let written = 0
  // Walking the ids forward reads each row once; new rows arrive with their keys.
  let after = 0
  while (!signal?.aborted) {
    const rows = await queryRows(
      db,
      sql`select id, type, title, brand, model from ${products}
        where ${products.id} > ${after} and ${isNull(products.nameKeys)}
        order by ${products.id} limit ${NAME_BACKFILL_BATCH}`,
      BackfillRow,
    )
    if (!rows.length) break
    after = rows.at(-1)?.id ?? after
    // `name_keys is null` again: a row an import rewrote meanwhile keeps the import's keys.
    await db.execute(
      sql`update ${products} set name_keys = string_to_array(t.keys, '|')
        from unnest(${sql.param(rows.map((row) => row.id))}::int[],
          ${sql.param(rows.map((row) => storedNameKeys(row).join('|')))}::text[]) as t(id, keys)
        where ${products.id} = t.id and ${isNull(products.nameKeys)}`,
    )
    written += rows.length
  }
  return written
}
