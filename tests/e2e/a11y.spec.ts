import { expect, type Page, test } from '@playwright/test'
import { DEMO_CHANNELS } from '../../shared/channels'
import { violations } from './axe'
import { answerConsent, hydrated, skipOnboarding } from './site'

/** The marketing, FAQ, legal, docs and demo pages of the issue (the FAQ lives on /home). */
const SITE_PAGES = [
  '/home',
  '/channels',
  '/brands',
  '/viewers',
  '/privacy',
  '/terms',
  '/cookies',
  '/docs',
  '/demo',
]

/**
 * The 12 demo channel pages are one template with one palette per theme (channels carry no
 * colours of their own), so each is scanned once, in alternating themes: every page and every
 * theme is covered without scanning the same markup and colours twice.
 */
const DEMO_PAGES = DEMO_CHANNELS.map((channel) => `/demo/${channel.id}`)

const THEMES = ['dark', 'light'] as const

async function ready(page: Page, path: string) {
  await page.goto(path)
  await hydrated(page)
  if (/^\/demo\/.+/.test(path)) {
    await expect(page.getByTestId('on-air-title')).not.toBeEmpty()
    await expect(page.locator('shoppable-tv a[target="_blank"]').first()).toBeVisible()
  }
  if (path === '/home') {
    // The live mini-demo is checked with its store loaded.
    await expect(page.locator('[data-testid="mini-demo"] shoppable-tv a.buy').first()).toBeVisible()
    // Every FAQ answer open, so the hidden text is checked too.
    for (const question of await page.locator('.faq summary').all()) await question.click()
  }
}

/**
 * Scans the page in each theme: the system theme is switched in place (the site and the widget
 * follow it without a reload), so each page loads once for both palettes.
 */
async function violationsByTheme(page: Page, scan: () => Promise<unknown[]>) {
  const found: Record<string, unknown[]> = {}
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
    const toggle = page.locator('.theme-toggle-label')
    if (await toggle.count()) {
      await expect(toggle).toHaveText(theme === 'dark' ? 'Light theme' : 'Dark theme')
    }
    found[theme] = await scan()
  }
  return found
}

const NONE = Object.fromEntries(THEMES.map((theme) => [theme, []]))

test.describe('in both themes', () => {
  test.beforeEach(async ({ page, context }) => {
    // Reduced motion keeps animated backdrops still while contrast is measured.
    await page.emulateMedia({ colorScheme: THEMES[0], reducedMotion: 'reduce' })
    await skipOnboarding(context)
  })

  for (const path of SITE_PAGES) {
    test(`${path} has no axe violations, cookie banner included`, async ({ page }) => {
      await ready(page, path)
      await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible()
      expect(await violationsByTheme(page, () => violations(page))).toEqual(NONE)
    })
  }

  test('the cookie banner with its categories open has no axe violations', async ({ page }) => {
    await ready(page, '/home')
    await page.getByRole('button', { name: 'Choose' }).click()
    expect(await violationsByTheme(page, () => violations(page))).toEqual(NONE)
  })
})

for (const theme of THEMES) {
  test.describe(`the ${theme} theme`, () => {
    test.beforeEach(async ({ page, context }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      await skipOnboarding(context)
    })

    const demoPages = DEMO_PAGES.filter((_, i) => THEMES[i % THEMES.length] === theme)
    for (const path of demoPages) {
      test(`${path} has no axe violations, cookie banner included`, async ({ page }) => {
        await ready(page, path)
        await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible()
        expect(await violations(page)).toEqual([])
      })
    }
  })
}

test('the onboarding tutorial has no axe violations in either theme', async ({ page, context }) => {
  // The tutorial opens once the cookie banner is answered.
  await answerConsent(context)
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
    await page.goto('/home')
    await expect(page.getByRole('dialog', { name: 'Shop what you are watching' })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.evaluate(() => localStorage.clear())
  }
})
