import { atom } from 'nanostores'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, expect, test } from 'vitest'
import type { Linked, Wallet, WalletFlow, WalletStatus } from '../stores/wallet'
import { GET_WALLET_URL, WalletRows } from './WalletRows'

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

test('Link Wallet without a wallet explains in place: what a wallet is, where to get one', async () => {
  const before = window.location.href
  await act(() => render(<WalletRows wallet={noWallet()} />, host))
  const link = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Link Wallet')
  expect(link?.getAttribute('aria-expanded')).toBe('false')
  expect(host.querySelector('[data-testid="no-wallet-help"]')).toBeNull()
  await act(() => link?.click())
  expect(link?.getAttribute('aria-expanded')).toBe('true')
  const help = host.querySelector('[data-testid="no-wallet-help"]')
  expect(help?.id).toBe(link?.getAttribute('aria-controls'))
  expect(help?.textContent).toContain('A wallet is an app')
  const get = help?.querySelector('a')
  expect(get?.href).toBe(GET_WALLET_URL)
  expect(get?.target).toBe('_blank')
  expect(get?.rel).toContain('noopener')
  // Nothing in the widget leads to /home any more, and the page stays where it is.
  expect(host.querySelector('a[href$="/home"]')).toBeNull()
  expect(window.location.href).toBe(before)
  await act(() => link?.click())
  expect(host.querySelector('[data-testid="no-wallet-help"]')).toBeNull()
})
