import 'uplot/dist/uPlot.min.css'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import type { InsightsAnswer } from '../../shared/api/insights'
import { METRIC_LABEL, tickText } from './insights'

/** The chart's height in CSS pixels; its width follows its container. */
const CHART_HEIGHT = 240

/** Whole-number steps for the count axes, ascending as uPlot wants: a count of 0.5 means nothing. */
const COUNT_STEPS = [1, 10, 100, 1e3, 1e4, 1e5, 1e6].flatMap((m) => [1, 2, 5].map((n) => n * m))

/** The drawn metrics, each with the site colour (a CSS variable) and the dash it is drawn in. */
export const CHART_LINES = [
  { metric: 'loads', colour: '--muted', dash: [6, 4] },
  { metric: 'impressions', colour: '--focus', dash: [] },
  { metric: 'clicks', colour: '--accent', dash: [2, 3] },
] as const

/** A site colour as the page resolves it, for the canvas (which cannot read CSS variables). */
const colour = (el: Element, name: string) => getComputedStyle(el).getPropertyValue(name).trim()

/** Whether this browser can draw: a 2D canvas and ResizeObserver (not so in happy-dom). */
function canDraw(): boolean {
  if (typeof ResizeObserver === 'undefined') return false
  return document.createElement('canvas').getContext('2d') !== null
}

function options(host: HTMLElement, answer: InsightsAnswer): uPlot.Options {
  const text = colour(host, '--text')
  const grid = colour(host, '--surface-2')
  const axis = { stroke: text, grid: { stroke: grid }, ticks: { stroke: grid } }
  return {
    width: host.clientWidth,
    height: CHART_HEIGHT,
    // The buckets are UTC hours and days: the axis says so rather than shifting them.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: true },
      counts: { range: (_u, _min, max) => [0, Math.max(max, 1)] },
      clicks: { range: (_u, _min, max) => [0, Math.max(max, 1)] },
    },
    axes: [
      {
        ...axis,
        space: 60,
        values: (_u, splits) => splits.map((ts) => tickText(ts * 1000, answer.bucket)),
      },
      { ...axis, scale: 'counts', label: 'Loads, impressions', incrs: COUNT_STEPS },
      {
        ...axis,
        scale: 'clicks',
        side: 1,
        label: 'Clicks',
        incrs: COUNT_STEPS,
        grid: { show: false },
      },
    ],
    series: [
      {},
      ...CHART_LINES.map(({ metric, colour: name, dash }) => ({
        label: METRIC_LABEL[metric],
        scale: metric === 'clicks' ? 'clicks' : 'counts',
        stroke: colour(host, name),
        width: 2,
        dash: [...dash],
      })),
    ],
  }
}

function data(answer: InsightsAnswer): uPlot.AlignedData {
  const { series } = answer
  return [
    series.map((point) => Date.parse(point.at) / 1000),
    ...CHART_LINES.map(({ metric }) => series.map((point) => point[metric])),
  ]
}

/**
 * The series drawn with uPlot on a canvas, as wide as its container (ResizeObserver). Hidden
 * from screen readers: the figure's caption and the table beside it say the same. Draws
 * nothing where the browser has no canvas.
 */
export function InsightsChart({ answer }: { answer: InsightsAnswer }) {
  const hostRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const host = hostRef.current
    if (!host || !canDraw()) return
    const chart = new uPlot(options(host, answer), data(answer), host)
    const resized = new ResizeObserver(() => {
      if (host.clientWidth !== chart.width) {
        chart.setSize({ width: host.clientWidth, height: CHART_HEIGHT })
      }
    })
    resized.observe(host)
    return () => {
      resized.disconnect()
      chart.destroy()
    }
  }, [answer])
  return <div ref={hostRef} className="insights-chart" aria-hidden="true" />
}
