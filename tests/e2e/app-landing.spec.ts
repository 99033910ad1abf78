import { expect, type Page, test } from '@playwright/test'
import {
  DEFAULT_CHANNEL_ID,
  findDemoChannel,
  STORE_CHANNEL_STORAGE_KEY,
} from '../../shared/channels'
import { ONBOARDING_DELAY_MS } from '../../shared/constants'
import { violations } from './axe'
import { hydrated } from './site'

/** The viewer who scanned the QR code, and the visitor at a desk (issue 13). */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

const wildtv = findDemoChannel('wildtv')

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' })
const tutorial = (page: Page) => page.locator('dialog.onboarding[open]')
const channelBar = (page: Page) => page.getByTestId('app-channel')

/** How many first-visit overlays are showing now: the cookie banner and the tutorial. */
async function overlaysShown(page: Page): Promise<number> {
  return (await banner(page).count()) + (await tutorial(page).count())
}

/** Moves the page's clock (installed by the test) past the moment the tutorial would open,
 * checking that at most one overlay shows. */
async function expectOneOverlayAtATime(page: Page): Promise<void> {
  await hydrated(page)
  for (let check = 0; check < 4; check++) {
    expect(await overlaysShown(page)).toBeLessThanOrEqual(1)
    await page.clock.runFor(ONBOARDING_DELAY_MS / 2)
  }
}

