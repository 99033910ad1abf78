import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Database, openDb } from './db'
import { channels, feedImports, feeds, products } from './db/schema'
import { seedIfEmpty } from './seed'
import { testConfig } from './testing'

let database: Database
const config = testConfig()
beforeAll(async () => {
  database = await openDb({ dataDir: 'memory://', databaseUrl: null })
})
afterAll(() => database.close())

test('seeds the demo channels and imports the demo catalog as a shared feed, once', async () => {
  expect(await seedIfEmpty(database.db, config, { catalogSize: 60 })).toBe(true)
  expect((await database.db.select().from(channels)).length).toBe(12)
  const [feed] = await database.db.select().from(feeds)
  expect(feed).toMatchObject({ name: 'Demo catalog', channelId: null, source: 'file' })
  const [job] = await database.db.select().from(feedImports)
  expect(job).toMatchObject({
    status: 'done',
    trigger: 'seed',
    read: 60,
    imported: 60,
    rejected: 0,
  })
  const items = await database.db.select().from(products)
  expect(items).toHaveLength(60)
  expect(items.every((item) => item.channelId === null && item.active)).toBe(true)
  // Pictures drawn by this server are stored as paths, not absolute addresses.
  expect(
    items.every((item) => item.imageLink === null && item.imagePath?.startsWith('feeds/')),
  ).toBe(true)
  expect(await seedIfEmpty(database.db, config, { catalogSize: 60 })).toBe(false)
})

test("writes the demo channels' programs and regions on their rows, again at every start", async () => {
  const rows = await database.db.select().from(channels)
  const of = (id: string) => rows.find((row) => row.id === id)
  expect(of('intravel-eu')?.region).toBe('eu')
  expect(of('intravel-us')?.region).toBe('us')
  expect(of('wildtv')?.region).toBeNull()
  expect(rows.every((row) => (row.stockProgram?.length ?? 0) > 0)).toBe(true)
  const script = of('wildtv')?.stockProgram
  await database.db
    .update(channels)
    .set({ stockProgram: null, region: 'uk' })
    .where(eq(channels.id, 'wildtv'))
  expect(await seedIfEmpty(database.db, config, { catalogSize: 60 })).toBe(false)
  const [wild] = await database.db.select().from(channels).where(eq(channels.id, 'wildtv'))
  expect(wild).toMatchObject({ stockProgram: script, region: null })
})

test('a demo import the process did not finish is run again at the next start', async () => {
  await database.db
    .update(feedImports)
    .set({ status: 'failed', error: 'stopped' })
    .where(eq(feedImports.trigger, 'seed'))
  await database.db.update(products).set({ active: false })
  expect(await seedIfEmpty(database.db, config, { catalogSize: 60 })).toBe(true)
  const jobs = await database.db.select().from(feedImports)
  expect(jobs.map((job) => job.status)).toEqual(['failed', 'done'])
  const live = await database.db.select().from(products).where(eq(products.active, true))
  expect(live).toHaveLength(60)
})
