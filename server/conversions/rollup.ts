import { lt, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { ATTRIBUTION_WINDOW_DAYS } from '../../shared/api/attribution'
import type { Db } from '../db'
import { CountSchema, queryRows } from '../db/rows'
import { clickOuts } from '../db/schema'

/** Not in the spec: how many raw conversion events one rollup statement moves. */
export const CONVERSION_ROLLUP_BATCH = 50_000

const DAY_MS = 24 * 3_600_000

/**
 * Moves up to `batch` conversion events into conversion_hours in one statement: each event is
 * deleted by the statement that adds it, and `skip locked` lets several processes roll up at
 * once, so an event counts once whoever moves it (as the insights' rollup). Returns how many.
 */
export async function rollUpConversionsOnce(
  db: Db,
  batch = CONVERSION_ROLLUP_BATCH,
): Promise<number> {
  const rows = await queryRows(
    db,
    sql`
    with moved as (
      delete from conversion_events
      where id in (
        select id from conversion_events order by id limit ${batch} for update skip locked
      )
      returning channel_id, date_trunc('hour', at, 'UTC') as hour, product_id, segment_key,
        currency, orders, refunds, revenue
    ),
    hours as (
      insert into conversion_hours
        (channel_id, hour, product_id, segment_key, currency, orders, refunds, revenue)
      select channel_id, hour, product_id, segment_key, currency, sum(orders), sum(refunds),
        sum(revenue)
      from moved group by 1, 2, 3, 4, 5
      on conflict (channel_id, hour, product_id, segment_key, currency)
      do update set orders = conversion_hours.orders + excluded.orders,
        refunds = conversion_hours.refunds + excluded.refunds,
        revenue = conversion_hours.revenue + excluded.revenue
    )
    select count(*)::int as moved from moved
  `,
    v.object({ moved: CountSchema }),
  )
  return rows[0]?.moved ?? 0
}

/** Deletes click-outs older than the attribution window: no conversion can name them now. */
export async function deleteExpiredClicks(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - ATTRIBUTION_WINDOW_DAYS * DAY_MS)
  await db.delete(clickOuts).where(lt(clickOuts.at, before))
}

/** The rollup tick's conversions part: every event moved (as of now), expired clicks gone. */
export async function rollUpConversions(
  db: Db,
  now: Date,
  batch = CONVERSION_ROLLUP_BATCH,
): Promise<number> {
  let total = 0
  for (;;) {
    const moved = await rollUpConversionsOnce(db, batch)
    total += moved
    if (moved < batch) break
  }
  await deleteExpiredClicks(db, now)
  return total
}
