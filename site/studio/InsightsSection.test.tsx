import { afterEach, describe, expect, test } from 'vitest'
import type { StudioChannel } from '../../shared/api/studio'
import { InsightsSection } from './InsightsSection'
import { click, fakeStudio, mount, type ServerRoutes, server, settle } from './test-dom'
import { type FakeCall, fakeStudioEnv, studioChannel, studioInsights } from './testing'

const INSIGHTS = '/studio/channels/ana-tv/insights'
const channel = studioChannel() as StudioChannel

/** The insights route answering each range with its own data. */
const byRange: ServerRoutes = Object.fromEntries(
  (['24h', '7d', '30d'] as const).map((range) => [
    `GET ${INSIGHTS}?range=${range}`,
    { status: 200, body: studioInsights(range) },
  ]),
)

let view: Awaited<ReturnType<typeof mount>> | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

async function open(routes: ServerRoutes = byRange) {
  const env = fakeStudioEnv(server(routes))
  view = await mount(
    <InsightsSection studio={fakeStudio(env)} channel={channel} onChannel={() => {}} />,
  )
  return { env, view }
}

const q = <E extends Element = HTMLElement>(selector: string) =>
  view?.host.querySelector<E>(selector) ?? null
const all = (selector: string) => [...(view?.host.querySelectorAll(selector) ?? [])]
const total = (metric: string) => q(`[data-testid="insights-totals"] [data-metric="${metric}"] dd`)
const rangeButton = (label: string) =>
  all('[data-testid="insights-range"] button').find((b) => b.textContent === label) as
    | HTMLButtonElement
    | undefined
const pressed = () =>
  all('[data-testid="insights-range"] button[aria-pressed="true"]').map((b) => b.textContent)
const insightReads = (calls: FakeCall[]) =>
  calls.filter((c) => c.path.startsWith(INSIGHTS)).map((c) => c.path.slice(INSIGHTS.length))

