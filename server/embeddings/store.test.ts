import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { products } from '../db/schema'
import { postgresTestApp, type TestApp, testApp } from '../testing'
import {
  bytesVector,
  hasVectors,
  nearestItems,
  pendingItems,
  saveVectors,
  vectorBytes,
  vectorCoverage,
  vectorStorage,
} from './store'
import { denseWordModel } from './vectors-testing'

// The same behaviour on PGlite (pgvector) and on this machine's PostgreSQL, which has no
// pgvector (the bytea fallback). The PostgreSQL half runs when TEST_DATABASE_URL is set.
const url = process.env.TEST_DATABASE_URL
const engines = [
  { name: 'PGlite', storage: 'vector', open: () => testApp() },
  ...(url
    ? [{ name: 'PostgreSQL', storage: 'bytea', open: () => postgresTestApp(url, 'stv_vectors') }]
    : []),
] as const

/** A unit vector pointing at `angle` degrees in the plane of the first two dimensions. */
function direction(angle: number): Float32Array {
  const radians = (angle * Math.PI) / 180
  return Float32Array.from([Math.cos(radians), Math.sin(radians), 0])
}

describe.each(engines)('item vectors on $name', ({ storage, open }) => {
  let t: TestApp
  let ids: number[]
  beforeAll(async () => {
    t = await open()
    const rows = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.id)
      .limit(4)
    ids = rows.map((row) => row.id)
  })
  afterAll(() => t?.close())

  const only = () => [eq(products.active, true), inArray(products.id, ids)]

  test(`keeps vectors as ${storage}`, async () => {
    expect(await vectorStorage(t.db)).toBe(storage)
  })

  test('finds the items nearest a query, nearest first, with their cosine similarity', async () => {
    const [a, b, c, d] = ids as [number, number, number, number]
    await saveVectors(t.db, 'plane', [
      { productId: a, textHash: 'a', vector: direction(80) },
      { productId: b, textHash: 'b', vector: direction(10) },
      { productId: c, textHash: 'c', vector: direction(45) },
      { productId: d, textHash: 'd', vector: direction(180) },
    ])
    const nearest = await nearestItems(t.db, 'plane', direction(0), {
      conditions: only(),
      limit: 3,
    })
    expect(nearest.map((n) => n.productId)).toEqual([b, c, a])
    expect(nearest[0]?.similarity).toBeCloseTo(Math.cos(Math.PI / 18), 5)
    expect(nearest[1]?.similarity).toBeCloseTo(Math.SQRT1_2, 5)
  })

  test('a model searches only its own vectors', async () => {
    const [a] = ids as [number]
    await saveVectors(t.db, 'other', [{ productId: a, textHash: 'a', vector: direction(0) }])
    const nearest = await nearestItems(t.db, 'other', direction(0), {
      conditions: only(),
      limit: 10,
    })
    expect(nearest.map((n) => n.productId)).toEqual([a])
  })

  test('puts the items `prefer` holds for first, each part nearest first', async () => {
    const [a, b, c] = ids as [number, number, number, number]
    const nearest = await nearestItems(t.db, 'plane', direction(0), {
      conditions: only(),
      limit: 3,
      prefer: inArray(products.id, [a, c]),
    })
    expect(nearest.map((n) => n.productId)).toEqual([c, a, b])
  })

  test('tells whether a model has any vector among the items the conditions allow', async () => {
    const [a] = ids as [number]
    expect(await hasVectors(t.db, 'plane', only())).toBe(true)
    expect(await hasVectors(t.db, 'unused', only())).toBe(false)
    expect(await hasVectors(t.db, 'other', [eq(products.id, a)])).toBe(true)
    expect(await hasVectors(t.db, 'other', [eq(products.id, -1)])).toBe(false)
  })

  test("saving again replaces an item's vector", async () => {
    const [a, b] = ids as [number, number]
    await saveVectors(t.db, 'plane', [{ productId: a, textHash: 'a2', vector: direction(1) }])
    const nearest = await nearestItems(t.db, 'plane', direction(0), {
      conditions: only(),
      limit: 2,
    })
    expect(nearest.map((n) => n.productId)).toEqual([a, b])
  })

  test('leaves out items the conditions do not allow, such as retired ones', async () => {
    const [a, b, c, d] = ids as [number, number, number, number]
    await t.db.update(products).set({ active: false }).where(eq(products.id, a))
    try {
      const nearest = await nearestItems(t.db, 'plane', direction(0), {
        conditions: only(),
        limit: 3,
      })
      expect(nearest.map((n) => n.productId)).toEqual([b, c, d])
    } finally {
      await t.db.update(products).set({ active: true }).where(eq(products.id, a))
    }
  })

  test('counts live items and those with a vector of their present text', async () => {
    const scope = [inArray(products.id, ids)]
    expect(await vectorCoverage(t.db, 'fresh', scope)).toEqual({ live: 4, embedded: 0 })
    const pending = (await pendingItems(t.db, 'fresh', 10_000)).filter((item) =>
      ids.includes(item.productId),
    )
    expect(pending).toHaveLength(4)
    await saveVectors(
      t.db,
      'fresh',
      pending.map((item) => ({ ...item, vector: direction(0) })),
    )
    expect(await vectorCoverage(t.db, 'fresh', scope)).toEqual({ live: 4, embedded: 4 })
    const [a] = ids as [number]
    await t.db
      .update(products)
      .set({ title: sql`${products.title} || ' (new edition)'` })
      .where(eq(products.id, a))
    expect(await vectorCoverage(t.db, 'fresh', scope)).toEqual({ live: 4, embedded: 3 })
    const again = await pendingItems(t.db, 'fresh', 10_000)
    expect(
      again.filter((item) => ids.includes(item.productId)).map((item) => item.productId),
    ).toEqual([a])
    expect(again.find((item) => item.productId === a)?.text).toMatch(/\(new edition\)\. /)
  })
})

