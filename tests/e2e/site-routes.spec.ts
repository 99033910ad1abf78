import { expect, test } from '@playwright/test'
import { DEMO_CHANNELS } from '../../shared/channels'
import { skipOnboarding } from './site'

test('the root redirects to /home', async ({ page }) => {
  const res = await page.goto('/')
  expect(res?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe('/home')
})

test('an unknown path answers the not-found page with status 404', async ({ page }) => {
  const res = await page.goto('/no-such-page')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the demo index links to every demo channel', async ({ page }) => {
  await page.goto('/demo')
  for (const channel of DEMO_CHANNELS) {
    await expect(page.locator(`a[href="/demo/${channel.id}"]`).first()).toBeVisible()
  }
})

test('every demo channel page is served', async ({ request }) => {
  for (const channel of DEMO_CHANNELS) {
    const res = await request.get(`/demo/${channel.id}`)
    expect(res.status(), channel.id).toBe(200)
    expect(await res.text()).toContain(channel.name)
  }
})

test('the theme switch applies to marketing pages only and is remembered', async ({
  page,
  context,
}) => {
  await skipOnboarding(context)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/home')
  const site = page.locator('.site')
  await page.getByRole('button', { name: 'Light theme' }).click()
  await expect(site).toHaveAttribute('data-theme', 'light')
  await page.reload()
  await expect(site).toHaveAttribute('data-theme', 'light')
  await expect(page.getByRole('button', { name: 'Dark theme' })).toBeVisible()
  await page.goto('/demo')
  await expect(site).not.toHaveAttribute('data-theme', /.+/)
  await expect(page.getByRole('button', { name: /theme/ })).toHaveCount(0)
})
