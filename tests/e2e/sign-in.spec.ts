import { expect, test } from '@playwright/test'
import { openAccount, signIn } from './dev-sign-in'
import { E2E } from './env'
import { answerPartnerShops } from './site'

test.beforeEach(async ({ context }) => {
  await answerPartnerShops(context)
})

test('a viewer signs in from a channel page and lands back on it, signed in', async ({ page }) => {
  const urls: string[] = []
  const referers: string[] = []
  page.on('request', (request) => {
    urls.push(request.url())
    void request.allHeaders().then((headers) => referers.push(headers.referer ?? ''))
  })
  await page.goto('/demo/wildtv')
  await signIn(page, 'Ana Lima', 'ana@example.com')

  await expect(page).toHaveURL(`${E2E.siteOrigin}/demo/wildtv`)
  const widget = page.locator('shoppable-tv')
  await openAccount(widget)
  const account = widget.getByTestId('account-name')
  await expect(account).toHaveText('Ana Lima')
  expect(new URL(page.url()).search).toBe('')

  // The token travels in the callback URL only: never in another request's URL.
  const token = await page.evaluate(() => localStorage.getItem('authToken'))
  expect(token).toBeTruthy()
  const carrying = urls.filter((url) => url.includes(token ?? '\u0000'))
  expect(carrying).toHaveLength(1)
  expect(new URL(carrying[0] ?? '').pathname).toBe('/app/oauth2callback')
  // Nor in a Referer: the callback page's own requests (its scripts, styles, icon, API calls)
  // are made after the token left the address bar, under Referrer-Policy: no-referrer.
  expect(referers.length).toBeGreaterThan(5)
  for (const referer of referers) expect(referer).not.toContain(token)
  for (const referer of referers) expect(referer).not.toContain('credential')

  // A reload keeps the session.
  await page.reload()
  await openAccount(widget)
  await expect(account).toHaveText('Ana Lima')

  // Signing out (from the keyboard) returns the sidebar to its signed-out state, on the same
  // page, with focus on Sign in: the Sign Out button it was on is gone.
  await page.locator('shoppable-tv').getByRole('button', { name: 'Sign Out' }).focus()
  await page.keyboard.press('Enter')
  const signInButton = page
    .locator('shoppable-tv')
    .getByRole('button', { name: 'Sign in with Google' })
  await expect(signInButton).toBeVisible()
  await expect(signInButton).toBeFocused()
  await expect(page).toHaveURL(`${E2E.siteOrigin}/demo/wildtv`)
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()

  // The revoked token no longer works.
  const res = await page.request.get('/api/auth_google/details', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(401)
})

test('a forged redirectUri is refused with a page, not followed', async ({ page }) => {
  const forged = encodeURIComponent('https://evil.example/app/oauth2callback')
  const res = await page.goto(`/api/auth_google/google?redirectUri=${forged}`)
  expect(res?.status()).toBe(400)
  expect(new URL(page.url()).origin).toBe(E2E.siteOrigin)
  await expect(page.locator('body')).toContainText('not an allowed return address')
})

for (const parentUrl of ['//evil.example/x', '/\\evil.example']) {
  test(`a stored authParentUrl of ${parentUrl} on our origin is not followed after sign-in`, async ({
    page,
  }) => {
    const offsite: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== E2E.siteOrigin) offsite.push(request.url())
    })
    await page.goto('/app?channelId=wildtv')
    // As a script of our origin (or a stale frame sign-in) could leave them.
    await page.evaluate((parent) => {
      localStorage.setItem('authFromIframe', 'true')
      localStorage.setItem('authParentUrl', `${location.origin}${parent}`)
    }, parentUrl)
    await signIn(page, 'Eve Park', 'eve@example.com')
    await expect(page).toHaveURL(`${E2E.siteOrigin}/app?channelId=wildtv`)
    await openAccount(page.locator('shoppable-tv'))
    await expect(page.locator('shoppable-tv').getByTestId('account-name')).toHaveText('Eve Park')
    expect(offsite.filter((url) => url.includes('evil'))).toEqual([])
    expect(
      await page.evaluate(() => [
        localStorage.getItem('authFromIframe'),
        localStorage.getItem('authParentUrl'),
      ]),
    ).toEqual([null, null])
  })
}

test('the signed-out sidebar invites the viewer to sign in for rewards', async ({ page }) => {
  await page.goto('/app?channelId=wildtv')
  const widget = page.locator('shoppable-tv')
  await openAccount(widget)
  await expect(widget.getByRole('button', { name: 'Sign in with Google' })).toBeVisible()
  await expect(widget.getByText('Please sign in to earn daily rewards!')).toBeVisible()
})

test('the sign-in button works from the keyboard', async ({ page }) => {
  await page.goto('/demo/wildtv')
  const widget = page.locator('shoppable-tv')
  // The account bar's Sign in opens the sheet; its Sign in with Google goes to the provider.
  await widget.getByTestId('account-open').focus()
  await page.keyboard.press('Enter')
  const button = widget.getByRole('button', { name: 'Sign in with Google' })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveTitle(/Development sign-in/)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a viewer signs in from the phone store and comes back to the same channel', async ({
    page,
  }) => {
    await page.goto('/app?channelId=wildtv')
    // The cookie banner covers the bottom of a phone screen until the viewer answers it.
    await page.getByRole('button', { name: 'Reject all' }).tap()
    await page.locator('shoppable-tv').getByTestId('account-open').tap()
    await page.locator('shoppable-tv').getByRole('button', { name: 'Sign in with Google' }).tap()
    await expect(page).toHaveTitle(/Development sign-in/)
    await page.getByLabel('Name').fill('Bo Chen')
    await page.getByLabel('Email').fill('bo@example.com')
    await page.getByRole('button', { name: 'Sign in' }).tap()

    await expect(page).toHaveURL(`${E2E.siteOrigin}/app?channelId=wildtv`)
    await expect(page.locator('shoppable-tv a.buy').first()).toBeVisible()
    await expect(page.locator('shoppable-tv').getByTestId('account-points')).toHaveText('0')
    await page.locator('shoppable-tv').getByTestId('account-open').tap()
    await expect(page.locator('shoppable-tv').getByTestId('account-name')).toHaveText('Bo Chen')
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)

    await page.locator('shoppable-tv').getByRole('button', { name: 'Sign Out' }).tap()
    await expect(
      page.locator('shoppable-tv').getByRole('button', { name: 'Sign in with Google' }),
    ).toBeVisible()
    await expect(page).toHaveURL(`${E2E.siteOrigin}/app?channelId=wildtv`)
  })
})
