import { type Browser, expect, type Page, test } from '@playwright/test'
import { fillDevSignIn } from './dev-sign-in'
import { E2E } from './env'

// Sign-in from the widget's cross-site frame (ARCHITECTURE.md §6.3): the host page goes to
// sign-in and comes back with a one-time code in its fragment, which the loader strips and
// hands to the frame. The session lives in the frame only.

const PLAIN = `${E2E.demoHostsOrigin}/plain.html`
const REFUSED = 'Sign-in could not be completed. Please sign in again.'
const frameOf = (page: Page) => page.frameLocator('shoppable-tv iframe')

test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/[^/]*\.example\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }),
  )
})

/** Runs a cross-site sign-in in a fresh browser context but stops before the host page: the unused code. */
async function freshCode(browser: Browser): Promise<string> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.route(`${PLAIN}*`, (route) => route.abort())
  const query = new URLSearchParams({
    redirectUri: `${E2E.siteOrigin}/app/oauth2callback`,
    returnTo: PLAIN,
    channelId: 'wildtv',
  })
  await page.goto(`${E2E.siteOrigin}/api/auth_google/google?${query}`)
  const back = page.waitForResponse((response) => response.url().includes('/auth_google/callback'))
  await fillDevSignIn(page, 'Bo Chen', 'bo@example.com')
  const location = (await back).headers().location ?? ''
  await context.close()
  const code = new URLSearchParams(new URL(location).hash.slice(1)).get('stv_handoff')
  expect(new URL(location).origin + new URL(location).pathname).toBe(PLAIN)
  return code ?? ''
}

test('signing in from the cross-site frame leaves the frame signed in and the token out of the host page', async ({
  page,
}) => {
  const seen: { url: string; referer: string }[] = []
  page.on('request', (request) =>
    seen.push({ url: request.url(), referer: request.headers().referer ?? '' }),
  )
  const redeemed = page.waitForResponse((response) => response.url().includes('/handoff/redeem'))
  await page.goto(PLAIN)
  const widget = frameOf(page).locator('shoppable-tv')
  await widget.getByRole('button', { name: 'Sign in with Google' }).click()
  await fillDevSignIn(page, 'Ana Lima', 'ana@example.com')

  // Back on the broadcaster's page, without the fragment, and signed in inside the frame.
  await expect(widget.getByTestId('account-name')).toHaveText('Ana Lima')
  expect(page.url()).toBe(PLAIN)

  // The frame's session token, as the redeem answered it (only the frame ever sees it).
  const { token } = (await (await redeemed).json()) as { token: string }
  expect(token.length).toBeGreaterThan(10)
  for (const { url, referer } of seen) {
    expect(url).not.toContain(token)
    expect(referer).not.toContain(token)
    expect(referer).not.toContain('stv_handoff')
  }
  const hostStorage = await page.evaluate(() =>
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie, location.href]),
  )
  expect(hostStorage).not.toContain(token)
  expect(hostStorage).not.toContain('stv_handoff')
})

test('a forged handoff code is refused', async ({ page }) => {
  await page.goto(`${PLAIN}#stv_handoff=Forged_code_0000000000`)
  await expect(frameOf(page).getByText(REFUSED)).toBeVisible()
  expect(page.url()).toBe(PLAIN)
  await expect(frameOf(page).getByRole('button', { name: 'Sign in with Google' })).toBeVisible()
})

test('a handoff code works once; used again it is refused', async ({ browser }) => {
  const code = await freshCode(browser)
  for (const expected of ['Bo Chen', REFUSED]) {
    // A new context each time: the frame's storage starts empty.
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${PLAIN}#stv_handoff=${code}`)
    const widget = frameOf(page).locator('shoppable-tv')
    if (expected === REFUSED) await expect(widget.getByText(REFUSED)).toBeVisible()
    else await expect(widget.getByTestId('account-name')).toHaveText(expected)
    expect(page.url()).toBe(PLAIN)
    await context.close()
  }
})

test('an expired handoff code is refused', async ({ browser, page }) => {
  test.setTimeout(150_000)
  const code = await freshCode(browser)
  // Codes live at most 60 s (ARCHITECTURE.md §6).
  await page.waitForTimeout(61_000)
  await page.goto(`${PLAIN}#stv_handoff=${code}`)
  await expect(frameOf(page).getByText(REFUSED)).toBeVisible()
  expect(page.url()).toBe(PLAIN)
})

test('signing in from the app framed by our own page signs the top window in and returns to that page', async ({
  page,
}) => {
  await page.goto('/intravel-livestore')
  const app = page.frameLocator('iframe.livestore-frame').locator('shoppable-tv')
  await app.getByRole('button', { name: 'Sign in with Google' }).click()
  // The top window goes to sign-in (spec §4), not the frame.
  await fillDevSignIn(page, 'Cy Diaz', 'cy@example.com')
  await expect(page).toHaveURL(`${E2E.siteOrigin}/intravel-livestore`)
  await expect(app.getByTestId('account-name')).toHaveText('Cy Diaz')
  const flags = await page.evaluate(() => [
    localStorage.getItem('authFromIframe'),
    localStorage.getItem('authParentUrl'),
  ])
  expect(flags).toEqual([null, null])
})
