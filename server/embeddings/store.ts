// Item vectors in the database (`product_vectors`, migration 0009): one per item and model,
// with the hash of the text it was made from. The column is pgvector's `vector` where the
// extension exists (PGlite always), else float32 little-endian `bytea`; this module is the one
// place that knows which, so everything here is raw SQL (schema.ts cannot say "either").
import { and, inArray, type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '../db'
import { CountSchema, queryRows } from '../db/rows'
import { products } from '../db/schema'
import { dot } from './vectors'

/** How a database keeps vectors: pgvector's `vector`, or float32 little-endian `bytea`. */
export type VectorStorage = 'vector' | 'bytea'

/** Not in the spec: the most characters of an item's text that are embedded. */
export const ITEM_TEXT_MAX_CHARS = 1000

/**
 * What an item is embedded from, as SQL over `products`: its title, category and description,
 * cut at ITEM_TEXT_MAX_CHARS. PostgreSQL computes it (and its md5, `text_hash`), so finding the
 * items whose text changed since they were embedded is one query in any process.
 */
export const itemText: SQL<string> = sql`left(concat_ws('. ', ${products.title}, ${products.category}, ${products.description}), ${sql.raw(String(ITEM_TEXT_MAX_CHARS))})`

const textHash = sql<string>`md5(${itemText})`

/** Items with their vectors: what the searches read, `pv` the vector row. */
const VECTORS_OF_ITEMS = sql`product_vectors pv join ${products} on ${products.id} = pv.product_id`

/** Each item with its `model` vector when that was made from the item's present text. */
function upToDateVectors(model: string): SQL {
  return sql`${products}
        left join product_vectors pv on pv.product_id = ${products.id} and pv.model = ${model}
          and pv.text_hash = ${textHash}`
}

const storages = new WeakMap<Db, Promise<VectorStorage>>()

/** How `db` keeps vectors: read once from the column's type, then remembered for that Db. */
export function vectorStorage(db: Db): Promise<VectorStorage> {
  let known = storages.get(db)
  if (!known) {
    known = queryRows(
      db,
      sql`select atttypid = 'bytea'::regtype as bytea from pg_attribute
          where attrelid = 'product_vectors'::regclass and attname = 'embedding'`,
      v.object({ bytea: v.boolean() }),
    ).then(([row]) => (row?.bytea === false ? 'vector' : 'bytea'))
    known.catch(() => storages.delete(db)) // a failed read is asked again next time
    storages.set(db, known)
  }
  return known
}

/** One item's vector to keep: `textHash` as `pendingItems` gave it. */
export type VectorRow = { productId: number; textHash: string; vector: Float32Array }

/**
 * pgvector's text form: `[0.1,0.2,…]`. Nine significant digits give a float32 back exactly, in
 * about half the text of a double's digits (PGlite parses every character).
 */
function vectorLiteral(vector: Float32Array): string {
  return `[${Array.from(vector, (x) => x.toPrecision(9)).join(',')}]`
}

/** float32 little-endian bytes, whatever the machine's byte order. */
export function vectorBytes(vector: Float32Array): Uint8Array {
  const bytes = new Uint8Array(vector.length * 4)
  const view = new DataView(bytes.buffer)
  for (let i = 0; i < vector.length; i++) view.setFloat32(i * 4, vector[i] ?? 0, true)
  return bytes
}

/** The vector of float32 little-endian bytes. */
export function bytesVector(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const vector = new Float32Array(bytes.byteLength / 4)
  for (let i = 0; i < vector.length; i++) vector[i] = view.getFloat32(i * 4, true)
  return vector
}

/**
 * The sign bits of a vector as `bit varying` text, bit i 1 where component i is negative (its
 * float sign bit, as migration 0011 reads it from the bytes): what the bytea fallback's pre-filter
 * compares by Hamming distance.
 */
export function signBits(vector: Float32Array): string {
  const bytes = vectorBytes(vector)
  let bits = ''
  for (let i = 3; i < bytes.length; i += 4) bits += (bytes[i] ?? 0) >> 7 ? '1' : '0'
  return bits
}

/**
 * Keeps a batch of one model's vectors in one statement (arrays unnested), replacing what an
 * item had. Product ids must be unique within the batch; an item deleted meanwhile is skipped.
 */
export async function saveVectors(
  db: Db,
  model: string,
  rows: readonly VectorRow[],
): Promise<void> {
  if (!rows.length) return
  const storage = await vectorStorage(db)
  const values = rows.map((row) =>
    storage === 'vector'
      ? vectorLiteral(row.vector)
      : Buffer.from(vectorBytes(row.vector)).toString('base64'),
  )
  const ids = sql.param(rows.map((row) => row.productId))
  const hashes = sql.param(rows.map((row) => row.textHash))
  if (storage === 'vector') {
    await db.execute(sql`insert into product_vectors (product_id, model, text_hash, embedding)
      select t.id, ${model}, t.hash, t.e::vector
      from unnest(${ids}::int[], ${hashes}::text[], ${sql.param(values)}::text[]) as t(id, hash, e)
      where exists (select 1 from ${products} where ${products.id} = t.id)
      on conflict (product_id, model) do update
        set text_hash = excluded.text_hash, embedding = excluded.embedding`)
    return
  }
  // Text, not bytea[]: a bytea[] parameter is sent differently by the two drivers.
  const signs = sql.param(rows.map((row) => signBits(row.vector)))
  await db.execute(sql`insert into product_vectors (product_id, model, text_hash, embedding, signs)
    select t.id, ${model}, t.hash, decode(t.e, 'base64'), t.s::bit varying
    from unnest(${ids}::int[], ${hashes}::text[], ${sql.param(values)}::text[],
                ${signs}::text[]) as t(id, hash, e, s)
    where exists (select 1 from ${products} where ${products.id} = t.id)
    on conflict (product_id, model) do update
      set text_hash = excluded.text_hash, embedding = excluded.embedding, signs = excluded.signs`)
}

/** A live item that has no vector of a model, or one made from a text it no longer has. */
export type PendingItem = { productId: number; text: string; textHash: string }

const PendingRow = v.object({ id: v.number(), text: v.string(), hash: v.string() })

/** Up to `limit` live items that need a vector of `model`, oldest first. */
export async function pendingItems(db: Db, model: string, limit: number): Promise<PendingItem[]> {
  const rows = await queryRows(
    db,
    sql`select c.id, c.text, c.hash
        from (select ${products.id} as id, ${itemText} as text, ${textHash} as hash
              from ${products} where ${products.active}) c
        left join product_vectors pv on pv.product_id = c.id and pv.model = ${model}
        where pv.product_id is null or pv.text_hash <> c.hash
        order by c.id
        limit ${limit}`,
    PendingRow,
  )
  return rows.map((row) => ({ productId: row.id, text: row.text, textHash: row.hash }))
}

/** Live items, and how many of them have an up-to-date vector: what "Meaning: x of y" shows. */
export type Coverage = { live: number; embedded: number }

const CoverageRow = v.object({ live: CountSchema, embedded: CountSchema })

/**
 * How many live items (of `scope`: conditions on `products`, such as one feed's or channel's)
 * there are, and how many of them have a vector of `model` made from their present text.
 */
export async function vectorCoverage(
  db: Db,
  model: string,
  scope: readonly SQL[] = [],
): Promise<Coverage> {
  const [row] = await queryRows(
    db,
    sql`select count(*) as live, count(pv.product_id) as embedded
        from ${upToDateVectors(model)}
        where ${and(sql`${products.active}`, ...scope)}`,
    CoverageRow,
  )
  return row ?? { live: 0, embedded: 0 }
}

const FeedCoverageRow = v.object({ feed: v.number(), live: CountSchema, embedded: CountSchema })

/** `vectorCoverage` of each feed at once (the Studio's feed list); a feed with no live item is absent. */
export async function vectorCoverageByFeed(
  db: Db,
  model: string,
  feedIds: readonly number[],
): Promise<Map<number, Coverage>> {
  if (!feedIds.length) return new Map()
  const rows = await queryRows(
    db,
    sql`select ${products.feedId} as feed, count(*) as live, count(pv.product_id) as embedded
        from ${upToDateVectors(model)}
        where ${and(sql`${products.active}`, inArray(products.feedId, [...feedIds]))}
        group by ${products.feedId}`,
    FeedCoverageRow,
  )
  return new Map(rows.map((row) => [row.feed, { live: row.live, embedded: row.embedded }]))
}

/** An item near a query, and how near (cosine similarity, 1 the same direction). */
export type Nearest = { productId: number; similarity: number }

const NearestRow = v.object({ id: v.number(), similarity: CountSchema })
const CandidateRow = v.object({
  id: v.number(),
  embedding: v.instance(Uint8Array),
  preferred: v.boolean(),
})

/**
 * The `limit` items whose `model` vectors are nearest `query` (a unit vector of that model),
 * nearest first (ties by id), among the items `conditions` on `products` allow (the caller's
 * scope, live and block conditions). With pgvector PostgreSQL orders by cosine distance;
 * without it the candidates' vectors are read and scored here: all of them up to `exactUpTo`
 * candidates (EXACT_UP_TO unless a test or bench says), beyond that the shortlist nearest by
 * their sign bits (README: the pre-filter, its recall). Items `prefer` holds for (the
 * channel's topic) come before the others, each part nearest first.
 */
export async function nearestItems(
  db: Db,
  model: string,
  query: Float32Array,
  options: { conditions: readonly SQL[]; limit: number; prefer?: SQL; exactUpTo?: number },
): Promise<Nearest[]> {
  const where = and(sql`pv.model = ${model}`, ...options.conditions)
  const prefer = options.prefer ?? null
  if ((await vectorStorage(db)) === 'vector') {
    const q = sql`${vectorLiteral(query)}::vector`
    return (
      await queryRows(
        db,
        sql`select ${products.id} as id, 1 - (pv.embedding <=> ${q}) as similarity
            from ${VECTORS_OF_ITEMS}
            where ${where}
            order by ${prefer ? sql`(${prefer}) desc, ` : sql``}pv.embedding <=> ${q}, ${products.id}
            limit ${options.limit}`,
        NearestRow,
      )
    ).map((row) => ({ productId: row.id, similarity: row.similarity }))
  }
  // A large scope is pre-ranked by the sign bits' Hamming distance in SQL, and only the
  // nearest few hundred are read and scored here; a small one is scored whole, exactly.
  const exactUpTo = options.exactUpTo ?? EXACT_UP_TO
  const large = (await countUpTo(db, where, exactUpTo + 1)) > exactUpTo
  const shortlist = Math.max(SHORTLIST_MIN, options.limit * SHORTLIST_FACTOR)
  const preferred = prefer ?? sql`true`
  const candidates = await queryRows(
    db,
    large
      ? sql`select ${products.id} as id, pv.embedding, ${preferred} as preferred
            from ${VECTORS_OF_ITEMS}
            where ${where}
            order by ${prefer ? sql`(${prefer}) desc, ` : sql``}bit_count(pv.signs # ${signBits(query)}::bit varying)
            limit ${shortlist}`
      : sql`select ${products.id} as id, pv.embedding, ${preferred} as preferred
            from ${VECTORS_OF_ITEMS}
            where ${where}`,
    CandidateRow,
  )
  const scored = candidates.map((row) => ({
    productId: row.id,
    preferred: row.preferred,
    similarity: dot(query, bytesVector(row.embedding)),
  }))
  scored.sort(
    (a, b) =>
      Number(b.preferred) - Number(a.preferred) ||
      b.similarity - a.similarity ||
      a.productId - b.productId,
  )
  return scored
    .slice(0, options.limit)
    .map(({ productId, similarity }) => ({ productId, similarity }))
}

/**
 * Not in the spec: up to this many candidates the bytea fallback scores every vector (exact, as
 * a small catalog always was). Scoring all costs about 17 ms per 1,000 on this machine and the
 * pre-filter is already faster at 3,000 (67 against 25 ms p50) with the same top 10, so the
 * exact path is kept only where it costs under ~100 ms (server/embeddings/README.md).
 */
export const EXACT_UP_TO = 5000
/** Not in the spec: the pre-filter's shortlist is this many times the limit… */
export const SHORTLIST_FACTOR = 10
/** …and at least this long. */
export const SHORTLIST_MIN = 300

/** How many candidate rows `where` allows, counted no further than `cap`. */
async function countUpTo(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*) as n from (
          select 1 from ${VECTORS_OF_ITEMS}
          where ${where} limit ${cap}) c`,
    v.object({ n: CountSchema }),
  )
  return row?.n ?? 0
}

const ExistsRow = v.object({ found: v.boolean() })

/**
 * Whether any item `conditions` allow has a vector of `model` (of any text): a caption is not
 * worth embedding while nothing could be compared with it (a fresh catalog, a new model).
 */
export async function hasVectors(
  db: Db,
  model: string,
  conditions: readonly SQL[],
): Promise<boolean> {
  const [row] = await queryRows(
    db,
    sql`select exists (
          select 1 from ${VECTORS_OF_ITEMS}
          where ${and(sql`pv.model = ${model}`, ...conditions)}) as found`,
    ExistsRow,
  )
  return row?.found ?? false
}

const StoredRow = v.object({
  id: v.number(),
  embedding: v.union([v.string(), v.instance(Uint8Array)]),
})

/**
 * The `model` vectors of the given items (those that have one), e.g. to tell which words of
 * a caption lie nearest an item found by meaning.
 */
export async function vectorsOf(
  db: Db,
  model: string,
  productIds: readonly number[],
): Promise<Map<number, Float32Array>> {
  if (!productIds.length) return new Map()
  const column =
    (await vectorStorage(db)) === 'vector' ? sql`pv.embedding::text` : sql`pv.embedding`
  const rows = await queryRows(
    db,
    sql`select pv.product_id as id, ${column} as embedding from product_vectors pv
        where pv.model = ${model} and pv.product_id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    StoredRow,
  )
  return new Map(
    rows.map((row) => [
      row.id,
      typeof row.embedding === 'string'
        ? Float32Array.from(row.embedding.slice(1, -1).split(','), Number)
        : bytesVector(row.embedding),
    ]),
  )
}
