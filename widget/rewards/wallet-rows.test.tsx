import { atom } from 'nanostores'
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, expect, test } from 'vitest'
import type { Linked, Wallet, WalletFlow, WalletStatus } from '../stores/wallet'
import { GET_WALLET_URL, WALLETCONNECT_TEXT, WalletRows } from './WalletRows'

const host = document.createElement('div')
afterEach(() => render(null, host))

/** A viewer with no wallet linked and none installed in this browser (unless `installed`). */
function noWallet(installed = false, walletConnectId: string | null = null) {
  const status: WalletStatus = {
    isConnected: false,
    account: null,
    chainId: null,
    hasMetaMask: true,
    isVerified: false,
    verificationStatus: 'unverified',
  }
  const linked: Linked = { state: 'ready', address: null, addresses: [], blockReason: null }
  const calls = { checks: 0, walletConnect: 0 }
  const $walletConnect = atom<string | null>(null)
  const wallet: Wallet = {
    $status: atom(status),
    $linked: atom(linked),
    $flow: atom<WalletFlow>({ step: 'idle' }),
    $available: atom(installed),
    $walletConnect,
    retain: () => () => {},
    link: async () => {},
    checkWalletConnect: () => {
      calls.checks += 1
      $walletConnect.set(walletConnectId)
    },
    linkWalletConnect: async () => {
      calls.walletConnect += 1
    },
    listen: () => () => {},
  }
  return Object.assign(wallet, { calls })
}

const walletConnectButton = () =>
  host.querySelector<HTMLButtonElement>('[data-testid="walletconnect"]')
const linkButton = () =>
  [...host.querySelectorAll('button')].find((b) => b.textContent === 'Link Wallet')

test('the no-wallet help offers WalletConnect when the server has a project id', async () => {
  const wallet = noWallet(false, '0123456789abcdef0123456789abcdef')
  await act(() => render(<WalletRows wallet={wallet} />, host))
  expect(wallet.calls.checks).toBe(0)
  await act(() => linkButton()?.click())
  expect(wallet.calls.checks).toBe(1)
  const choice = walletConnectButton()
  expect(host.querySelector('[data-testid="no-wallet-help"]')?.contains(choice ?? null)).toBe(true)
  expect(choice?.textContent).toBe(WALLETCONNECT_TEXT)
  await act(() => choice?.click())
  expect(wallet.calls.walletConnect).toBe(1)
})

test('without a project id WalletConnect is not offered, wallet or none', async () => {
  const none = noWallet(false, null)
  await act(() => render(<WalletRows wallet={none} />, host))
  await act(() => linkButton()?.click())
  expect(host.querySelector('[data-testid="no-wallet-help"]')).not.toBeNull()
  expect(walletConnectButton()).toBeNull()
  render(null, host)
  const installed = noWallet(true, null)
  await act(() => render(<WalletRows wallet={installed} />, host))
  expect(installed.calls.checks).toBe(1)
  expect(linkButton()).toBeDefined()
  expect(walletConnectButton()).toBeNull()
})

test('beside an installed wallet, WalletConnect is the second choice', async () => {
  const wallet = noWallet(true, '0123456789abcdef0123456789abcdef')
  await act(() => render(<WalletRows wallet={wallet} />, host))
  const buttons = [...host.querySelectorAll('button')].map((b) => b.textContent)
  expect(buttons).toEqual(['Link Wallet', WALLETCONNECT_TEXT])
  await act(() => walletConnectButton()?.click())
  expect(wallet.calls.walletConnect).toBe(1)
})

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
