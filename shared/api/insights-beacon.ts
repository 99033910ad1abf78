/**
 * The insights beacon's constants (the contract is shared/api/insights.ts, which re-exports
 * these): plain values with no validators, so the widget can import them without the schemas.
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
