import { expect, type Page, test } from '@playwright/test'
import { SESSION_NOT_KEPT_TEXT } from '../../widget/rewards/SignedIn'
import { WALLET_REQUIRED_TEXT } from '../../widget/stores/points'
import { continueToSignIn, fillDevSignIn, openAccount } from './dev-sign-in'
import { E2E } from './env'
import { answerPartnerShops } from './site'
import { allowingThirdPartyStorage, type OwnProfile } from './third-party-storage'

// How long the cross-site frame's session lasts (ARCHITECTURE.md §6.3). The frame keeps its
// token in its own storage, which browsers partition by the top-level site; where the
// browser blocks third-party storage altogether, the session lives in the frame's memory
// and the sidebar says a reload will end it.

const PLAIN = `${E2E.demoHostsOrigin}/plain.html`
const frameOf = (page: Page) => page.frameLocator('shoppable-tv iframe').locator('shoppable-tv')

async function signInThroughFrame(page: Page, name: string, email: string) {
  await page.goto(PLAIN)
  await openAccount(frameOf(page))
  await frameOf(page).getByRole('button', { name: 'Sign in with Google' }).click()
  await continueToSignIn(page, new URL(E2E.demoHostsOrigin).host)
  await fillDevSignIn(page, name, email)
  await openAccount(frameOf(page))
  await expect(frameOf(page).getByTestId('account-name')).toHaveText(name)
  expect(page.url()).toBe(PLAIN)
}

/** The host page's own storage and cookies, as one string. */
const hostStorage = (page: Page) =>
  page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]))

/** Whether the frame's document may use localStorage at all. */
const frameStorageAllowed = async (page: Page) => {
  const frame = page.frames().find((candidate) => candidate.url().includes('/embed?'))
  if (!frame) throw new Error('no embed frame')
  return frame.evaluate(() => {
    try {
      return typeof localStorage.getItem('authToken') !== 'undefined'
    } catch {
      return false
    }
  })
}

test.describe('a browser that allows third-party storage (partitioned)', () => {
  let browser: OwnProfile

  test.beforeEach(async () => {
    browser = await allowingThirdPartyStorage()
  })

  test.afterEach(async () => {
    await browser.close()
  })

  test('the frame stays signed in when the host page reloads, with nothing in the host page’s storage', async () => {
    const page = await browser.context.newPage()
    await signInThroughFrame(page, 'Di Evans', 'di.session@example.com')
    expect(await frameStorageAllowed(page)).toBe(true)
    await expect(frameOf(page).getByText(SESSION_NOT_KEPT_TEXT)).toHaveCount(0)

    await page.reload()
    await openAccount(frameOf(page))
    await expect(frameOf(page).getByTestId('account-name')).toHaveText('Di Evans')
    const host = await hostStorage(page)
    expect(host).not.toContain('authToken')
    expect(host).not.toContain('stv_handoff')

    // Signing out in the frame ends it for the next load too. First the automatic check-in
    // (1 s after sign-in) must have answered: its wallet notice moves the sidebar, and a click
    // made while it moved could miss Sign Out.
    await expect(frameOf(page).getByText(WALLET_REQUIRED_TEXT).first()).toBeVisible()
    await frameOf(page).getByRole('button', { name: 'Sign Out' }).click()
    await expect(frameOf(page).getByRole('button', { name: 'Sign in with Google' })).toBeVisible()
    await page.reload()
    await openAccount(frameOf(page))
    await expect(frameOf(page).getByRole('button', { name: 'Sign in with Google' })).toBeVisible()
    await expect(frameOf(page).getByTestId('account-name')).toHaveCount(0)
  })
})

test.describe('a browser that blocks third-party storage', () => {
  test.beforeEach(async ({ context }) => {
    await answerPartnerShops(context)
  })

  test('the frame says the sign-in lasts until a reload, and after one offers sign-in again without an error', async ({
    page,
  }) => {
    await signInThroughFrame(page, 'Ed Fox', 'ed.session@example.com')
    expect(await frameStorageAllowed(page)).toBe(false)
    await expect(frameOf(page).getByText(SESSION_NOT_KEPT_TEXT)).toBeVisible()

    await page.reload()
    await openAccount(frameOf(page))
    await expect(frameOf(page).getByRole('button', { name: 'Sign in with Google' })).toBeVisible()
    await expect(frameOf(page).getByRole('alert')).toHaveCount(0)
    expect(await hostStorage(page)).not.toContain('authToken')
  })
})
