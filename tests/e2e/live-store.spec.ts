import { expect, type Page, test } from '@playwright/test'
import { E2E } from './env'
import { answerPartnerShops } from './site'

/**
 * Buy links of product cards rendered inside the widget's Shadow DOM (the account sidebar
 * beside the store has links that open in a new tab too).
 */
const buyLinks = (page: Page) => page.locator('shoppable-tv a.buy')

test.beforeEach(async ({ context }) => {
  // Partner retailers of the demo catalog live on `.example`; the machine is offline.
  await answerPartnerShops(context)
})

test('a channel page shows the stream, a QR code for the phone store and live products', async ({
  page,
}) => {
  await page.goto('/demo/wildtv')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wild TV')
  await expect(page.getByTestId('stream')).toBeVisible()
  await expect(page.getByTestId('on-air-title')).not.toBeEmpty()
  await expect(page.getByTestId('qr').locator('svg')).toBeVisible()
  await expect(page.getByRole('link', { name: /\/app\?channelId=wildtv/ })).toHaveAttribute(
    'href',
    `${E2E.siteOrigin}/app?channelId=wildtv&src=qr`,
  )
  await expect(buyLinks(page).first()).toBeVisible()
  // The cards are inside the element's shadow root, not in the page's light DOM.
  const inShadow = await page.evaluate(() => {
    const host = document.querySelector('shoppable-tv')
    return {
      shadow: host?.shadowRoot?.querySelectorAll('a.buy').length ?? 0,
      light: host?.querySelectorAll('a.buy').length ?? 0,
    }
  })
  expect(inShadow.shadow).toBeGreaterThan(0)
  expect(inShadow.light).toBe(0)
})

test('a click on a product card is recorded, and the partner gets the tracking parameters', async ({
  page,
  request,
}) => {
  await page.goto('/demo/wildtv')
  const link = buyLinks(page).first()
  await expect(link).toBeVisible()
  const popup = page.waitForEvent('popup')
  await link.click()
  // New matches slide in on top while the list fills: the partner page says which was opened.
  const partner = await popup
  await partner.waitForURL(/\.example\//)
  const opened = new URL(partner.url())
  await partner.close()
  // It went out through our redirect (issue 65), which added the default UTM parameters.
  expect(Object.fromEntries(opened.searchParams)).toMatchObject({
    utm_source: 'shoppable-tv',
    utm_medium: 'video',
    utm_campaign: 'wildtv',
  })
  for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'stv_click']) {
    opened.searchParams.delete(name)
  }
  await expect
    .poll(async () => {
      const res = await request.get('/api/tracking/products/most-clicked?channel_id=wildtv')
      const items = (await res.json()) as { link: string; count?: number }[]
      return items.find((item) => new URL(item.link).href === opened.href)?.count ?? 0
    })
    .toBeGreaterThan(0)
})

test('a broadcaster page on another site shows the widget with products', async ({ page }) => {
  await page.goto(`${E2E.demoHostsOrigin}/plain.html`)
  // On a foreign origin the widget runs in its frame (tests/e2e/embed.spec.ts has the rest).
  const frame = page.frameLocator('shoppable-tv iframe')
  await expect(frame.locator('shoppable-tv a.buy').first()).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the phone store opened by the QR code shows the channel’s products', async ({ page }) => {
    await page.goto('/app?channelId=wildtv')
    await expect(buyLinks(page).first()).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test('the ranking tabs load their code when one first opens; a failed load says so and Retry brings the list', async ({
  page,
}) => {
  const chunks: string[] = []
  page.on('request', (request) => {
    if (/\/chunks\/ranking-tabs-[^/]*\.js$/.test(request.url())) chunks.push(request.url())
  })
  let offline = true
  await page.route(/\/chunks\/ranking-tabs-[^/]*\.js$/, (route) =>
    offline ? route.abort('internetdisconnected') : route.fallback(),
  )
  await page.goto('/app?channelId=wildtv')
  const store = page.locator('shoppable-tv').getByRole('region', { name: 'Live store' })
  await expect(buyLinks(page).first()).toBeVisible()
  // Live alone needs none of it.
  expect(chunks).toEqual([])
  await store.getByRole('tab', { name: 'Most liked' }).click()
  const panel = store.getByRole('tabpanel', { name: 'Most liked' })
  await expect(panel).toContainText('We can’t reach the store. Check your connection.')
  offline = false
  await panel.getByRole('button', { name: 'Retry' }).click()
  await expect(
    panel.getByRole('listitem').or(panel.getByText('No liked products yet')).first(),
  ).toBeVisible()
  await store.getByRole('tab', { name: 'Most clicked' }).click()
  await expect(
    store
      .getByRole('tabpanel', { name: 'Most clicked' })
      .getByRole('listitem')
      .or(store.getByText('No clicks yet'))
      .first(),
  ).toBeVisible()
  expect(chunks).toHaveLength(2)
})

/** Where each card of the Live list is (its box in the page), in the list's order. */
function cardBoxes(page: Page) {
  return page.locator('shoppable-tv').evaluate((element) =>
    [...(element.shadowRoot?.querySelectorAll('.live-list > .card') ?? [])].map((card) => {
      const box = card.getBoundingClientRect()
      return { x: Math.round(box.x), y: Math.round(box.y), bottom: Math.round(box.bottom) }
    }),
  )
}

test('the Live list places the cards that came while another tab was open, and again when it gets wider', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/app?channelId=wildtv')
  const store = page.locator('shoppable-tv').getByRole('region', { name: 'Live store' })
  await expect(buyLinks(page).first()).toBeVisible()
  const shownAtFirst = (await cardBoxes(page)).length
  await store.getByRole('tab', { name: 'Most liked' }).click()
  // The first screen goes on filling in while the list is hidden.
  await expect.poll(async () => (await cardBoxes(page)).length).toBeGreaterThan(shownAtFirst + 1)
  await store.getByRole('tab', { name: 'Live' }).click()
  // One column: each card below the one before, none on another.
  const column = await cardBoxes(page)
  for (const [index, box] of column.entries()) {
    const above = column[index - 1]
    if (above) expect(box.y).toBeGreaterThanOrEqual(above.bottom)
  }
  // Wide enough for two columns: the first two cards side by side.
  await page.setViewportSize({ width: 900, height: 844 })
  await expect
    .poll(async () => {
      const [first, second] = await cardBoxes(page)
      return first && second && first.y === second.y && second.x > first.x
    })
    .toBe(true)
})
