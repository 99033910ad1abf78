import { atom } from 'nanostores'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient } from '../../shared/api/client'
import { createRewardsApi } from '../../shared/api/rewards'
import { fakeEnv, fakeServer } from '../testing'
import type { LinkChoice, LinkOutcome, WalletDeps, WalletSession } from '../wallet'
import type { AuthState } from './auth'
import { createWallet, WALLET_LOAD_FAILED, type WalletChunk, type WalletEvent } from './wallet'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'
const signedIn: AuthState = {
  status: 'signed-in',
  user: { name: 'Ana', email: 'ana@example.com', avatarSeed: 'Ana' },
  token: 'tok',
}
const linkedTo = (address: string) => ({
  wallets: [{ address, blacklisted: false }],
  walletAddresses: [address],
  walletAddress: address,
  blockReason: null,
})

/** A stand-in for the wallet chunk: records what the store asks, answers as told. */
function fakeChunk(outcome: LinkOutcome) {
  const chunk = {
    loads: 0,
    deps: undefined as WalletDeps | undefined,
    disconnects: 0,
    fail: false,
    choices: [] as (LinkChoice | undefined)[],
    load: async (): Promise<WalletChunk> => {
      chunk.loads++
      if (chunk.fail) throw new TypeError('Failed to fetch dynamically imported module')
      return {
        startWallet(deps): WalletSession {
          chunk.deps = deps
          return {
            async link(onStep, choice) {
              chunk.choices.push(choice)
              onStep('connecting')
              onStep('signing')
              return outcome
            },
            async disconnect() {
              chunk.disconnects++
            },
          }
        },
      }
    },
  }
  return chunk
}

function setup(options: { outcome?: LinkOutcome; stored?: Record<string, string> } = {}) {
  const server = fakeServer()
  server.sessions.set('tok', { name: 'Ana', email: 'ana@example.com' })
  const env = fakeEnv({ fetch: server.fetch })
  for (const [key, value] of Object.entries(options.stored ?? {})) env.stored.set(key, value)
  const client = createApiClient({ base: server.base, fetch: server.fetch, timers: env })
  const api = createRewardsApi(client, { timers: env })
  const $auth = atom<AuthState>({ status: 'loading' })
  const chunk = fakeChunk(
    options.outcome ?? { ok: true, address: ADDRESS, linked: linkedTo(ADDRESS.toLowerCase()) },
  )
  const wallet = createWallet({
    env,
    api,
    auth: { $auth },
    load: chunk.load,
    injected: () => false,
  })
  const events: [WalletEvent, string | null][] = []
  wallet.listen((event, account) => events.push([event, account]))
  const release = wallet.retain()
  return { server, env, $auth, chunk, wallet, events, release }
}
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms)
const remembered = { walletConnected: 'true', walletAddress: ADDRESS, walletChainId: '0x89' }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('connection status (spec §3)', () => {
  test('starts disconnected and unverified, with hasMetaMask true', () => {
    const { wallet } = setup()
    expect(wallet.$status.get()).toEqual({
      isConnected: false,
      account: null,
      chainId: null,
      hasMetaMask: true,
      isVerified: false,
      verificationStatus: 'unverified',
    })
  })

  test('restores the connection remembered in storage', () => {
    const { wallet } = setup({ stored: remembered })
    expect(wallet.$status.get()).toMatchObject({
      isConnected: true,
      account: ADDRESS,
      chainId: '0x89',
    })
  })

  test('ignores a malformed remembered address', () => {
    const { wallet } = setup({ stored: { ...remembered, walletAddress: '0x12<script>' } })
    expect(wallet.$status.get().isConnected).toBe(false)
  })

  test('is verified when the connected account is one the server linked', async () => {
    const { server, $auth, wallet } = setup({ stored: remembered })
    server.rewards.linked = linkedTo(ADDRESS.toLowerCase())
    $auth.set(signedIn)
    await settle()
    expect(wallet.$linked.get()).toMatchObject({ state: 'ready', address: ADDRESS.toLowerCase() })
    expect(wallet.$status.get()).toMatchObject({ isVerified: true, verificationStatus: 'verified' })
  })

  test('is not verified when another wallet is linked', async () => {
    const { server, $auth, wallet } = setup({ stored: remembered })
    server.rewards.linked = linkedTo(OTHER)
    $auth.set(signedIn)
    await settle()
    expect(wallet.$status.get().isVerified).toBe(false)
  })

  test('a failed linked-wallets load is logged and the previous value kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { server, $auth, wallet } = setup()
    server.rewards.linked = linkedTo(OTHER)
    $auth.set(signedIn)
    await settle()
    const before = wallet.$linked.get()
    server.sessions.set('tok2', { name: 'Ana', email: 'ana@example.com' })
    server.script.set('GET /wallet/get_linked', [
      { status: 500, body: { error: { code: 'internal', message: 'down' } } },
    ])
    $auth.set({ ...signedIn, token: 'tok2' })
    await settle()
    expect(wallet.$linked.get()).toBe(before)
    expect(warn).toHaveBeenCalledWith('Linked wallets:', 'down')
  })
})

