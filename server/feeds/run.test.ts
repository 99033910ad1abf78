import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { MAX_STORED_REJECTS, PICTURE_SAMPLE } from '../../shared/api/feeds'
import { DEFAULT_FEED_SETTINGS } from '../config'
import { type Database, openDb } from '../db'
import { channels, feedImports, products } from '../db/schema'
import { createTasks } from '../tasks'
import { importEnv } from './jobs'
import {
  IMPORT_BATCH_SIZE,
  type ImportEnv,
  importRows,
  PGLITE_IMPORT_BATCH_SIZE,
  runImport,
} from './run'
import {
  addRejects,
  beginImport,
  createFeed,
  type FeedRow,
  type ImportRow,
  rejectPage,
} from './store'
import type { FeedContext } from './to-catalog'
import type { FeedItem, ParsedRow } from './types'

let database: Database
let feed: FeedRow
let context: FeedContext
const NOW = new Date('2026-05-01T10:00:00Z')

beforeAll(async () => {
  database = await openDb({ dataDir: 'memory://', databaseUrl: null })
  await database.db
    .insert(channels)
    .values({ id: 'anglers', name: 'Anglers', topic: 'wildlife', description: '' })
})
afterAll(() => database.close())

let feedNumber = 0
beforeEach(async () => {
  const row = await createFeed(database.db, {
    channelId: 'anglers',
    name: `Feed ${++feedNumber}`,
    source: 'file',
    url: null,
    schedule: 'off',
    createdBy: 'owner@example.com',
    now: NOW,
  })
  if (!row) throw new Error('no feed')
  feed = row
  context = { id: row.id, channelId: 'anglers', name: 'Reel Shop', topic: 'wildlife' }
})

function item(id: string, overrides: Partial<FeedItem> = {}): FeedItem {
  return {
    row: 2,
    id,
    type: 'product',
    title: `Reel ${id}`,
    description: `A reel numbered ${id}`,
    link: `https://reels.example/p/${id}`,
    imageLink: `https://reels.example/img/${id}.jpg`,
    additionalImageLinks: [],
    priceCents: 2499,
    currency: 'USD',
    salePriceCents: null,
    availability: 'in_stock',
    brand: 'Reelco',
    gtin: null,
    mpn: `R-${id}`,
    productType: 'Fishing > Reels',
    googleProductCategory: null,
    itemGroupId: null,
    category: 'Reels',
    vendor: null,
    topics: [],
    customLabels: [null, null, null, null, null],
    ...overrides,
  }
}

const items = (...list: FeedItem[]): ParsedRow[] =>
  list.map((one, i) => ({ kind: 'item', item: { ...one, row: one.row === 2 ? i + 2 : one.row } }))

async function* stream(rows: ParsedRow[]) {
  yield* rows
}

function env(overrides: Partial<ImportEnv> = {}): ImportEnv {
  return {
    db: database.db,
    now: () => NOW,
    ownMedia: 'http://localhost:8080/api/media/',
    rowsPerSecond: 0,
    batchSize: 2,
    ...overrides,
  }
}

async function begin(): Promise<ImportRow> {
  const job = await beginImport(database.db, {
    feedId: feed.id,
    trigger: 'upload',
    fileName: 'reels.tsv',
    format: 'tsv',
    bytesTotal: 100,
    startedBy: 'owner@example.com',
    now: NOW,
  })
  if (!job) throw new Error('an import is running')
  return job
}

async function importAll(rows: ParsedRow[], overrides: Partial<ImportEnv> = {}) {
  const job = await begin()
  const ended = await runImport(env(overrides), job, context, stream(rows), () => 100)
  if (!ended) throw new Error('the import row is gone')
  return ended
}

async function liveIds(): Promise<string[]> {
  const rows = await database.db
    .select({ externalId: products.externalId, active: products.active })
    .from(products)
    .where(eq(products.feedId, feed.id))
  return rows
    .filter((r) => r.active)
    .map((r) => r.externalId ?? '')
    .sort()
}

