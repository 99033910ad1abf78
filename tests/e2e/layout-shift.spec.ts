import { expect, type Frame, type Page, test } from '@playwright/test'
import { ONBOARDING_SKIPPED_KEY } from '../../site/onboarding/store'
import { E2E } from './env'

// Issue 17: new cards never move what the viewer is looking at. Every frame of the page (the
// broadcaster's page and the widget's cross-site frame alike) records the layout shifts the
// browser reports, leaving out those right after the viewer's input, as CLS does. The live
// feed runs for 20 s of the page's own time: the first screen fills card by card on top of
// the list, then the program's matches arrive.

const FEED_MS = 20_000
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

type Shift = { value: number; at: number; sources: string[] }

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => localStorage.setItem(key, 'true'), ONBOARDING_SKIPPED_KEY)
  // Partner retailers of the demo catalog live on `.example`; the machine is offline.
  await context.route(/^https:\/\/[^/]*\.example\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }),
  )
  await context.addInitScript(() => {
    const shifts: Shift[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: {
          node: Node | null
          previousRect: DOMRectReadOnly
          currentRect: DOMRectReadOnly
        }[]
      })[]) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map(
            (source) =>
              `${source.node?.nodeName ?? 'node in a shadow root'} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`,
          ),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
})

const shiftsOf = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)

/** Waits until the page has run `FEED_MS` of its own time and the Live list shows `cards`. */
async function feedRuns(page: Page, frame: Frame, cards: number) {
  await expect(frame.locator('shoppable-tv .live-list > .card')).toHaveCount(cards, {
    timeout: 30_000,
  })
  await expect
    .poll(() => page.evaluate(() => performance.now()), { timeout: FEED_MS + 15_000 })
    .toBeGreaterThan(FEED_MS)
}

test(`the phone store /app at ${PHONE.width}×${PHONE.height} shifts nothing in 20 s of live feed`, async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize(PHONE)
  await page.goto('/app?channelId=wildtv')
  await feedRuns(page, page.mainFrame(), 10)
  expect(await shiftsOf(page.mainFrame())).toEqual([])
})

test('a broadcaster’s page and the widget’s frame on it shift nothing in 20 s of live feed', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize(PHONE)
  await page.goto(`${E2E.demoHostsOrigin}/plain.html`)
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/embed'))).toBe(true)
  const frame = page.frames().find((candidate) => candidate.url().includes('/embed')) as Frame
  await feedRuns(page, frame, 10)
  expect(await shiftsOf(page.mainFrame())).toEqual([])
  expect(await shiftsOf(frame)).toEqual([])
})

for (const size of [DESKTOP, PHONE]) {
  test(`the demo page /demo/wildtv at ${size.width}×${size.height} shifts nothing in 20 s of live feed, captions and program changes included`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.setViewportSize(size)
    await page.goto('/demo/wildtv')
    // The stream plays with its captions on screen (a new cue every segment), and the program
    // guide has answered (its screen had said "Tuning in…").
    await expect(page.getByTestId('live-video')).toHaveAttribute('data-state', 'playing', {
      timeout: 30_000,
    })
    await expect(page.locator('.live-video-captions > span')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByTestId('on-air-title')).not.toBeEmpty()
    await feedRuns(page, page.mainFrame(), 10)
    for (const frame of page.frames()) {
      expect(await shiftsOf(frame), `shifts in ${frame.url()}`).toEqual([])
    }
  })
}

test('reading further down, new products wait behind a pill that brings the viewer up to them', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/app?channelId=wildtv')
  await page.getByRole('button', { name: 'Reject all' }).click()
  const store = page.locator('shoppable-tv').getByRole('region', { name: 'Live store' })
  const cards = store.locator('.live-list > .card')
  await expect(cards).toHaveCount(6)
  // The viewer scrolls the list's top out of sight while the first screen still fills.
  await page.mouse.wheel(0, 500)
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300)
  const pill = store.getByRole('button', { name: /new products?$/ })
  await expect(pill).toBeVisible()
  const read = cards.last()
  const before = await read.boundingBox()
  const held = await cards.count()
  await expect(pill).toHaveText(/[2-9] new products$/)
  // Nothing the viewer reads moved or left while more arrived above.
  expect(await read.boundingBox()).toEqual(before)
  expect(await cards.count()).toBe(held)

  await pill.click()
  await expect(pill).toBeHidden()
  await expect.poll(() => cards.count()).toBeGreaterThan(held)
  await expect(store.getByRole('list', { name: 'Live products' })).toBeFocused()
  await expect(cards.first()).toBeInViewport()
})
