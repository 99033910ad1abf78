// A program clock that takes over from another leader starts with an empty memory of what
// it aired: the database's is what counts.
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows } from '../db/rows'
import { type TestApp, testApp } from '../testing'
import { createProgramClock } from './program-clock'

let t: TestApp
beforeAll(async () => {
  t = await testApp({ now: '2026-05-01T10:00:00Z' })
})
afterAll(() => t.close())

/** How many feed rows there are, and how far their id sequence has gone. */
async function feedIds() {
  const [row] = await queryRows(
    t.db,
    sql`select (select count(*)::int from live_matches) as rows,
      (select last_value::int from live_matches_id_seq) as used`,
    v.object({ rows: v.number(), used: v.number() }),
  )
  return row
}

test('a new leader neither airs a segment again nor uses up ids on it', async () => {
  const before = await feedIds()
  expect(before?.rows).toBeGreaterThan(0)
  const heir = createProgramClock({
    db: t.db,
    embeddings: null,
    live: t.live,
    now: t.now,
    tickMs: 60_000,
  })
  await heir.backfill()
  await heir.tick()
  expect(await feedIds()).toEqual(before)

  // The next segment is the heir's to air, once.
  t.setNow('2026-05-01T10:30:00Z')
  await heir.tick()
  await t.clock.tick()
  const after = await feedIds()
  expect(after?.rows).toBeGreaterThan(before?.rows ?? 0)
  expect(after?.used).toBe(after?.rows)
})
