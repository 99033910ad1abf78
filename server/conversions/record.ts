import { and, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { ATTRIBUTION_WINDOW_DAYS } from '../../shared/api/attribution'
import { type Conversion, toMinorUnits } from '../../shared/api/conversions'
import type { Db } from '../db'
import { queryRows } from '../db/rows'
import { clickOuts, conversions } from '../db/schema'
import { randomSecret } from '../http/secrets'

const DAY_MS = 24 * 3_600_000

/** What became of a conversion: stored, already stored, or refused (and why). */
export type RecordOutcome =
  | { outcome: 'created'; conversionId: string }
  | { outcome: 'duplicate' }
  | { outcome: 'unknown-click' }
  | { outcome: 'expired-click' }
  | { outcome: 'refund-without-sale' }
  | { outcome: 'refund-mismatch'; message: string }

type Attribution = { productId: number; segmentKey: string }

/**
 * Stores a verified conversion of a channel at `now`: a sale (value ≥ 0) needs a click of
 * this channel within ATTRIBUTION_WINDOW_DAYS; a refund (value < 0) needs its order's sale,
 * and counts for the sale's product and segment. Idempotent by (channel, order, kind): the
 * unique index decides races, and the same again is a duplicate that changes nothing.
 */
export async function recordConversion(
  db: Db,
  channelId: string,
  conversion: Conversion,
  now: Date,
): Promise<RecordOutcome> {
  const valueMinor = toMinorUnits(conversion.value, conversion.currency)
  if (valueMinor === null) throw new Error('recordConversion: a value the schema let through')
  const kind = valueMinor < 0 ? 'refund' : 'sale'
  const existing = await findConversion(db, channelId, conversion.orderId, kind)
  if (existing) return { outcome: 'duplicate' }
  let attribution: Attribution
  if (kind === 'sale') {
    const [click] = await db
      .select()
      .from(clickOuts)
      .where(eq(clickOuts.clickId, conversion.clickId))
    if (!click || click.channelId !== channelId) return { outcome: 'unknown-click' }
    if (click.at.getTime() < now.getTime() - ATTRIBUTION_WINDOW_DAYS * DAY_MS) {
      return { outcome: 'expired-click' }
    }
    attribution = { productId: click.productId, segmentKey: click.segmentKey ?? '' }
  } else {
    const sale = await findConversion(db, channelId, conversion.orderId, 'sale')
    if (!sale) return { outcome: 'refund-without-sale' }
    if (sale.clickId !== conversion.clickId) {
      return { outcome: 'refund-mismatch', message: 'A refund names the click id of its sale' }
    }
    if (sale.currency !== conversion.currency) {
      return {
        outcome: 'refund-mismatch',
        message: `A refund is in its sale's currency (${sale.currency})`,
      }
    }
    attribution = { productId: sale.productId, segmentKey: sale.segmentKey }
  }
  const id = randomSecret(16)
  // One statement: the conversion and its event for the rollup, or neither (a duplicate).
  const rows = await queryRows(
    db,
    sql`
    with added as (
      insert into conversions
        (id, channel_id, order_id, kind, click_id, product_id, segment_key, currency, value_minor, at)
      values (${id}, ${channelId}, ${conversion.orderId}, ${kind}, ${conversion.clickId},
        ${attribution.productId}, ${attribution.segmentKey}, ${conversion.currency},
        ${valueMinor}, ${now.toISOString()}::timestamptz)
      on conflict (channel_id, order_id, kind) do nothing
      returning id, channel_id, at, product_id, segment_key, currency, kind, value_minor
    ),
    events as (
      insert into conversion_events
        (channel_id, at, product_id, segment_key, currency, orders, refunds, revenue)
      select channel_id, at, product_id, segment_key, currency,
        case when kind = 'sale' then 1 else 0 end, case when kind = 'refund' then 1 else 0 end,
        value_minor
      from added
    )
    select id from added
  `,
    v.object({ id: v.string() }),
  )
  const [row] = rows
  return row ? { outcome: 'created', conversionId: row.id } : { outcome: 'duplicate' }
}

async function findConversion(db: Db, channelId: string, orderId: string, kind: 'sale' | 'refund') {
  const [row] = await db
    .select()
    .from(conversions)
    .where(
      and(
        eq(conversions.channelId, channelId),
        eq(conversions.orderId, orderId),
        eq(conversions.kind, kind),
      ),
    )
  return row
}
