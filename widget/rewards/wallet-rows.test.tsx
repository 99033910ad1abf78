import { atom } from 'nanostores'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, expect, test } from 'vitest'
import type { Env } from '../env'
import type { Linked, Wallet, WalletFlow, WalletStatus } from '../stores/wallet'
import { fakeEnv } from '../testing'
import { WalletRows } from './WalletRows'

const SITE = 'https://stv.example'
const host = document.createElement('div')
afterEach(() => render(null, host))

/** A viewer with no wallet linked and none installed in this browser. */
function noWallet(): Wallet {
  const status: WalletStatus = {
    isConnected: false,
    account: null,
    chainId: null,
    hasMetaMask: true,
    isVerified: false,
    verificationStatus: 'unverified',
  }
  const linked: Linked = { state: 'ready', address: null, addresses: [], blockReason: null }
  return {
    $status: atom(status),
    $linked: atom(linked),
    $flow: atom<WalletFlow>({ step: 'idle' }),
    $available: atom(false),
    retain: () => () => {},
    link: async () => {},
    listen: () => () => {},
  }
}

/** Where Link Wallet goes, and in which tab, on a page at `url` (framed when `frame` is given). */
async function linkWalletOn(url: string, frame?: Env['frame']) {
  const env = fakeEnv({ url, frame })
  await act(() => render(<WalletRows wallet={noWallet()} env={env} siteOrigin={SITE} />, host))
  const link = [...host.querySelectorAll('a')].find((a) => a.textContent === 'Link Wallet')
  return { href: link?.href, target: link?.target }
}

const crossSiteFrame: Env['frame'] = { sameOriginParentUrl: null, navigateTop: () => {} }

test('on a top-level page of our site, Link Wallet without a wallet goes to /home in place', async () => {
  expect(await linkWalletOn(`${SITE}/demo/wildtv`)).toEqual({ href: `${SITE}/home`, target: '' })
})

test('in our frame on a broadcaster’s page, /home opens in a new tab and the widget stays', async () => {
  const embed = `${SITE}/embed?channelId=wildtv&parentOrigin=https%3A%2F%2Ftv.example`
  expect(await linkWalletOn(embed, crossSiteFrame)).toEqual({
    href: `${SITE}/home`,
    target: '_blank',
  })
})

test('on a broadcaster’s page (inline), /home opens in a new tab', async () => {
  expect(await linkWalletOn('https://tv.example/live')).toEqual({
    href: `${SITE}/home`,
    target: '_blank',
  })
})
