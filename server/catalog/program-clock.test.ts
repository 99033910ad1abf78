// The program clock's tick over many channels: several air at once, and one that fails holds
// up no other and is aired on a later tick.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { airedSegments, products } from '../db/schema'
import type { Embeddings, QueryVector } from '../embeddings'
import { saveVectors } from '../embeddings/store'
import { fakeEmbeddingModel } from '../embeddings/testing'
import { type TestApp, testApp } from '../testing'
import { AIR_AT_ONCE, createProgramClock, onAirNow } from './live-feed'
import { programmedChannels } from './schedule'

const model = fakeEmbeddingModel({ id: 'clock-test' })

let t: TestApp
beforeAll(async () => {
  t = await testApp({ now: '2026-05-01T10:00:00Z' })
  // Every live item has a vector of the test's model, so each airing embeds its caption.
  const live = await t.db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(eq(products.active, true))
  const vectors = await model.embed(live.map((p) => p.title))
  await saveVectors(
    t.db,
    model.id,
    live.map((p, i) => ({
      productId: p.id,
      textHash: `h${p.id}`,
      vector: vectors[i] ?? new Float32Array(model.dimensions),
    })),
  )
})
afterAll(() => t.close())

/** Embeddings whose queries `answer` answers (held until the test says, or failing). */
function embeddingsAnswering(answer: (caption: string) => Promise<QueryVector | null>) {
  const asked: string[] = []
  const embeddings: Embeddings = {
    models: [model],
    embedQuery(caption) {
      asked.push(caption)
      return answer(caption)
    },
    async close() {},
  }
  return { embeddings, asked }
}

/** The channels whose segment on air at `iso` no process has aired yet (matched or not). */
async function unaired(iso: string): Promise<string[]> {
  const at = new Date(iso).getTime()
  const ids: string[] = []
  for (const channel of await programmedChannels(t.db)) {
    const key = onAirNow(channel.program, at).key
    const aired = await t.db
      .select({ key: airedSegments.segmentKey })
      .from(airedSegments)
      .where(and(eq(airedSegments.channelId, channel.id), eq(airedSegments.segmentKey, key)))
    if (!aired.length) ids.push(channel.id)
  }
  return ids
}

test(`a tick airs ${AIR_AT_ONCE} channels at once, so one slow caption holds up no other`, async () => {
  t.setNow('2026-05-01T14:00:00Z')
  const waiting = await unaired('2026-05-01T14:00:00Z')
  expect(waiting.length).toBeGreaterThan(AIR_AT_ONCE)
  const answers: (() => void)[] = []
  const { embeddings, asked } = embeddingsAnswering(
    () => new Promise((resolve) => answers.push(() => resolve(null))),
  )
  const clock = createProgramClock({ db: t.db, embeddings, now: t.now, tickMs: 60_000 })
  const ticking = clock.tick()
  try {
    // One caption at a time would leave the others waiting behind the first.
    await expect.poll(() => answers.length).toBe(AIR_AT_ONCE)
  } finally {
    // Each caption answered lets its lane take the next channel, until all are aired.
    const answerAll = setInterval(() => {
      for (const answer of answers.splice(0)) answer()
    }, 1)
    await ticking.finally(() => clearInterval(answerAll))
  }
  expect(asked).toHaveLength(waiting.length)
  expect(await unaired('2026-05-01T14:00:00Z')).toEqual([])
})

test('a channel whose airing fails is logged, the others air, and the next tick airs it', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  t.setNow('2026-05-01T18:00:00Z')
  const waiting = await unaired('2026-05-01T18:00:00Z')
  const [failing] = waiting
  if (!failing) throw new Error('no channel to air')
  let broken = true
  const { embeddings } = embeddingsAnswering(async () => {
    // The first caption asked fails while `broken` (a database or model error mid-airing).
    if (broken) {
      broken = false
      throw new Error('the model went away')
    }
    return null
  })
  const clock = createProgramClock({ db: t.db, embeddings, now: t.now, tickMs: 60_000 })
  await clock.tick()
  const left = await unaired('2026-05-01T18:00:00Z')
  expect(left).toHaveLength(1)
  expect(waiting.length).toBeGreaterThan(1)
  expect(error).toHaveBeenCalledWith(
    expect.stringContaining(`airing ${left[0]}/`),
    expect.objectContaining({ message: 'the model went away' }),
  )
  await clock.tick()
  expect(await unaired('2026-05-01T18:00:00Z')).toEqual([])
  error.mockRestore()
})
