import { expect, type Frame, type Page, test } from '@playwright/test'
import { E2E } from './env'

// Issue 17: the requests a first product card waits for, in order, from the network log of
// a cold load. A change that puts another request in the card's way (a chunk found only once
// the code has run, an API call the page could have sent with its HTML) fails here. Requests
// that run beside the chain are left out: pictures (the page preloads the first cards'),
// the frame's bridge chunk (loaded while the store renders; the card does not wait for it),
// the live stream the feed opens once it has its pool, and the site's own page code.

type Request = { type: string; path: string }

const CARD = 'shoppable-tv .live-list > .card'

function record(page: Page): Request[] {
  const log: Request[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    log.push({ type: request.resourceType(), path: `${url.pathname}${url.search}` })
  })
  return log
}

/** What the card waits for: documents, scripts and API calls, beside-the-chain ones left out. */
const chain = (log: Request[]) =>
  log
    .filter(({ type }) => ['document', 'script', 'fetch', 'xhr'].includes(type))
    .filter(({ path }) => !/^\/widget\/[^/]+\/chunks\/bridge-/.test(path))
    .map(({ type, path }) => `${type} ${path.split('?')[0]}`)

test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/[^/]*\.example\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }),
  )
})

test('in a broadcaster’s frame the first card waits for the loader, its check, /embed and the widget module', async ({
  page,
}) => {
  const log = record(page)
  await page.goto(`${E2E.demoHostsOrigin}/plain.html`)
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/embed'))).toBe(true)
  const frame = page.frames().find((candidate) => candidate.url().includes('/embed')) as Frame
  await frame.locator(CARD).first().waitFor()
  expect(chain([...log])).toEqual([
    'document /plain.html',
    'script /widget/loader.js',
    'fetch /api/embed/check',
    'document /embed',
    'script /widget/0.0.9/shoppable-tv.js',
  ])
})

test('on /app the first card waits for the widget module and the channel’s pool', async ({
  page,
}) => {
  const log = record(page)
  await page.goto('/app?channelId=wildtv')
  await page.locator(CARD).first().waitFor()
  // The site's own page code loads beside the widget's chain: only the widget's requests.
  expect(
    chain([...log]).filter((line) =>
      /^document |\/widget\/|\/api\/(product_search|live)/.test(line),
    ),
  ).toEqual([
    'document /app',
    'script /widget/0.0.9/shoppable-tv.js',
    'fetch /api/product_search/recent_products/wildtv/50',
  ])
})
