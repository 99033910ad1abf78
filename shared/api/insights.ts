import * as v from 'valibot'
import { ANY_CHANNEL_ID_PATTERN } from './studio'

/**
 * Non-personal insights (spec §1 "non-personal data insights", ARCHITECTURE.md §10): counts
 * of events per channel, hour and metric (and product, for impressions and clicks), never
 * of people. What counts as non-personal, and why, is in server/insights/README.md.
 */

/** Where the widget's beacon goes, relative to the API base. */
export const INSIGHTS_BEACON_PATH = '/insights'

/**
 * What is counted. `clicks` come from click tracking (POST /tracking/click), the rest from
 * the widget's beacon; `qrVisits` are widget loads on a page opened from a channel's QR code.
 */
export const INSIGHT_METRICS = [
  'loads',
  'impressions',
  'clicks',
  'votes',
  'qrVisits',
  'signIns',
  'checkIns',
] as const
export type InsightMetric = (typeof INSIGHT_METRICS)[number]

/** The metrics a beacon may carry: all but clicks, which the server counts itself. */
export const BEACON_METRICS = [
  'loads',
  'impressions',
  'votes',
  'qrVisits',
  'signIns',
  'checkIns',
] as const satisfies readonly InsightMetric[]
export type BeaconMetric = (typeof BEACON_METRICS)[number]

/** The QR code's address carries `?src=qr` (QR_SOURCE_PARAM=QR_SOURCE_VALUE). */
export const QR_SOURCE_PARAM = 'src'
export const QR_SOURCE_VALUE = 'qr'

/** Not in the spec: the most entries one beacon carries, and the largest count of one. */
export const BEACON_LIMITS = { entries: 200, count: 10_000 } as const

/** A product id as the catalog numbers them. */
const ProductIdSchema = v.pipe(
  v.number('the product id must be a number'),
  v.integer('the product id must be a whole number'),
  v.minValue(1, 'the product id must be positive'),
  v.maxValue(2_147_483_647, 'no product has that id'),
)

/**
 * One count: `[metric, n]`, or `[metric, n, productId]` for an impression. Tuples keep the
 * beacon (and the code that writes it in the widget) small.
 */
export const BeaconEntrySchema = v.union(
  [
    v.strictTuple([
      v.picklist(BEACON_METRICS),
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(BEACON_LIMITS.count)),
    ]),
    v.strictTuple([
      v.literal('impressions'),
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(BEACON_LIMITS.count)),
      ProductIdSchema,
    ]),
  ],
  `an entry is [metric, count] or ["impressions", count, productId], metric one of ${BEACON_METRICS.join(', ')}, count 1–${BEACON_LIMITS.count}`,
)
export type BeaconEntry = v.InferOutput<typeof BeaconEntrySchema>

/**
 * POST {api}/insights, sent with `navigator.sendBeacon` as `text/plain` (a simple request,
 * no preflight): the channel and what this page counted since its last beacon. Answers 202
 * `{ counted }` (entries stored), 400 bad body, 403 origin not ours or registered for the
 * channel, 404 unknown or archived channel.
 */
export const BeaconSchema = v.strictObject({
  channelId: v.pipe(
    v.string('the channel id must be text'),
    v.regex(ANY_CHANNEL_ID_PATTERN, 'not a channel id'),
  ),
  entries: v.pipe(
    v.array(BeaconEntrySchema, 'entries must be a list'),
    v.minLength(1, 'nothing to count'),
    v.maxLength(BEACON_LIMITS.entries, `at most ${BEACON_LIMITS.entries} entries`),
  ),
})
export type Beacon = v.InferOutput<typeof BeaconSchema>

/** The ranges the Studio offers, and the bucket each is drawn in. */
export const INSIGHT_RANGES = ['24h', '7d', '30d'] as const
export type InsightRange = (typeof INSIGHT_RANGES)[number]
export const RANGE_BUCKET: Record<InsightRange, 'hour' | 'day'> = {
  '24h': 'hour',
  '7d': 'hour',
  '30d': 'day',
}

export const InsightsQuerySchema = v.strictObject({
  range: v.optional(
    v.picklist(INSIGHT_RANGES, `the range is one of ${INSIGHT_RANGES.join(', ')}`),
    '24h',
  ),
})

const counts = Object.fromEntries(INSIGHT_METRICS.map((metric) => [metric, v.number()])) as {
  [metric in InsightMetric]: v.NumberSchema<undefined>
}
export const InsightCountsSchema = v.object(counts)
export type InsightCounts = v.InferOutput<typeof InsightCountsSchema>

export const InsightPointSchema = v.object({ at: v.string(), ...counts })
export type InsightPoint = v.InferOutput<typeof InsightPointSchema>

export const TopProductSchema = v.object({
  productId: v.number(),
  title: v.string(),
  impressions: v.number(),
  clicks: v.number(),
})
export type TopProduct = v.InferOutput<typeof TopProductSchema>

/**
 * GET {api}/studio/channels/{id}/insights?range=24h|7d|30d (members): totals, the series
 * (every bucket of the range, oldest first, zeros included; `at` is the bucket's start, ISO
 * 8601 UTC) and the products with the most clicks, then impressions (at most 10).
 */
export const InsightsAnswerSchema = v.object({
  range: v.picklist(INSIGHT_RANGES),
  bucket: v.picklist(['hour', 'day']),
  from: v.string(),
  to: v.string(),
  totals: InsightCountsSchema,
  series: v.array(InsightPointSchema),
  topProducts: v.array(TopProductSchema),
})
export type InsightsAnswer = v.InferOutput<typeof InsightsAnswerSchema>

/** Clicks per impression, or null when nothing was shown. */
export function clickThroughRate(clicks: number, impressions: number): number | null {
  return impressions > 0 ? clicks / impressions : null
}