/** The box of a locator, which must be laid out. */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox()
  if (!found) throw new Error(`${selector} is not laid out`)
  return found
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('the QR landing names the channel and what is on air, above the fold', async ({
      page,
    }) => {
      await page.goto('/app?channelId=wildtv&src=qr')
      await expect(channelBar(page).locator('.app-channel-name')).toHaveText(wildtv?.name ?? '')
      await expect(page.getByTestId('app-on-air')).toHaveText(/^On air now: \S/)
      await expect(channelBar(page).locator('.app-channel-dot[data-live]')).toBeVisible()
      const bar = await box(page, '[data-testid="app-channel"]')
      expect(bar.y).toBeGreaterThanOrEqual(0)
      // Above the fold, and above the cookie banner a first visit shows.
      const bannerTop = (await box(page, 'section.consent')).y
      expect(bar.y + bar.height).toBeLessThan(Math.min(viewport.height, bannerTop))
      // The store itself starts right below it.
      await expect(page.locator('shoppable-tv a[target="_blank"]').first()).toBeVisible()
    })

    test('the channel bar keeps its height from the prerendered page on (no layout shift)', async ({
      page,
    }) => {
      // The lookup is held back, so the prerendered frame can be measured first.
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/api/channels/wildtv', async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/app?channelId=wildtv')
      await hydrated(page)
      await expect(channelBar(page)).toHaveAttribute('data-status', 'checking')
      const before = await box(page, '[data-testid="app-channel"]')
      release()
      await expect(page.getByTestId('app-on-air')).toHaveText(/^On air now: /)
      const after = await box(page, '[data-testid="app-channel"]')
      expect(after.height).toBe(before.height)
    })

    test('a stale channel offers the live channels and does not stick', async ({ page }) => {
      await page.goto('/app?channelId=old-channel')
      const list = page.getByTestId('live-channels')
      await expect(
        list.getByRole('heading', { name: 'This channel is not available.' }),
      ).toBeVisible()
      await expect(list.locator(`a[href="/app?channelId=${DEFAULT_CHANNEL_ID}"]`)).toBeVisible()
      await expect(page.locator('shoppable-tv')).toHaveCount(0)
      expect(await page.evaluate(() => localStorage.getItem('channelId'))).toBeNull()

      // A later visit without a query opens a working store, not the unavailable message.
      await page.goto('/app')
      await expect(channelBar(page)).toHaveAttribute('data-status', 'found')
      await expect(page.locator('shoppable-tv a[target="_blank"]').first()).toBeVisible()
      await expect(page.getByText('This channel is not available.')).toHaveCount(0)

      // Choosing from the list opens that channel's store.
      await page.goto('/app?channelId=old-channel')
      await page.getByTestId('live-channels').getByRole('link', { name: /KBS/ }).click()
      await expect(page).toHaveURL(/\/app\?channelId=kbs$/)
      await expect(channelBar(page).locator('.app-channel-name')).toHaveText('KBS')
    })

    for (const path of ['/home', '/app', '/demo/wildtv']) {
      test(`${path} shows one first-visit overlay at a time`, async ({ page }) => {
        // Playwright's clock, at its natural pace: the checks move it on instead of waiting.
        await page.clock.install()
        await page.goto(path)
        await expect(banner(page)).toBeVisible()
        await expectOneOverlayAtATime(page)
        await expect(tutorial(page)).toHaveCount(0)
        await banner(page).getByRole('button', { name: 'Reject all' }).click()
        await expect(banner(page)).toHaveCount(0)
        if (path === '/home') {
          // The tutorial comes after the choice, alone.
          await expect(tutorial(page)).toHaveCount(1)
          expect(await overlaysShown(page)).toBe(1)
        } else {
          await expectOneOverlayAtATime(page)
          await expect(tutorial(page)).toHaveCount(0)
        }
      })
    }

    test('/demo/wildtv leaves no empty column and no sideways scroll', async ({ page }) => {
      await page.goto('/demo/wildtv')
      await hydrated(page)
      await expect(page.getByTestId('on-air-title')).not.toBeEmpty()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
      // Nothing sticks out of the page's column either (the page may clip what would).
      const column = await box(page, '.page.demo')
      for (const part of ['.stream-screen', '.qr', '.demo-widget']) {
        const { x, width } = await box(page, part)
        expect(x + width, part).toBeLessThanOrEqual(column.x + column.width + 0.5)
      }
      if (viewport.name === 'desktop') {
        // Side by side, the store ends where the stream and QR code end.
        const watch = await box(page, '.demo-watch')
        const store = await box(page, '.demo-widget')
        expect(store.x).toBeGreaterThan(watch.x + watch.width)
        expect(Math.abs(store.y + store.height - (watch.y + watch.height))).toBeLessThanOrEqual(1)
      }
    })

    test('the header is one row, its theme toggle named', async ({ page }) => {
      for (const path of ['/home', '/demo/wildtv', '/docs']) {
        await page.goto(path)
        await hydrated(page)
        const brand = await box(page, '.site-header .brand')
        const nav = await box(page, '.site-header nav')
        const header = await box(page, '.site-header')
        const rows = [brand, nav]
        if (path === '/home') {
          await expect(page.getByRole('button', { name: /^(Light|Dark) theme$/ })).toBeVisible()
          rows.push(await box(page, '.theme-toggle'))
        }
        for (const part of rows) {
          expect(part.y, path).toBeGreaterThanOrEqual(header.y)
          expect(part.y + part.height, path).toBeLessThanOrEqual(header.y + header.height)
        }
        expect(header.height, path).toBeLessThan(72)
      }
    })
  })
}

test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the cookie banner is a slim bar that leaves most of the screen free', async ({ page }) => {
    for (const path of ['/home', '/app', '/demo/wildtv']) {
      await page.goto(path)
      const bar = await box(page, 'section.consent')
      expect(bar.height, path).toBeLessThan(844 * 0.3)
      expect(bar.y + bar.height, path).toBeGreaterThan(844 - 2)
      expect(bar.width, path).toBeLessThanOrEqual(390)
    }
  })
})

