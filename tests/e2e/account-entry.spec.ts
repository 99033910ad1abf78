import { expect, type Locator, type Page, test } from '@playwright/test'
import { WALLET_REQUIRED_TEXT } from '../../widget/stores/points'
import { violations } from './axe'
import { fillDevSignIn, openAccount } from './dev-sign-in'
import { E2E } from './env'
import { skipOnboarding } from './site'

/** Issue 13 item 2: the account's entry at the top, its sheet; items 6 and 7 inside it. */
const PLACES = [
  { size: { width: 390, height: 844 }, path: '/app?channelId=wildtv' },
  { size: { width: 1280, height: 800 }, path: '/demo/wildtv' },
] as const

test.beforeEach(async ({ context }) => {
  await skipOnboarding(context)
})

async function open(page: Page, path: string): Promise<Locator> {
  await page.goto(path)
  await page.getByRole('button', { name: 'Reject all' }).click()
  return page.locator('shoppable-tv')
}

/** Whether focus is inside the widget's account dialog (focus sits in its shadow root). */
const focusInDialog = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('shoppable-tv')?.shadowRoot?.activeElement?.closest('dialog') != null,
  )

for (const { size, path } of PLACES) {
  test.describe(`${size.width}×${size.height} ${path}`, () => {
    test.use({ viewport: size })

    test('the account entry is above the fold and opens the sidebar as a sheet', async ({
      page,
    }) => {
      const widget = await open(page, path)
      const entry = widget.getByTestId('account-open')
      await expect(entry).toHaveText('Sign in')
      const box = await entry.boundingBox()
      expect(box && box.y >= 0 && box.y + box.height <= size.height).toBe(true)

      await entry.click()
      const sheet = widget.getByRole('dialog', { name: 'Account' })
      await expect(sheet).toBeVisible()
      await expect(sheet.getByRole('button', { name: 'Sign in with Google' })).toBeVisible()
      expect(await focusInDialog(page)).toBe(true)
      // Modal: Tab keeps focus inside.
      for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
      expect(await focusInDialog(page)).toBe(true)
      await page.keyboard.press('Escape')
      await expect(sheet).toHaveCount(0)
      await expect(entry).toBeFocused()

      // The close button closes it too, focus back on the entry.
      await entry.click()
      await sheet.getByRole('button', { name: 'Close' }).click()
      await expect(sheet).toHaveCount(0)
      await expect(entry).toBeFocused()
    })

    test('signed in: the bar shows the points; without a wallet one calm message, one action, no 403', async ({
      page,
    }) => {
      const refused: string[] = []
      page.on('response', (response) => {
        if (response.status() === 403) refused.push(response.url())
      })
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('403'))
          refused.push(message.text())
      })
      // Playwright's clock, at its natural pace: the check below moves it on past the
      // automatic check-in instead of waiting for it.
      await page.clock.install()
      const widget = await open(page, path)
      await openAccount(widget)
      await widget.getByRole('button', { name: 'Sign in with Google' }).click()
      await fillDevSignIn(page, 'Noa Wallace', `noa.${size.width}@example.com`)
      await expect(page).toHaveURL(`${E2E.siteOrigin}${path}`)
      await expect(widget.getByTestId('account-points')).toHaveText('0')
      const entry = widget.getByTestId('account-open')
      const box = await entry.boundingBox()
      expect(box && box.y + box.height <= size.height).toBe(true)

      await openAccount(widget)
      const sheet = widget.getByRole('dialog', { name: 'Account' })
      const rewards = sheet.getByRole('region', { name: 'Rewards' })
      await expect(rewards.getByTestId('checkin-state')).toHaveText(WALLET_REQUIRED_TEXT)
      // Past the automatic check-in's second: still nothing sent, nothing refused.
      await page.clock.runFor(1_500)
      await expect(sheet.getByText(WALLET_REQUIRED_TEXT)).toHaveCount(1)
      await expect(sheet.getByText('Next check-in')).toHaveCount(0)
      await expect(sheet.getByRole('alert')).toHaveCount(0)
      const action = sheet.getByRole('button', { name: 'Link Wallet' })
      await expect(action).toHaveCount(1)
      expect(refused).toEqual([])

      // No wallet in this browser: Link Wallet explains in place, and nothing navigates.
      await action.click()
      const help = sheet.getByTestId('no-wallet-help')
      await expect(help).toContainText('A wallet is an app')
      await expect(help.getByRole('link', { name: /MetaMask/ })).toHaveAttribute('target', '_blank')
      await expect(action).toHaveAttribute('aria-expanded', 'true')
      await expect(page).toHaveURL(`${E2E.siteOrigin}${path}`)
      expect(await violations(page)).toEqual([])
    })

    for (const theme of ['dark', 'light'] as const) {
      test(`the open sheet has no axe violations in the ${theme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
        const widget = await open(page, path)
        await openAccount(widget)
        await expect(widget.getByRole('button', { name: 'Sign in with Google' })).toBeVisible()
        expect(await violations(page)).toEqual([])
      })
    }
  })
}
