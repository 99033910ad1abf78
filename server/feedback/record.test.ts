import { afterAll, beforeAll, expect, test } from 'vitest'
import { feedbackCaptions, matchFeedback, products } from '../db/schema'
import { bytesVector } from '../embeddings'
import { failingModel, fakeEmbeddings } from '../embeddings/testing'
import { type TestApp, testApp } from '../testing'
import { feedbackFor } from './near'
import { recordSignal, type Signal } from './record'

let t: TestApp
let signal: Signal
beforeAll(async () => {
  t = await testApp()
  const [item] = await t.db.select().from(products).limit(1)
  if (!item) throw new Error('catalog is empty')
  signal = {
    channelId: 'wildtv',
    segmentKey: '0:1',
    caption: 'The salmon are running up the falls, and the bears are waiting',
    productId: item.id,
    signal: 'save',
    at: new Date('2026-05-01T10:00:00Z'),
  }
})
afterAll(() => t.close())

test('stores the caption once, with its words and vector, and counts the signal up', async () => {
  const embeddings = fakeEmbeddings()
  const deps = { db: t.db, embeddings }
  // Two processes at once: both writes are upserts, so neither is lost.
  await Promise.all([recordSignal(deps, signal), recordSignal(deps, signal)])
  const [caption] = await t.db.select().from(feedbackCaptions)
  expect(caption?.words).toEqual(['salmon', 'running', 'falls', 'bears', 'waiting'])
  const query = await embeddings.embedQuery(signal.caption)
  expect(caption?.model).toBe(query?.model)
  expect(caption?.vector && [...bytesVector(caption.vector)]).toEqual([...(query?.vector ?? [])])
  expect(await t.db.select().from(matchFeedback)).toEqual([
    expect.objectContaining({ productId: signal.productId, signal: 'save', count: 2 }),
  ])
  // Read back for the same caption: two Saves, at full strength.
  const weights = await feedbackFor(
    t.db,
    'wildtv',
    { words: caption?.words ?? [], query },
    signal.at,
  )
  expect([...weights]).toEqual([[signal.productId, 0.3]])
  // Another channel's signals are its own.
  expect(
    (await feedbackFor(t.db, 'kbs', { words: caption?.words ?? [], query }, signal.at)).size,
  ).toBe(0)
})

test('keeps the words alone when no model can embed the caption', async () => {
  const deps = { db: t.db, embeddings: fakeEmbeddings([failingModel('down')]) }
  await recordSignal(deps, { ...signal, segmentKey: '0:2' })
  const rows = await t.db.select().from(feedbackCaptions)
  expect(rows.find((row) => row.segmentKey === '0:2')).toMatchObject({
    words: ['salmon', 'running', 'falls', 'bears', 'waiting'],
    model: null,
    vector: null,
  })
})
