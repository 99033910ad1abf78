import type {
  ConversionFigures,
  ConversionInsights,
  Revenue,
} from '../../shared/api/conversion-insights'
import { countText } from './insights'

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })

/** An amount of minor units in its currency: 7950 EUR → "€79.50"; never summed across currencies. */
export function moneyText(minor: number, currency: string, digits: number): string {
  const amount = minor / 10 ** digits
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount)
  } catch {
    return `${amount.toFixed(digits)} ${currency}`
  }
}

/** Revenue per currency, one per line ("—" when none). */
function RevenueText({ revenue, rpm }: { revenue: readonly Revenue[]; rpm?: boolean }) {
  if (revenue.length === 0) return <>—</>
  return (
    <>
      {revenue.map((r, i) => (
        <span key={r.currency}>
          {i > 0 && <br />}
          {rpm
            ? r.rpm === null
              ? '—'
              : moneyText(Math.round(r.rpm), r.currency, r.digits)
            : moneyText(r.minor, r.currency, r.digits)}
        </span>
      ))}
    </>
  )
}

const rate = (f: ConversionFigures) =>
  f.conversionRate === null ? '—' : percent.format(f.conversionRate)

function Cells({ figures, rpm = true }: { figures: ConversionFigures; rpm?: boolean }) {
  return (
    <>
      <td>{countText(figures.orders)}</td>
      <td>{countText(figures.refunds)}</td>
      <td>
        <RevenueText revenue={figures.revenue} />
      </td>
      <td>{countText(figures.clickOuts)}</td>
      <td>{rate(figures)}</td>
      {rpm && (
        <td>
          <RevenueText revenue={figures.revenue} rpm />
        </td>
      )}
    </>
  )
}

function Head({ first, rpm = true }: { first: string; rpm?: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">Orders</th>
        <th scope="col">Refunds</th>
        <th scope="col">Revenue</th>
        <th scope="col">Buy-link visits</th>
        <th scope="col">
          <abbr title="Orders per buy-link visit">Conv. rate</abbr>
        </th>
        {rpm && (
          <th scope="col">
            <abbr title="Revenue per 1,000 impressions">RPM</abbr>
          </th>
        )}
      </tr>
    </thead>
  )
}

/**
 * Orders and revenue (issue 65): the range's totals, per product and per program segment,
 * revenue per currency. Per-hour figures are in the answer; the chart does not draw them yet.
 */
export function ConversionsTables({ conversions }: { conversions: ConversionInsights }) {
  return (
    <div data-testid="insights-conversions">
      <table className="studio-table insights-table">
        <caption className="visually-hidden">Conversions, in all</caption>
        <Head first="" />
        <tbody>
          <tr>
            <th scope="row">All</th>
            <Cells figures={conversions.totals} />
          </tr>
        </tbody>
      </table>
      {conversions.products.length > 0 && (
        <table className="studio-table insights-table" data-testid="insights-conversion-products">
          <caption>Per product</caption>
          <Head first="Product" />
          <tbody>
            {conversions.products.map((p) => (
              <tr key={p.productId}>
                <th scope="row">{p.title}</th>
                <Cells figures={p} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {conversions.segments.length > 0 && (
        <table className="studio-table insights-table" data-testid="insights-conversion-segments">
          <caption>Per program segment</caption>
          <Head first="Segment" rpm={false} />
          <tbody>
            {conversions.segments.map((s) => (
              <tr key={s.segmentKey ?? ''}>
                <th scope="row">{s.segmentKey ?? 'No segment on record'}</th>
                <Cells figures={s} rpm={false} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
