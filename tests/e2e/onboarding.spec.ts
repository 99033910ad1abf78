import { expect, type Page, test } from '@playwright/test'
import { AUTH_TOKEN_KEY } from '../../shared/auth-keys'
import { ONBOARDING_DELAY_MS } from '../../shared/constants'
import { ONBOARDING_SKIPPED_KEY } from '../../site/onboarding/store'
import { answerConsent, hydrated } from './site'

const tutorial = (page: Page) => page.getByRole('dialog', { name: 'Shop what you are watching' })

// A return visit: the consent choice is made, so the tutorial may open 1 s after load. On a
// first visit it waits for that choice (app-landing.spec.ts: one first-visit overlay at a time).
// The page's clock is Playwright's: it runs at its natural pace, and a check that the tutorial
// stays closed moves it on past the delay instead of waiting for it.
test.beforeEach(async ({ context, page }) => {
  await answerConsent(context)
  await page.clock.install()
})

/** The tutorial stays closed: checked well past the moment it would have opened. */
async function expectNoTutorial(page: Page) {
  await hydrated(page)
  await page.clock.runFor(ONBOARDING_DELAY_MS * 2)
  await expect(page.locator('dialog.onboarding[open]')).toHaveCount(0)
}

test('a guest sees the tutorial once, one second after load, and never again after skipping', async ({
  page,
}) => {
  await page.goto('/home')
  await expect(tutorial(page)).toBeVisible()
  const openedAt = await page.evaluate(() => performance.now())
  expect(openedAt).toBeGreaterThanOrEqual(ONBOARDING_DELAY_MS)

  await tutorial(page).getByRole('button', { name: 'Skip tutorial' }).click()
  await expect(tutorial(page)).toBeHidden()
  expect(await page.evaluate((key) => localStorage.getItem(key), ONBOARDING_SKIPPED_KEY)).toBe(
    'true',
  )

  await page.reload()
  await expectNoTutorial(page)
  await page.goto('/viewers')
  await expectNoTutorial(page)
})

test('the tutorial is keyboard operable: focus inside, Enter steps, Escape closes and gives focus back', async ({
  page,
}) => {
  // The page's clock stands still until the link has focus: on a busy machine the tutorial's
  // second could otherwise pass first, and there would be nowhere to give focus back to.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 60_000)
  await page.goto('/home')
  await hydrated(page)
  // Focus something on the page first, so there is somewhere to come back to.
  await page.getByRole('link', { name: 'Shoppable TV' }).focus()
  await expect(tutorial(page)).toHaveCount(0)
  await page.clock.runFor(ONBOARDING_DELAY_MS)
  await expect(tutorial(page)).toBeVisible()
  await expect(tutorial(page).getByRole('button', { name: 'Next' })).toBeFocused()
  await expect(tutorial(page)).toContainText('Step 1 of 4')

  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Scan the QR code' })).toContainText('Step 2 of 4')
  // Tab stays within the modal dialog.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab')
    const inside = await page.evaluate(
      () =>
        document.activeElement?.closest('dialog') !== null ||
        document.activeElement === document.body,
    )
    expect(inside).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(page.locator('dialog.onboarding[open]')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Shoppable TV' })).toBeFocused()
  await page.reload()
  await expectNoTutorial(page)
})

test('finishing the tutorial counts as done', async ({ page }) => {
  await page.goto('/channels')
  await expect(tutorial(page)).toBeVisible()
  for (let step = 1; step < 4; step++) await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Start watching' }).click()
  await page.goto('/home')
  await expectNoTutorial(page)
})

test('a signed-in viewer never sees the tutorial', async ({ page, context }) => {
  await context.addInitScript(
    (key) => localStorage.setItem(key, 'e2e-session-token'),
    AUTH_TOKEN_KEY,
  )
  await context.route('**/api/auth_google/details', (route) =>
    route.fulfill({ json: { name: 'Ana Lima', email: 'ana@example.com' } }),
  )
  await page.goto('/home')
  await expectNoTutorial(page)
  await page.goto('/brands')
  await expectNoTutorial(page)
})

test('the store pages never open it over the store', async ({ page }) => {
  await page.goto('/demo/wildtv')
  await expectNoTutorial(page)
  await page.goto('/app?channelId=wildtv')
  await expectNoTutorial(page)
})