describe('connect and disconnect (spec §4 Wallet)', () => {
  test('an account appearing saves the address and chain and tells listeners "connect"', async () => {
    const { env, $auth, chunk, wallet, events } = setup()
    $auth.set(signedIn)
    await wallet.link()
    chunk.deps?.onConnection(ADDRESS, 137)
    expect(env.stored.get('walletAddress')).toBe(ADDRESS)
    expect(env.stored.get('walletChainId')).toBe('0x89')
    expect(env.stored.get('walletConnected')).toBe('true')
    expect(events).toContainEqual(['connect', ADDRESS])
    // A chain change is saved; it is not a new connection.
    chunk.deps?.onConnection(ADDRESS, 1)
    expect(env.stored.get('walletChainId')).toBe('0x1')
    expect(events.filter(([event]) => event === 'connect')).toHaveLength(1)
    // Another account is.
    chunk.deps?.onConnection(OTHER, 1)
    expect(events.filter(([event]) => event === 'connect')).toHaveLength(2)
  })

  test('the account going clears the stored wallet and tells listeners "disconnect"', async () => {
    const { env, $auth, chunk, wallet, events } = setup({ stored: remembered })
    $auth.set(signedIn)
    await wallet.link()
    chunk.deps?.onConnection(null, null)
    expect([...env.stored.keys()].filter((key) => key.startsWith('wallet'))).toEqual([])
    expect(events).toEqual([
      ['linked', ADDRESS],
      ['disconnect', null],
    ])
    expect(wallet.$status.get().isConnected).toBe(false)
  })

  test('sign-out disconnects the wallet and clears verification', async () => {
    const { env, server, $auth, chunk, wallet, events } = setup({ stored: remembered })
    server.rewards.linked = linkedTo(ADDRESS.toLowerCase())
    $auth.set(signedIn)
    await wallet.link()
    await settle()
    expect(wallet.$status.get().isVerified).toBe(true)
    $auth.set({ status: 'signed-out', message: null })
    await settle()
    expect(wallet.$status.get()).toMatchObject({ isConnected: false, isVerified: false })
    expect(wallet.$linked.get()).toEqual({ state: 'unknown' })
    expect(env.stored.get('walletConnected')).toBeUndefined()
    expect(events.at(-1)).toEqual(['disconnect', null])
    expect(chunk.disconnects).toBe(1)
  })

  test('the element leaving keeps the wallet connected', async () => {
    const { env, $auth, wallet, release } = setup({ stored: remembered })
    $auth.set(signedIn)
    await settle()
    release()
    expect(wallet.$status.get().isConnected).toBe(true)
    expect(env.stored.get('walletConnected')).toBe('true')
  })
})

describe('wallet discovery', () => {
  test('a wallet announcing itself through EIP-6963 makes the flow available', () => {
    const { env, wallet } = setup()
    expect(env.emitted.map((event) => event.name)).toContain('eip6963:requestProvider')
    expect(wallet.$available.get()).toBe(false)
    env.fire('eip6963:announceProvider', { info: {}, provider: {} })
    expect(wallet.$available.get()).toBe(true)
  })

  test('an injected wallet that does not announce counts too', () => {
    const env = fakeEnv()
    const client = createApiClient({
      base: 'https://api.example/api',
      fetch: env.fetch,
      timers: env,
    })
    const api = createRewardsApi(client, { timers: env })
    const $auth = atom<AuthState>({ status: 'loading' })
    const wallet = createWallet({ env, api, auth: { $auth }, injected: () => true })
    wallet.retain()
    expect(wallet.$available.get()).toBe(true)
  })
})

