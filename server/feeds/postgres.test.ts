import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FeedSummarySchema, feedPaths, ImportJobSchema } from '../../shared/api/feeds'
import { studioPaths } from '../../shared/api/studio'
import { DEFAULT_FEED_SETTINGS } from '../config'
import { openDb } from '../db'
import { feedImports, feeds, products } from '../db/schema'
import {
  bearer,
  type OwnPostgresDatabase,
  ownPostgresDatabase,
  postgresTestApp,
  type TestApp,
  testApp,
} from '../testing'
import { FEED_IMPORTS_PER_USER, IMPORT_LIMIT_ERROR } from './admission'
import { claimDueFeed, createFeed } from './store'
import { merchantTsv } from './tsv-writer'

// Feeds on a real PostgreSQL, where requests (as several server processes would) run on
// separate connections at once. Runs when TEST_DATABASE_URL is set (.ci/run starts one).
const url = process.env.TEST_DATABASE_URL
const ID = 'pg-feeds'
const COLUMNS = ['id', 'title', 'description', 'link', 'image_link', 'price', 'availability']

function feedText(count: number): string {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `pg-${i}`,
    title: `Harbour lantern ${i}`,
    description: `A brass harbour lantern, number ${i}.`,
    link: `https://lanterns.example/p/${i}`,
    image_link: `https://lanterns.example/img/${i}.jpg`,
    price: '30.00 EUR',
    availability: 'in_stock',
  }))
  return [...merchantTsv(COLUMNS, rows)].join('')
}

describe.runIf(url)('feeds on PostgreSQL', () => {
  let t: TestApp
  let owner: Record<string, string>
  beforeAll(async () => {
    t = await postgresTestApp(url ?? '', 'stv_feeds')
    owner = bearer(await t.signIn('owner@example.test'))
    await t.post(studioPaths.channels, { id: ID, name: 'PG', topic: 'lanterns' }, owner)
  })
  afterAll(() => t?.close())

  test('uploads to one feed at once: one import runs, the others get 409', async () => {
    const made = await t.post(feedPaths.feeds(ID), { source: 'file', name: 'Lanterns' }, owner)
    const feed = v.parse(FeedSummarySchema, await made.json())
    const text = feedText(3000)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.sendRaw('POST', feedPaths.imports(ID, feed.id), text, owner),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([202, 409, 409, 409, 409])
    const started = answers.find((r) => r.status === 202)
    const job = v.parse(ImportJobSchema, await started?.json())
    await t.settled()
    const [row] = await t.db.select().from(feedImports).where(eq(feedImports.id, job.id))
    expect(row).toMatchObject({ status: 'done', read: 3000, imported: 3000, rejected: 0 })
    const items = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.feedId, feed.id))
    expect(items).toHaveLength(3000)
  })

  test('renaming a feed to a name the channel has is a 409, as on PGlite', async () => {
    await t.post(feedPaths.feeds(ID), { source: 'file', name: 'Taken' }, owner)
    const made = await t.post(feedPaths.feeds(ID), { source: 'file', name: 'Free' }, owner)
    const feed = v.parse(FeedSummarySchema, await made.json())
    const res = await t.send('PATCH', feedPaths.feed(ID, feed.id), { name: 'Taken' }, owner)
    expect(res.status).toBe(409)
  })

  test('a due scheduled feed is taken by one claimer only', async () => {
    const due = await createFeed(t.db, {
      channelId: ID,
      name: 'Nightly',
      source: 'url',
      url: 'https://lanterns.example/feed.tsv',
      schedule: 'hourly',
      createdBy: 'owner@example.test',
      now: new Date('2026-05-01T09:00:00Z'),
    })
    const at = new Date('2026-05-01T10:30:00Z')
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimDueFeed(t.db, at)))
    expect(claims.filter((claim) => claim?.id === due?.id)).toHaveLength(1)
    const [row] = await t.db.select().from(feeds).where(eq(feeds.name, 'Nightly'))
    expect(row?.nextRunAt?.toISOString()).toBe('2026-05-01T11:30:00.000Z')
  })
})

