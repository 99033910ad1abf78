import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import { recordedApi } from './recorded-api'
import { hydrated, skipOnboarding } from './site'

/**
 * Visual checks: `/app`, `/demo/wildtv` and `/home` at a phone's and a desktop's size are
 * compared with committed baselines (`__screenshots__/visual/`), so a layout regression fails.
 *
 * What makes them repeatable: the API's answers (feed, on-air line, product pictures) are
 * replayed from recordings per page and size beside the baselines (`recorded-api.ts`, by path, so
 * any port replays them) (the program on air follows the server's
 * clock), the page's clock starts at a fixed time, animations are stopped, and the returning viewer's state
 * is shown (tutorial skipped, cookie choice made; first-visit overlays have their own tests).
 *
 * Update deliberately, after looking at the change: `UPDATE_BASELINES=1 npx playwright test
 * -c tests/playwright.config.ts visual --update-snapshots` re-records the answers and the images.
 */
const UPDATE = process.env.UPDATE_BASELINES === '1'
const FIXED_TIME = new Date('2026-11-24T12:00:00Z')

/** The Live list of a demo channel once its queue has drained (the recorded feed has ten; /home shows one in its mini-demo). */
const LIVE_CARDS = 10

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

const PAGES = [
  { name: 'app', path: '/app?channelId=wildtv', cards: LIVE_CARDS },
  { name: 'demo-wildtv', path: '/demo/wildtv', cards: LIVE_CARDS },
  { name: 'home', path: '/home', cards: LIVE_CARDS },
] as const

async function settled(page: Page, cards: number): Promise<void> {
  await hydrated(page)
  await page.getByRole('button', { name: 'Reject all' }).click()
  if (cards === 0) return
  // Every card revealed (one every QUEUE_INTERVAL_MS) and every picture decoded.
  const images = page.locator('shoppable-tv [role="tabpanel"]:not([hidden]) .card img')
  await expect(images).toHaveCount(cards)
  // The queue has drained once the order holds for longer than a few queue intervals.
  const titles = page.locator('shoppable-tv [role="tabpanel"]:not([hidden]) .card h3')
  let before = ''
  await expect
    .poll(
      async () => {
        const now = (await titles.allTextContents()).join('|')
        const held = now === before
        before = now
        return held
      },
      { intervals: [2_000], timeout: 40_000 },
    )
    .toBe(true)
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true)
}

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, colorScheme: 'dark' })

    for (const { name, path, cards } of PAGES) {
      test(`${path} looks as its baseline`, async ({ page, context }) => {
        await skipOnboarding(context)
        await page.clock.install({ time: FIXED_TIME })
        const recording = new URL(
          `__screenshots__/visual/${name}-${size.name}.json`,
          import.meta.url,
        )
        const api = await recordedApi(
          context,
          fileURLToPath(recording),
          /\/api\/(product_search|channels|media)\//,
          UPDATE,
        )
        // The live stream would bring the server's own feed, not the recorded one: refused, the
        // widget polls (the recorded answers), as it does wherever the stream fails.
        await context.route(/\/api\/live\//, (route) =>
          route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"off"}' }),
        )
        // The page's first feed is the server's own too: taken out, the widget asks the
        // recorded API for its pool.
        await page.route(
          (url) => url.pathname === new URL(path, 'http://x').pathname,
          async (route) => {
            const response = await route.fetch()
            const body = (await response.text()).replace(
              /<script type="application\/json" data-stv-feed="[^"]*">.*?<\/script>|<link rel="preload" as="image"[^>]*>/gs,
              '',
            )
            await route.fulfill({ response, body })
          },
        )
        await page.goto(path)
        await settled(page, cards)
        await expect(page).toHaveScreenshot(`${name}-${size.name}.png`, {
          animations: 'disabled',
          maxDiffPixelRatio: 0.01,
          // The QR code and its link spell the suite's origin, whose port may differ; the demo
          // stream's picture moves (its box and place are still compared).
          mask: [
            page.locator('[data-testid="qr"] svg, [data-testid="qr"] a'),
            page.locator('[data-testid="live-video"] video'),
          ],
        })
        api.save()
      })
    }
  })
}
