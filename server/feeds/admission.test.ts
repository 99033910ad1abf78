import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Database, openDb } from '../db'
import { channels, feedImports } from '../db/schema'
import { FEED_IMPORTS_PER_USER, ImportLimitReached, type ImportQuota, quotaFor } from './admission'
import { beginImport, createFeed, type ImportTrigger, STALE_IMPORT_MS } from './store'

let database: Database
const NOW = new Date('2026-05-01T10:00:00Z')
let feedNumber = 0

beforeAll(async () => {
  database = await openDb({ dataDir: 'memory://', databaseUrl: null })
  await database.db
    .insert(channels)
    .values({ id: 'anglers', name: 'Anglers', topic: 'wildlife', description: '' })
})
afterAll(() => database.close())

/** Starts an import of a new feed, as `startedBy`, held to `quota`. */
async function start(startedBy: string, quota: ImportQuota | null, now = NOW) {
  const feed = await createFeed(database.db, {
    channelId: 'anglers',
    name: `Feed ${++feedNumber}`,
    source: 'file',
    url: null,
    schedule: 'off',
    createdBy: startedBy,
    now,
  })
  if (!feed) throw new Error('no feed')
  return beginImport(database.db, {
    feedId: feed.id,
    trigger: 'upload',
    fileName: null,
    format: 'tsv',
    bytesTotal: null,
    startedBy,
    now,
    quota,
  })
}

async function endAll() {
  await database.db
    .update(feedImports)
    .set({ status: 'done' })
    .where(eq(feedImports.status, 'running'))
}

describe('starting an import within the limits', () => {
  test('a person’s start past their limit is refused by the count, and nothing is written', async () => {
    const quota = { perUser: 2, atOnce: 10 }
    await start('ana@example.test', quota)
    await start('ana@example.test', quota)
    const before = await database.db.$count(feedImports)
    const third = start('ana@example.test', quota)
    await expect(third).rejects.toBeInstanceOf(ImportLimitReached)
    await expect(third).rejects.toMatchObject({ scope: 'user', limit: 2 })
    expect(await database.db.$count(feedImports)).toBe(before)
    expect(await start('bo@example.test', quota)).not.toBeNull()
    await endAll()
  })

  test('the service’s limit counts everyone’s running imports, not ended or cut-off ones', async () => {
    const quota = { perUser: null, atOnce: 3 }
    await start('a@example.test', quota)
    await start('b@example.test', quota)
    await start('c@example.test', null, new Date(NOW.getTime() - STALE_IMPORT_MS)) // cut off
    await start('d@example.test', quota)
    await expect(start('e@example.test', quota)).rejects.toMatchObject({
      scope: 'server',
      limit: 3,
    })
    await database.db
      .update(feedImports)
      .set({ status: 'done' })
      .where(eq(feedImports.startedBy, 'a@example.test'))
    expect(await start('e@example.test', quota)).not.toBeNull()
    await endAll()
  })

  test('people are held to both limits, a schedule to the service’s, the command line to none', async () => {
    const held = (trigger: ImportTrigger) => quotaFor(trigger, 4)
    expect(held('upload')).toEqual({ perUser: FEED_IMPORTS_PER_USER, atOnce: 4 })
    expect(held('url')).toEqual({ perUser: FEED_IMPORTS_PER_USER, atOnce: 4 })
    expect(held('schedule')).toEqual({ perUser: null, atOnce: 4 })
    expect(held('cli')).toBeNull()
    expect(held('seed')).toBeNull()
    for (let i = 0; i < 4; i++) await start('cli', held('cli'))
    await expect(start('schedule', held('schedule'))).rejects.toMatchObject({ scope: 'server' })
    await endAll()
  })
})
