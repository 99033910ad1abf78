/**
 * The insights beacon's constants (the contract is shared/api/insights.ts, which re-exports
 * these): plain values with no validators, so the widget can import them without the schemas.
 */
import { CACHED_POOL_SIZE } from '../constants'

/** Where the widget's beacon goes, relative to the API base. */
export const INSIGHTS_BEACON_PATH = '/insights'

/**
 * What is counted. Loads, impressions and QR visits come from the widget's beacon (only the
 * page sees them); clicks, votes, sign-ins and check-ins the server counts where it handles
 * them (`qrVisits` are widget loads on a page opened from a channel's QR code).
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

/** The metrics a beacon may carry: what only the page sees. */
export const BEACON_METRICS = [
  'loads',
  'impressions',
  'qrVisits',
] as const satisfies readonly InsightMetric[]
export type BeaconMetric = (typeof BEACON_METRICS)[number]

/** The QR code's address carries `?src=qr` (QR_SOURCE_PARAM=QR_SOURCE_VALUE). */
export const QR_SOURCE_PARAM = 'src'
export const QR_SOURCE_VALUE = 'qr'

/**
 * Not in the spec: the most impressions one beacon counts, each a product its Live list
 * showed, up to the cached pool's size (CACHED_POOL_SIZE, spec §9). Apart from BEACON_CAPS so
 * the widget's bundle holds the number alone.
 */
export const BEACON_MAX_IMPRESSIONS = CACHED_POOL_SIZE

/**
 * Not in the spec: the most one beacon counts of each metric, one page view's worth since
 * its last beacon: the channel's load, its QR visit, and the products its Live list showed,
 * each once. A page holds back what is beyond them; the server refuses a beacon that carries
 * more.
 */
export const BEACON_CAPS = {
  loads: 1,
  qrVisits: 1,
  impressions: BEACON_MAX_IMPRESSIONS,
} as const satisfies Record<BeaconMetric, number>

/** Not in the spec: the largest count of one entry; a page counts each thing once. */
export const BEACON_ENTRY_MAX = 1

/**
 * Not in the spec: the most beacons one channel's insights take in a minute (of the server's
 * clock), whichever pages send them: a page view's worth each (BEACON_CAPS), so a minute adds at
 * most this many loads and QR visits and 50 times as many impressions. Beacons beyond it are
 * answered 202 `{ counted: 0 }` and stored nowhere. Counted in the database, so every server
 * process on it shares the one limit.
 */
export const CHANNEL_BEACONS_PER_MINUTE = 1_000
