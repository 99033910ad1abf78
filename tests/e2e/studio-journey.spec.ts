import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page, test } from '@playwright/test'
import { fillDevSignIn } from './dev-sign-in'
import { E2E } from './env'
import { hydrated } from './site'
import { expectAccessible, PHONE } from './studio-steps'

// The first-time broadcaster of the Studio issue, start to finish with no restart: signs in,
// creates a channel, registers the origin of a page of their own (served here on a fresh
// loopback port, a site of its own), verifies it with the token the Studio shows (issue 61: a
// file on the site; the server's ORIGIN_VERIFY_ALLOW_PRIVATE lets it reach loopback), pastes
// the snippet the Studio gives into that page, makes a channel key and pushes what is on air,
// and the page shows the live store. The same snippet on a page whose origin nobody registered,
// then registered but not verified, shows nothing broken and tells the broadcaster why; the
// meta tag verifies it. A viewer's click shows in the Studio's insights: totals, the chart's
// table and the CSV.

const run = Date.now().toString(36)
const broadcaster = { name: 'Rita Broadcaster', email: `rita-${run}@example.com` }

/** Two sites of the broadcaster's: one they register, one they forget. */
type Site = { server: Server; origin: string; pages: Map<string, string> }
const sites: Site[] = []

async function startSite(): Promise<Site> {
  const pages = new Map<string, string>()
  const server = createServer((req, res) => {
    const body = pages.get(req.url ?? '')
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(body ?? 'Not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const site = {
    server,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pages,
  }
  sites.push(site)
  return site
}

test.afterAll(async () => {
  for (const { server } of sites) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/** The broadcaster's page: their own heading, the snippet exactly as copied, their own text. */
function publish(site: Site, snippet: string): string {
  site.pages.set(
    '/live.html',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Rita's kitchen</title></head>` +
      `<body><h1>Rita's kitchen, live</h1>\n${snippet}\n<p>Thanks for watching.</p></body></html>`,
  )
  return `${site.origin}/live.html`
}

const frame = (page: Page) => page.frameLocator('shoppable-tv iframe')

/** One origin of the Studio's list (its own item, not the list of ways inside it). */
const originItem = (page: Page, origin: string) =>
  page.locator('ul[aria-label="Origins"] > li').filter({ hasText: origin })

/** The suite's desktop screen (Desktop Chrome's), to come back to after the phone's. */
const DESKTOP = { width: 1280, height: 720 }

test('a first-time broadcaster puts the live store on their own site from the Studio', async ({
  page,
  context,
  request,
}) => {
  const registered = await startSite()
  const forgotten = await startSite()
  // Something the catalog sells, to name on air.
  const catalog = await request.get('/api/product_search/recent_products/wildtv/5')
  const [item] = (await catalog.json()) as { title: string }[]
  if (!item) throw new Error('the demo catalog is empty')

  // 1. Open the Studio and sign in (the viewers' sign-in).
  await page.goto('/studio')
  await hydrated(page)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await fillDevSignIn(page, broadcaster.name, broadcaster.email)
  await expect(page.getByText(`Signed in as ${broadcaster.name}`)).toBeVisible()
  await page
    .getByRole('region', { name: 'Cookies' })
    .getByRole('button', { name: 'Reject all' })
    .click()

  // 2. Create a channel: a name and a topic; the id follows the name.
  await page.getByLabel('Name', { exact: true }).fill(`Rita Kitchen ${run}`)
  await page.getByLabel('Topic').fill('cooking')
  const id = await page.getByLabel('Channel id').inputValue()
  await page.getByRole('button', { name: 'Create the channel' }).click()
  await expect(page).toHaveURL(`${E2E.siteOrigin}/studio/channels/${id}`)

  // 3. Register the site's origin, as pasted from the address bar (with its slash): listed,
  // not verified, with its token and both places to put it.
  await page.getByLabel('Add your page’s origin').fill(`${registered.origin}/`)
  await page.getByRole('button', { name: 'Add origin' }).click()
  const first = originItem(page, registered.origin)
  await expect(first).toContainText('Not verified')
  const token = ((await first.getByTestId('origin-token').textContent()) ?? '').trim()
  expect(token).toMatch(/^stv-[0-9a-f]{32}$/)
  await expect(first).toContainText(`${registered.origin}/.well-known/shoppable-tv.txt`)
  await expect(first.getByTestId('origin-meta-tag')).toHaveText(
    `<meta name="shoppable-tv-verification" content="${token}">`,
  )
  // On a phone the instructions fit, and nothing on the page breaks axe's rules.
  await page.setViewportSize(PHONE)
  await expectAccessible(page)
  await page.setViewportSize(DESKTOP)

  // Verify before the token is there: what was found, said at once.
  await first.getByRole('button', { name: `Verify ${registered.origin}` }).click()
  await expect(first.getByRole('alert')).toContainText(
    `Not verified. Found no token on ${registered.origin}: ${registered.origin}/.well-known/shoppable-tv.txt answered 404 (Not Found)`,
  )
  // The site serves the token; Verify, from the keyboard, finds it.
  registered.pages.set('/.well-known/shoppable-tv.txt', `${token}\n`)
  await first.getByRole('button', { name: `Verify ${registered.origin}` }).focus()
  await page.keyboard.press('Enter')
  await expect(first).toContainText('Verified')
  await expect(first).not.toContainText('Not verified')
  await expect(first).toContainText('its token was found in the well-known file')
  await expect(first.locator('.studio-origin-head')).toBeFocused()

  // 4. Copy the snippet (the same source as /docs) into the page.
  const snippet = (await page.getByTestId('studio-snippet').textContent()) ?? ''
  expect(snippet).toContain(`channel-id="${id}"`)
  expect(snippet).toContain(`${E2E.siteOrigin}/widget/`)
  expect(snippet).toContain('integrity="sha384-')
  const live = publish(registered, snippet)

  // 5. Make a channel key and push what is on air, as the broadcaster's system would.
  await page.getByRole('button', { name: 'Make a new key' }).click()
  const key = ((await page.getByTestId('channel-key').textContent()) ?? '').trim()
  expect(key.length).toBeGreaterThan(20)
  const pushed = await request.post(`/api/channels/${id}/context`, {
    headers: { 'X-Channel-Key': key },
    data: { caption: `Today we cook with the ${item.title}`, entities: [item.title] },
  })
  expect(pushed.status()).toBe(201)

  // 6. The broadcaster's page shows the live store with what was on air.
  const viewer = await context.newPage()
  await viewer.goto(live)
  await expect(frame(viewer).locator('shoppable-tv a.buy').first()).toBeVisible()
  await expect(frame(viewer).getByText(item.title).first()).toBeVisible()
  await expect(viewer.getByRole('heading', { name: "Rita's kitchen, live" })).toBeVisible()

  // The same snippet on a page of an origin nobody registered: no frame, no box, and one
  // console error naming the origin, the channel and where to register it.
  const elsewhere = await context.newPage()
  const errors: string[] = []
  elsewhere.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const refusals = () => errors.filter((text) => text.startsWith('Shoppable TV:'))
  await elsewhere.goto(publish(forgotten, snippet))
  const element = elsewhere.locator('shoppable-tv')
  await expect(element).toBeHidden()
  await expect(element.locator('iframe')).toHaveCount(0)
  await expect
    .poll(refusals)
    .toEqual([
      expect.stringContaining(`${forgotten.origin} is not registered for the channel "${id}"`),
    ])
  expect(refusals()[0]).toContain(`${E2E.siteOrigin}/studio/channels/${id}`)

  // Registered in the Studio, it is still refused until verified, and the console says so.
  await page.getByLabel('Add your page’s origin').fill(forgotten.origin)
  await page.getByRole('button', { name: 'Add origin' }).click()
  const second = originItem(page, forgotten.origin)
  await expect(second).toContainText('Not verified')
  errors.length = 0
  await elsewhere.reload()
  await expect
    .poll(refusals)
    .toEqual([
      expect.stringContaining(
        `${forgotten.origin} is registered for the channel "${id}" but not verified yet`,
      ),
    ])
  expect(refusals()[0]).toContain('can verify it in the Studio')
  await expect(element.locator('iframe')).toHaveCount(0)

  // The meta tag on its home page verifies it, and takes effect at once: a reload shows the store.
  const secondToken = ((await second.getByTestId('origin-token').textContent()) ?? '').trim()
  forgotten.pages.set(
    '/',
    `<!doctype html><html lang="en"><head><meta name="shoppable-tv-verification" content="${secondToken}"><title>Rita</title></head><body></body></html>`,
  )
  await second.getByRole('button', { name: `Verify ${forgotten.origin}` }).click()
  await expect(second).toContainText('its token was found in the home page’s meta tag')
  await elsewhere.reload()
  await expect(frame(elsewhere).locator('shoppable-tv a.buy').first()).toBeVisible()

  // 7. A viewer clicks a product on the broadcaster's page, then leaves it (the page's beacon
  // goes as it hides). The Studio's insights count that click, in the totals, in the chart's
  // table and in the CSV; the widget loads and cards shown arrive too.
  const popup = viewer.waitForEvent('popup')
  await frame(viewer).locator('shoppable-tv a.buy').first().click()
  await (await popup).close()
  // The viewer stays on the page until the click is recorded, as a real one would.
  await expect
    .poll(async () => {
      const res = await request.get(`/api/tracking/products/most-clicked?channel_id=${id}`)
      return ((await res.json()) as unknown[]).length
    })
    .toBe(1)
  await viewer.close()
  await elsewhere.close()
  await page.getByRole('link', { name: 'Insights' }).click()
  const insights = page.getByRole('region', { name: 'Insights', exact: true })
  const totals = insights.getByTestId('insights-totals')
  const total = (metric: string) => totals.locator(`[data-metric="${metric}"] dd`)
  await expect(async () => {
    await insights.getByRole('button', { name: 'Refresh' }).click()
    await expect(total('impressions')).not.toHaveText('0', { timeout: 1000 })
  }).toPass()
  await expect(total('clicks')).toHaveText('1')
  await expect(total('loads')).not.toHaveText('0')
  await expect(insights.getByTestId('insights-summary')).toBeVisible()
  await insights.getByRole('region', { name: 'Over time' }).getByText('Show as table').click()
  const series = insights.getByTestId('insights-series')
  const clickColumn = await series.locator('thead th').allTextContents()
  const at = clickColumn.findIndex((name) => /clicks/i.test(name))
  const clicksPerHour = await series
    .locator('tbody tr')
    .evaluateAll((rows, column) => rows.map((row) => row.children[column]?.textContent ?? ''), at)
  expect(clicksPerHour.map(Number).reduce((a, b) => a + b, 0)).toBe(1)

  const download = page.waitForEvent('download')
  await insights.getByRole('button', { name: 'Download CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`insights-${id}-24h.csv`)
  const [header, ...rows] = readFileSync((await file.path()) ?? '', 'utf8')
    .trim()
    .split(/\r\n/)
  const clicks = (header ?? '').split(',').indexOf('clicks')
  expect(clicks).toBeGreaterThan(0)
  expect(rows).toHaveLength(24)
  expect(rows.map((row) => Number(row.split(',')[clicks])).reduce((a, b) => a + b, 0)).toBe(1)
})
