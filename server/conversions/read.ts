import { and, eq, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  type ConversionFigures,
  type ConversionInsights,
  conversionRate,
  type Revenue,
} from '../../shared/api/conversion-insights'
import { currencyDigits } from '../../shared/api/conversions'
import type { Db } from '../db'
import { CountSchema, queryRows, TimeSchema } from '../db/rows'
import { airedSegments } from '../db/schema'

/** Not in the spec: how many products and segments the Studio lists. */
export const CONVERSION_ROWS = 20

type Sums = { orders: number; refunds: number; clickOuts: number; revenue: Map<string, number> }
const empty = (): Sums => ({ orders: 0, refunds: 0, clickOuts: 0, revenue: new Map() })

function add(
  into: Sums,
  row: { orders: number; refunds: number; currency: string; revenue: number },
) {
  into.orders += row.orders
  into.refunds += row.refunds
  into.revenue.set(row.currency, (into.revenue.get(row.currency) ?? 0) + row.revenue)
}

/** Sums as the answer gives them: revenue per currency by code (amounts of two currencies never compare), RPM where impressions are known. */
function figures(sums: Sums, impressions: number | null): ConversionFigures {
  const revenue: Revenue[] = [...sums.revenue]
    .map(([currency, minor]) => ({
      currency,
      minor,
      digits: currencyDigits(currency),
      rpm: impressions ? (minor * 1000) / impressions : null,
    }))
    .sort((a, b) => a.currency.localeCompare(b.currency))
  return {
    orders: sums.orders,
    refunds: sums.refunds,
    clickOuts: sums.clickOuts,
    conversionRate: conversionRate(sums.orders, sums.clickOuts),
    revenue,
  }
}

const SumRow = v.object({
  bucket: TimeSchema,
  product_id: CountSchema,
  segment_key: v.string(),
  currency: v.string(),
  orders: CountSchema,
  refunds: CountSchema,
  revenue: CountSchema,
})

/** Impressions as the insights count them, per bucket and in all, for RPM. */
export type Impressions = { total: number; byBucket: Map<number, number> }

/**
 * A channel's conversions since `from`: the hourly rollup plus the events not rolled up yet,
 * and the click-outs (kept for the attribution window, the longest range) for the rate.
 */