test('/app has no axe violations in either system theme, channel bar, list and banner included', async ({
  page,
}) => {
  // The page follows the system theme as it changes: each state loads once for both palettes.
  const inBothThemes = async () => {
    for (const theme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      expect({ theme, found: await violations(page) }).toEqual({ theme, found: [] })
    }
  }
  await page.goto('/app?channelId=wildtv')
  await expect(page.getByTestId('app-on-air')).toHaveText(/^On air now: /)
  await expect(page.locator('shoppable-tv a[target="_blank"]').first()).toBeVisible()
  await inBothThemes()
  await page.goto('/app?channelId=old-channel')
  await expect(page.getByTestId('live-channels').getByRole('link').first()).toBeVisible()
  await inBothThemes()
})

test('/app is a document of its own: the header’s App link loads it, with its small script and not the site’s', async ({
  page,
}) => {
  await page.goto('/home')
  await hydrated(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'App' }).click()
  await page.waitForURL((url) => url.pathname === '/app')
  await hydrated(page)
  await expect(channelBar(page).locator('.app-channel-name')).toHaveText(/\S/)
  await expect(page.locator('shoppable-tv')).toHaveCount(1)

  // A new document, not a client navigation of /home's router …
  const documentPath = await page.evaluate(
    () => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname,
  )
  expect(documentPath).toBe('/app')
  // … whose site code is /app's own script alone (the widget's comes from /widget/).
  const siteScripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
  )
  expect(siteScripts.length).toBeGreaterThan(0)
  expect(siteScripts.filter((path) => !path.startsWith('/assets/app/'))).toEqual([])
})

test('from the keyboard, a live channel opens in place of a missing one, and Back skips the missing one', async ({
  page,
}) => {
  await page.goto('/home')
  await hydrated(page)
  await page.goto('/app?channelId=old-channel')
  await hydrated(page)
  const kbs = page.getByTestId('live-channels').getByRole('link', { name: /KBS/ })
  await kbs.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/app\?channelId=kbs$/)
  await expect(channelBar(page).locator('.app-channel-name')).toHaveText('KBS')
  // The same document: its navigation entry is still the missing channel's address.
  const documentUrl = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0]?.name ?? '',
  )
  expect(new URL(documentUrl).search).toBe('?channelId=old-channel')
  await page.goBack()
  await expect(page).toHaveURL(/\/home$/)
})

// The page's early script gives the widget a stored channel before the page knows whether it
// still exists (shared/channels.ts): one removed since is found missing all the same.
test('a remembered channel that has since gone offers the live channels, is forgotten, and the next visit opens the default store', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/app?channelId=kbs&src=qr')
  await hydrated(page)
  await page.evaluate((key) => localStorage.setItem(key, 'old-channel'), STORE_CHANNEL_STORAGE_KEY)

  await page.goto('/app')
  const list = page.getByTestId('live-channels')
  await expect(list.getByRole('heading', { name: 'This channel is not available.' })).toBeVisible()
  await expect(page.locator('shoppable-tv')).toHaveCount(0)
  expect(
    await page.evaluate((key) => localStorage.getItem(key), STORE_CHANNEL_STORAGE_KEY),
  ).toBeNull()

  await page.goto('/app')
  await expect(channelBar(page).locator('.app-channel-name')).toHaveText(wildtv?.name ?? '')
  await expect(page.locator('shoppable-tv')).toHaveAttribute('channel-id', DEFAULT_CHANNEL_ID)
  expect(errors).toEqual([])
})

test('a remembered value that is no channel id is no choice: /app opens the default store', async ({
  page,
}) => {
  await page.goto('/app?channelId=kbs&src=qr')
  await hydrated(page)
  await page.evaluate((key) => localStorage.setItem(key, 'Old_Channel'), STORE_CHANNEL_STORAGE_KEY)
  await page.goto('/app')
  await hydrated(page)
  await expect(channelBar(page).locator('.app-channel-name')).toHaveText(wildtv?.name ?? '')
  await expect(page.locator('shoppable-tv')).toHaveAttribute('channel-id', DEFAULT_CHANNEL_ID)
  await expect(page.locator('shoppable-tv a[target="_blank"]').first()).toBeVisible()
})
