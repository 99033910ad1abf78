import { expect, test } from '@playwright/test'
import { DEFAULT_API_PATH, paths } from '../../shared/api/paths'
import { E2E } from './env'
import { answerPartnerShops, hydrated, skipOnboarding } from './site'

test.beforeEach(async ({ context }) => {
  await skipOnboarding(context)
  await answerPartnerShops(context)
})

test('the sandbox snippet and preview follow the pickers, and the setup is kept in the URL', async ({
  page,
}) => {
  await page.goto('/sandbox')
  await hydrated(page)
  await page.getByLabel('Channel').selectOption('kbs')
  await page.getByRole('radio', { name: 'store' }).check()
  await page.getByRole('radio', { name: 'light' }).check()
  // The server's snippet: this server's origin, the versioned loader and its hash.
  await expect(page.getByTestId('snippet')).toHaveText(
    new RegExp(
      `^<script src="${E2E.siteOrigin}/widget/0\\.0\\.9/loader\\.js" integrity="sha384-[A-Za-z0-9+/=]{64}" crossorigin="anonymous" async></script>\n` +
        '<shoppable-tv channel-id="kbs" view="store" theme="light" style="display:block;height:var\\(--shoppable-tv-height,640px\\)"></shoppable-tv>$',
    ),
  )
  await expect(page).toHaveURL(/\/sandbox\?channel=kbs&view=store&theme=light$/)
  const preview = page.locator('.sandbox-preview shoppable-tv')
  await expect(preview).toHaveAttribute('channel-id', 'kbs')
  await expect(preview.locator('a[target="_blank"]').first()).toBeVisible()
  await page.reload()
  await expect(page.getByRole('radio', { name: 'store' })).toBeChecked()
})

test('the diagnostics panel shows the status each API endpoint really answers', async ({
  page,
  request,
}) => {
  await page.goto('/sandbox')
  await hydrated(page)
  await page.getByRole('button', { name: 'Run diagnostics' }).click()
  const rows = page.locator('table.diagnostics tbody tr')
  await expect(rows).toHaveCount(5)
  await expect(page.getByRole('button', { name: 'Run diagnostics' })).toBeEnabled()

  // The same calls made here, signed out, must answer what the panel shows.
  const calls = [
    request.get(`${DEFAULT_API_PATH}${paths.health}`),
    request.get(`${DEFAULT_API_PATH}${paths.recentProducts('wildtv', 1)}`),
    request.post(`${DEFAULT_API_PATH}${paths.walletNonce}`, { data: {} }),
    request.post(`${DEFAULT_API_PATH}${paths.walletLink}`, { data: {} }),
    request.get(`${DEFAULT_API_PATH}${paths.walletLinked}`),
  ]
  const expected = (await Promise.all(calls)).map((res) => String(res.status()))
  await expect(rows.getByTestId('probe-status')).toHaveText(expected)
  expect(expected.slice(0, 2)).toEqual(['200', '200'])
})

test('/intravel-livestore frames the InTravel Europe store from our own origin', async ({
  page,
}) => {
  await page.goto('/intravel-livestore')
  const frame = page.frameLocator('iframe[title="InTravel Europe live store"]')
  await expect(frame.locator('shoppable-tv')).toHaveAttribute('channel-id', 'intravel-eu')
  await expect(frame.locator('shoppable-tv a[target="_blank"]').first()).toBeVisible()
  const src = await page.locator('iframe').getAttribute('src')
  expect(new URL(src ?? '', page.url()).origin).toBe(E2E.siteOrigin)
})

test.describe('a viewer in Britain', () => {
  test.use({ locale: 'en-GB' })

  test('/intravel-redirect opens the InTravel UK store', async ({ page }) => {
    await page.goto('/intravel-redirect')
    await expect(page).toHaveURL(/\/app\?channelId=intravel-uk$/)
    await expect(page.locator('shoppable-tv')).toHaveAttribute('channel-id', 'intravel-uk')
  })
})

test('/card-reveal never makes a phone page scroll sideways, even while a card tilts in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/card-reveal')
  await expect(page.locator('.reveal-card').first()).toBeVisible()
  // Every card's reveal held at its start, where the tilt draws a card widest.
  const overflow = await page.evaluate(() => {
    const tilts = document.getAnimations().filter((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null
      return target?.classList.contains('reveal-card')
    })
    for (const animation of tilts) {
      animation.pause()
      animation.currentTime = 0
    }
    const page = document.documentElement
    return { tilts: tilts.length, sideways: page.scrollWidth - page.clientWidth }
  })
  expect(overflow.tilts).toBeGreaterThan(0)
  expect(overflow.sideways).toBe(0)
})

test('/card-reveal brings the cards in one by one, or all at once with reduced motion', async ({
  page,
}) => {
  await page.goto('/card-reveal')
  await expect(page.locator('.reveal-card').first()).toBeVisible()
  const early = await page.locator('.reveal-card').count()
  await expect(page.getByRole('status')).toHaveText(/newest matches on Wild TV/)
  expect(early).toBeLessThan(await page.locator('.reveal-card').count())
  const animation = await page
    .locator('.reveal-card')
    .first()
    .evaluate((card) => getComputedStyle(card).animationName)
  expect(animation).toBe('card-reveal')

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.reload()
  await expect(page.getByRole('status')).toHaveText(/newest matches on Wild TV/)
  const still = await page
    .locator('.reveal-card')
    .first()
    .evaluate((card) => getComputedStyle(card).animationName)
  expect(still).toBe('none')
})
