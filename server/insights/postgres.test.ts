import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CHANNEL_BEACONS_PER_MINUTE, INSIGHTS_BEACON_PATH } from '../../shared/api/insights'
import { CountSchema, queryRows } from '../db/rows'
import { insightBeaconMinutes, insightEvents } from '../db/schema'
import { postgresTestApp, type TestApp } from '../testing'
import { readInsights, rollUp } from './store'

// Rollups on a real PostgreSQL, where several processes roll up the same events at once.
// Runs when TEST_DATABASE_URL is set (.ci/run starts one), in a database of its own.
const url = process.env.TEST_DATABASE_URL

describe.runIf(url)('insights on PostgreSQL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await postgresTestApp(url ?? '', 'stv_insights')
  })
  afterAll(() => t?.close())

  test('rollups racing each other count every event exactly once', async () => {
    const at = new Date('2026-05-01T10:20:00Z')
    await t.db.execute(sql`
      insert into insight_events (channel_id, at, metric, product_id, n)
      select 'wildtv', ${at.toISOString()}::timestamptz - (i % 48) * interval '1 hour',
        case when i % 2 = 0 then 'impressions' else 'loads' end,
        case when i % 2 = 0 then 1 + i % 7 else 0 end, 1 + i % 3
      from generate_series(1, 20000) as i
    `)
    const expected = await queryRows(
      t.db,
      sql`select sum(n) as n from insight_events`,
      v.object({ n: CountSchema }),
    )
    const before = await readInsights(t.db, 'wildtv', '7d', at)
    // Six rollups at once, in small batches, on separate connections.
    const moved = await Promise.all(Array.from({ length: 6 }, () => rollUp(t.db, 1000)))
    expect(moved.reduce((a, b) => a + b, 0)).toBe(20000)
    expect(await t.rows(insightEvents)).toBe(0)
    const summed = await queryRows(
      t.db,
      sql`select sum(count) as n from insight_hours where channel_id = 'wildtv'`,
      v.object({ n: CountSchema }),
    )
    expect(summed[0]?.n).toBe(expected[0]?.n)
    expect(await readInsights(t.db, 'wildtv', '7d', at)).toEqual(before)
  })

  test('beacons racing on separate connections never pass the channel’s minute', async () => {
    const room = 5
    const minute = new Date(Math.floor(t.now().getTime() / 60_000) * 60_000)
    await t.db
      .insert(insightBeaconMinutes)
      .values({ channelId: 'kbs', minute, beacons: CHANNEL_BEACONS_PER_MINUTE - room })
    const send = async () => {
      const res = await t.app.request(`/api${INSIGHTS_BEACON_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: t.config.publicOrigin },
        body: JSON.stringify({ channelId: 'kbs', entries: [['loads', 1]] }),
      })
      return { status: res.status, counted: ((await res.json()) as { counted?: number }).counted }
    }
    const answers = await Promise.all(Array.from({ length: 40 }, send))
    expect(answers.filter((answer) => answer.status !== 202)).toEqual([])
    expect(answers.filter((answer) => answer.counted === 1)).toHaveLength(room)
    const { totals } = await readInsights(t.db, 'kbs', '24h', t.now())
    expect(totals.loads).toBe(room)
  })
})
