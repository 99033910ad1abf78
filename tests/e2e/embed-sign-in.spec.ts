import { expect, type Page, test } from '@playwright/test'
import { violations } from './axe'
import { continueToSignIn, fillDevSignIn, openAccount } from './dev-sign-in'
import { E2E } from './env'
import { answerPartnerShops } from './site'

// Sign-in from the widget's cross-site frame (ARCHITECTURE.md §6.3): the host page goes to
// sign-in and comes back with a one-time code in its fragment, which the loader strips and
// hands to the frame. The session lives in the frame only.

const PLAIN = `${E2E.demoHostsOrigin}/plain.html`
const REFUSED = 'Sign-in could not be completed. Please sign in again.'
const frameOf = (page: Page) => page.frameLocator('shoppable-tv iframe')

test.beforeEach(async ({ context }) => {
  await answerPartnerShops(context)
})

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
  await openAccount(widget)
  await widget.getByRole('button', { name: 'Sign in with Google' }).click()
  await continueToSignIn(page, new URL(E2E.demoHostsOrigin).host)
  await fillDevSignIn(page, 'Ana Lima', 'ana@example.com')

  // Back on the broadcaster's page, without the fragment, and signed in inside the frame.
  await openAccount(widget)
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

/** Signs in from the frame on PLAIN; the handoff code the host page came back with. */
async function signInThroughFrame(page: Page, name: string, email: string): Promise<string> {
  const back = page.waitForResponse((response) => response.url().includes('/auth_google/callback'))
  await page.goto(PLAIN)
  const widget = frameOf(page).locator('shoppable-tv')
  await openAccount(widget)
  await widget.getByRole('button', { name: 'Sign in with Google' }).click()
  await continueToSignIn(page, new URL(E2E.demoHostsOrigin).host)
  await fillDevSignIn(page, name, email)
  const location = (await back).headers().location ?? ''
  await openAccount(widget)
  await expect(widget.getByTestId('account-name')).toHaveText(name)
  return new URLSearchParams(new URL(location).hash.slice(1)).get('stv_handoff') ?? ''
}

test('a handoff code works once: brought back to the page again it is refused', async ({
  page,
}) => {
  const code = await signInThroughFrame(page, 'Bo Chen', 'bo@example.com')
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/)
  // A new load of the page (from PLAIN itself, a fragment alone would not reload it).
  await page.goto('about:blank')
  await page.goto(`${PLAIN}#stv_handoff=${code}`)
  await expect(frameOf(page).getByText(REFUSED)).toBeVisible()
  expect(page.url()).toBe(PLAIN)
})

test('a host-page script that grabs the handoff code from the address cannot redeem it; the frame still signs in', async ({
  page,
}) => {
  // Runs on the broadcaster's page before any of its scripts (the loader included), as a
  // hostile third-party script in the page's head would.
  await page.addInitScript(
    ({ hostOrigin, api }) => {
      if (location.origin !== hostOrigin) return
      const code = new URLSearchParams(location.hash.slice(1)).get('stv_handoff')
      if (!code) return
      const tries = [{ code }, { code, verifier: 'A'.repeat(43) }]
      const stolen = Promise.all(
        tries.map(async (body) => {
          const res = await fetch(`${api}/auth_google/handoff/redeem`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          })
          return { status: res.status, body: await res.text() }
        }),
      )
      Object.assign(window, { stolen })
    },
    { hostOrigin: E2E.demoHostsOrigin, api: `${E2E.siteOrigin}/api` },
  )
  const redeemed = page.waitForResponse(
    (response) => response.url().includes('/handoff/redeem') && response.status() === 200,
  )
  await signInThroughFrame(page, 'Di Evans', 'di@example.com')
  const stolen = await page.evaluate(
    () => (window as unknown as { stolen: Promise<{ status: number; body: string }[]> }).stolen,
  )
  expect(stolen.map((attempt) => attempt.status)).toEqual([400, 400])
  for (const attempt of stolen) expect(attempt.body).not.toContain('token')
  // The one redemption that worked is the frame's, and its token never reached the host page.
  const { token } = (await (await redeemed).json()) as { token: string }
  const hostSees = await page.evaluate(() =>
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie, location.href]),
  )
  expect(hostSees).not.toContain(token)
})

test('the outside test’s takeover link, with a verifier the attacker chose, ends in a refusal and no code', async ({
  page,
}) => {
  // The attacker's own verifier and its challenge (RFC 7636 appendix B).
  const link = new URL(`${E2E.siteOrigin}/api/auth_google/google`)
  link.search = new URLSearchParams({
    redirectUri: `${E2E.siteOrigin}/oauth2callback`,
    returnTo: `${E2E.demoHostsOrigin}/plain.html`,
    channelId: 'wildtv',
    handoffChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  }).toString()
  const visited: string[] = []
  page.on('request', (request) => visited.push(request.url()))
  const res = await page.goto(link.href)
  expect(res?.status()).toBe(400)
  await expect(page.getByRole('heading', { name: 'Sign-in refused' })).toBeVisible()
  await expect(page.getByText('starts only from the Shoppable TV widget')).toBeVisible()
  expect(visited.filter((url) => url.includes('/dev-idp/') || url.includes('stv_handoff'))).toEqual(
    [],
  )
})

test('a frame’s sign-in whose provider page is forwarded to another browser ends there with no code', async ({
  page,
  browser,
}) => {
  // The attacker presses Sign in in our frame on their page, and stops at the page that names it.
  await page.goto(PLAIN)
  const widget = frameOf(page).locator('shoppable-tv')
  await openAccount(widget)
  await widget.getByRole('button', { name: 'Sign in with Google' }).click()
  const onwards = page.getByRole('link', { name: 'Continue to sign-in' })
  await expect(onwards).toBeVisible()
  // The page that names the site is axe-clean, at phone width too.
  expect(await violations(page)).toEqual([])
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await violations(page)).toEqual([])
  const providerUrl = (await onwards.getAttribute('href')) ?? ''
  expect(providerUrl).toContain('/dev-idp/auth?')

  const victim = await browser.newContext()
  try {
    const victimPage = await victim.newPage()
    const visited: string[] = []
    victimPage.on('request', (request) => visited.push(request.url()))
    await victimPage.goto(providerUrl)
    await fillDevSignIn(victimPage, 'Vic Tim', 'vic@example.com')
    await expect(victimPage.getByText('started in another browser or window')).toBeVisible()
    expect(visited.filter((url) => url.includes('stv_handoff'))).toEqual([])
    expect(new URL(victimPage.url()).origin).toBe(E2E.siteOrigin)
  } finally {
    await victim.close()
  }
})

test('signing in from the app framed by our own page signs the top window in and returns to that page', async ({
  page,
}) => {
  await page.goto('/intravel-livestore')
  const app = page.frameLocator('iframe.livestore-frame').locator('shoppable-tv')
  await openAccount(app)
  await app.getByRole('button', { name: 'Sign in with Google' }).click()
  // The top window goes to sign-in (spec §4), not the frame.
  await fillDevSignIn(page, 'Cy Diaz', 'cy@example.com')
  await expect(page).toHaveURL(`${E2E.siteOrigin}/intravel-livestore`)
  await openAccount(app)
  await expect(app.getByTestId('account-name')).toHaveText('Cy Diaz')
  const flags = await page.evaluate(() => [
    localStorage.getItem('authFromIframe'),
    localStorage.getItem('authParentUrl'),
  ])
  expect(flags).toEqual([null, null])
})
