import { describe, expect, test } from 'vitest'
import type { Product } from '../../shared/api/types'
import { ownPostgresDatabase, poolSizeOf, testApp } from '../testing'
import { openDb } from '.'

// Runs against a real PostgreSQL when TEST_DATABASE_URL is set (.ci/run starts one).
const url = process.env.TEST_DATABASE_URL
if (!url) console.log('PostgreSQL test skipped: set TEST_DATABASE_URL=postgres://… to run it')

describe.runIf(url)('on PostgreSQL', () => {
  test('migrates, seeds and answers recent products like PGlite', async () => {
    // A database of its own, empty: openDb migrates it at once, as a first start would.
    const own = await ownPostgresDatabase(url ?? '', 'stv_migrate')
    try {
      const fresh = await openDb({ dataDir: 'memory://', databaseUrl: own.url })
      expect(fresh.kind).toBe('postgres')
      const t = await testApp({ database: fresh })
      try {
        const res = await t.get('/product_search/recent_products/wildtv/50')
        expect(res.status).toBe(200)
        const items = (await res.json()) as Product[]
        expect(items).toHaveLength(await poolSizeOf(t, 'wildtv'))
        expect((await (await t.get('/health')).json()).db).toBe('postgres')
      } finally {
        await t.close()
      }
    } finally {
      await own.drop()
    }
  })
})
