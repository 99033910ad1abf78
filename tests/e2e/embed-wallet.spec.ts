import { expect, type Frame, type Page, test } from '@playwright/test'
import { parseSiweMessage } from 'viem/siwe'
import { continueToSignIn, fillDevSignIn, openAccount } from './dev-sign-in'
import { E2E } from './env'
import { answerPartnerShops } from './site'
import {
  installWallet,
  newViewer,
  setWalletFlags,
  shownAddress,
  walletCalls,
  walletLog,
} from './wallet'

// The wallet flow inside the widget's cross-site frame (ARCHITECTURE.md §4, §6.3, §7): the
// viewer signs in through the host page, then links a wallet and checks in, all in the frame
// on our origin. The message signed is for the frame's site, never the broadcaster's.

const PLAIN = `${E2E.demoHostsOrigin}/plain.html`
const FRAME_HOST = new URL(E2E.siteOrigin).host

/** The widget's frame (the /embed page on our origin). */
function embedFrame(page: Page): Frame {
  const frame = page.frames().find((each) => each.url().startsWith(`${E2E.siteOrigin}/embed?`))
  if (!frame) throw new Error('The widget frame is not there')
  return frame
}

/** Asks a window for EIP-6963 providers and gives the rdns of those that answer. */
const announced = (target: Page | Frame) =>
  target.evaluate(() => {
    const names: string[] = []
    const hear = (event: Event) =>
      names.push((event as CustomEvent<{ info: { rdns: string } }>).detail.info.rdns)
    window.addEventListener('eip6963:announceProvider', hear)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.removeEventListener('eip6963:announceProvider', hear)
    return names
  })

/** Opens the plain host page and signs in from its frame; gives the frame's session token. */
async function signInFromFrame(page: Page, name: string, email: string) {
  const redeemed = page.waitForResponse((response) => response.url().includes('/handoff/redeem'))
  await page.goto(PLAIN)
  const widget = page.frameLocator('shoppable-tv iframe').locator('shoppable-tv')
  await openAccount(widget)
  await widget.getByRole('button', { name: 'Sign in with Google' }).click()
  await continueToSignIn(page, new URL(E2E.demoHostsOrigin).host)
  await fillDevSignIn(page, name, email)
  await openAccount(widget)
  await expect(widget.getByTestId('account-name')).toHaveText(name)
  expect(page.url()).toBe(PLAIN)
  const { token } = (await (await redeemed).json()) as { token: string }
  return { widget, token }
}

test.beforeEach(async ({ context }) => {
  await answerPartnerShops(context)
})

