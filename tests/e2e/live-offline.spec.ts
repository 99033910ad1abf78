import { expect, type Page, type Route, test } from '@playwright/test'
import { LIVE_POLL_COUNT } from '../../shared/constants'
import { answerPartnerShops } from './site'

/**
 * Issue 16: when the store cannot be reached for a few seconds the live store says so in one
 * quiet line, keeps its cards, and the line goes by itself once the store answers again. The
 * live stream is played by the test (an event of what the recent products answer, then the
 * connection ends and the browser reconnects), or refused, so the spec holds with or without
 * the server's stream.
 */

const cards = (page: Page) => page.locator('shoppable-tv a.buy')
const line = (page: Page) => page.getByText('Reconnecting to the store…')

test.beforeEach(async ({ context }) => {
  // Partner retailers of the demo catalog live on `.example`; the machine is offline.
  await answerPartnerShops(context)
})

/** The API is reachable while `up.value` is true; otherwise every request of it fails. */
async function switchableApi(page: Page, stream: 'played' | 'refused') {
  const up = { value: true, streamed: 0, polls: 0 }
  page.on('request', (request) => {
    if (request.url().endsWith(`/recent_products/wildtv/${LIVE_POLL_COUNT}`)) up.polls++
  })
  await page.route(/\/api\/live\//, async (route: Route) => {
    if (!up.value || stream === 'refused') return route.abort('connectionrefused')
    // One event of the same body a poll gets; the body ends, so the browser reconnects
    // after the `retry` it was given, and each reconnection is heard as an answer.
    const url = new URL(route.request().url())
    const channel = url.pathname.split('/').pop() ?? ''
    const recent = await page.request.get(
      `${url.origin}/api/product_search/recent_products/${channel}/${LIVE_POLL_COUNT}`,
    )
    up.streamed++
    const body = `retry: 1000\n\nevent: products\ndata: ${JSON.stringify(await recent.json())}\n\n`
    return route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'access-control-allow-origin': '*' },
      body,
    })
  })
  await page.route(/\/api\/(?!live\/)/, (route: Route) =>
    up.value ? route.fallback() : route.abort('connectionrefused'),
  )
  return up
}

for (const stream of ['played', 'refused'] as const) {
  test(`the store says it is reconnecting and keeps its cards (stream ${stream})`, async ({
    page,
  }) => {
    const up = await switchableApi(page, stream)
    await page.goto('/app?channelId=wildtv')
    await expect(cards(page).first()).toBeVisible()
    const shown = await cards(page).count()
    await expect(line(page)).toHaveCount(0)
    if (stream === 'played') {
      // Past a poll interval of stream events (one a second): the stream stands in for polls.
      await expect.poll(() => up.streamed, { timeout: 20_000 }).toBeGreaterThan(6)
      expect(up.polls).toBe(0)
    } else {
      await expect.poll(() => up.polls, { timeout: 20_000 }).toBeGreaterThan(0)
    }

    up.value = false
    await expect(line(page)).toBeVisible()
    // A polite status, not an alert; the cards stay.
    await expect(page.locator('shoppable-tv [role="status"]')).toContainText(
      'Reconnecting to the store…',
    )
    expect(await cards(page).count()).toBeGreaterThanOrEqual(shown)

    up.value = true
    await expect(line(page)).toHaveCount(0)
    await expect(cards(page).first()).toBeVisible()
  })
}

test('the server’s own stream URL, whatever it answers, leaves a working live list', async ({
  page,
}) => {
  await page.goto('/app?channelId=wildtv')
  await expect(cards(page).first()).toBeVisible()
  await expect(line(page)).toHaveCount(0)
})