describe('the linking flow', () => {
  test('loads the wallet chunk only when the flow opens, once', async () => {
    const { $auth, chunk, wallet } = setup()
    $auth.set(signedIn)
    await settle()
    expect(chunk.loads).toBe(0)
    await wallet.link()
    await wallet.link()
    expect(chunk.loads).toBe(1)
  })

  test('a link sets the linked wallet, ends "linked" and tells listeners', async () => {
    const { $auth, wallet, events } = setup()
    $auth.set(signedIn)
    const steps: string[] = []
    wallet.$flow.subscribe((flow) => steps.push(flow.step))
    await wallet.link()
    expect(steps).toEqual(['idle', 'loading', 'connecting', 'signing', 'linked'])
    expect(wallet.$linked.get()).toMatchObject({ address: ADDRESS.toLowerCase() })
    expect(events).toEqual([['linked', ADDRESS]])
  })

  test('a cancelled signature is told apart from a failure', async () => {
    const message = 'Wallet signature was cancelled. Please try again.'
    const { $auth, wallet } = setup({ outcome: { ok: false, code: 'cancelled', message } })
    $auth.set(signedIn)
    await wallet.link()
    expect(wallet.$flow.get()).toEqual({ step: 'failed', message, cancelled: true })
  })

  test('a chunk that cannot load says so, and the next try loads it again', async () => {
    const { $auth, chunk, wallet } = setup()
    $auth.set(signedIn)
    chunk.fail = true
    await wallet.link()
    expect(wallet.$flow.get()).toEqual({
      step: 'failed',
      message: WALLET_LOAD_FAILED,
      cancelled: false,
    })
    chunk.fail = false
    await wallet.link()
    expect(wallet.$flow.get()).toEqual({ step: 'linked' })
    expect(chunk.loads).toBe(2)
  })

  test('the chunk gets the session token while signed in, and null after', async () => {
    const { $auth, chunk, wallet } = setup()
    $auth.set(signedIn)
    await wallet.link()
    expect(chunk.deps?.token()).toBe('tok')
    $auth.set({ status: 'signed-out', message: null })
    expect(chunk.deps?.token()).toBeNull()
  })
})

describe('WalletConnect', () => {
  const PROJECT_ID = '0123456789abcdef0123456789abcdef'

  test('the server is asked only when checked, once, without the session token', async () => {
    const { $auth, server, wallet } = setup()
    server.walletConnectProjectId = PROJECT_ID
    $auth.set(signedIn)
    await settle()
    expect(server.callsTo('/wallet/config')).toHaveLength(0)
    wallet.checkWalletConnect()
    wallet.checkWalletConnect()
    await settle()
    expect(server.callsTo('/wallet/config')).toEqual([expect.objectContaining({ token: null })])
    expect(wallet.$walletConnect.get()).toBe(PROJECT_ID)
  })

  test('not offered without a project id, and a failed answer is asked again', async () => {
    const { $auth, server, wallet } = setup()
    $auth.set(signedIn)
    server.failNext.push(503)
    wallet.checkWalletConnect()
    await settle()
    expect(wallet.$walletConnect.get()).toBeNull()
    wallet.checkWalletConnect()
    await settle()
    expect(server.callsTo('/wallet/config')).toHaveLength(2)
    expect(wallet.$walletConnect.get()).toBeNull()
  })

  test('linking through WalletConnect runs the same flow with the project id', async () => {
    const { $auth, chunk, server, wallet, events } = setup()
    server.walletConnectProjectId = PROJECT_ID
    $auth.set(signedIn)
    wallet.checkWalletConnect()
    await settle()
    await wallet.linkWalletConnect()
    expect(chunk.choices).toEqual([{ via: 'walletconnect', projectId: PROJECT_ID }])
    expect(wallet.$flow.get()).toEqual({ step: 'linked' })
    expect(events).toEqual([['linked', ADDRESS]])
  })

  test('without a project id, linking through WalletConnect does nothing', async () => {
    const { $auth, chunk, wallet } = setup()
    $auth.set(signedIn)
    await wallet.linkWalletConnect()
    expect(chunk.loads).toBe(0)
    expect(wallet.$flow.get()).toEqual({ step: 'idle' })
  })
})
