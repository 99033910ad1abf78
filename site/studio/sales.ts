// How the Studio says sales (issue 65): money per currency, never summed across currencies;
// rates as percentages; the sales series as CSV.
import type { ConversionInsights, Revenue } from '../../shared/api/conversion-insights'
import { toCsv } from './insights-csv'

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })

/** An amount in its currency: "$1,234.50", "₩12,000", "€9.90". */
export function moneyText(currency: string, minor: number, digits: number): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(minor / 10 ** digits)
  } catch {
    // A code Intl does not know: the number and the code, still exact.
    return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`
  }
}

/** Each currency's revenue, one after the other; "—" when nothing was sold. */
export function revenueText(revenue: readonly Revenue[]): string {
  if (revenue.length === 0) return '—'
  return revenue.map((r) => moneyText(r.currency, r.minor, r.digits)).join(', ')
}

/** Revenue per thousand impressions, each currency; "—" when none is known. */
export function rpmText(revenue: readonly Revenue[]): string {
  const known = revenue.filter((r) => r.rpm !== null)
  if (known.length === 0) return '—'
  return known.map((r) => moneyText(r.currency, Math.round(r.rpm ?? 0), r.digits)).join(', ')
}

/** Orders per buy-link visit as a percentage; "—" without visits. */
export const conversionText = (rate: number | null) => (rate === null ? '—' : percent.format(rate))

/** Whether nothing was sold or clicked out in the range. */
export const noSales = (sales: ConversionInsights) =>
  sales.totals.orders === 0 && sales.totals.refunds === 0 && sales.totals.clickOuts === 0

/** The currencies of a range, in the order of their first appearance. */
export function currenciesOf(sales: ConversionInsights): string[] {
  const seen = new Set<string>()
  for (const point of [sales.totals, ...sales.series]) {
    for (const r of point.revenue) seen.add(r.currency)
  }
  return [...seen]
}

/** An amount in major units as the CSV writes it: exact, its currency's digits. */
const major = (r: Revenue | undefined) => (r ? (r.minor / 10 ** r.digits).toFixed(r.digits) : '0')

/** The sales series as CSV: one record per bucket, a revenue column per currency. */
export function salesCsv(sales: ConversionInsights): string {
  const currencies = currenciesOf(sales)
  return toCsv([
    [
      'time',
      'orders',
      'refunds',
      'click_outs',
      'conversion_rate',
      ...currencies.map((c) => `revenue_${c}`),
    ],
    ...sales.series.map((p) => [
      p.at,
      p.orders,
      p.refunds,
      p.clickOuts,
      p.conversionRate === null ? null : Math.round(p.conversionRate * 10_000) / 10_000,
      ...currencies.map((c) => major(p.revenue.find((r) => r.currency === c))),
    ]),
  ])
}
