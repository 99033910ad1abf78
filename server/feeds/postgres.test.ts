import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FeedSummarySchema, feedPaths, ImportJobSchema } from '../../shared/api/feeds'
import { studioPaths } from '../../shared/api/studio'
import { feedImports, feeds, products } from '../db/schema'
import { bearer, postgresTestApp, type TestApp } from '../testing'
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
