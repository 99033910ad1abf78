import * as v from 'valibot'
import { ConversionInsightsSchema } from './conversion-insights'
import {
  BEACON_CAPS,
  BEACON_ENTRY_MAX,
  BEACON_METRICS,
  type BeaconMetric,
  INSIGHT_METRICS,
  type InsightMetric,
} from './insights-beacon'
import { ANY_CHANNEL_ID_PATTERN, ProductIdSchema } from './studio'

/**
 * Non-personal insights (spec §1 "non-personal data insights", ARCHITECTURE.md §10): counts
 * of events per channel, hour and metric (and product, for impressions and clicks), never
 * of people. What counts as non-personal, and why, is in server/insights/README.md.
 */

// The beacon's path, metrics and caps live in insights-beacon.ts (no schemas there), so the
// widget, which sends beacons on every page, and the docs page do not carry the validators
// below.
export {
  BEACON_CAPS,
  BEACON_ENTRY_MAX,
  BEACON_MAX_IMPRESSIONS,
  BEACON_METRICS,
  type BeaconMetric,
  CHANNEL_BEACONS_PER_MINUTE,
  INSIGHT_METRICS,
  INSIGHTS_BEACON_PATH,
  type InsightMetric,
  QR_SOURCE_PARAM,
  QR_SOURCE_VALUE,
} from './insights-beacon'

/** The beacon's metrics counted per channel alone; impressions always name their product. */
const CHANNEL_METRICS = BEACON_METRICS.filter(
  (metric): metric is Exclude<BeaconMetric, 'impressions'> => metric !== 'impressions',
)

const EntryCountSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1),
  v.maxValue(BEACON_ENTRY_MAX),
)

/**
 * One count: `[metric, 1]`, or `["impressions", 1, productId]`. Tuples keep the beacon (and
 * the code that writes it in the widget) small.
 */
export const BeaconEntrySchema = v.union(
  [
    v.strictTuple([v.picklist(CHANNEL_METRICS), EntryCountSchema]),
    v.strictTuple([v.literal('impressions'), EntryCountSchema, ProductIdSchema]),
  ],
  `an entry is [metric, ${BEACON_ENTRY_MAX}], metric one of ${CHANNEL_METRICS.join(', ')}, or ["impressions", ${BEACON_ENTRY_MAX}, productId]; clicks, votes, sign-ins and check-ins are counted by the server, never sent`,
)
export type BeaconEntry = v.InferOutput<typeof BeaconEntrySchema>

/** Whether entries stay within BEACON_CAPS, each product's impression once. */
function withinCaps(entries: readonly BeaconEntry[]): boolean {
  const counted: Record<BeaconMetric, number> = { loads: 0, qrVisits: 0, impressions: 0 }
  const products = new Set<number>()
  for (const [metric, n, productId] of entries) {
    counted[metric] += n
    if (productId !== undefined) {
      if (products.has(productId)) return false
      products.add(productId)
    }
  }
  return BEACON_METRICS.every((metric) => counted[metric] <= BEACON_CAPS[metric])
}

const MAX_ENTRIES = BEACON_METRICS.reduce((sum, metric) => sum + BEACON_CAPS[metric], 0)

/**
 * POST {api}/insights, sent with `navigator.sendBeacon` as `text/plain` (a simple request,
 * no preflight): the channel and what this page counted since its last beacon, within
 * BEACON_CAPS. Answers 202 `{ counted }` (entries stored; 0 once the channel has had
 * CHANNEL_BEACONS_PER_MINUTE beacons this minute), 400 bad body (nothing stored), 403 origin not
 * ours or registered for the channel, 404 unknown or archived channel.
 */
export const BeaconSchema = v.strictObject({
  channelId: v.pipe(
    v.string('the channel id must be text'),
    v.regex(ANY_CHANNEL_ID_PATTERN, 'not a channel id'),
  ),
  entries: v.pipe(
    v.array(BeaconEntrySchema, 'entries must be a list'),
    v.minLength(1, 'nothing to count'),
    v.maxLength(MAX_ENTRIES, `at most ${MAX_ENTRIES} entries`),
    v.check(
      (entries: BeaconEntry[]) => withinCaps(entries),
      `one beacon counts at most ${BEACON_CAPS.loads} load, ${BEACON_CAPS.qrVisits} QR visit and ${BEACON_CAPS.impressions} impressions, each product once`,
    ),
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
  /** Orders and revenue (shared/api/conversion-insights.ts); absent from older servers. */
  conversions: v.optional(ConversionInsightsSchema),
})
export type InsightsAnswer = v.InferOutput<typeof InsightsAnswerSchema>

/** Clicks per impression, or null when nothing was shown. */
export function clickThroughRate(clicks: number, impressions: number): number | null {
  return impressions > 0 ? clicks / impressions : null
}
