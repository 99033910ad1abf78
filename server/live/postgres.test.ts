import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rotateChannelKey } from '../catalog'
import { openDb } from '../db'
import { type OwnPostgresDatabase, ownPostgresDatabase, type TestApp, testApp } from '../testing'
import { sseReader } from './sse-testing'

// Runs against a real PostgreSQL when TEST_DATABASE_URL is set (.ci/run starts one).
const url = process.env.TEST_DATABASE_URL
if (!url) console.log('PostgreSQL test skipped: set TEST_DATABASE_URL=postgres://… to run it')

describe.runIf(url)('live feeds on two server processes sharing PostgreSQL', () => {
  let own: OwnPostgresDatabase | undefined
  let a: TestApp
  let b: TestApp

  // Two apps, each with its own pool and its own LISTEN connection, as two processes have.
  beforeAll(async () => {
    const database = await ownPostgresDatabase(url ?? '', 'stv_live')
    own = database
    const open = () => openDb({ dataDir: 'memory://', databaseUrl: database.url })
    a = await testApp({ database: await open(), now: '2026-05-01T10:00:00Z' })
    b = await testApp({ database: await open(), now: '2026-05-01T10:00:00Z' })
  }, 240_000)
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await own?.drop()
  }, 60_000)

  test('a match made through instance A reaches a stream of instance B, and B’s polls see it', async () => {
    const stream = sseReader((await b.get('/live/wildtv')).body)
    const before = await stream.nextProducts()
    const polled = await b.get('/product_search/recent_products/wildtv/10')
    expect(await polled.text()).toBe(before)

    const key = (await rotateChannelKey(a.db, 'wildtv')) ?? ''
    a.setNow('2026-05-01T12:00:00Z')
    b.setNow('2026-05-01T12:00:00Z')
    const push = { caption: 'Casting for bass at dawn with a light spinning reel', entities: [] }
    const res = await a.post('/channels/wildtv/context', push, { 'X-Channel-Key': key })
    expect(res.status).toBe(201)
    const { matches } = (await res.json()) as { matches: { id: string }[] }

    const after = JSON.parse(await stream.nextProducts()) as { id: string }[]
    expect(matches.map((m) => m.id)).toContain(after[0]?.id)
    // B's cached poll was dropped by the same signal.
    const again = await b.get('/product_search/recent_products/wildtv/10', {
      'If-None-Match': polled.headers.get('etag') ?? '',
    })
    expect(again.status).toBe(200)
    await stream.cancel()
  })
})
