import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import type { InsightRange } from '../../shared/api/insights'
import { studioInsights } from '../../site/studio/testing'
import { createChannel, expectAccessible, PHONE, signInToStudio } from './studio-steps'

// The Insights section's chart in real Chromium under the site's CSP: uPlot draws, follows its
// container's width, the section is axe-clean with its table open, and the CSV downloads. The
// unit tests' answer stands in for the server's, so every bucket has something to draw; the
// real route, fed by a real widget, is driven by studio-journey.spec.ts.
const run = Date.now().toString(36)

test('the Insights chart draws under the CSP, resizes to a phone, and the CSV downloads', async ({
  page,
}) => {
  const policy: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) policy.push(message.text())
  })
  await page.route(/\/api\/studio\/channels\/[^/]+\/insights\?range=/, (route) => {
    const range = new URL(route.request().url()).searchParams.get('range') as InsightRange
    return route.fulfill({ json: studioInsights(range) })
  })
  await signInToStudio(page, { name: 'Ina Sights', email: `ina-${run}@example.com` })
  const id = await createChannel(page, `Ina Sights ${run}`)
  const insights = page.locator('section#insights')
  const totals = insights.getByTestId('insights-totals')
  await expect(totals.locator('[data-metric="impressions"] dd')).toHaveText('360')

  const chart = insights.locator('.insights-chart')
  const canvas = chart.locator('canvas')
  await expect(canvas).toBeVisible()
  const widths = async () => ({
    box: Math.round((await chart.boundingBox())?.width ?? 0),
    canvas: Math.round((await canvas.boundingBox())?.width ?? 0),
  })
  const wide = await widths()
  expect(wide.canvas).toBe(wide.box)

  // The range picker from the keyboard.
  await insights.getByRole('button', { name: '7 days' }).focus()
  await page.keyboard.press('Enter')
  await expect(insights.getByRole('button', { name: '7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(totals.locator('[data-metric="impressions"] dd')).toHaveText('5,040')

  const saving = page.waitForEvent('download')
  await insights.getByRole('button', { name: 'Download CSV' }).click()
  const download = await saving
  expect(download.suggestedFilename()).toBe(`insights-${id}-7d.csv`)
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toBe(
    'time,loads,impressions,clicks,ctr,votes,qr_visits,sign_ins,check_ins',
  )
  expect(csv.split('\r\n')).toHaveLength(168 + 2)

  await page.setViewportSize(PHONE)
  await expect.poll(async () => (await widths()).canvas).toBeLessThan(PHONE.width)
  const narrow = await widths()
  expect(narrow.canvas).toBe(narrow.box)
  await insights.getByRole('region', { name: 'Over time' }).getByText('Show as table').click()
  await expect(insights.getByTestId('insights-series')).toBeVisible()
  await expectAccessible(page)
  expect(policy).toEqual([])
})
