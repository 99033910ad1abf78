import { lt, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  type BeaconEntry,
  CHANNEL_BEACONS_PER_MINUTE,
  INSIGHT_METRICS,
  type InsightCounts,
  type InsightMetric,
  type InsightPoint,
  type InsightRange,
  RANGE_BUCKET,
  type TopProduct,
} from '../../shared/api/insights'
import type { Db } from '../db'
import { CountSchema, queryRows, TimeSchema } from '../db/rows'
import { insightBeaconMinutes, insightEvents } from '../db/schema'

/** Not in the spec: how many raw events one rollup statement moves. */
export const ROLLUP_BATCH = 50_000

/** Not in the spec: how many products the Studio ranks. */
export const TOP_PRODUCTS = 10

const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/**
 * Takes one beacon into the channel's allowance for the minute of `at`: true while the minute
 * has had at most `perMinute` beacons. One upsert raises the count and answers it, so beacons
 * racing in several processes each get their own number and no more than `perMinute` pass.
 */
export async function takeBeacon(
  db: Db,
  channelId: string,
  at: Date,
  perMinute = CHANNEL_BEACONS_PER_MINUTE,
): Promise<boolean> {
  const minute = new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS)
  const [row] = await db
    .insert(insightBeaconMinutes)
    .values({ channelId, minute, beacons: 1 })
    .onConflictDoUpdate({
      target: [insightBeaconMinutes.channelId, insightBeaconMinutes.minute],
      set: { beacons: sql`${insightBeaconMinutes.beacons} + 1` },
    })
    .returning({ beacons: insightBeaconMinutes.beacons })
  const beacons = row?.beacons ?? 1
  // Past minutes are of no use: the first beacon of a minute clears them, for every channel.
  if (beacons === 1) {
    await db.delete(insightBeaconMinutes).where(lt(insightBeaconMinutes.minute, minute))
  }
  return beacons <= perMinute
}

/** Stores what a beacon counted, at the server's time (the hour is all that is kept of it). */
export async function recordBeacon(
  db: Db,
  channelId: string,
  entries: readonly BeaconEntry[],
  at: Date,
): Promise<void> {
  await db.insert(insightEvents).values(
    entries.map(([metric, n, productId]) => ({
      channelId,
      metric,
      n,
      productId: productId ?? 0,
      at,
    })),
  )
}

/** What the server counts where it handles the event itself, for the channel the request names. */
export type ServerEvent = Extract<InsightMetric, 'votes' | 'checkIns' | 'signIns'>

/**
 * Counts one vote, paid check-in or completed sign-in for a channel, in the caller's
 * transaction (`db` may be one), so the count stands or falls with the event. It counts only
 * for a channel that still exists: a sign-in's channel was checked when it started, minutes ago.
 */
export async function countEvent(
  db: Pick<Db, 'execute'>,
  channelId: string,
  metric: ServerEvent,
  at: Date,
): Promise<void> {
  await db.execute(sql`
    insert into insight_events (channel_id, metric, product_id, n, at)
    select id, ${metric}, 0, 1, ${at.toISOString()}::timestamptz from channels where id = ${channelId}
  `)
}

/** Counts one click on a product (POST /tracking/click with a channel; `db` may be a transaction). */
export async function recordClick(
  db: Pick<Db, 'insert'>,
  channelId: string,
  productId: number,
  at: Date,
): Promise<void> {
  await db.insert(insightEvents).values({ channelId, metric: 'clicks', n: 1, productId, at })
}

/**
 * Moves up to `batch` raw events into the hourly tables in one statement: each event is
 * deleted by the statement that adds its count, so it is counted once whoever rolls it up,
 * and `skip locked` lets several processes roll up at once without waiting on each other.
 * Returns how many events it moved.
 */
export async function rollUpOnce(db: Db, batch = ROLLUP_BATCH): Promise<number> {
  const rows = await queryRows(
    db,
    sql`
    with moved as (
      delete from insight_events
      where id in (
        select id from insight_events order by id limit ${batch} for update skip locked
      )
      returning channel_id, date_trunc('hour', at, 'UTC') as hour, metric, product_id, n
    ),
    hours as (
      insert into insight_hours (channel_id, hour, metric, count)
      select channel_id, hour, metric, sum(n) from moved group by 1, 2, 3
      on conflict (channel_id, hour, metric)
      do update set count = insight_hours.count + excluded.count
    ),
    products as (
      insert into insight_product_hours (channel_id, hour, product_id, metric, count)
      select channel_id, hour, product_id, metric, sum(n) from moved
      where product_id <> 0 group by 1, 2, 3, 4
      on conflict (channel_id, hour, product_id, metric)
      do update set count = insight_product_hours.count + excluded.count
    ),
    product_days as (
      insert into insight_product_days (channel_id, day, product_id, metric, count)
      select channel_id, date_trunc('day', hour, 'UTC'), product_id, metric, sum(n) from moved
      where product_id <> 0 group by 1, 2, 3, 4
      on conflict (channel_id, day, product_id, metric)
      do update set count = insight_product_days.count + excluded.count
    )
    -- The inserts run whether or not this reads them (PostgreSQL runs every data-modifying
    -- WITH to completion).
    select count(*)::int as moved from moved
  `,
    v.object({ moved: CountSchema }),
  )
  return rows[0]?.moved ?? 0
}

