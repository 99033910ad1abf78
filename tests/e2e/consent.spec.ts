import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { CONSENT_STORAGE_KEY, OPEN_CONSENT_EVENT, RESET_CONSENT_EVENT } from '../../shared/consent'
import { ANALYTICS_EVENT } from '../../site/analytics/analytics'
import { answerConsent, answerPartnerShops, holdLiveFeed, skipOnboarding } from './site'

/** Chromium's ceiling on any cookie's lifetime (since Chrome 104). */
const CHROMIUM_COOKIE_CAP_DAYS = 400

// The onboarding tutorial (a modal dialog) would open over the banner after 1 s.
test.beforeEach(async ({ context }) => {
  await skipOnboarding(context)
})

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' })

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).sort()
}

test('accepting all sets the two-year analytics cookie and the decision survives a reload', async ({
  page,
  context,
}) => {
  await page.goto('/home')
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toBeHidden()
  const analytics = (await context.cookies()).find((c) => c.name === 'stv_analytics')
  expect(analytics).toBeTruthy()
  // The site asks for two years (spec §9, unit-tested); Chromium caps every cookie at 400 days.
  const days = ((analytics?.expires ?? 0) - Date.now() / 1000) / (24 * 3600)
  expect(days).toBeGreaterThan(Math.min(2 * 365, CHROMIUM_COOKIE_CAP_DAYS) - 1)
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(banner(page)).toBeHidden()
})

test('rejecting all removes marketing and functional cookies and sets none', async ({
  page,
  context,
}) => {
  await context.addCookies(
    ['stv_marketing', 'stv_functional', 'stv_analytics'].map((name) => ({
      name,
      value: '1',
      url: 'http://localhost',
    })),
  )
  await page.goto('/home')
  await banner(page).getByRole('button', { name: 'Reject all' }).click()
  expect(await cookieNames(context)).toEqual([])
})

test('choosing keeps only the chosen categories, and reset asks again', async ({
  page,
  context,
}) => {
  await page.goto('/cookies')
  await banner(page).getByRole('button', { name: 'Choose' }).click()
  await banner(page)
    .getByLabel(/^Analytics/)
    .check()
  await banner(page).getByRole('button', { name: 'Save choices' }).click()
  expect(await cookieNames(context)).toEqual(['stv_analytics'])
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}'),
    CONSENT_STORAGE_KEY,
  )
  expect(stored).toMatchObject({
    necessary: true,
    analytics: true,
    marketing: false,
    functional: false,
  })

  await page.getByRole('main').getByRole('button', { name: 'Cookie Settings' }).click()
  await expect(banner(page).getByLabel(/^Analytics/)).toBeChecked()
  await banner(page).getByRole('button', { name: 'Save choices' }).click()

  await page.getByRole('main').getByRole('button', { name: 'Reset Cookie Preferences' }).click()
  await expect(banner(page)).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBeNull()
})

test("the widget's 'Reset Cookie Preferences' event removes the cookies and asks again, also on /app", async ({
  page,
  context,
}) => {
  await page.goto('/home')
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  expect(await cookieNames(context)).toEqual(['stv_analytics'])

  await page.goto('/app')
  await expect(banner(page)).toBeHidden()
  await page.evaluate((name) => window.dispatchEvent(new Event(name)), RESET_CONSENT_EVENT)
  await expect(banner(page)).toBeVisible()
  expect(await cookieNames(context)).toEqual([])
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBeNull()
  await page.reload()
  await expect(banner(page)).toBeVisible()
})

test("the widget's 'Cookie Settings' event reopens the banner with the saved choices", async ({
  page,
}) => {
  await page.goto('/home')
  await banner(page).getByRole('button', { name: 'Reject all' }).click()
  await page.evaluate((name) => window.dispatchEvent(new Event(name)), OPEN_CONSENT_EVENT)
  await expect(banner(page).getByRole('heading', { name: 'Cookies' })).toBeFocused()
  await expect(banner(page).getByLabel(/^Analytics/)).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(banner(page)).toBeHidden()
})

test('clicks are recorded for analytics only while the viewer allows it', async ({ page }) => {
  await page.goto('/home')
  await page.evaluate((name) => {
    const seen: unknown[] = []
    ;(window as unknown as { seen: unknown[] }).seen = seen
    window.addEventListener(name, (event) => seen.push((event as CustomEvent).detail))
  }, ANALYTICS_EVENT)
  const seen = () => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)

  await page.locator('.faq summary').first().click()
  await banner(page).getByRole('button', { name: 'Reject all' }).click()
  await page.locator('.faq summary').nth(1).click()
  expect(await seen()).toEqual([])

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click()
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await page.locator('.faq summary').nth(2).click()
  expect(await seen()).toEqual([
    expect.objectContaining({ type: 'click', label: 'How do I buy something?', page: '/home' }),
  ])
})

test.describe('the prerendered banner, before the page’s code has run', () => {
  // The site's code never arrives: what shows is the prerendered page alone.
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort())
  })

  test('shows on a first visit with the first paint, its buttons waiting', async ({ page }) => {
    await page.goto('/app?channelId=wildtv')
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeDisabled()
  })

  test('stays hidden for a viewer who has decided', async ({ page, context }) => {
    await answerConsent(context)
    await page.goto('/app?channelId=wildtv')
    await expect(page.locator('.consent')).toHaveCount(1)
    await expect(page.locator('.consent')).toBeHidden()
  })
})

test.describe('the banner on a phone, over the store', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('comes early in the tab order and never covers the focused Buy link', async ({
    page,
    context,
  }) => {
    await answerPartnerShops(context)
    // What is under test is the banner: the show's new cards are held off (LiveList.test.tsx
    // has a card's focused link hold the list still).
    await holdLiveFeed(page)
    await page.goto('/app?channelId=wildtv')
    const store = page.locator('shoppable-tv').getByRole('region', { name: 'Live store' })
    await expect(store.locator('a.buy').nth(2)).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeEnabled()
    // The first stop is the banner's policy link: before anything of the store.
    await page.keyboard.press('Tab')
    await expect(banner(page).getByRole('link', { name: 'Cookie policy' })).toBeFocused()
    const top = (await banner(page).boundingBox())?.y ?? 0
    for (const index of [0, 1, 2]) {
      const buy = store.locator('a.buy').nth(index)
      await buy.focus()
      // Focus scrolls the link into view; on a loaded machine it lands a moment later.
      await expect
        .poll(
          async () => {
            const box = await buy.boundingBox()
            return box !== null && box.y + box.height <= top
          },
          { message: `Buy link ${index} clear of the banner` },
        )
        .toBe(true)
    }
  })
})
