import { act } from 'preact/test-utils'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { defineShoppableTv } from '../element/define'
import { WIDGET_EVENTS } from '../element/events'
import {
  type FakeWalletHandle,
  fakeEnv,
  fakeServer,
  freshRewards,
  installFakeWallet,
  newestFirst,
} from '../testing'
import { mount, shadow, tick } from '../testing/element'

// The page and the widget script share one origin, as on the product's own site.
const server = fakeServer()
const env = fakeEnv({ fetch: server.fetch, url: 'https://stv.example/demo/wildtv' })
defineShoppableTv({ env, scriptUrl: 'https://stv.example/widget/0.0.9/shoppable-tv.js' })

const account = privateKeyToAccount(
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
)
const win = window as unknown as Record<string, unknown>
const ana = { name: 'Ana Lima', email: 'ana.lima@example.com' }

const text = (element: HTMLElement) => shadow(element).querySelector('aside')?.textContent ?? ''
const byTestId = (element: HTMLElement, id: string) =>
  shadow(element).querySelector(`[data-testid="${id}"]`)?.textContent
function control(element: HTMLElement, selector: string, name: string): HTMLElement {
  const found = [...shadow(element).querySelectorAll<HTMLElement>(selector)].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  )
  if (!found) throw new Error(`no ${selector} named ${name}`)
  return found
}
const button = (element: HTMLElement, name: string) => control(element, 'button', name)

async function signedIn(attributes: Record<string, string> = { 'channel-id': 'wildtv' }) {
  server.sessions.set('tok', ana)
  env.stored.set('authToken', 'tok')
  const element = await mount(attributes)
  // The session, then the rewards chunk, its stores starting, and their first loads.
  await tick(0)
  await act(() => vi.dynamicImportSettled())
  await tick(0)
  return element
}
const withWallet = () => {
  server.rewards.points = { ...server.rewards.points, wallet_linked: true }
}

// The wallet chunk loads on demand; loaded once here, the element's import finds it at once.
// One installed wallet for the page (as in a browser), steered through its flags.
beforeAll(async () => {
  win.__stvSign = (message: string) => account.signMessage({ message })
  installFakeWallet({
    address: account.address,
    chainId: 1,
    knownChains: [1],
    signer: '__stvSign',
    announce: true,
  })
  await import('../wallet')
})
const walletFlags = () => (win.__fakeWallet as FakeWalletHandle).flags
// Every test on a new day at noon: the page's stores outlive a test (5 s between check-ins).
let day = 0

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(Date.parse('2026-05-01T12:00:00Z') + day++ * 86_400_000)
  server.live = newestFirst(1, 3)
  server.calls = []
  server.script.clear()
  server.rewards = freshRewards()
  const now = Date.now()
  const nonce = server.rewards.nonce
  nonce.issuedAt = new Date(now).toISOString()
  nonce.expiresAt = new Date(now + 600_000).toISOString()
  server.sessions.clear()
  env.stored.clear()
})
afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('Rewards panel (spec §2)', () => {
  test('shows the points and an open check-in with a circle and "Available now"', async () => {
    withWallet()
    const element = await signedIn({ view: 'account' })
    expect(byTestId(element, 'points-total')).toBe('0')
    expect(byTestId(element, 'checkin-state')).toBe('Not checked in yet')
    expect(shadow(element).querySelector('.checkin svg path')?.getAttribute('d')).toMatch(
      /^M12 3a9/,
    )
    expect(byTestId(element, 'countdown')).toBe('Available now')
  })

  test('checks in a second later: a check mark, the streak, 100 points and the countdown', async () => {
    withWallet()
    const element = await signedIn({ view: 'account' })
    const rewards: unknown[] = []
    element.addEventListener(WIDGET_EVENTS.checkIn, (event) =>
      rewards.push((event as CustomEvent).detail),
    )
    await tick(1_000)
    expect(byTestId(element, 'checkin-state')).toBe('Checked in today · 1-day streak')
    expect(shadow(element).querySelector('.checkin svg')).not.toBeNull()
    expect(byTestId(element, 'points-total')).toBe('100')
    expect(byTestId(element, 'countdown')).toBe('12h 0m')
    expect(rewards).toEqual([{ days: 1, value: 100, total: 100 }])
  })

  test('without a wallet: one calm line, one Link Wallet, no countdown, no check-in sent', async () => {
    const element = await signedIn({ view: 'account' })
    await tick(1_000)
    expect(byTestId(element, 'checkin-state')).toBe('Wallet linking required to earn points.')
    expect(text(element).split('Wallet linking required').length).toBe(2)
    expect(byTestId(element, 'countdown')).toBeUndefined()
    expect(shadow(element).querySelector('[role="alert"], .notice')).toBeNull()
    const actions = [...shadow(element).querySelectorAll('aside a, aside button')].filter(
      (node) => node.textContent === 'Link Wallet',
    )
    expect(actions).toHaveLength(1)
    expect(server.callsTo('/points/checkin')).toHaveLength(0)
  })

  test('a failed first load offers a retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.script.set('GET /points/get', [{ status: 500 }])
    const element = await signedIn({ view: 'account' })
    expect(text(element)).toContain('Points are unavailable right now.')
    button(element, 'Retry').click()
    await tick(0)
    expect(byTestId(element, 'points-total')).toBe('0')
  })
})

