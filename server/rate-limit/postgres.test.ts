import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { postgresTestApp, type TestApp } from '../testing'
import { countHit } from './store'

// Hits at once on a real PostgreSQL, on separate connections, as from several instances.
// Runs when TEST_DATABASE_URL is set (.ci/run starts one), in a database of its own.
const url = process.env.TEST_DATABASE_URL

describe.runIf(url)('rate-limit counts on PostgreSQL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await postgresTestApp(url ?? '', 'stv_rate_limit')
  })
  afterAll(() => t?.close())

  test('twenty hits at once are counted 1 to 20, none lost or doubled', async () => {
    const windowStart = new Date('2026-05-01T10:00:00Z')
    const hit = () => countHit(t.db, { bucket: 'click', client: '203.0.113.5', windowStart })
    const counts = await Promise.all(Array.from({ length: 20 }, hit))
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })
})
