import type { ConversionFigures, ConversionInsights } from '../../shared/api/conversion-insights'
import type { InsightsAnswer } from '../../shared/api/insights'
import { bucketText, countText, RANGE_LABEL } from './insights'
import { conversionText, currenciesOf, noSales, revenueText, rpmText } from './sales'

/** Where /docs says how a shop sends a sale. */
export const CONVERSION_DOCS_HREF = '/docs#conversions'

type Answer = Pick<InsightsAnswer, 'bucket' | 'range'>

/** The figures of a range or a row: orders, refunds, buy-link visits, rate, revenue, RPM. */
function Figures({ figures }: { figures: ConversionFigures }) {
  const items: [string, string][] = [
    ['Orders', countText(figures.orders)],
    ['Refunds', countText(figures.refunds)],
    ['Buy-link visits', countText(figures.clickOuts)],
    ['Conversion rate', conversionText(figures.conversionRate)],
    ['Revenue', revenueText(figures.revenue)],
    ['Revenue per 1,000 impressions', rpmText(figures.revenue)],
  ]
  return (
    <dl className="insights-totals" data-testid="sales-totals">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Orders per bucket as bars (hidden from screen readers: the caption and the table say it). */
function OrdersBars({ sales }: { sales: ConversionInsights }) {
  const most = Math.max(1, ...sales.series.map((p) => p.orders))
  const width = 100 / Math.max(1, sales.series.length)
  return (
    <svg
      className="sales-bars"
      viewBox="0 0 100 40"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {sales.series.map((point, i) => {
        const height = (point.orders / most) * 40
        return (
          <rect
            key={point.at}
            x={i * width + width * 0.1}
            y={40 - height}
            width={width * 0.8}
            height={height}
          />
        )
      })}
    </svg>
  )
}

/** The chart's words: what is drawn and the busiest bucket. */
function summary(sales: ConversionInsights, answer: Answer): string {
  const per = answer.bucket === 'hour' ? 'hour' : 'day'
  const drawn = `Orders per ${per}, last ${RANGE_LABEL[answer.range]} (times in UTC): ${countText(sales.totals.orders)} orders.`
  const busiest = sales.series.reduce<(typeof sales.series)[number] | undefined>(
    (best, p) => (p.orders > (best?.orders ?? 0) ? p : best),
    undefined,
  )
  return busiest
    ? `${drawn} Most orders: ${countText(busiest.orders)} in the ${per} from ${bucketText(busiest.at, answer.bucket)}.`
    : drawn
}

/** The series as a table: a row per bucket, a revenue column per currency. */
function SalesSeriesTable({ sales, answer }: { sales: ConversionInsights; answer: Answer }) {
  const currencies = currenciesOf(sales)
  return (
    <details className="insights-details">
      <summary>Show as table</summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own, so keyboards must reach it (axe: scrollable-region-focusable) */}
      <section className="studio-scroll" aria-labelledby="sales-series-caption" tabIndex={0}>
        <table className="studio-table insights-table" data-testid="sales-series">
          <caption id="sales-series-caption">
            Sales per {answer.bucket === 'hour' ? 'hour' : 'day'}, last {RANGE_LABEL[answer.range]}{' '}
            (UTC)
          </caption>
          <thead>
            <tr>
              <th scope="col">Time (UTC)</th>
              <th scope="col">Orders</th>
              <th scope="col">Refunds</th>
              <th scope="col">Buy-link visits</th>
              {currencies.map((c) => (
                <th key={c} scope="col">
                  Revenue ({c})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sales.series.map((p) => (
              <tr key={p.at}>
                <th scope="row">
                  <time dateTime={p.at}>{bucketText(p.at, answer.bucket)}</time>
                </th>
                <td>{countText(p.orders)}</td>
                <td>{countText(p.refunds)}</td>
                <td>{countText(p.clickOuts)}</td>
                {currencies.map((c) => (
                  <td key={c}>{revenueText(p.revenue.filter((r) => r.currency === c))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  )
}

type Row = ConversionFigures & { key: string; name: string }

/** Products or segments with their orders, visits, rate and revenue. */
function BreakdownTable({ rows, label, testId }: { rows: Row[]; label: string; testId: string }) {
  if (rows.length === 0) return <p className="studio-empty">No sales or buy-link visits yet.</p>
  return (
    <table className="studio-table insights-table" data-testid={testId}>
      <caption className="visually-hidden">Sales by {label.toLowerCase()}</caption>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">Orders</th>
          <th scope="col">Buy-link visits</th>
          <th scope="col">Conversion rate</th>
          <th scope="col">Revenue</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            <td>{countText(row.orders)}</td>
            <td>{countText(row.clickOuts)}</td>
            <td>{conversionText(row.conversionRate)}</td>
            <td>{revenueText(row.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * "Sales" in Insights (issue 65): orders and revenue that followed a buy-link visit, as the
 * shop or affiliate network reported them; per currency, over time, per product and segment.
 */
export function SalesPanel({
  sales,
  answer,
  onDownload,
}: {
  sales: ConversionInsights | undefined
  answer: Answer
  onDownload(): void
}) {
  return (
    <section className="studio-panel" aria-labelledby="sales-title">
      <h3 id="sales-title">Sales, last {RANGE_LABEL[answer.range]}</h3>
      {!sales || noSales(sales) ? (
        <p className="studio-empty" data-testid="sales-empty">
          No sales reported in this range. A sale counts when your shop or affiliate network sends
          it with the buy link’s click id: see{' '}
          <a href={CONVERSION_DOCS_HREF}>how to send conversions</a>.
        </p>
      ) : (
        <>
          <Figures figures={sales.totals} />
          <figure className="insights-figure" aria-labelledby="sales-summary">
            <OrdersBars sales={sales} />
            <figcaption id="sales-summary" data-testid="sales-summary">
              {summary(sales, answer)}
            </figcaption>
          </figure>
          <SalesSeriesTable sales={sales} answer={answer} />
          <p>
            <button type="button" className="secondary" onClick={onDownload}>
              Download sales CSV
            </button>
          </p>
          <h4>By product</h4>
          <BreakdownTable
            testId="sales-products"
            label="Product"
            rows={sales.products.map((p) => ({ ...p, key: String(p.productId), name: p.title }))}
          />
          <h4>By program segment</h4>
          <BreakdownTable
            testId="sales-segments"
            label="Segment"
            rows={sales.segments.map((s) => ({
              ...s,
              key: s.segmentKey ?? '',
              name:
                s.title ??
                (s.segmentKey === null ? 'No segment on record' : 'A segment no longer on record'),
            }))}
          />
        </>
      )}
    </section>
  )
}
