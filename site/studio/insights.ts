import {
  clickThroughRate,
  type InsightMetric,
  type InsightRange,
  type InsightsAnswer,
} from '../../shared/api/insights'

/** How the range picker and the headings name each range. */
export const RANGE_LABEL: Record<InsightRange, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
}

/** Each metric's name in the totals, the table and the chart's key. */
export const METRIC_LABEL: Record<InsightMetric, string> = {
  loads: 'Widget loads',
  impressions: 'Product impressions',
  clicks: 'Clicks',
  votes: 'Votes',
  qrVisits: 'QR visits',
  signIns: 'Sign-ins',
  checkIns: 'Check-ins',
}

/** The totals in the order they are shown: every metric, the click-through rate after clicks. */
export const TOTALS_ORDER = [
  'loads',
  'impressions',
  'clicks',
  'ctr',
  'votes',
  'qrVisits',
  'signIns',
  'checkIns',
] as const satisfies (InsightMetric | 'ctr')[]

const counts = new Intl.NumberFormat('en-US')
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })

/** A count with thousands separators: 1,234. */
export const countText = (n: number) => counts.format(n)

/** Clicks per impression as a percentage, or "—" when nothing was shown. */
export function rateText(clicks: number, impressions: number): string {
  const rate = clickThroughRate(clicks, impressions)
  return rate === null ? '—' : percent.format(rate)
}

const hourly = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const daily = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' })

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A time axis tick in UTC: the day at midnight or in daily charts ("2 May"), else "13:00". */
export function tickText(ms: number, bucket: InsightsAnswer['bucket']): string {
  const at = new Date(ms)
  const midnight = at.getUTCHours() === 0 && at.getUTCMinutes() === 0
  return (bucket === 'day' || midnight ? daily : clock).format(at)
}

/** A bucket's start in UTC: "2 May, 09:00" for hours, "2 May" for days. */
export function bucketText(at: string, bucket: InsightsAnswer['bucket']): string {
  return (bucket === 'hour' ? hourly : daily).format(new Date(at))
}

/** Whether nothing at all was counted in the range. */
export const isQuiet = (answer: InsightsAnswer) =>
  Object.values(answer.totals).every((n) => n === 0)

/** The chart's text summary: what is drawn, the totals and the busiest bucket. */
export function chartSummary(answer: InsightsAnswer): string {
  const { totals, bucket, series, range } = answer
  const per = bucket === 'hour' ? 'hour' : 'day'
  const drawn =
    `Widget loads, product impressions and clicks per ${per}, last ${RANGE_LABEL[range]} ` +
    `(times in UTC): ${countText(totals.loads)} loads, ${countText(totals.impressions)} ` +
    `impressions, ${countText(totals.clicks)} clicks.`
  const busiest = series.reduce<(typeof series)[number] | undefined>(
    (best, point) => (point.impressions > (best?.impressions ?? 0) ? point : best),
    undefined,
  )
  if (!busiest) return drawn
  return `${drawn} Most impressions: ${countText(busiest.impressions)} in the ${per} from ${bucketText(busiest.at, bucket)}.`
}