describe('Insights', () => {
  test('reads the last 24 hours first and shows every total with the click-through rate', async () => {
    const { env } = await open()
    expect(insightReads(env.calls)).toEqual(['?range=24h'])
    expect(pressed()).toEqual(['24 hours'])
    expect(q('#insights-totals-title')?.textContent).toBe('Totals, last 24 hours')
    // 24 buckets repeating 0–3: six of each.
    expect(total('loads')?.textContent).toBe('108')
    expect(total('impressions')?.textContent).toBe('360')
    expect(total('clicks')?.textContent).toBe('6')
    expect(total('ctr')?.textContent).toBe('1.7%')
    expect(total('votes')?.textContent).toBe('6')
    expect(total('qrVisits')?.textContent).toBe('6')
    expect(total('signIns')?.textContent).toBe('6')
    expect(total('checkIns')?.textContent).toBe('6')
    expect(all('[data-testid="insights-totals"] dt').map((dt) => dt.textContent)).toEqual([
      'Widget loads',
      'Product impressions',
      'Clicks',
      'Click-through rate',
      'Votes',
      'QR visits',
      'Sign-ins',
      'Check-ins',
    ])
  })

  test('choosing a range reads it again and shows its data', async () => {
    const { env } = await open()
    await click(rangeButton('7 days') ?? null)
    expect(pressed()).toEqual(['7 days'])
    expect(total('impressions')?.textContent).toBe('5,040')
    await click(rangeButton('30 days') ?? null)
    expect(total('loads')?.textContent).toBe('645')
    expect(q('#insights-series-caption')?.textContent).toBe('Counts per day, last 30 days (UTC)')
    await click(view?.button('Refresh') ?? null)
    expect(insightReads(env.calls)).toEqual(['?range=24h', '?range=7d', '?range=30d', '?range=30d'])
  })

  test('the table alternative has one row per bucket with the same counts as the series', async () => {
    await open()
    const table = q('[data-testid="insights-series"]')
    expect(table?.closest('details')?.querySelector('summary')?.textContent).toBe('Show as table')
    expect(
      [...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.getAttribute('scope')),
    ).toEqual(Array(9).fill('col'))
    const rows = [...(table?.querySelectorAll('tbody tr') ?? [])]
    const series = studioInsights('24h').series
    expect(rows).toHaveLength(series.length)
    const cells = (row: Element | undefined) =>
      [...(row?.children ?? [])].map((cell) => cell.textContent)
    expect(rows[3]?.querySelector('th')?.getAttribute('scope')).toBe('row')
    expect(rows[3]?.querySelector('time')?.getAttribute('datetime')).toBe(series[3]?.at)
    expect(cells(rows[3])).toEqual(['1 May, 13:00', '9', '30', '1', '0', '0', '1', '0', '3.3%'])
    expect(cells(rows[0])).toEqual(['1 May, 10:00', '0', '0', '0', '0', '0', '0', '0', '—'])
  })

  test('the chart has a text summary of what it draws', async () => {
    await open()
    expect(q('[data-testid="insights-summary"]')?.textContent).toBe(
      'Widget loads, product impressions and clicks per hour, last 24 hours (times in UTC): ' +
        '108 loads, 360 impressions, 6 clicks. Most impressions: 30 in the hour from 1 May, 13:00.',
    )
    expect(q('figure')?.getAttribute('aria-labelledby')).toBe('insights-summary')
  })

  test('lists the top products with their click-through rate', async () => {
    await open()
    const rows = all('[data-testid="insights-top-products"] tbody tr').map((row) =>
      [...row.children].map((cell) => cell.textContent),
    )
    expect(rows).toEqual([
      ['Stand Mixer Pro', '40', '3', '7.5%'],
      ['Copper pan, "large"', '25', '0', '0%'],
    ])
  })

  test('downloads the loaded series as CSV named for the channel and range', async () => {
    const { env } = await open()
    await click(rangeButton('7 days') ?? null)
    await click(view?.button('Download CSV') ?? null)
    expect(env.saved.map((s) => s.name)).toEqual(['insights-ana-tv-7d.csv'])
    const file = env.saved[0]?.file
    expect(file?.type).toBe('text/csv;charset=utf-8')
    const lines = (await file?.text())?.split('\r\n')
    expect(lines?.[0]).toBe('time,loads,impressions,clicks,ctr,votes,qr_visits,sign_ins,check_ins')
    expect(lines).toHaveLength(168 + 2)
    expect(lines?.[4]).toBe('2026-04-25T13:00:00.000Z,18,60,2,0.0333,0,0,2,0')
  })

  test('says honestly when nothing was counted yet, with zeros and no chart', async () => {
    await open({
      [`GET ${INSIGHTS}?range=24h`]: { status: 200, body: studioInsights('24h', { quiet: true }) },
    })
    expect(q('[data-testid="insights-empty"]')?.textContent).toContain(
      'No events in this range yet.',
    )
    expect(total('impressions')?.textContent).toBe('0')
    expect(total('ctr')?.textContent).toBe('—none: no product was shown')
    expect(q('figure')).toBeNull()
    expect(() => view?.button('Download CSV')).toThrow()
    expect(view?.text()).toContain('No product was shown in this range.')
  })

  test('says which range is loading while it loads', async () => {
    const env = fakeStudioEnv(server(byRange))
    const answered = env.fetch
    let gate = Promise.resolve()
    let release = () => {}
    env.fetch = async (url, init) => {
      await gate
      return answered(url, init)
    }
    view = await mount(
      <InsightsSection studio={fakeStudio(env)} channel={channel} onChannel={() => {}} />,
    )
    gate = new Promise((resolve) => {
      release = resolve
    })
    await click(rangeButton('7 days') ?? null)
    expect(q('[role="status"]')?.textContent).toBe('Loading the last 7 days…')
    expect(q('[data-testid="insights-totals"]')).toBeNull()
    release()
    await settle()
    expect(q('[role="status"]')?.textContent).toBe('')
    expect(total('impressions')?.textContent).toBe('5,040')
  })

  test('offers a retry when the read fails', async () => {
    let attempts = 0
    await open({
      [`GET ${INSIGHTS}?range=24h`]: () =>
        ++attempts === 1 ? { status: 500 } : { status: 200, body: studioInsights('24h') },
    })
    expect(q('[role="alert"]')?.textContent).toContain('The insights could not be loaded.')
    await click(view?.button('Try again') ?? null)
    expect(q('[role="alert"]')).toBeNull()
    expect(total('clicks')?.textContent).toBe('6')
  })
})