describe.runIf(url)('import limits across two instances on one PostgreSQL', () => {
  const AT_ONCE = 3
  let own: OwnPostgresDatabase
  let a: TestApp
  let b: TestApp
  // A feed server that starts each answer and never ends it: an import stays running.
  const stalling = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/tab-separated-values' })
    res.write('id\ttitle\n')
  })
  let feedUrl = ''

  beforeAll(async () => {
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve))
    feedUrl = `http://127.0.0.1:${(stalling.address() as AddressInfo).port}/feed.tsv`
    own = await ownPostgresDatabase(url ?? '', 'stv_feed_limits')
    const config = {
      feeds: { ...DEFAULT_FEED_SETTINGS, allowPrivateAddresses: true, importsAtOnce: AT_ONCE },
    }
    a = await testApp({
      config,
      database: await openDb({ dataDir: 'memory://', databaseUrl: own.url }),
    })
    b = await testApp({
      config,
      database: await openDb({ dataDir: 'memory://', databaseUrl: own.url }),
    })
    const owner = bearer(await a.signIn('owner@example.test'))
    await a.post(studioPaths.channels, { id: ID, name: 'PG', topic: 'lanterns' }, owner)
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    stalling.closeAllConnections()
    await new Promise<void>((resolve) => stalling.close(() => resolve()))
    await own?.drop()
  })

  /** URL feeds of the channel, one per import to start. */
  async function urlFeeds(names: string[]) {
    const owner = bearer(await a.signIn('owner@example.test'))
    const made = []
    for (const name of names) {
      const res = await a.post(feedPaths.feeds(ID), { source: 'url', name, url: feedUrl }, owner)
      made.push(v.parse(FeedSummarySchema, await res.json()))
    }
    return made
  }

  async function importNow(app: TestApp, feedId: number, headers: Record<string, string>) {
    const res = await app.post(feedPaths.imports(ID, feedId), undefined, headers)
    return { status: res.status, body: (await res.json()) as { error?: string } }
  }

  async function members(emails: string[]) {
    const owner = bearer(await a.signIn('owner@example.test'))
    for (const email of emails) {
      await a.post(studioPaths.members(ID), { email, role: 'editor' }, owner)
    }
    return Promise.all(emails.map(async (email) => bearer(await b.signIn(email))))
  }

  const running = () =>
    a.db.$count(feedImports, and(eq(feedImports.status, 'running'), eq(feedImports.trigger, 'url')))

  test('one person starting imports on both at once gets FEED_IMPORTS_PER_USER of them', async () => {
    const [ana] = await members(['ana@example.test'])
    const list = await urlFeeds(['Ana 1', 'Ana 2', 'Ana 3', 'Ana 4'])
    const answers = await Promise.all(
      list.map((feed, i) => importNow(i % 2 ? b : a, feed.id, ana ?? {})),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 202, 429, 429])
    for (const answer of answers.filter((x) => x.status === 429)) {
      expect(answer.body).toEqual({
        error: { code: 'rate-limited', message: IMPORT_LIMIT_ERROR.user(FEED_IMPORTS_PER_USER) },
      })
    }
    expect(await running()).toBe(FEED_IMPORTS_PER_USER)
  })

  test('people starting imports on both at once get the service’s limit of them in all', async () => {
    const people = await members(['bo@example.test', 'cy@example.test', 'di@example.test'])
    const list = await urlFeeds(['Bo', 'Cy', 'Di'])
    const answers = await Promise.all(
      list.map((feed, i) => importNow(i % 2 ? a : b, feed.id, people[i] ?? {})),
    )
    const started = AT_ONCE - FEED_IMPORTS_PER_USER // Ana's two still run
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(started)
    for (const answer of answers.filter((x) => x.status !== 202)) {
      expect(answer).toEqual({
        status: 429,
        body: { error: { code: 'rate-limited', message: IMPORT_LIMIT_ERROR.server(AT_ONCE) } },
      })
    }
    expect(await running()).toBe(AT_ONCE)
  })
})
