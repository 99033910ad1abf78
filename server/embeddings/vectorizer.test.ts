import { eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { FeedListSchema, FeedSummarySchema, feedPaths } from '../../shared/api/feeds'
import { studioPaths } from '../../shared/api/studio'
import { openDb } from '../db'
import { products } from '../db/schema'
import { merchantTsv } from '../feeds'
import { seedIfEmpty } from '../seed'
import { createTasks } from '../tasks'
import { bearer, ownPostgresDatabase, type TestApp, testApp, testConfig } from '../testing'
import { nearestItems, vectorCoverage } from './store'
import { createVectorizer, VECTORIZE_TICK_MS } from './vectorizer'
import { wordModel, wordVector } from './vectors-testing'

const CHANNEL = 'vectors'
const COLUMNS = ['id', 'title', 'description', 'link', 'image_link', 'price', 'availability']

type Item = { id: string; title: string; description: string }

function feedText(items: readonly Item[]): string {
  const rows = items.map((item) => ({
    ...item,
    link: `https://shop.example/p/${item.id}`,
    image_link: `https://shop.example/img/${item.id}.jpg`,
    price: '30.00 EUR',
    availability: 'in_stock',
  }))
  return [...merchantTsv(COLUMNS, rows)].join('')
}

const ITEMS: Item[] = [
  { id: 'surf', title: 'Foam surfboard', description: 'Catch waves on a soft foam board.' },
  { id: 'blend', title: 'Glass blender', description: 'Blends soup until silky smooth.' },
  { id: 'boot', title: 'Football boots', description: 'Studs for a firm pitch.' },
]

/** A channel with a feed of its own; `load` imports a version of the feed and waits. */
async function channelWithFeed(t: TestApp) {
  const owner = bearer(await t.signIn('owner@example.test'))
  await t.post(studioPaths.channels, { id: CHANNEL, name: 'Vectors', topic: 'sports' }, owner)
  const made = await t.post(feedPaths.feeds(CHANNEL), { source: 'file', name: 'Shop' }, owner)
  const feed = v.parse(FeedSummarySchema, await made.json())
  return {
    feed,
    /** The feed as the Studio's feed list shows it. */
    async listed() {
      const res = await t.get(feedPaths.feeds(CHANNEL), owner)
      const [one] = v.parse(FeedListSchema, await res.json()).feeds
      return one
    },
    async load(items: readonly Item[]) {
      const res = await t.sendRaw(
        'POST',
        feedPaths.imports(CHANNEL, feed.id),
        feedText(items),
        owner,
      )
      expect(res.status).toBe(202)
      await t.settled()
    },
  }
}

const ownItems = () => [eq(products.channelId, CHANNEL)]

describe('the vectorizer', () => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  test('is off in tests unless asked for: no item gets a vector', async () => {
    t = await testApp()
    const { load, listed } = await channelWithFeed(t)
    await load(ITEMS)
    expect(await vectorCoverage(t.db, 'words', ownItems())).toEqual({ live: 3, embedded: 0 })
    expect(await listed()).not.toHaveProperty('meaningItems')
  })

  test('gives every live item a vector of each model, found by meaning', async () => {
    const words = wordModel('words')
    const other = wordModel('other', 32)
    t = await testApp({ vectorModels: [words, other] })
    await t.settled()
    const { load, listed } = await channelWithFeed(t)
    await load(ITEMS)
    expect(await vectorCoverage(t.db, 'words', ownItems())).toEqual({ live: 3, embedded: 3 })
    expect(await vectorCoverage(t.db, 'other')).toEqual(await vectorCoverage(t.db, 'words'))
    expect(await listed()).toMatchObject({ liveItems: 3, meaningItems: 3 })
    const nearest = await nearestItems(t.db, 'words', wordVector('smooth soup', 64), {
      conditions: [eq(products.active, true), ...ownItems()],
      limit: 1,
    })
    const [blender] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.title, 'Glass blender'))
    expect(nearest.map((n) => n.productId)).toEqual([blender?.id])
  })

  test('a re-import embeds only the items whose text changed; a retired item is not found', async () => {
    const words = wordModel('words')
    t = await testApp({ vectorModels: [words] })
    await t.settled()
    const { load } = await channelWithFeed(t)
    await load(ITEMS)
    const before = words.texts.length
    const [surf, blend] = ITEMS as [Item, Item, Item]
    await load([surf, { ...blend, description: 'Crushes ice for smoothies.' }])
    const again = words.texts.slice(before)
    expect(again).toHaveLength(1)
    expect(again[0]).toMatch(/^Glass blender\. .*Crushes ice for smoothies\.$/)
    const nearest = await nearestItems(t.db, 'words', wordVector('football studs pitch', 64), {
      conditions: [eq(products.active, true), ...ownItems()],
      limit: 5,
    })
    const titles = await t.db
      .select({ title: products.title })
      .from(products)
      .where(
        inArray(
          products.id,
          nearest.map((n) => n.productId),
        ),
      )
    expect(titles.map((row) => row.title).sort()).toEqual(['Foam surfboard', 'Glass blender'])
  })

  test('a failing model leaves its items for the next minute while the other model runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const down = wordModel('hosted')
    down.failing = true
    const local = wordModel('local')
    t = await testApp({ vectorModels: [down, local] })
    await t.settled()
    const { load, listed } = await channelWithFeed(t)
    await load(ITEMS)
    expect(await vectorCoverage(t.db, 'hosted', ownItems())).toEqual({ live: 3, embedded: 0 })
    expect(await vectorCoverage(t.db, 'local', ownItems())).toEqual({ live: 3, embedded: 3 })
    expect(down.calls).toBe(2) // once at start, once after the import: never in a loop
    expect(await listed()).toMatchObject({ liveItems: 3, meaningItems: 0 }) // the preferred model's
    expect(logged).toHaveBeenCalledWith(
      'Item vectors of hosted are left for later: the model failed',
      expect.any(Error),
    )
    down.failing = false
    vi.advanceTimersByTime(VECTORIZE_TICK_MS)
    await t.settled()
    expect(await vectorCoverage(t.db, 'hosted', ownItems())).toEqual({ live: 3, embedded: 3 })
  })

  test('started again (a process that leads again) it keeps one timer: one pass a minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const down = wordModel('hosted')
    down.failing = true
    t = await testApp({ vectorModels: [down] })
    await t.settled()
    expect(down.calls).toBe(1)
    t.vectorizer?.start()
    await t.settled()
    vi.advanceTimersByTime(VECTORIZE_TICK_MS)
    await t.settled()
    expect(down.calls).toBe(2)
  })

  test('a stopping server ends a pass between batches', async () => {
    const words = wordModel('words')
    const tasks = createTasks()
    t = await testApp()
    const vectorizer = createVectorizer({
      db: t.db,
      dbKind: 'pglite',
      models: [words],
      tasks,
      batchSize: 10,
    })
    const embed = words.embed
    words.embed = async (texts, signal) => {
      const vectors = await embed(texts, signal)
      if (words.calls === 2) void tasks.stop()
      return vectors
    }
    vectorizer.kick()
    await vectorizer.idle()
    await tasks.idle()
    expect(words.calls).toBe(2)
    expect((await vectorCoverage(t.db, 'words')).embedded).toBe(20)
  })
})