describe('an import', () => {
  test('adds every valid item to the channel’s catalog, mapped, with its counts', async () => {
    const job = await importAll(
      items(
        item('a'),
        item('b', {
          salePriceCents: 1999,
          vendor: 'Big Reels',
          additionalImageLinks: [
            'https://reels.example/img/b-2.jpg',
            'https://reels.example/img/b,3.jpg',
          ],
        }),
        item('c'),
      ),
    )
    expect(job).toMatchObject({ status: 'done', read: 3, imported: 3, rejected: 0, removed: 0 })
    const [b] = await database.db
      .select()
      .from(products)
      .where(eq(products.key, `${feed.id}:b`))
    expect(b).toMatchObject({
      channelId: 'anglers',
      feedId: feed.id,
      externalId: 'b',
      priceCents: 1999,
      listPriceCents: 2499,
      vendor: 'Big Reels',
      model: 'R-b',
      topics: ['wildlife'],
      imageLink: 'https://reels.example/img/b.jpg',
      moreImageLinks: ['https://reels.example/img/b-2.jpg', 'https://reels.example/img/b,3.jpg'],
      imagePath: null,
      active: true,
    })
    const [a] = await database.db
      .select()
      .from(products)
      .where(eq(products.key, `${feed.id}:a`))
    expect(a?.vendor).toBe('Reel Shop')
  })

  test('records progress after every batch, which another reader sees while it runs', async () => {
    const seen: number[] = []
    const job = await begin()
    await runImport(
      env({
        onProgress: async () => {},
        wait: async () => {},
      }),
      job,
      context,
      (async function* () {
        for (const row of items(item('a'), item('b'), item('c'), item('d'), item('e'))) {
          yield row
          const [now] = await database.db
            .select({ imported: feedImports.imported })
            .from(feedImports)
            .where(eq(feedImports.id, job.id))
          seen.push(now?.imported ?? -1)
        }
      })(),
      () => 0,
    )
    expect(seen).toEqual([0, 2, 2, 4, 4])
  })

  test('reports a repeated id, in the same batch or a later one, and keeps the first', async () => {
    const job = await importAll(
      items(
        item('a', { title: 'First A' }),
        item('a', { title: 'Second A' }),
        item('b'),
        item('c'),
        item('a', { title: 'Third A' }),
      ),
    )
    expect(job).toMatchObject({ status: 'done', read: 5, imported: 3, rejected: 2 })
    const page = await rejectPage(database.db, job.id, 0)
    expect(page.rows.map((r) => [r.row, r.itemId, r.attribute, r.reason])).toEqual([
      [3, 'a', 'id', 'duplicate-id'],
      [6, 'a', 'id', 'duplicate-id'],
    ])
    const [a] = await database.db
      .select()
      .from(products)
      .where(eq(products.key, `${feed.id}:a`))
    expect(a?.title).toBe('First A')
  })

  test('lists rejected rows with each problem, in file order', async () => {
    const job = await importAll([
      ...items(item('a')),
      {
        kind: 'rejected',
        row: 3,
        itemId: 'bad',
        problems: [
          { attribute: 'price', reason: 'bad-price', detail: 'not a price' },
          { attribute: 'link', reason: 'bad-url', detail: 'not a URL' },
        ],
      },
      ...items(item('b', { row: 4 })),
    ])
    expect(job).toMatchObject({ read: 3, imported: 2, rejected: 1 })
    const page = await rejectPage(database.db, job.id, 0)
    expect(page.total).toBe(2)
    expect(page.rows.map((r) => [r.row, r.attribute, r.reason])).toEqual([
      [3, 'price', 'bad-price'],
      [3, 'link', 'bad-url'],
    ])
  })

  test('a re-import is a sync: gone and out-of-stock items leave the live feed, kept for history', async () => {
    await importAll(items(item('a'), item('b'), item('c'), item('d')))
    const again = await importAll(
      items(
        item('a', { title: 'Reel A, new' }),
        item('b', { availability: 'out_of_stock' }),
        item('e'),
      ),
    )
    expect(again).toMatchObject({ status: 'done', imported: 3, removed: 3 })
    expect(await liveIds()).toEqual(['a', 'e'])
    const kept = await database.db.select().from(products).where(eq(products.feedId, feed.id))
    expect(kept.map((r) => r.externalId).sort()).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(kept.find((r) => r.externalId === 'a')?.title).toBe('Reel A, new')
    expect(kept.find((r) => r.externalId === 'b')?.availability).toBe('out_of_stock')
    // Back in stock and back in the feed: live again.
    await importAll(items(item('a'), item('b'), item('c')))
    expect(await liveIds()).toEqual(['a', 'b', 'c'])
  })

  test('a feed that fails midway keeps what it wrote and removes nothing', async () => {
    await importAll(items(item('a'), item('b'), item('c')))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const job = await begin()
    const ended = await runImport(
      env(),
      job,
      context,
      (async function* () {
        yield* items(item('a'), item('b'))
        throw new Error('connection reset')
      })(),
      () => 0,
    )
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
    expect(ended).toMatchObject({ status: 'failed', imported: 2, removed: 0 })
    expect(ended?.error).toMatch(/error on our side/)
    expect(await liveIds()).toEqual(['a', 'b', 'c'])
  })

  test('a feed where nothing could be imported fails and leaves the catalog as it was', async () => {
    await importAll(items(item('a')))
    const ended = await importAll([
      {
        kind: 'rejected',
        row: 2,
        itemId: 'x',
        problems: [{ attribute: 'title', reason: 'missing', detail: 'no title' }],
      },
    ])
    expect(ended).toMatchObject({ status: 'failed', imported: 0, rejected: 1, removed: 0 })
    expect(ended.error).toMatch(/No item of the feed could be imported/)
    expect(await liveIds()).toEqual(['a'])
  })

  test('stops when the server stops, and says so', async () => {
    const controller = new AbortController()
    controller.abort()
    const ended = await importAll(items(item('a')), { signal: controller.signal })
    expect(ended).toMatchObject({ status: 'failed', imported: 0 })
    expect(ended.error).toMatch(/shutting down/)
  })

  test('a paced import waits between batches so it writes at most rowsPerSecond', async () => {
    let clock = 0
    const waits: number[] = []
    await importAll(items(item('a'), item('b'), item('c'), item('d')), {
      rowsPerSecond: 10,
      clock: () => clock,
      wait: async (ms) => {
        waits.push(ms)
        clock += ms
      },
    })
    // Two rows a batch at ten a second: each batch is due 200 ms after the one before.
    expect(waits).toEqual([200, 200, 0].filter((ms) => ms > 0))
  })

  test('a picture this server draws is kept as a path, so it follows PUBLIC_ORIGIN', async () => {
    await importAll(
      items(item('a', { imageLink: `http://localhost:8080/api/media/feeds/${feed.id}/a.svg` })),
    )
    const [a] = await database.db
      .select()
      .from(products)
      .where(eq(products.key, `${feed.id}:a`))
    expect(a).toMatchObject({ imageLink: null, imagePath: `feeds/${feed.id}/a.svg` })
  })

  test('checks the pictures of its first PICTURE_SAMPLE items and reports each that fails', async () => {
    const checked: string[] = []
    const checkPicture = async (url: string) => {
      checked.push(url)
      return url.includes('/img/b.') ? 'The picture’s host answered 404 Not Found.' : null
    }
    const rows = items(
      item('a'),
      item('b'),
      item('drawn', { imageLink: 'http://localhost:8080/api/media/products/7.svg' }),
      ...Array.from({ length: PICTURE_SAMPLE + 5 }, (_, i) => item(`more-${i}`)),
    )
    const job = await importAll(rows, { checkPicture })
    // Our own drawn picture needs no check; past the sample none is fetched.
    expect(checked).toHaveLength(PICTURE_SAMPLE)
    expect(checked).not.toContain('http://localhost:8080/api/media/products/7.svg')
    expect(checked.at(-1)).toBe(`https://reels.example/img/more-${PICTURE_SAMPLE - 3}.jpg`)
    expect(job).toMatchObject({
      status: 'done',
      imported: PICTURE_SAMPLE + 8,
      rejected: 0,
      pictureFailures: 1,
    })
    expect(await liveIds()).toContain('b')
    const page = await rejectPage(database.db, job.id, 0)
    expect(
      page.rows.map(({ row, itemId, attribute, reason, detail }) => ({
        row,
        itemId,
        attribute,
        reason,
        detail,
      })),
    ).toEqual([
      {
        row: 3,
        itemId: 'b',
        attribute: 'image_link',
        reason: 'picture',
        detail: 'The picture’s host answered 404 Not Found.',
      },
    ])
  })

  test('a picture check that breaks on our side is no report line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const job = await importAll(items(item('a')), {
      checkPicture: () => Promise.reject(new Error('disk full')),
    })
    expect(job).toMatchObject({ status: 'done', imported: 1, pictureFailures: 0 })
    expect((await rejectPage(database.db, job.id, 0)).total).toBe(0)
    expect(errors).toHaveBeenCalledOnce()
    errors.mockRestore()
  })

  test('one import of a feed runs at a time', async () => {
    const first = await begin()
    await expect(
      beginImport(database.db, {
        feedId: feed.id,
        trigger: 'upload',
        fileName: null,
        format: 'tsv',
        bytesTotal: null,
        startedBy: 'editor@example.com',
        now: NOW,
      }),
    ).resolves.toBeNull()
    await runImport(env(), first, context, stream(items(item('a'))), () => 0)
    expect(await begin()).not.toBeNull()
  })

  test('keeps at most MAX_STORED_REJECTS report lines, and counts on', async () => {
    const job = await begin()
    const line = {
      row: 1,
      itemId: null,
      attribute: 'price',
      reason: 'bad-price' as const,
      detail: 'x',
    }
    expect(await addRejects(database.db, job.id, MAX_STORED_REJECTS - 1, [line, line, line])).toBe(
      1,
    )
    expect(await addRejects(database.db, job.id, MAX_STORED_REJECTS, [line])).toBe(0)
    const result = await importRows(env(), job.id, context, stream([]), () => 0)
    expect(result.error).toMatch(/No item/)
  })

  test('on PGlite, whose SQL runs on the event loop, an import writes smaller batches', () => {
    const deps = {
      db: database.db,
      now: () => NOW,
      tasks: createTasks(),
      config: {
        publicOrigin: 'http://localhost:8080',
        apiPath: '/api',
        feeds: DEFAULT_FEED_SETTINGS,
      },
    }
    expect(importEnv({ ...deps, dbKind: 'pglite' }).batchSize).toBe(PGLITE_IMPORT_BATCH_SIZE)
    expect(importEnv({ ...deps, dbKind: 'postgres' }).batchSize ?? IMPORT_BATCH_SIZE).toBe(500)
  })
})
