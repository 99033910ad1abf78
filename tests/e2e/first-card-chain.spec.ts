import { expect, type Page, test } from '@playwright/test'
import { DEFAULT_API_PATH, paths } from '../../shared/api/paths'
import type { Product } from '../../shared/api/types'
import { ANALYTICS_MODULE_PATH, WIDGET_MODULE_PATH } from '../../shared/constants'
import { productKey } from '../../shared/rules/product'
import { embedFrame } from '../frames'
import { E2E } from './env'
import { answerPartnerShops, hydrated } from './site'

// Issue 17: the round trips a first product card waits for, from the network log of a cold
// load. Each request gets its round trip: one more than the latest of those whose answer had
// begun to arrive before it started (the page's HTML is the first). A change that puts another request in the
// card's way (a chunk found only once the code has run, an API call the page could have sent
// with its HTML, a check made before the frame rather than beside it) fails here. Requests
// that run beside the chain are left out: pictures (the page preloads the first cards'), the
// live stream the feed opens once it has its pool, the site's own page code, and the analytics
// module (issue 65), which the widget and the loader ask for once the first card is there. In a frame
// whose element has a time source the bridge chunk comes beside the module (/embed preloads it):
// a pool matched within the minute waits for the host page's picture, which the bridge asks for.
// Where it has none (plain.html), the first card waits for no bridge (embed-picture.spec.ts), so
// /embed preloads none and the widget asks for it once it runs, a round trip after the module.

type Logged = { type: string; path: string; start: number; end: number }

const CARD = 'shoppable-tv .live-list > .card'

/**
 * Every answered request of the page and its frames, with when it started and when its answer
 * began to arrive (ms): a body the page never reads (the check's yes) never "finishes".
 */
function record(page: Page): Logged[] {
  const log: Logged[] = []
  page.on('response', (response) => {
    const request = response.request()
    const url = new URL(request.url())
    const { startTime, responseStart } = request.timing()
    log.push({
      type: request.resourceType(),
      path: `${url.pathname}${url.search}`,
      start: startTime,
      end: startTime + responseStart,
    })
  })
  return log
}

/** The card's chain: documents, scripts and API calls, as "round trip, type, path". */
function roundTrips(log: Logged[], keep: (line: string) => boolean = () => true): string[] {
  const chain = log
    .filter(({ type }) => ['document', 'script', 'fetch', 'xhr'].includes(type))
    .map((entry) => ({
      ...entry,
      // A chunk's name without its content hash.
      line: `${entry.type} ${entry.path.split('?')[0]?.replace(/-[\w-]{8}\.js$/, '-*.js')}`,
    }))
    .filter(({ line }) => keep(line) && line !== `script ${ANALYTICS_MODULE_PATH}`)
    .sort((a, b) => a.start - b.start)
  const trip = new Map<(typeof chain)[number], number>()
  for (const entry of chain) {
    const before = chain.filter((other) => trip.has(other) && other.end <= entry.start)
    trip.set(entry, 1 + Math.max(0, ...before.map((other) => trip.get(other) ?? 0)))
  }
  return chain.map((entry) => `${trip.get(entry)} ${entry.line}`).sort()
}

test.beforeEach(async ({ context }) => {
  await answerPartnerShops(context)
})

test('in a broadcaster’s frame the widget comes three round trips after the page: the loader, /embed (its check beside it, not before it) and the widget module; the bridge comes after (the first card, drawn into /embed, waits only for the first two: embed-first-screen.spec.ts)', async ({
  page,
}) => {
  const log = record(page)
  // The check's answer waits until /embed has been asked for: a loader that waits for the
  // check before it frames never gets there, and the card never comes. Held so, its times are
  // this test's doing (it may start once /embed has answered), so it is left out of the chain.
  let embedAsked = () => {}
  const embedSeen = new Promise<void>((resolve) => {
    embedAsked = resolve
  })
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/embed') embedAsked()
  })
  await page.route(/\/api\/embed\/check\?/, async (route) => {
    await embedSeen
    await route.continue()
  })
  await page.goto(`${E2E.demoHostsOrigin}/plain.html`)
  const frame = await embedFrame(page)
  await frame.locator(CARD).first().waitFor()
  // The frame is shown once the check has said yes.
  await expect(page.locator('shoppable-tv iframe')).toBeVisible()
  expect(log.some(({ path }) => path.startsWith('/api/embed/check?'))).toBe(true)
  await expect
    .poll(() => roundTrips([...log], (line) => line !== 'fetch /api/embed/check'))
    .toEqual([
      '1 document /plain.html',
      '2 script /widget/loader.js',
      '3 document /embed',
      '4 script /widget/0.0.9/shoppable-tv.js',
      '5 script /widget/0.0.9/chunks/bridge-*.js',
    ])
})

