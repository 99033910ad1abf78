import { expect, type Page, test } from '@playwright/test'
import { PAGE_DATA_TIMEOUT_MS } from '../../site/card-reveal/load-products'
import { hydrated, skipOnboarding } from './site'

const FEED = '**/api/product_search/recent_products/**'

test.beforeEach(async ({ context }) => {
  await skipOnboarding(context)
})

async function expectErrorPage(page: Page, code: string, title: string) {
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(alert).toContainText(code)
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible()
  await expect(alert.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home')
  await expect(alert.getByRole('button', { name: 'Go Back' })).toBeVisible()
}

/** Client navigation through the footer, as a viewer would go there. */
async function footerLink(page: Page, name: string) {
  await page.getByRole('contentinfo').getByRole('link', { name }).click()
}

test('LOAD: a page whose code fails to load; Go Back returns', async ({ page, context }) => {
  await page.goto('/home')
  await hydrated(page)
  await context.route('**/assets/ToolPages-*.js', (route) => route.abort())
  await footerLink(page, 'Sandbox')
  await expectErrorPage(page, 'LOAD', 'Failed to load page')
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop what you are watching')
})

test('the loading overlay covers the page while its code is on the way', async ({
  page,
  context,
}) => {
  await page.goto('/home')
  await hydrated(page)
  // The page's code is held until the overlay has been seen.
  let release = () => {}
  const seen = new Promise<void>((resolve) => {
    release = resolve
  })
  await context.route('**/assets/ToolPages-*.js', async (route) => {
    await seen
    await route.continue()
  })
  await footerLink(page, 'Docs')
  await expect(page.getByTestId('loading-overlay')).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Embed the widget')
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0)
})

test('NET: a page whose data cannot be fetched offline', async ({ page, context }) => {
  await page.goto('/card-reveal')
  await expect(page.locator('.reveal-card').first()).toBeVisible()
  await context.setOffline(true)
  // Another channel: a request the browser has not cached yet.
  await page.getByLabel('Channel').selectOption('kbs')
  await expectErrorPage(page, 'NET', 'Network Error')
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(page.locator('.reveal-card').first()).toBeVisible()
})

test('TIME: a page whose data does not arrive in time', async ({ page, context }) => {
  await context.route(FEED, () => {
    // Never answered: the page gives up after PAGE_DATA_TIMEOUT_MS.
  })
  // Playwright's clock, at its natural pace, moved on past the time limit instead of waited.
  await page.clock.install()
  await page.goto('/card-reveal')
  await expect(page.getByRole('status')).toHaveText('Loading the newest matches…')
  await page.clock.runFor(PAGE_DATA_TIMEOUT_MS)
  await expectErrorPage(page, 'TIME', 'Request Timeout')
})

test('ERROR: any other failure, such as a server error', async ({ page, context }) => {
  await context.route(FEED, (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'internal', message: 'Something broke' } },
    }),
  )
  await page.goto('/card-reveal')
  await expectErrorPage(page, 'ERROR', 'Something went wrong')
  await page.getByRole('link', { name: 'Go to Home' }).click()
  await expect(page).toHaveURL(/\/home$/)
})
