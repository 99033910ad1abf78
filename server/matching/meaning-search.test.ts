import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { hasTopic } from '../catalog'
import { products } from '../db/schema'
import { saveVectors } from '../embeddings/store'
import { fakeEmbeddingModel, fakeEmbeddings } from '../embeddings/testing'
import { type TestApp, testApp } from '../testing'
import { reasonWords, searchMeaning, WORD_SIMILARITY_FLOOR } from './meaning-search'

let t: TestApp
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

test('embeds no caption until an item has a vector, then finds items by it', async () => {
  const model = fakeEmbeddingModel({ id: 'meaning-test' })
  const embeddings = fakeEmbeddings([model])
  const live = [eq(products.active, true)]
  const caption = 'Blitz everything until the soup is silky smooth'
  expect(await searchMeaning(t.db, embeddings, caption, { conditions: live, limit: 5 })).toBeNull()
  expect(model.seen).toEqual([])

  const [item] = await t.db.select().from(products).where(eq(products.active, true)).limit(1)
  if (!item) throw new Error('catalog is empty')
  const [vector] = await model.embed([caption])
  if (!vector) throw new Error('no vector')
  await saveVectors(t.db, model.id, [{ productId: item.id, textHash: 'h', vector }])
  const found = await searchMeaning(t.db, embeddings, caption, { conditions: live, limit: 5 })
  expect(found?.hits).toEqual([{ productId: item.id, similarity: expect.closeTo(1, 5) }])
  expect(model.seen.at(-1)).toBe(caption)
})

test("takes the channel's nearest plus the nearest of any topic, nearest first", async () => {
  const model = fakeEmbeddingModel({ id: 'meaning-topic-test' })
  const embeddings = fakeEmbeddings([model])
  const [home] = await t.db.select().from(products).where(eq(products.active, true)).limit(1)
  const topic = home?.topics[0]
  if (!home || !topic) throw new Error('catalog is empty')
  const [away] = await t.db
    .select()
    .from(products)
    .where(and(eq(products.active, true), sql`not ${hasTopic(topic)}`))
    .limit(1)
  if (!away) throw new Error('one topic only')
  const caption = 'surfboards for the big swell'
  // The other topic's item is the caption itself, the channel's own only near it.
  const [exact, near] = await model.embed([caption, 'surfboards for a picnic'])
  if (!exact || !near) throw new Error('no vectors')
  await saveVectors(t.db, model.id, [
    { productId: away.id, textHash: 'a', vector: exact },
    { productId: home.id, textHash: 'h', vector: near },
  ])
  const found = await searchMeaning(t.db, embeddings, caption, {
    conditions: [eq(products.active, true)],
    limit: 1,
    onTopic: hasTopic(topic),
  })
  expect(found?.hits.map((hit) => hit.productId)).toEqual([away.id, home.id])
})

test('names at most two caption words, best first, none below the floor', () => {
  expect(
    reasonWords([
      { word: 'room', similarity: 0.22 },
      { word: 'copper', similarity: WORD_SIMILARITY_FLOOR - 0.01 },
      { word: 'bottle', similarity: 0.31 },
      { word: 'water', similarity: 0.47 },
      { word: 'pours', similarity: WORD_SIMILARITY_FLOOR },
    ]),
  ).toEqual(['water', 'bottle'])
  expect(
    reasonWords([
      { word: 'copper', similarity: 0.24 },
      { word: 'room', similarity: 0.22 },
    ]),
  ).toEqual([])
})
