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
// sees where the visit came from and reports the order, and the Studio shows the sale.

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

  // A viewer on the broadcaster's page (another site: the widget is in its frame) clicks Buy.
  const viewer = await context.newPage()
  await viewer.goto(`${E2E.demoHostsOrigin}/plain.html`)
  const buy = viewer.frameLocator('shoppable-tv iframe').locator('shoppable-tv a.buy').first()
  await expect(buy).toBeVisible()
  const popup = viewer.waitForEvent('popup')
  await buy.click()
  await (await popup).waitForURL(/\.example\//)
  expect(visits).toHaveLength(1)
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
