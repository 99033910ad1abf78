import { INSIGHT_METRICS, type InsightsAnswer, type TopProduct } from '../../shared/api/insights'
import { bucketText, countText, METRIC_LABEL, RANGE_LABEL, rateText } from './insights'

/** The rate's column header, short enough for a phone: the totals spell it out. */
const CtrHeader = () => (
  <th scope="col">
    <abbr title="Click-through rate">CTR</abbr>
  </th>
)

/**
 * The chart as a table, inside "Show as table": one row per bucket (its time a row header),
 * every metric and the click-through rate.
 */
export function SeriesTable({ answer }: { answer: InsightsAnswer }) {
  const per = answer.bucket === 'hour' ? 'hour' : 'day'
  return (
    <details className="insights-details">
      <summary>Show as table</summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own, so keyboards must reach it (axe: scrollable-region-focusable) */}
      <section className="studio-scroll" aria-labelledby="insights-series-caption" tabIndex={0}>
        <table className="studio-table insights-table" data-testid="insights-series">
          <caption id="insights-series-caption">
            Counts per {per}, last {RANGE_LABEL[answer.range]} (UTC)
          </caption>
          <thead>
            <tr>
              <th scope="col">Time (UTC)</th>
              {INSIGHT_METRICS.map((metric) => (
                <th key={metric} scope="col">
                  {METRIC_LABEL[metric]}
                </th>
              ))}
              <CtrHeader />
            </tr>
          </thead>
          <tbody>
            {answer.series.map((point) => (
              <tr key={point.at}>
                <th scope="row">
                  <time dateTime={point.at}>{bucketText(point.at, answer.bucket)}</time>
                </th>
                {INSIGHT_METRICS.map((metric) => (
                  <td key={metric}>{countText(point[metric])}</td>
                ))}
                <td>{rateText(point.clicks, point.impressions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  )
}

/** The products with the most clicks, then impressions, with their click-through rate. */
export function TopProductsTable({ products }: { products: readonly TopProduct[] }) {
  if (products.length === 0) {
    return <p className="studio-empty">No product was shown in this range.</p>
  }
  return (
    <table className="studio-table insights-table" data-testid="insights-top-products">
      <caption className="visually-hidden">Top products</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Impressions</th>
          <th scope="col">Clicks</th>
          <CtrHeader />
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.productId}>
            <th scope="row">{product.title}</th>
            <td>{countText(product.impressions)}</td>
            <td>{countText(product.clicks)}</td>
            <td>{rateText(product.clicks, product.impressions)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