describe('Insights: sales (issue 65)', () => {
  const usd = (minor: number, rpm: number | null = null) => ({
    currency: 'USD',
    minor,
    digits: 2,
    rpm,
  })
  const krw = (minor: number) => ({ currency: 'KRW', minor, digits: 0, rpm: null })
  const figures = (orders: number, clickOuts: number, revenue: object[]) => ({
    orders,
    refunds: 0,
    clickOuts,
    conversionRate: clickOuts ? orders / clickOuts : null,
    revenue,
  })
  const withSales = () => {
    const answer = studioInsights('24h')
    const series = answer.series.map((p, i) =>
      i === 3
        ? { at: p.at, ...figures(2, 8, [usd(12_990), krw(45_000)]) }
        : i === 5
          ? { at: p.at, ...figures(1, 2, [usd(-2_000)]) }
          : { at: p.at, ...figures(0, 0, []) },
    )
    const conversions = {
      totals: { ...figures(3, 10, [usd(10_990, 3053), krw(45_000)]), refunds: 1 },
      series,
      products: [{ productId: 42, title: 'Stand Mixer Pro', ...figures(3, 6, [usd(10_990)]) }],
      segments: [
        { segmentKey: '7:2', title: 'The copper stand mixer', ...figures(2, 4, [usd(12_990)]) },
        { segmentKey: null, title: null, ...figures(1, 6, [krw(45_000)]) },
      ],
    }
    return { ...answer, conversions }
  }

  test('shows orders, rate and revenue per currency, never summed, with a table and CSV', async () => {
    const { env } = await open({
      [`GET ${INSIGHTS}?range=24h`]: { status: 200, body: withSales() },
    })
    const terms = all('[data-testid="sales-totals"] div').map((d) => [
      d.querySelector('dt')?.textContent,
      d.querySelector('dd')?.textContent,
    ])
    expect(terms).toEqual([
      ['Orders', '3'],
      ['Refunds', '1'],
      ['Buy-link visits', '10'],
      ['Conversion rate', '30%'],
      ['Revenue', '$109.90, ₩45,000'],
      ['Revenue per 1,000 impressions', '$30.53'],
    ])
    expect(q('[data-testid="sales-summary"]')?.textContent).toBe(
      'Orders per hour, last 24 hours (times in UTC): 3 orders. Most orders: 2 in the hour from 1 May, 13:00.',
    )
    const rows = all('[data-testid="sales-series"] tbody tr').map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    )
    expect(rows[3]).toEqual(['1 May, 13:00', '2', '0', '8', '$129.90', '₩45,000'])
    expect(rows[5]).toEqual(['1 May, 15:00', '1', '0', '2', '-$20.00', '—'])
    expect(all('[data-testid="sales-segments"] tbody th').map((th) => th.textContent)).toEqual([
      'The copper stand mixer',
      'No segment on record',
    ])
    expect(
      all('[data-testid="sales-products"] tbody tr').map((tr) =>
        [...tr.children].map((cell) => cell.textContent),
      ),
    ).toEqual([['Stand Mixer Pro', '3', '6', '50%', '$109.90']])

    await click(view?.button('Download sales CSV') ?? null)
    expect(env.saved.map((s) => s.name)).toEqual(['sales-ana-tv-24h.csv'])
    const lines = (await env.saved[0]?.file.text())?.split('\r\n')
    expect(lines?.[0]).toBe(
      'time,orders,refunds,click_outs,conversion_rate,revenue_USD,revenue_KRW',
    )
    expect(lines?.[4]).toBe(`${withSales().conversions.series[3]?.at},2,0,8,0.25,129.90,45000`)
    expect(lines?.[6]).toBe(`${withSales().conversions.series[5]?.at},1,0,2,0.5,-20.00,0`)
  })

  test('without sales it says how a sale comes to count, linking the docs', async () => {
    await open()
    expect(q('[data-testid="sales-empty"]')?.textContent).toContain(
      'No sales reported in this range.',
    )
    expect(q('[data-testid="sales-empty"] a')?.getAttribute('href')).toBe('/docs#conversions')
    expect(q('[data-testid="sales-totals"]')).toBeNull()
  })
})