test('in the cross-site frame a viewer links a wallet for the frame’s site and checks in', async ({
  page,
}) => {
  const dee = newViewer('Dee Park', 'frame')
  const account = await installWallet(page, dee.key)
  const { widget, token } = await signInFromFrame(page, dee.name, dee.email)
  const frame = embedFrame(page)
  // The wallet is in the frame, announcing itself there (not only in the host page).
  expect(await announced(frame)).toEqual(['example.test-wallet'])
  const rewards = widget.getByRole('region', { name: 'Rewards' })
  const wallet = widget.getByRole('region', { name: 'Wallet' })
  await expect(wallet).toContainText('No wallet linked to your account')
  const iframe = page.locator('shoppable-tv iframe')
  const heightBefore = (await iframe.boundingBox())?.height ?? 0
  expect(heightBefore).toBeGreaterThan(0)
  // What the broadcaster's page hears from its element.
  await page.evaluate(() => {
    const heard: unknown[] = []
    Object.assign(window, { heard })
    for (const name of ['shoppable-tv:wallet-linked', 'shoppable-tv:check-in']) {
      document.addEventListener(name, (event) => heard.push([name, (event as CustomEvent).detail]))
    }
  })

  const nonce = page.waitForRequest((request) => request.url().endsWith('/api/wallet/nonce'))
  const link = page.waitForRequest((request) => request.url().endsWith('/api/wallet/link'))
  await wallet.getByRole('button', { name: 'Link Wallet' }).click()
  await expect(wallet.getByTestId('wallet-address')).toHaveText(shownAddress(account.address))
  await expect(wallet).toContainText('Verified & Linked')
  await expect(wallet).toContainText('Currently Connected')

  // Asked for in the frame: Polygon added and switched to, the message signed there.
  const calls = await walletCalls(frame)
  expect(calls).toContain('wallet_switchEthereumChain')
  expect(calls).toContain('wallet_addEthereumChain')
  expect(calls).toContain('personal_sign')
  // The host page's copy of the wallet was never asked for anything.
  expect(await walletCalls(page)).toEqual([])

  // The nonce was asked for by the frame's origin, and the message names the frame's site.
  expect((await nonce).headers().origin).toBe(E2E.siteOrigin)
  const body = (await link).postDataJSON() as { message: string; signature: string }
  expect((await walletLog(frame)).signed).toEqual([body.message])
  const message = parseSiweMessage(body.message)
  expect(message.domain).toBe(FRAME_HOST)
  expect(new URL(message.uri ?? '').origin).toBe(E2E.siteOrigin)
  expect(message.chainId).toBe(137)
  expect(message.address).toBe(account.address)

  // Linked, the check-in pays inside the frame.
  await expect(rewards.getByTestId('points-total')).toHaveText('100')
  await expect(rewards.getByTestId('checkin-state')).toHaveText('Checked in today · 1-day streak')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard))
    .toEqual([
      ['shoppable-tv:wallet-linked', { address: account.address }],
      ['shoppable-tv:check-in', { days: 1, value: 100, total: 100 }],
    ])

  // The frame kept its box while the rewards and wallet grew inside it (issue 17).
  expect((await iframe.boundingBox())?.height).toBe(heightBefore)

  // Neither the session nor the signature ever reached the broadcaster's page.
  const host = await page.evaluate(() =>
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie, location.href]),
  )
  const hostCookies = JSON.stringify(await page.context().cookies(PLAIN))
  for (const secret of [token, body.signature]) {
    expect(secret.length).toBeGreaterThan(10)
    expect(host).not.toContain(secret)
    expect(hostCookies).not.toContain(secret)
  }
  expect(page.url()).toBe(PLAIN)
})

test('in the cross-site frame a cancelled signature says so, and trying again links', async ({
  page,
}) => {
  const eli = newViewer('Eli Moss', 'frame')
  await installWallet(page, eli.key, { rejectSign: true })
  const { widget } = await signInFromFrame(page, eli.name, eli.email)
  const wallet = widget.getByRole('region', { name: 'Wallet' })
  await wallet.getByRole('button', { name: 'Link Wallet' }).click()
  await expect(wallet.getByRole('status')).toHaveText(
    'Wallet signature was cancelled. Please try again.Try again',
  )
  await expect(wallet).toContainText('No wallet linked to your account')
  await setWalletFlags(embedFrame(page), { rejectSign: false })
  await wallet.getByRole('button', { name: 'Try again' }).click()
  await expect(wallet).toContainText('Verified & Linked')
  await expect(
    widget.getByRole('region', { name: 'Rewards' }).getByTestId('points-total'),
  ).toHaveText('100')
})

test('in the cross-site frame without a wallet, Link Wallet explains wallets in place and the widget stays', async ({
  page,
}) => {
  const fay = newViewer('Fay Ng', 'frame')
  const { widget } = await signInFromFrame(page, fay.name, fay.email)
  const popups: unknown[] = []
  page.on('popup', (popup) => popups.push(popup))
  const wallet = widget.getByRole('region', { name: 'Wallet' })
  await wallet.getByRole('button', { name: 'Link Wallet' }).click()
  await expect(wallet.getByTestId('no-wallet-help')).toContainText('A wallet is an app')
  expect(popups).toEqual([])
  // The frame still shows the widget, on its embed page.
  await expect(widget.getByTestId('account-name')).toHaveText(fay.name)
  expect(embedFrame(page).url()).toContain('/embed?')
})
