import { useState } from 'react'
import {
  clickThroughRate,
  INSIGHT_RANGES,
  type InsightCounts,
  type InsightRange,
  type InsightsAnswer,
} from '../../shared/api/insights'
import { CHART_LINES, InsightsChart } from './InsightsChart'
import { SeriesTable, TopProductsTable } from './InsightsTables'
import {
  chartSummary,
  countText,
  isQuiet,
  METRIC_LABEL,
  RANGE_LABEL,
  rateText,
  TOTALS_ORDER,
} from './insights'
import { insightsCsv, insightsCsvName } from './insights-csv'
import type { SectionProps } from './sections'
import { LoadProblem } from './ui'
import { useLoad } from './use-load'

/** The range picker: one pressed button of three, in a labelled group. */
function RangePicker({
  range,
  onChange,
}: {
  range: InsightRange
  onChange(r: InsightRange): void
}) {
  return (
    <fieldset className="insights-range" data-testid="insights-range">
      <legend>Range</legend>
      {INSIGHT_RANGES.map((choice) => (
        <button
          key={choice}
          type="button"
          className={choice === range ? undefined : 'secondary'}
          aria-pressed={choice === range}
          onClick={() => onChange(choice)}
        >
          {RANGE_LABEL[choice]}
        </button>
      ))}
    </fieldset>
  )
}

/** The rate over the range, or a dash that says why there is none. */
function Rate({ totals }: { totals: InsightCounts }) {
  if (clickThroughRate(totals.clicks, totals.impressions) !== null) {
    return rateText(totals.clicks, totals.impressions)
  }
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">none: no product was shown</span>
    </>
  )
}

/** Every metric's total over the range, with the click-through rate after the clicks. */
function Totals({ totals }: { totals: InsightCounts }) {
  return (
    <dl className="insights-totals" data-testid="insights-totals">
      {TOTALS_ORDER.map((metric) => (
        <div key={metric} data-metric={metric}>
          <dt>{metric === 'ctr' ? 'Click-through rate' : METRIC_LABEL[metric]}</dt>
          <dd>{metric === 'ctr' ? <Rate totals={totals} /> : countText(totals[metric])}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The series over time: the chart with its key and summary, the table, the CSV download. */
function OverTime({ answer, onDownload }: { answer: InsightsAnswer; onDownload(): void }) {
  return (
    <section className="studio-panel" aria-labelledby="insights-chart-title">
      <h3 id="insights-chart-title">Over time</h3>
      <figure className="insights-figure" aria-labelledby="insights-summary">
        <div aria-hidden="true">
          <InsightsChart answer={answer} />
          <ul className="insights-key">
            {CHART_LINES.map(({ metric }) => (
              <li key={metric} className={`insights-key-${metric}`}>
                {METRIC_LABEL[metric]}
                {metric === 'clicks' ? ' (right axis)' : ''}
              </li>
            ))}
          </ul>
        </div>
        <figcaption id="insights-summary" data-testid="insights-summary">
          {chartSummary(answer)}
        </figcaption>
      </figure>
      <SeriesTable answer={answer} />
      <p>
        <button type="button" className="secondary" onClick={onDownload}>
          Download CSV
        </button>{' '}
        <span className="studio-hint">One row per {answer.bucket}, times in UTC.</span>
      </p>
    </section>
  )
}

/**
 * "Insights": what viewers did with the widget over the last 24 hours, 7 or 30 days — counts,
 * never people. Reads again when the range changes or on Refresh.
 */
export function InsightsSection({ studio, channel }: SectionProps) {
  const [range, setRange] = useState<InsightRange>('24h')
  const { load, retry } = useLoad(`insights:${channel.id}:${range}`, (signal) =>
    studio.api.insights(channel.id, range, { signal }),
  )
  const download = (answer: InsightsAnswer) => {
    const csv = new Blob([insightsCsv(answer.series)], { type: 'text/csv;charset=utf-8' })
    studio.env.saveFile(insightsCsvName(channel.id, answer.range), csv)
  }
  return (
    <>
      <p>
        How often the widget loaded on your pages, showed products and was clicked, voted in, opened
        from the QR code, signed in to and checked in with. Counts only: nothing here says who.
      </p>
      <div className="studio-actions">
        <RangePicker range={range} onChange={setRange} />
        <button type="button" className="secondary" onClick={retry}>
          Refresh
        </button>
      </div>
      <p className="studio-status" role="status">
        {load.state === 'loading' ? `Loading the last ${RANGE_LABEL[range]}…` : ''}
      </p>
      {load.state === 'failed' && (
        <LoadProblem what="The insights" error={load.error} onRetry={retry} />
      )}
      {load.state === 'ready' && (
        <>
          <section className="studio-panel" aria-labelledby="insights-totals-title">
            <h3 id="insights-totals-title">Totals, last {RANGE_LABEL[load.data.range]}</h3>
            {isQuiet(load.data) && (
              <p className="studio-empty" data-testid="insights-empty">
                No events in this range yet. They count as soon as viewers load the widget on your
                pages: use Refresh to see them.
              </p>
            )}
            <Totals totals={load.data.totals} />
          </section>
          {!isQuiet(load.data) && (
            <OverTime answer={load.data} onDownload={() => download(load.data)} />
          )}
          <section className="studio-panel" aria-labelledby="top-products-title">
            <h3 id="top-products-title">Top products</h3>
            <TopProductsTable products={load.data.topProducts} />
          </section>
        </>
      )}
    </>
  )
}
