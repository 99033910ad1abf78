import { clickThroughRate, type InsightPoint, type InsightRange } from '../../shared/api/insights'

/** One CSV field (RFC 4180): quoted, with quotes doubled, when it holds a comma, quote or line break. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows as CSV text (RFC 4180): fields joined by commas, each record ending in CRLF. */
export const toCsv = (rows: readonly (readonly (string | number | null)[])[]) =>
  rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('')

/** The header of the insights CSV. */
export const INSIGHTS_CSV_HEADER = [
  'time',
  'loads',
  'impressions',
  'clicks',
  'ctr',
  'votes',
  'qr_visits',
  'sign_ins',
  'check_ins',
] as const

/** A bucket's start as ISO 8601 UTC; a time that does not parse is kept as the server sent it. */
function isoTime(at: string): string {
  const ms = Date.parse(at)
  return Number.isNaN(ms) ? at : new Date(ms).toISOString()
}

/** Clicks per impression to four decimals, or empty when nothing was shown. */
function ctrField(point: InsightPoint): number | null {
  const rate = clickThroughRate(point.clicks, point.impressions)
  return rate === null ? null : Math.round(rate * 10_000) / 10_000
}

/** The series as CSV: the header, then one record per bucket, oldest first. */
export function insightsCsv(series: readonly InsightPoint[]): string {
  return toCsv([
    INSIGHTS_CSV_HEADER,
    ...series.map((p) => [
      isoTime(p.at),
      p.loads,
      p.impressions,
      p.clicks,
      ctrField(p),
      p.votes,
      p.qrVisits,
      p.signIns,
      p.checkIns,
    ]),
  ])
}

/** The downloaded file's name: insights-{channel}-{range}.csv. */
export const insightsCsvName = (channelId: string, range: InsightRange) =>
  `insights-${channelId}-${range}.csv`