// Runs in every frame: notes whether an animation frame ever found the Live list's skeleton
// (what the browser would then draw). A string, so the bundler's helpers never reach the page.
const WATCH_SKELETON = `(() => {
  window.__stvSkeletonDrawn = false
  const roots = () => {
    const outer = document.querySelector('shoppable-tv')?.shadowRoot
    return [outer, outer?.querySelector('shoppable-tv-inline')?.shadowRoot].filter(Boolean)
  }
  const look = () => {
    if (roots().some((root) => root.querySelector('[id$="-panel-live"] li.skeleton'))) {
      window.__stvSkeletonDrawn = true
    }
    requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
})()`

test('in a frame whose first cards’ pictures have arrived, the first card comes with the widget’s first render: no frame ever draws the Live list’s skeleton', async ({
  page,
}) => {
  await page.addInitScript(WATCH_SKELETON)
  // The pictures /embed preloads, from its HTML; the widget module waits until they are all
  // in, so the first card's picture is one the browser holds when the widget starts.
  const preloaded: string[] = []
  const finished = new Set<string>()
  let arrived = () => {}
  const allArrived = new Promise<void>((resolve) => {
    arrived = resolve
  })
  const check = () => {
    if (preloaded.length > 0 && preloaded.every((url) => finished.has(url))) arrived()
  }
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/embed') return
    // An /embed whose HTML cannot be read lets the module go, so the test fails on `preloaded`
    // below rather than by waiting for its module until the timeout.
    const html = await response.text().catch(() => '')
    for (const [, href] of html.matchAll(/<link rel="preload" as="image" href="([^"]+)">/g)) {
      if (href) preloaded.push(href)
    }
    if (preloaded.length === 0) arrived()
    check()
  })
  page.on('requestfinished', (request) => {
    finished.add(request.url())
    check()
  })
  await page.route('**/widget/*/shoppable-tv.js', async (route) => {
    await allArrived
    await route.continue()
  })
  await page.goto(`${E2E.demoHostsOrigin}/plain.html`)
  const frame = await embedFrame(page)
  await frame.locator(CARD).first().waitFor()
  expect(preloaded.length).toBeGreaterThan(0)
  expect(
    await frame.evaluate(
      () => (window as Window & { __stvSkeletonDrawn?: boolean }).__stvSkeletonDrawn,
    ),
  ).toBe(false)
})

// The default channel, and another, as the QR code of any other channel opens /app: the page
// is built with the default's widget, and the server gives it the channel asked for.
for (const channelId of ['wildtv', 'intravel-eu']) {
  test(`on /app?channelId=${channelId} the first card waits two round trips: the page, whose HTML carries the pool, and the widget module`, async ({
    page,
  }) => {
    const log = record(page)
    const feeds: string[] = []
    page.on('request', (request) => {
      const feed = /\/recent_products\/([^/]+)\//.exec(request.url())?.[1]
      if (feed) feeds.push(feed)
    })
    await page.goto(`/app?channelId=${channelId}`)
    await page.locator(CARD).first().waitFor()
    // The site's own page code loads beside the widget's chain: only the widget's requests.
    expect(
      roundTrips([...log], (line) =>
        /^document |\/widget\/|\/api\/(product_search|live)/.test(line),
      ),
    ).toEqual(['1 document /app', '2 script /widget/0.0.9/shoppable-tv.js'])
    await hydrated(page)
    // The widget started on this channel: no other channel's pool was asked for, not even
    // one thrown away when the page's code corrected the channel.
    expect(feeds.filter((feed) => feed !== channelId)).toEqual([])
    await expect(page.locator('shoppable-tv')).toHaveAttribute('channel-id', channelId)
    const pool = (await (
      await page.request.get(`${DEFAULT_API_PATH}${paths.recentProducts(channelId, 50)}`)
    ).json()) as Product[]
    expect(pool.map(productKey)).toContain(
      await page.locator(CARD).first().getAttribute('data-key'),
    )
  })
}

