import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CountSchema, queryRows } from '../db/rows'
import { conversionEvents, conversions } from '../db/schema'
import { postgresTestApp, type TestApp } from '../testing'
import { readConversionInsights } from './read'
import { rollUpConversionsOnce } from './rollup'
import { rotateConversionSecret } from './secret'
import { addClick, postConversion } from './testing'

// Conversions on a real PostgreSQL, where several processes store and roll up at once.
// Runs when TEST_DATABASE_URL is set (.ci/run starts one), in a database of its own.
const url = process.env.TEST_DATABASE_URL

const HOUR_MS = 3_600_000

describe.runIf(url)('conversions on PostgreSQL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await postgresTestApp(url ?? '', 'stv_conversions')
  })
  afterAll(() => t?.close())

  test('the same order sent at once on many connections is stored once', async () => {
    const secret = await rotateConversionSecret(t.db, 'wildtv')
    if (!secret) throw new Error('no wildtv channel')
    const { clickId } = await addClick(t, 'wildtv', t.now())
    const time = Math.floor(t.now().getTime() / 1000)
    const body = { clickId, orderId: 'race-1', value: '42.00', currency: 'EUR' }
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const res = await postConversion(t, 'wildtv', secret, body, time)
        return res.status
      }),
    )
    expect(answers.filter((s) => s === 201)).toHaveLength(1)
    expect(answers.filter((s) => s === 200)).toHaveLength(11)
    expect(await t.rows(conversions)).toBe(1)
    expect(await t.rows(conversionEvents)).toBe(1)
  })

  test('rollups racing each other keep every sum exact, per currency', async () => {
    const at = new Date('2026-05-01T10:20:00Z')
    const [product] = await queryRows(
      t.db,
      sql`select min(id) as id from products`,
      v.object({ id: CountSchema }),
    )
    const productId = product?.id ?? 1
    await t.db.execute(sql`
      insert into conversion_events
        (channel_id, at, product_id, segment_key, currency, orders, refunds, revenue)
      select 'wildtv', ${at.toISOString()}::timestamptz - (i % 48) * interval '1 hour',
        ${productId}, 'seg-' || (i % 5), (array['EUR', 'USD', 'JPY'])[1 + i % 3],
        case when i % 10 = 0 then 0 else 1 end, case when i % 10 = 0 then 1 else 0 end,
        case when i % 10 = 0 then -(i % 700) else 100 + i % 9000 end
      from generate_series(1, 20000) as i
    `)
    const expected = await queryRows(
      t.db,
      sql`select currency, sum(orders) as orders, sum(refunds) as refunds, sum(revenue) as revenue
        from conversion_events group by currency order by currency`,
      v.object({
        currency: v.string(),
        orders: CountSchema,
        refunds: CountSchema,
        revenue: CountSchema,
      }),
    )
    const buckets = Array.from(
      { length: 7 * 24 },
      (_, i) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS - (7 * 24 - 1 - i) * HOUR_MS),
    )
    const impressions = { total: 0, byBucket: new Map<number, number>() }
    const before = await readConversionInsights(t.db, 'wildtv', buckets, 'hour', impressions)
    // Six rollups at once, in small batches, on separate connections, each until none is left.
    const drain = async () => {
      let total = 0
      for (;;) {
        const moved = await rollUpConversionsOnce(t.db, 1000)
        total += moved
        if (moved === 0) return total
      }
    }
    const moved = await Promise.all(Array.from({ length: 6 }, drain))
    expect(moved.reduce((a, b) => a + b, 0)).toBe(20001)
    expect(await t.rows(conversionEvents)).toBe(0)
    const summed = await queryRows(
      t.db,
      sql`select currency, sum(orders) as orders, sum(refunds) as refunds, sum(revenue) as revenue
        from conversion_hours where channel_id = 'wildtv' group by currency order by currency`,
      v.object({
        currency: v.string(),
        orders: CountSchema,
        refunds: CountSchema,
        revenue: CountSchema,
      }),
    )
    // `expected` holds the race test's order too (one EUR order of 42.00).
    expect(summed).toEqual(expected)
    expect(await readConversionInsights(t.db, 'wildtv', buckets, 'hour', impressions)).toEqual(
      before,
    )
  })
})
