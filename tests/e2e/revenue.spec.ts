import { createHmac } from 'node:crypto'
import { expect, test } from '@playwright/test'
import {
  CONVERSION_CHANNEL_HEADER,
  CONVERSION_SIGNATURE_HEADER,
  CONVERSIONS_PATH,
} from '../../shared/api/conversions'
import { E2E } from './env'
import { signInToStudio } from './studio-steps'

// Issue 65, the journey a brand asks for: a viewer buys through a broadcaster's frame, the shop
// sees where the visit came from and reports the order, and the Studio shows the sale; the
// broadcaster's own analytics hear the widget's GA4 events once the page's consent allows.

type Heard = { event: string; ecommerce: { items: { item_id: string; item_name?: string }[] } }
declare global {
  interface Window {
    dataLayer: unknown[]
    heard: Heard[]
  }
}

const OPERATOR = { name: 'Olga Operator', email: 'operator@shoppable-tv.example' }
const CHANNEL = 'wildtv'

test('a Buy in a broadcaster’s frame reaches the shop with its parameters; its order shows in Insights', async ({
  page,
  context,
  request,
}) => {
  // The channel's owner makes a conversion secret in the Studio and gives it to the shop.
  await signInToStudio(page, OPERATOR, `/studio/channels/${CHANNEL}`)
  // Other tests click Buy on this channel too (and a retry sells again): counted from here.
  const sales = page.getByRole('region', { name: /^Sales, last 24 hours$/ })
  const total = (term: string) =>
    sales
      .getByTestId('sales-totals')
      .locator('div')
      .filter({ has: page.getByText(term, { exact: true }) })
      .locator('dd')
  const figure = async (term: string) => {
    await expect(sales).toBeVisible()
    const shown = await total(term).count()
    return shown ? Number((await total(term).textContent())?.replaceAll(',', '')) : 0
  }
  const [ordersBefore, visitsBefore] = [await figure('Orders'), await figure('Buy-link visits')]
  const conversions = page.getByRole('region', { name: 'Conversions', exact: true })
  await conversions.getByRole('button', { name: /conversion secret|Make a new secret/ }).click()
  const again = conversions.getByRole('button', { name: 'Yes, make a new secret' })
  if (await again.isVisible()) await again.click()
  const secret = (await conversions.getByTestId('conversion-secret').textContent())?.trim() ?? ''
  expect(secret.length).toBeGreaterThan(20)

  // The shop: its item page reads where the visit came from, and its server reports the order.
  const visits: URL[] = []
  const answers: number[] = []
  await context.route(/^https:\/\/[^/]*\.example\//, async (route) => {
    const visit = new URL(route.request().url())
    visits.push(visit)
    const body = JSON.stringify({
      clickId: visit.searchParams.get('stv_click'),
      orderId: `order-${Date.now()}`,
      value: '49.90',
      currency: 'USD',
    })
    const time = Math.floor(Date.now() / 1000)
    const signature = createHmac('sha256', secret).update(`${time}.${body}`).digest('hex')
    const res = await request.post(`${E2E.siteOrigin}/api${CONVERSIONS_PATH}`, {
      headers: {
        'Content-Type': 'application/json',
        [CONVERSION_CHANNEL_HEADER]: CHANNEL,
        [CONVERSION_SIGNATURE_HEADER]: `t=${time},v1=${signature}`,
      },
      data: body,
    })
    answers.push(res.status())
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Shop</title>' })
  })

  // A viewer on the broadcaster's page (another site: the widget is in its frame). The page uses
  // Google Consent Mode, analytics denied until the viewer agrees, and asks for the widget's
  // events in its data layer.
  const viewer = await context.newPage()
  await viewer.addInitScript(() => {
    window.dataLayer = [['consent', 'default', { analytics_storage: 'denied' }]]
    window.heard = []
    document.addEventListener('shoppable-tv:analytics', (event) => {
      window.heard.push((event as CustomEvent<Heard>).detail)
    })
  })
  await viewer.goto(`${E2E.demoHostsOrigin}/plain.html`)
  await viewer.locator('shoppable-tv').evaluate((element) => element.setAttribute('datalayer', ''))
  const buy = viewer.frameLocator('shoppable-tv iframe').locator('shoppable-tv a.buy').first()
  await expect(buy).toBeVisible()
  // The first cards' view_item_list came while analytics was denied: the module that would
  // have handed it over has loaded on the page, and nothing was handed over.
  await expect
    .poll(() =>
      viewer.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.endsWith('/analytics.js')),
      ),
    )
    .toBe(true)
  expect(await viewer.evaluate(() => window.heard)).toEqual([])
  await viewer.evaluate(() =>
    window.dataLayer.push(['consent', 'update', { analytics_storage: 'granted' }]),
  )

  // The viewer clicks Buy: out through our redirect, which names the item.
  const outs: string[] = []
  context.on('request', (sent) => {
    const item = /\/api\/r\/[^/]+\/(\d+)$/.exec(new URL(sent.url()).pathname)?.[1]
    if (item) outs.push(item)
  })
  const popup = viewer.waitForEvent('popup')
  await buy.click()
  await (await popup).waitForURL(/\.example\//)
  expect(visits).toHaveLength(1)

  // The page heard select_item for that item, on the element and in its data layer, and never
  // the list shown before consent.
  await expect
    .poll(() => viewer.evaluate(() => window.heard.map((heard) => heard.event)))
    .toContain('select_item')
  const heard = await viewer.evaluate(() => window.heard)
  expect(heard.map((entry) => entry.event)).not.toContain('view_item_list')
  const selected = heard.filter((entry) => entry.event === 'select_item')
  expect(selected).toHaveLength(1)
  expect(selected[0]?.ecommerce.items[0]?.item_id).toBe(outs[0])
  expect(selected[0]?.ecommerce.items[0]?.item_name).toEqual(expect.any(String))
  const layer = await viewer.evaluate(() => window.dataLayer)
  expect(layer).toContainEqual({ ecommerce: null })
  expect(layer).toContainEqual(selected[0])
  const params = Object.fromEntries(visits[0]?.searchParams ?? [])
  expect(params).toMatchObject({
    utm_source: 'shoppable-tv',
    utm_medium: 'video',
    utm_campaign: CHANNEL,
    stv_click: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
  })
  expect(answers).toEqual([201])

  // The Studio's Insights shows the order and its revenue (only this test sells).
  await page.reload()
  await expect(total('Orders')).toHaveText(String(ordersBefore + 1))
  await expect(total('Buy-link visits')).toHaveText(String(visitsBefore + 1))
  await expect(total('Revenue')).toHaveText(`$${((ordersBefore + 1) * 49.9).toFixed(2)}`)
})
