import { expect, type Page, test } from '@playwright/test'
import { WALLET_REQUIRED_TEXT } from '../../widget/stores/points'
import { openAccount, signIn } from './dev-sign-in'
import { E2E } from './env'
import { answerPartnerShops, skipOnboarding } from './site'
import { installWallet, newViewer, setWalletFlags, shownAddress, walletCalls } from './wallet'

/** Opens a channel page with the tutorial skipped and the cookie banner answered, then signs in. */
async function start(page: Page, name: string, email: string) {
  await page.goto('/demo/wildtv')
  await page.getByRole('button', { name: 'Reject all' }).click()
  await signIn(page, name, email)
  await openAccount(page.locator('shoppable-tv'))
  await expect(page.locator('shoppable-tv').getByTestId('account-name')).toHaveText(name)
  await expect(page).toHaveURL(`${E2E.siteOrigin}/demo/wildtv`)
}

test.beforeEach(async ({ context }) => {
  await skipOnboarding(context)
  await answerPartnerShops(context)
})

test('a viewer links a wallet on Polygon, checks in once a day and keeps favourites', async ({
  page,
}) => {
  const ana = newViewer('Ana Lima', 'rewards')
  const account = await installWallet(page, ana.key)
  const chunks: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/chunks/')) chunks.push(new URL(request.url()).pathname)
  })
  await start(page, ana.name, ana.email)
  const widget = page.locator('shoppable-tv')
  const rewards = widget.getByRole('region', { name: 'Rewards' })
  const wallet = widget.getByRole('region', { name: 'Wallet' })

  // Without a wallet no check-in can pay: one calm line, and no automatic check-in sent.
  await expect(rewards.getByTestId('checkin-state')).toHaveText(WALLET_REQUIRED_TEXT)
  await expect(wallet).toContainText('No wallet linked to your account')
  // The wallet code is not part of the widget: nothing of it loaded so far.
  expect(chunks.filter((path) => path.includes('/wallet-'))).toEqual([])

  await wallet.getByRole('button', { name: 'Link Wallet' }).click()
  await expect(wallet.getByTestId('wallet-address')).toHaveText(shownAddress(account.address))
  await expect(wallet).toContainText('Verified & Linked')
  await expect(wallet).toContainText('Currently Connected')
  expect(chunks.filter((path) => path.includes('/wallet-'))).toHaveLength(1)
  // The wallet started on Ethereum and did not know Polygon: switched, after adding it.
  const calls = await walletCalls(page)
  expect(calls).toContain('wallet_switchEthereumChain')
  expect(calls).toContain('wallet_addEthereumChain')
  expect(calls).toContain('personal_sign')
  expect(await page.evaluate(() => localStorage.getItem('walletChainId'))).toBe('0x89')

  // Linked, today's check-in pays: a check mark, the streak and the countdown to midnight UTC.
  await expect(rewards.getByTestId('points-total')).toHaveText('100')
  await expect(rewards.getByTestId('checkin-state')).toHaveText('Checked in today · 1-day streak')
  await expect(rewards.getByTestId('countdown')).toHaveText(/^\d{1,2}h \d{1,2}m$/)

  // A second check-in today is refused: after a reload the automatic one changes nothing.
  await page.reload()
  await expect(widget.getByTestId('account-points')).toHaveText('100')
  await openAccount(widget)
  await expect(rewards.getByTestId('points-total')).toHaveText('100')
  await expect(rewards.getByTestId('checkin-state')).toHaveText(/^Checked in today/)
  await expect(wallet).toContainText('Verified & Linked')
  const token = await page.evaluate(() => localStorage.getItem('authToken'))
  const again = await page.request.post('/api/points/checkin', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(again.status()).toBe(409)
  expect(await again.json()).toEqual({
    error: { code: 'already-checked-in', message: 'Already checked in' },
  })

  await page.keyboard.press('Escape')
  // Back to the store (the account sheet is modal). Vote a live product up: the Favourites tab pulses and lists it, also after a reload.
  const store = widget.getByRole('region', { name: 'Live store' })
  const favouritesTab = store.getByRole('tab', { name: 'Favourites' })
  const firstCard = store.locator('[role="tabpanel"]:not([hidden]) .card').first()
  const title = (await firstCard.locator('.card-title').textContent()) ?? ''
  await store
    .getByRole('button', { name: `Save: ${title}` })
    .first()
    .click()
  await expect(favouritesTab).toHaveClass(/pulse/)
  await expect(favouritesTab).not.toHaveClass(/pulse/)
  await page.reload()
  await favouritesTab.click()
  const favourites = store.getByRole('tabpanel', { name: 'Favourites' })
  await expect(favourites.locator('.card-title')).toHaveText([title])
  await expect(favourites.getByRole('button', { name: `Saved: ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // Vote it down: it leaves the favourites at once, and stays gone after a reload.
  await favourites.getByRole('button', { name: `Not for me: ${title}` }).click()
  await expect(favourites).toContainText('No favourites yet')
  await page.reload()
  await favouritesTab.click()
  await expect(favourites).toContainText('No favourites yet')
})

test('a cancelled signature says so, and trying again links the wallet', async ({ page }) => {
  const bo = newViewer('Bo Chen', 'rewards')
  await installWallet(page, bo.key, { rejectSign: true })
  await start(page, bo.name, bo.email)
  const wallet = page.locator('shoppable-tv').getByRole('region', { name: 'Wallet' })
  await wallet.getByRole('button', { name: 'Link Wallet' }).click()
  await expect(wallet.getByRole('status')).toHaveText(
    'Wallet signature was cancelled. Please try again.Try again',
  )
  await expect(wallet).toContainText('No wallet linked to your account')
  await setWalletFlags(page, { rejectSign: false })
  await wallet.getByRole('button', { name: 'Try again' }).click()
  await expect(wallet).toContainText('Verified & Linked')
})

test('a refused switch to Polygon asks for Polygon and links nothing', async ({ page }) => {
  const cy = newViewer('Cy Diaz', 'rewards')
  await installWallet(page, cy.key, { rejectAddChain: true })
  await start(page, cy.name, cy.email)
  const wallet = page.locator('shoppable-tv').getByRole('region', { name: 'Wallet' })
  // Keyboard only: Link Wallet is a real button.
  await wallet.getByRole('button', { name: 'Link Wallet' }).focus()
  await page.keyboard.press('Enter')
  await expect(wallet.getByRole('alert')).toContainText(
    'Please switch to Polygon network and try again.',
  )
  expect(await walletCalls(page)).not.toContain('personal_sign')
  await expect(wallet).toContainText('No wallet linked to your account')
})