export async function readConversionInsights(
  db: Db,
  channelId: string,
  buckets: readonly Date[],
  unit: 'hour' | 'day',
  impressions: Impressions,
): Promise<ConversionInsights> {
  const from = (buckets[0] ?? new Date()).toISOString()
  const sums = await queryRows(
    db,
    sql`
      select bucket, product_id, segment_key, currency, sum(orders) as orders,
        sum(refunds) as refunds, sum(revenue) as revenue
      from (
        select date_trunc(${unit}, hour, 'UTC') as bucket, product_id, segment_key, currency,
          orders, refunds, revenue
        from conversion_hours where channel_id = ${channelId} and hour >= ${from}::timestamptz
        union all
        select date_trunc(${unit}, at, 'UTC'), product_id, segment_key, currency, orders,
          refunds, revenue
        from conversion_events where channel_id = ${channelId} and at >= ${from}::timestamptz
      ) c
      group by 1, 2, 3, 4
    `,
    SumRow,
  )
  const clicks = await queryRows(
    db,
    sql`
      select date_trunc(${unit}, at, 'UTC') as bucket, product_id,
        coalesce(segment_key, '') as segment_key, count(*) as n
      from click_outs where channel_id = ${channelId} and at >= ${from}::timestamptz
      group by 1, 2, 3
    `,
    v.object({
      bucket: TimeSchema,
      product_id: CountSchema,
      segment_key: v.string(),
      n: CountSchema,
    }),
  )
  const totals = empty()
  const byBucket = new Map(buckets.map((at) => [at.getTime(), empty()]))
  const byProduct = new Map<number, Sums>()
  const bySegment = new Map<string, Sums>()
  const of = <K>(map: Map<K, Sums>, key: K) => {
    let sums = map.get(key)
    if (!sums) {
      sums = empty()
      map.set(key, sums)
    }
    return sums
  }
  for (const row of sums) {
    add(totals, row)
    const bucket = byBucket.get(row.bucket.getTime())
    if (bucket) add(bucket, row)
    add(of(byProduct, row.product_id), row)
    add(of(bySegment, row.segment_key), row)
  }
  for (const row of clicks) {
    totals.clickOuts += row.n
    const bucket = byBucket.get(row.bucket.getTime())
    if (bucket) bucket.clickOuts += row.n
    of(byProduct, row.product_id).clickOuts += row.n
    of(bySegment, row.segment_key).clickOuts += row.n
  }
  const rank = <K>(map: Map<K, Sums>) =>
    [...map]
      .sort(([, a], [, b]) => b.orders - a.orders || b.clickOuts - a.clickOuts)
      .slice(0, CONVERSION_ROWS)
  const products = rank(byProduct)
  const productIds = products.map(([id]) => id)
  const titles = await productTitles(db, productIds)
  const productImpressions = await impressionsOf(db, channelId, from, productIds)
  const segments = rank(bySegment)
  const segmentNames = await segmentTitles(
    db,
    channelId,
    segments.map(([key]) => key),
  )
  return {
    totals: figures(totals, impressions.total),
    series: buckets.map((at) => ({
      at: at.toISOString(),
      ...figures(
        byBucket.get(at.getTime()) ?? empty(),
        impressions.byBucket.get(at.getTime()) ?? null,
      ),
    })),
    products: products.map(([productId, s]) => ({
      productId,
      title: titles.get(productId) ?? `Product ${productId} (no longer in the catalog)`,
      ...figures(s, productImpressions.get(productId) ?? null),
    })),
    // Impressions are not counted per segment: no RPM there.
    segments: segments.map(([key, s]) => ({
      segmentKey: key === '' ? null : key,
      title: segmentNames.get(key) ?? null,
      ...figures(s, null),
    })),
  }
}

/** Not in the spec: the most characters of a caption that names its segment. */
const SEGMENT_NAME_LENGTH = 80

/** Segments' names as the Studio shows them: the title, else the start of the caption. */
async function segmentTitles(
  db: Db,
  channelId: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const wanted = keys.filter((key) => key !== '')
  if (!wanted.length) return new Map()
  const rows = await db
    .select({
      key: airedSegments.segmentKey,
      title: airedSegments.title,
      caption: airedSegments.caption,
    })
    .from(airedSegments)
    .where(and(eq(airedSegments.channelId, channelId), inArray(airedSegments.segmentKey, wanted)))
  return new Map(
    rows.map((row) => {
      const said = row.title?.trim() || row.caption.trim()
      const name =
        said.length > SEGMENT_NAME_LENGTH ? `${said.slice(0, SEGMENT_NAME_LENGTH - 1)}…` : said
      return [row.key, name]
    }),
  )
}

async function productTitles(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const rows = await queryRows(
    db,
    sql`select id, title from products where id in ${sql.raw(`(${ids.map(Number).join(', ')})`)}`,
    v.object({ id: CountSchema, title: v.string() }),
  )
  return new Map(rows.map((row) => [row.id, row.title]))
}

/** Products' impressions since `from`: hourly rollup plus raw insight events. */
async function impressionsOf(
  db: Db,
  channelId: string,
  from: string,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (!ids.length) return new Map()
  const list = sql.raw(`(${ids.map(Number).join(', ')})`)
  const rows = await queryRows(
    db,
    sql`
      select product_id, sum(n) as n from (
        select product_id, count as n from insight_product_hours
        where channel_id = ${channelId} and metric = 'impressions'
          and hour >= ${from}::timestamptz and product_id in ${list}
        union all
        select product_id, n from insight_events
        where channel_id = ${channelId} and metric = 'impressions'
          and at >= ${from}::timestamptz and product_id in ${list}
      ) i group by product_id
    `,
    v.object({ product_id: CountSchema, n: CountSchema }),
  )
  return new Map(rows.map((row) => [row.product_id, row.n]))
}