describe('Wallet rows (spec §2)', () => {
  test('no wallet installed: "No wallet linked" and Link Wallet explaining in place', async () => {
    const element = await signedIn({ view: 'account' })
    expect(text(element)).toContain('No wallet linked to your account')
    button(element, 'Link Wallet').click()
    await tick(0)
    expect(byTestId(element, 'no-wallet-help')).toContain('A wallet is an app')
  })

  test('a linked wallet: the short address and "Verified & Linked"', async () => {
    server.rewards.linked = {
      wallets: [{ address: '0xabcdef0123456789abcdef0123456789abcd1234', blacklisted: false }],
      walletAddresses: ['0xabcdef0123456789abcdef0123456789abcd1234'],
      walletAddress: '0xabcdef0123456789abcdef0123456789abcd1234',
      blockReason: null,
    }
    const element = await signedIn({ view: 'account' })
    expect(byTestId(element, 'wallet-address')).toBe('0xabcd...1234')
    expect(text(element)).toContain('Verified & Linked')
    expect(text(element)).not.toContain('Currently Connected')
    expect(text(element)).not.toContain('No wallet linked')
  })

  test('Link Wallet with an installed wallet links it, connected, and checks in', async () => {
    const element = await signedIn({ view: 'account' })
    const linked: unknown[] = []
    element.addEventListener(WIDGET_EVENTS.walletLinked, (event) =>
      linked.push((event as CustomEvent).detail),
    )
    env.fire('eip6963:announceProvider', {})
    await tick(6_000)
    button(element, 'Link Wallet').click()
    for (let i = 0; i < 20 && !text(element).includes('Verified'); i++) await tick(10)
    expect(text(element)).toContain('Verified & Linked')
    expect(text(element)).toContain('Currently Connected')
    expect(text(element)).toContain('Wallet linked.')
    expect(linked).toEqual([{ address: account.address }])
    expect(env.stored.get('walletAddress')).toBe(account.address)
    expect(env.stored.get('walletChainId')).toBe('0x89')
    await tick(0)
    // No automatic check-in without a wallet: the one sent is the link's.
    expect(server.callsTo('/points/checkin').length).toBe(1)
    expect(byTestId(element, 'points-total')).toBe('100')

    // Sign-out disconnects the wallet (spec §4).
    button(element, 'Sign Out').click()
    await tick(5_000)
    expect(env.stored.get('walletConnected')).toBeUndefined()
  })

  test('a cancelled signature reads as cancelled, with Try again', async () => {
    walletFlags().rejectSign = true
    const element = await signedIn({ view: 'account' })
    env.fire('eip6963:announceProvider', {})
    await tick(0)
    button(element, 'Link Wallet').click()
    for (let i = 0; i < 20 && !shadow(element).querySelector('.retry'); i++) await tick(10)
    const status = shadow(element).querySelector('aside [role="status"] .muted')
    expect(status?.textContent).toBe('Wallet signature was cancelled. Please try again.')
    walletFlags().rejectSign = false
    button(element, 'Try again').click()
    for (let i = 0; i < 20 && !text(element).includes('Verified'); i++) await tick(10)
    expect(text(element)).toContain('Verified & Linked')
  })
})

describe('votes and favourites', () => {
  const tab = (element: HTMLElement, name: string) => control(element, '[role="tab"]', name)

  test('a guest sees no vote control, and the Favourites tab asks to sign in', async () => {
    const element = await mount({ 'channel-id': 'wildtv' })
    await tick(1_500)
    expect(shadow(element).querySelector('.vote')).toBeNull()
    tab(element, 'Favourites').click()
    await tick(0)
    expect(shadow(element).textContent).toContain(
      'Sign in to vote on products and keep your favourites here.',
    )
  })

  test('vote up: the tab pulses 2 s and lists it; vote down there removes it', async () => {
    const element = await signedIn()
    await tick(1_500)
    tab(element, 'Favourites').click()
    await tick(0)
    expect(shadow(element).textContent).toContain('No favourites yet')
    tab(element, 'Live').click()
    const up = button(element, 'Save: Item 2')
    up.click()
    await tick(0)
    expect(up.getAttribute('aria-pressed')).toBe('true')
    expect(tab(element, 'Favourites').classList.contains('pulse')).toBe(true)
    await tick(2_000)
    expect(tab(element, 'Favourites').classList.contains('pulse')).toBe(false)
    tab(element, 'Favourites').click()
    await tick(0)
    const panel = shadow(element).getElementById(
      tab(element, 'Favourites').getAttribute('aria-controls') ?? '',
    )
    expect(panel?.querySelectorAll('.card')).toHaveLength(1)
    button(element, 'Not for me: Item 2').click()
    await tick(0)
    expect(panel?.querySelectorAll('.card')).toHaveLength(0)
    expect(panel?.textContent).toContain('No favourites yet')
  })

  test('a failed vote is rolled back and says "Vote failed: {status}"', async () => {
    const element = await signedIn()
    await tick(1_500)
    server.script.set('POST /tracking/vote/up', [
      { status: 404, body: { error: { code: 'not-found', message: 'gone' } } },
    ])
    const up = button(element, 'Save: Item 3')
    up.click()
    await tick(0)
    expect(up.getAttribute('aria-pressed')).toBe('false')
    expect(shadow(element).querySelector('.store [role="alert"]')?.textContent).toBe(
      'Vote failed: 404',
    )
  })

  test('a failed favourites load offers a retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.script.set('GET /tracking/votes/products', [{ status: 500 }, { status: 500 }])
    const element = await signedIn()
    tab(element, 'Favourites').click()
    await tick(0)
    expect(shadow(element).textContent).toContain('Something went wrong on our side.')
    button(element, 'Retry').click()
    await tick(0)
    expect(shadow(element).textContent).toContain('No favourites yet')
  })
})
