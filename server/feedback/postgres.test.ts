import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { feedbackCaptions, matchFeedback, products } from '../db/schema'
import { bytesVector } from '../embeddings'
import { fakeEmbeddings } from '../embeddings/testing'
import { postgresTestApp, type TestApp } from '../testing'
import { recordSignal } from './record'

// Signals on a real PostgreSQL, where processes write on separate connections at once. Runs
// when TEST_DATABASE_URL is set (.ci/run starts one), in a database of its own.
const url = process.env.TEST_DATABASE_URL

describe.runIf(url)('feedback on PostgreSQL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await postgresTestApp(url ?? '', 'stv_feedback')
  })
  afterAll(() => t?.close())

  test('the same signal from many connections at once: one caption, every signal counted', async () => {
    const [item] = await t.db.select().from(products).limit(1)
    if (!item) throw new Error('catalog is empty')
    const embeddings = fakeEmbeddings()
    const signal = {
      channelId: 'wildtv',
      segmentKey: '0:1',
      caption: 'Bears at the falls',
      productId: item.id,
      signal: 'save' as const,
      at: new Date('2026-05-01T10:00:00Z'),
    }
    await Promise.all(
      Array.from({ length: 8 }, () => recordSignal({ db: t.db, embeddings }, signal)),
    )
    const captions = await t.db.select().from(feedbackCaptions)
    expect(captions).toHaveLength(1)
    const query = await embeddings.embedQuery(signal.caption)
    const stored = captions[0]?.vector
    expect(stored && [...bytesVector(stored)]).toEqual([...(query?.vector ?? [])])
    expect(await t.db.select().from(matchFeedback)).toEqual([
      expect.objectContaining({ signal: 'save', count: 8 }),
    ])
  })
})