/** Rolls up until no raw event is left (as of now); returns how many moved. */
export async function rollUp(db: Db, batch = ROLLUP_BATCH): Promise<number> {
  let total = 0
  for (;;) {
    const moved = await rollUpOnce(db, batch)
    total += moved
    if (moved < batch) return total
  }
}

/** The buckets of a range ending now: their starts, oldest first (UTC hours or days). */
export function rangeBuckets(range: InsightRange, now: Date): Date[] {
  const bucket = RANGE_BUCKET[range]
  const size = bucket === 'hour' ? HOUR_MS : DAY_MS
  const count = range === '24h' ? 24 : range === '7d' ? 7 * 24 : 30
  const last = Math.floor(now.getTime() / size) * size
  return Array.from({ length: count }, (_, i) => new Date(last - (count - 1 - i) * size))
}

const zero = (): InsightCounts =>
  Object.fromEntries(INSIGHT_METRICS.map((metric) => [metric, 0])) as InsightCounts

const isMetric = (value: string): value is InsightMetric =>
  (INSIGHT_METRICS as readonly string[]).includes(value)

export type Insights = {
  totals: InsightCounts
  series: InsightPoint[]
  topProducts: TopProduct[]
}

/**
 * A channel's counts over a range: the hourly rollups plus the raw events not rolled up yet,
 * so an event counts from the moment it is stored.
 */
export async function readInsights(
  db: Db,
  channelId: string,
  range: InsightRange,
  now: Date,
): Promise<Insights & { from: Date }> {
  const buckets = rangeBuckets(range, now)
  const from = buckets[0] ?? now
  const unit = RANGE_BUCKET[range]
  const counted = await queryRows(
    db,
    sql`
      select bucket, metric, sum(n) as n from (
        select date_trunc(${unit}, hour, 'UTC') as bucket, metric, count as n
        from insight_hours where channel_id = ${channelId} and hour >= ${from.toISOString()}::timestamptz
        union all
        select date_trunc(${unit}, at, 'UTC'), metric, n
        from insight_events where channel_id = ${channelId} and at >= ${from.toISOString()}::timestamptz
      ) counted
      group by bucket, metric
    `,
    v.object({ bucket: TimeSchema, metric: v.string(), n: CountSchema }),
  )
  const byBucket = new Map(buckets.map((at) => [at.getTime(), zero()]))
  const totals = zero()
  for (const { bucket, metric, n } of counted) {
    const point = byBucket.get(bucket.getTime())
    if (!point || !isMetric(metric)) continue
    point[metric] += n
    totals[metric] += n
  }
  const series = buckets.map((at) => ({
    at: at.toISOString(),
    ...(byBucket.get(at.getTime()) ?? zero()),
  }))
  return { from, totals, series, topProducts: await topProducts(db, channelId, from, now) }
}

/**
 * The range's products with the most clicks, then impressions: whole UTC days from the daily
 * table, the hours before the first whole day and since the last from the hourly one, and the
 * raw events not rolled up yet.
 */
async function topProducts(
  db: Db,
  channelId: string,
  from: Date,
  now: Date,
): Promise<TopProduct[]> {
  const firstDay = new Date(Math.ceil(from.getTime() / DAY_MS) * DAY_MS).toISOString()
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS).toISOString()
  const since = from.toISOString()
  const rows = await queryRows(
    db,
    sql`
    select c.product_id, p.title,
      sum(c.n) filter (where c.metric = 'impressions') as impressions,
      sum(c.n) filter (where c.metric = 'clicks') as clicks
    from (
      select product_id, metric, count as n
      from insight_product_days
      where channel_id = ${channelId} and day >= ${firstDay}::timestamptz
        and day < ${today}::timestamptz
      union all
      select product_id, metric, count as n
      from insight_product_hours
      where channel_id = ${channelId} and hour >= ${since}::timestamptz
        and (hour < least(${firstDay}::timestamptz, ${today}::timestamptz)
          or hour >= greatest(${firstDay}::timestamptz, ${today}::timestamptz))
      union all
      select product_id, metric, n
      from insight_events
      where channel_id = ${channelId} and at >= ${since}::timestamptz and product_id <> 0
    ) c
    left join products p on p.id = c.product_id
    group by c.product_id, p.title
    order by clicks desc nulls last, impressions desc nulls last, c.product_id
    limit ${TOP_PRODUCTS}
  `,
    v.object({
      product_id: CountSchema,
      title: v.nullable(v.string()),
      impressions: CountSchema,
      clicks: CountSchema,
    }),
  )
  return rows.map((row) => ({
    productId: row.product_id,
    title: row.title ?? `Product ${row.product_id} (no longer in the catalog)`,
    impressions: row.impressions,
    clicks: row.clicks,
  }))
}