test("on /app with no query, a returning viewer's widget starts on the channel /app remembered: it asks for nothing of another channel but the pictures the page preloads", async ({
  page,
}) => {
  // The QR code of KBS World's stream, then /app again later (the site's App link).
  await page.goto('/app?channelId=kbs&src=qr')
  await hydrated(page)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('channelId'))).toBe('kbs')
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith(DEFAULT_API_PATH)) asked.push(pathname)
  })
  const answer = await page.goto('/app')
  await page.locator(CARD).first().waitFor()
  await hydrated(page)
  await expect(page.locator('shoppable-tv')).toHaveAttribute('channel-id', 'kbs')
  // The page is built for the default channel, whose first pictures it preloads: those, and
  // nothing else of it (its pool is in the page; its pictures and live stream are the widget's).
  const preloaded = [
    ...((await answer?.text()) ?? '').matchAll(/<link rel="preload" as="image" href="([^"]+)">/g),
  ].map(([, href]) => new URL(href ?? '', page.url()).pathname)
  expect(preloaded.length).toBeGreaterThan(0)
  const pool = (await (
    await page.request.get(`${DEFAULT_API_PATH}${paths.recentProducts('kbs', 50)}`)
  ).json()) as Product[]
  const kbsPictures = pool.map(({ image }) => new URL(image, page.url()).pathname)
  const other = asked.filter(
    (path) => !path.includes('/kbs') && !preloaded.includes(path) && !kbsPictures.includes(path),
  )
  expect(other).toEqual([])
  expect(asked).toContain(`${DEFAULT_API_PATH}${paths.liveStream('kbs')}`)
  expect(pool.map(productKey)).toContain(await page.locator(CARD).first().getAttribute('data-key'))
})

test('on /demo/{id} too: the page and the widget module', async ({ page }) => {
  const log = record(page)
  await page.goto('/demo/wildtv')
  await page.locator(CARD).first().waitFor()
  expect(
    roundTrips([...log], (line) => /^document |\/widget\/|\/api\/(product_search|live)/.test(line)),
  ).toEqual(['1 document /demo/wildtv', '2 script /widget/0.0.9/shoppable-tv.js'])
})

// /app's own script (the store's, 14 kB) still loads beside the widget's: site/prerender/plan.ts.
for (const address of ['/demo/wildtv', '/demo/kbs']) {
  test(`on ${address} the page's own code is asked for once the widget's module has arrived, each file once`, async ({
    page,
  }) => {
    await page.goto(address)
    await hydrated(page)
    // The page's own resource timings: one clock for every request (Playwright's timings come
    // from the network service, whose start and end can disagree with each other by tens of ms).
    const finished = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      })),
    )
    const widget = finished.find(({ path }) => path === WIDGET_MODULE_PATH)
    // The page's own code, but for the small script that asks for it (sent with the page).
    const own = finished.filter(
      ({ path }) => /^\/assets\/.*\.js$/.test(path) && !path.includes('/after-widget-'),
    )
    expect(widget).toBeDefined()
    expect(own.length).toBeGreaterThan(0)
    for (const file of own) {
      expect(file.start, file.path).toBeGreaterThanOrEqual(widget?.end ?? Infinity)
    }
    const paths = own.map(({ path }) => path)
    expect(new Set(paths).size).toBe(paths.length)
  })
}

test("on /demo/{id} a widget module that fails to load holds nothing back: the page's own code still runs", async ({
  page,
}) => {
  await page.route(`**${WIDGET_MODULE_PATH}`, (route) => route.abort())
  await page.goto('/demo/wildtv')
  await hydrated(page)
  expect(await page.evaluate(() => customElements.get('shoppable-tv') === undefined)).toBe(true)
})
