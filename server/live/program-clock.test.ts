// The program clock over many channels: its tick and its backfill at start air several at once,
// and one that fails holds up no other (a tick's is aired on a later tick).
import { and, countDistinct, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { airedSegments, liveMatches, products } from '../db/schema'
import type { Embeddings, QueryVector } from '../embeddings'
import { saveVectors } from '../embeddings/store'
import { fakeEmbeddingModel } from '../embeddings/testing'
import { type TestApp, testApp } from '../testing'
import { onAirNow } from './append'
import { AIR_AT_ONCE, createProgramClock } from './program-clock'
import { deleteSchedule, programmedChannels, saveSchedule } from './schedule'

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

/**
 * Embeddings whose every query waits (`held()` counts those waiting) until `drain(work)`
 * answers them, with no vector (matching by words), now and as they come, until `work` ends.
 */
function heldEmbeddings() {
  const answers: (() => void)[] = []
  const { embeddings, asked } = embeddingsAnswering(
    () => new Promise((resolve) => answers.push(() => resolve(null))),
  )
  const drain = async (work: Promise<void>) => {
    const answerAll = setInterval(() => {
      for (const answer of answers.splice(0)) answer()
    }, 1)
    await work.finally(() => clearInterval(answerAll))
  }
  return { embeddings, asked, held: () => answers.length, drain }
}

/** Embeddings whose first query fails ('the model went away'); the others find no vector. */
function firstQueryFails() {
  let broken = true
  return embeddingsAnswering(async () => {
    if (broken) {
      broken = false
      throw new Error('the model went away')
    }
    return null
  })
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
  const { embeddings, asked, held, drain } = heldEmbeddings()
  const clock = createProgramClock({
    db: t.db,
    embeddings,
    live: t.live,
    now: t.now,
    tickMs: 60_000,
  })
  const ticking = clock.tick()
  try {
    // One caption at a time would leave the others waiting behind the first.
    await expect.poll(held).toBe(AIR_AT_ONCE)
  } finally {
    // Each caption answered lets its lane take the next channel, until all are aired.
    await drain(ticking)
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
  // A database or model error mid-airing.
  const { embeddings } = firstQueryFails()
  const clock = createProgramClock({
    db: t.db,
    embeddings,
    live: t.live,
    now: t.now,
    tickMs: 60_000,
  })
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

test('a segment that keeps failing is tried at the next tick, then after twice as many each time', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  t.setNow('2026-05-01T20:00:00Z')
  const waiting = await unaired('2026-05-01T20:00:00Z')
  expect(waiting.length).toBeGreaterThan(0)
  const { embeddings, asked } = embeddingsAnswering(async () => {
    throw new Error('the model went away')
  })
  const tickMs = 5_000
  const clock = createProgramClock({ db: t.db, embeddings, live: t.live, now: t.now, tickMs })
  const tried: number[] = []
  for (let tick = 1; tick <= 16; tick++) {
    const before = asked.length
    await clock.tick()
    if (asked.length > before) tried.push(tick)
  }
  // Waits of 1, 2, 4 and 8 ticks (every channel fails alike); the next is capped at
  // AIR_RETRY_MAX_MS, 12 ticks of 5 s, not 16.
  expect(tried).toEqual([1, 2, 4, 8, 16])
  expect(asked).toHaveLength(waiting.length * tried.length)
  expect(error).toHaveBeenLastCalledWith(
    expect.stringMatching(/failed \(5×, next try in 60 s\)$/),
    expect.objectContaining({ message: 'the model went away' }),
  )
  expect(await unaired('2026-05-01T20:00:00Z')).toEqual(waiting)
  error.mockRestore()
})

/** Empties every channel's pool, as on a database the clock has never filled. */
async function emptyPools() {
  await t.db.delete(liveMatches)
  await t.db.delete(airedSegments)
}

/** The channels whose pools hold no item, of those with a program that has a past. */
async function emptyChannels(): Promise<string[]> {
  const rows = await t.db
    .select({ id: liveMatches.channelId, n: countDistinct(liveMatches.productId) })
    .from(liveMatches)
    .groupBy(liveMatches.channelId)
  const filled = new Set(rows.filter((row) => row.n > 0).map((row) => row.id))
  const channels = await programmedChannels(t.db)
  return channels
    .filter((channel) => !channel.program.uploaded && !filled.has(channel.id))
    .map((channel) => channel.id)
}

test(`the backfill at start fills ${AIR_AT_ONCE} channels at once`, async () => {
  await emptyPools()
  const waiting = await emptyChannels()
  expect(waiting.length).toBeGreaterThan(AIR_AT_ONCE)
  const { embeddings, held, drain } = heldEmbeddings()
  const clock = createProgramClock({
    db: t.db,
    embeddings,
    live: t.live,
    now: t.now,
    tickMs: 60_000,
  })
  const filling = clock.backfill()
  try {
    // One channel at a time would leave the others waiting behind the first one's past.
    await expect.poll(held).toBe(AIR_AT_ONCE)
  } finally {
    await drain(filling)
  }
  expect(await emptyChannels()).toEqual([])
})

test('a channel whose backfill fails is logged, the others fill, and the clock still starts', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  await emptyPools()
  // That channel's backfill ends there.
  const { embeddings } = firstQueryFails()
  const clock = createProgramClock({
    db: t.db,
    embeddings,
    live: t.live,
    now: t.now,
    tickMs: 60_000,
  })
  // Before, the failure ended `start()`: no tick, and a leader whose clock never ran.
  await clock.start()
  await clock.stop()
  expect(error).toHaveBeenCalledWith(
    expect.stringContaining('program clock: backfilling '),
    expect.objectContaining({ message: 'the model went away' }),
  )
  const failed = String(error.mock.calls[0]?.[0]).split('backfilling ')[1]?.split(' ')[0]
  const empty = await emptyChannels()
  expect(empty.every((id) => id === failed)).toBe(true)
  // The start's tick aired what is on now on every channel, the failed one's too.
  expect(await unaired(t.now().toISOString())).toEqual([])
  error.mockRestore()
})

test('with stock programs on air through their streams, a tick airs uploaded schedules only', async () => {
  const at = '2026-05-02T08:00:00Z'
  t.setNow(at)
  const cues = [{ startMs: 0, endMs: 60_000, text: 'The river at dawn', line: 1 }]
  await saveSchedule(t.db, 'kbs', { cues, fileName: null, uploadedBy: 'test', now: t.now() })
  try {
    const stock = (await programmedChannels(t.db))
      .filter((channel) => !channel.program.uploaded)
      .map((channel) => channel.id)
    expect(stock).not.toContain('kbs')
    const clock = createProgramClock({
      db: t.db,
      embeddings: null,
      live: t.live,
      now: t.now,
      tickMs: 60_000,
      stockOnAir: false,
    })
    await clock.tick()
    expect((await unaired(at)).sort()).toEqual(stock.sort())
  } finally {
    await deleteSchedule(t.db, 'kbs')
  }
})