// Two server processes on one PostgreSQL database, each with its own connections and its own
// vectorizer. Runs when TEST_DATABASE_URL is set.
const url = process.env.TEST_DATABASE_URL

describe.runIf(url)('vectorizers of two processes on PostgreSQL', () => {
  test('embed every item once between them', async () => {
    const own = await ownPostgresDatabase(url ?? '', 'stv_vectorizers')
    const first = await openDb({ dataDir: 'memory://', databaseUrl: own.url })
    const second = await openDb({ dataDir: 'memory://', databaseUrl: own.url })
    try {
      await seedIfEmpty(first.db, testConfig(), { catalogSize: 300 })
      const processes = [first, second].map((database) => {
        const model = wordModel('words')
        const tasks = createTasks()
        const vectorizer = createVectorizer({
          ...database,
          dbKind: 'postgres',
          models: [model],
          tasks,
          batchSize: 16,
        })
        return { model, tasks, vectorizer }
      })
      for (const p of processes) p.vectorizer.kick()
      await Promise.all(processes.map((p) => p.vectorizer.idle()))
      const { live, embedded } = await vectorCoverage(first.db, 'words')
      expect(embedded).toBe(live)
      const texts = processes.flatMap((p) => p.model.texts)
      expect(texts).toHaveLength(live)
    } finally {
      await first.close()
      await second.close()
      await own.drop()
    }
  })
})
