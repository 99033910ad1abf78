import postgres from 'postgres'
import { describe, expect, test } from 'vitest'
import type { Product } from '../../shared/api/types'
import { testApp } from '../testing'
import { openDb } from '.'

// Runs against a real PostgreSQL when TEST_DATABASE_URL is set (.ci/run starts one).
const url = process.env.TEST_DATABASE_URL
if (!url) console.log('PostgreSQL test skipped: set TEST_DATABASE_URL=postgres://… to run it')

describe.runIf(url)('on PostgreSQL', () => {
  test('migrates, seeds and answers recent products like PGlite', async () => {
    // Start from an empty schema so the test is repeatable, dropped by a plain client: openDb
    // migrates at once, and a schema left by an older migration order would fail that first.
    const sql = postgres(url ?? '', { max: 1, onnotice: () => {} })
    try {
      await sql.unsafe(
        'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
      )
    } finally {
      await sql.end()
    }
    const fresh = await openDb({ dataDir: 'memory://', databaseUrl: url ?? null })
    expect(fresh.kind).toBe('postgres')
    const t = await testApp({ database: fresh })
    try {
      const res = await t.get('/product_search/recent_products/wildtv/50')
      expect(res.status).toBe(200)
      const items = (await res.json()) as Product[]
      expect(items).toHaveLength(50)
      expect((await (await t.get('/health')).json()).db).toBe('postgres')
    } finally {
      await t.close()
    }
  })
})