// The bytea fallback's pre-filter (sign bits, then the float vectors of a shortlist) against
// scoring every vector, on 3,000 items of a dense synthetic model: texts of 6 words from 300,
// queries of 3. Measured: 50 of 50 queries (and 50 of 50 with `prefer`) give the same top 10.
describe.runIf(url)('the pre-filter on PostgreSQL without pgvector', () => {
  const ITEMS = 3000
  let t: TestApp
  let ids: number[]
  const model = denseWordModel('recall', 512)
  const vocabulary = Array.from(
    { length: 300 },
    (_, i) =>
      `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
  )
  let seed = 7
  const pick = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return vocabulary[seed % vocabulary.length] ?? ''
  }
  const text = (words: number) => Array.from({ length: words }, pick).join(' ')

  beforeAll(async () => {
    t = await postgresTestApp(url ?? '', 'stv_recall')
    const inserted = await t.db
      .insert(products)
      .values(
        Array.from({ length: ITEMS }, (_, i) => ({
          key: `recall:${i}`,
          type: 'product' as const,
          title: `Recall item ${i}`,
          category: 'Recall',
          description: 'A synthetic item',
          vendor: 'Recall',
          link: `https://shop.example/recall/${i}`,
          priceCents: 100,
          currency: 'USD',
          topics: ['recall'],
        })),
      )
      .returning({ id: products.id })
    ids = inserted.map((row) => row.id)
    const vectors = await model.embed(ids.map(() => text(6)))
    await saveVectors(
      t.db,
      model.id,
      ids.map((productId, i) => ({
        productId,
        textHash: '-',
        vector: vectors[i] ?? new Float32Array(),
      })),
    )
  })
  afterAll(() => t?.close())

  test('the pre-filtered top 10 is the exact top 10 for most queries, the preferred first', async () => {
    const conditions = [inArray(products.id, ids)]
    const queries = await model.embed(Array.from({ length: 50 }, () => text(3)))
    for (const prefer of [undefined, sql`${products.id} % 5 = 0`]) {
      let same = 0
      for (const query of queries) {
        const options = { conditions, limit: 10, prefer }
        const exact = await nearestItems(t.db, model.id, query, { ...options, exactUpTo: ITEMS })
        const filtered = await nearestItems(t.db, model.id, query, { ...options, exactUpTo: 0 })
        if (filtered.map((n) => n.productId).join() === exact.map((n) => n.productId).join()) same++
        if (prefer) expect(filtered.every((n) => n.productId % 5 === 0)).toBe(true)
      }
      expect(same).toBeGreaterThanOrEqual(45)
    }
  })
})

test('float32 little-endian bytes keep a vector exactly', () => {
  const vector = Float32Array.from([0.1, -2.5, 1e-7, 3])
  const bytes = vectorBytes(vector)
  expect([...bytes.slice(4, 8)]).toEqual([0, 0, 32, 192]) // -2.5 little-endian
  expect(bytesVector(bytes)).toEqual(vector)
})
