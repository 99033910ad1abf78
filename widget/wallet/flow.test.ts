import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient } from '../../shared/api/client'
import { createRewardsApi } from '../../shared/api/rewards'
import {
  type FakeWalletFlags,
  type FakeWalletHandle,
  fakeEnv,
  fakeServer,
  installFakeWallet,
  testAccount,
} from '../testing'
import { SWITCH_CHAIN_WAIT_MS, startWallet, type WalletDeps } from '.'
import { walletConfig } from './config'

const account = testAccount
const win = window as unknown as Record<string, unknown>

type Setup = {
  flags?: FakeWalletFlags
  chainId?: number
  knownChains?: number[]
  announce?: boolean
  now?: number
}

let uninstall = () => {}
/** The session token each time the flow asks, in order; the last one repeats. */
let tokens: (string | null)[] = ['tok']

function setup(options: Setup = {}) {
  const server = fakeServer()
  server.sessions.set('tok', { name: 'Ana', email: 'ana@example.com' })
  const env = fakeEnv({ fetch: server.fetch, url: 'https://stv.example/app' })
  const client = createApiClient({ base: server.base, fetch: server.fetch, timers: env })
  const api = createRewardsApi(client, { timers: env })
  uninstall = installFakeWallet({
    address: account.address,
    chainId: options.chainId ?? 1,
    knownChains: options.knownChains ?? [1, 137],
    signer: '__stvTestSign',
    announce: options.announce ?? true,
    flags: options.flags ?? {},
  })
  const wallet = win.__fakeWallet as FakeWalletHandle
  const connections: [string | null, number | null][] = []
  const deps: WalletDeps = {
    env: { ...env, now: () => options.now ?? Date.parse('2026-05-01T12:01:00Z') },
    api,
    token: () => (tokens.length > 1 ? (tokens.shift() ?? null) : (tokens[0] ?? null)),
    onConnection: (address, chainId) => connections.push([address, chainId]),
  }
  const session = startWallet(deps, walletConfig(env.storage))
  const steps: string[] = []
  const link = () => session.link((step) => steps.push(step))
  const methods = () => wallet.requests.map((request) => request.method)
  return { server, env, deps, wallet, session, link, steps, connections, methods }
}

beforeEach(() => {
  tokens = ['tok']
  win.__stvTestSign = (message: string) => account.signMessage({ message })
})
afterEach(() => {
  uninstall()
  vi.useRealTimers()
})

describe('linking a wallet', () => {
  test('connects, switches to Polygon, signs the nonce’s message and links', async () => {
    const { server, wallet, link, steps, connections } = setup()
    const outcome = await link()
    expect(outcome).toMatchObject({ ok: true, address: account.address })
    expect(steps).toEqual(['connecting', 'switching', 'signing', 'linking'])
    expect(wallet.chainId).toBe(137)
    expect(connections.at(-1)).toEqual([account.address, 137])

    const body = server.callsTo('/wallet/link')[0]?.body as Record<string, string>
    const nonce = server.rewards.nonce
    expect(body.nonceId).toBe(nonce.nonceId)
    expect(body.walletAddress).toBe(account.address)
    expect(wallet.signed).toEqual([body.message])
    expect(parseSiweMessage(body.message ?? '')).toEqual({
      address: account.address,
      chainId: 137,
      domain: 'stv.example',
      nonce: nonce.nonce,
      uri: 'https://stv.example',
      version: '1',
      statement: nonce.statement,
      issuedAt: new Date(nonce.issuedAt),
      expirationTime: new Date(nonce.expiresAt),
      resources: nonce.resources,
    })
    const signature = body.signature as `0x${string}`
    const message = body.message ?? ''
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
  })

  test('adds Polygon to a wallet that does not know it (4902), then goes on', async () => {
    const { wallet, link } = setup({ knownChains: [1] })
    const outcome = await link()
    expect(outcome.ok).toBe(true)
    const add = wallet.requests.find((request) => request.method === 'wallet_addEthereumChain')
    expect(add?.params).toEqual([
      expect.objectContaining({ chainId: '0x89', chainName: 'Polygon' }),
    ])
  })

  test('asks for no switch when the wallet is already on Polygon', async () => {
    const { link, methods, steps } = setup({ chainId: 137 })
    expect((await link()).ok).toBe(true)
    expect(methods()).not.toContain('wallet_switchEthereumChain')
    expect(steps).not.toContain('switching')
  })

  test('uses a wallet injected as window.ethereum when none announces itself', async () => {
    const { link, wallet } = setup({ announce: false })
    expect((await link()).ok).toBe(true)
    expect(wallet.signed).toHaveLength(1)
  })

  test('a wallet connected before is reconnected when the chunk starts again', async () => {
    const first = setup()
    await first.link()
    const connections: [string | null, number | null][] = []
    const again = startWallet(
      { ...first.deps, onConnection: (address, chainId) => connections.push([address, chainId]) },
      walletConfig(first.env.storage),
    )
    await again.link(() => {})
    expect(connections[0]).toEqual([account.address, 137])
  })

  test('disconnect reports the account gone', async () => {
    const { session, link, connections } = setup()
    await link()
    await session.disconnect()
    expect(connections.at(-1)).toEqual([null, null])
  })
})

describe('what the viewer is told (spec §8)', () => {
  test('a cancelled signature reads as cancelled, and a second try links', async () => {
    const { wallet, link, server } = setup({ flags: { rejectSign: true } })
    expect(await link()).toEqual({
      ok: false,
      code: 'cancelled',
      message: 'Wallet signature was cancelled. Please try again.',
    })
    expect(server.callsTo('/wallet/link')).toHaveLength(0)
    wallet.flags.rejectSign = false
    expect((await link()).ok).toBe(true)
  })

  test('a wallet that fails to sign reads as a failed signature', async () => {
    const { link } = setup({ flags: { failSign: true } })
    expect(await link()).toMatchObject({
      code: 'signature-failed',
      message: 'Signature verification failed. Please try again.',
    })
  })

  test('a refused switch asks for Polygon, and nothing is signed', async () => {
    const { link, server, wallet } = setup({ flags: { rejectSwitch: true } })
    expect(await link()).toMatchObject({
      code: 'switch-refused',
      message: 'Please switch to Polygon network and try again.',
    })
    expect(server.callsTo('/wallet/nonce')).toHaveLength(0)
    expect(wallet.signed).toEqual([])
  })

  test('a refused add-chain asks for Polygon too', async () => {
    const { link } = setup({ knownChains: [1], flags: { rejectAddChain: true } })
    expect(await link()).toMatchObject({ code: 'switch-refused' })
  })

  test('a closed connect prompt asks the viewer to connect', async () => {
    const { link } = setup({ flags: { rejectConnect: true } })
    expect(await link()).toMatchObject({
      code: 'not-connected',
      message: 'No wallet connected. Please connect your wallet first.',
    })
  })

  test('a wallet that gives no account says so', async () => {
    const { link } = setup({ flags: { noAccounts: true } })
    expect(await link()).toMatchObject({ code: 'no-account', message: 'No account connected' })
  })

  test('a failed nonce names the status and the server’s text', async () => {
    const { link, server } = setup()
    server.script.set('POST /wallet/nonce', [
      {
        status: 400,
        body: {
          error: {
            code: 'invalid-request',
            message: 'Wallet linking is not available on https://x.example.',
          },
        },
      },
    ])
    expect(await link()).toMatchObject({
      code: 'nonce-failed',
      message: 'Failed to get nonce: 400 - Wallet linking is not available on https://x.example.',
    })
  })

  test('a nonce for another site is refused and never signed', async () => {
    const { link, server, wallet } = setup()
    server.rewards.nonce = { ...server.rewards.nonce, domain: 'evil.example' }
    expect(await link()).toMatchObject({ code: 'foreign-domain' })
    expect(wallet.signed).toEqual([])
    expect(server.callsTo('/wallet/link')).toHaveLength(0)
  })

  test('a nonce for another chain asks for Polygon (chainId 137)', async () => {
    const { link, server } = setup()
    server.rewards.nonce = { ...server.rewards.nonce, chainId: 1 }
    expect(await link()).toMatchObject({
      code: 'wrong-chain',
      message: 'Please switch to Polygon network (chainId 137) to verify wallet ownership.',
    })
  })

  test('a signature that comes after the nonce expired is not sent', async () => {
    const { link, server } = setup({ now: Date.parse('2026-05-01T12:10:00Z') })
    expect(await link()).toMatchObject({
      code: 'expired',
      message: 'Verification expired. Please try again.',
    })
    expect(server.callsTo('/wallet/link')).toHaveLength(0)
  })

  test('a refused link shows the server’s text, or the status when there is none', async () => {
    const { link, server } = setup()
    server.script.set('POST /wallet/link', [
      {
        status: 409,
        body: { error: { code: 'conflict', message: 'This wallet is linked to another account.' } },
      },
      { status: 502 },
    ])
    expect(await link()).toMatchObject({
      code: 'link-failed',
      message: 'This wallet is linked to another account.',
    })
    expect(await link()).toMatchObject({ message: 'Wallet linking failed: 502' })
  })

  test('no session: sign in first', async () => {
    tokens = [null]
    expect(await setup().link()).toMatchObject({ message: 'Please sign in with OAuth first' })
  })

  test('a session that ends before the nonce or before the link names that step', async () => {
    tokens = ['tok', null]
    expect(await setup().link()).toMatchObject({
      message: 'User must be authenticated to get nonce',
    })
    uninstall()
    tokens = ['tok', 'tok', null]
    const { link, server } = setup()
    expect(await link()).toMatchObject({ message: 'User must be authenticated to link wallet' })
    expect(server.callsTo('/wallet/link')).toHaveLength(0)
  })
})

describe('a wallet that does not switch to Polygon', () => {
  const SWITCH_IN_WALLET =
    'Your wallet did not switch to Polygon. Please switch to Polygon in your wallet and try again.'

  /** Starts a link and lets the flow run up to the switch; the wait is on fake timers. */
  async function linkUntilSwitching(flags: FakeWalletFlags) {
    vi.useFakeTimers()
    const flow = setup({ flags })
    let outcome: Awaited<ReturnType<typeof flow.link>> | undefined
    void flow.link().then((result) => {
      outcome = result
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(flow.steps.at(-1)).toBe('switching')
    await vi.advanceTimersByTimeAsync(SWITCH_CHAIN_WAIT_MS - 1)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    return { ...flow, outcome }
  }

  test('one that never answers: after the wait, the viewer is told to switch in the wallet', async () => {
    const { outcome, server, wallet, methods } = await linkUntilSwitching({ hangSwitch: true })
    expect(outcome).toEqual({ ok: false, code: 'switch-timed-out', message: SWITCH_IN_WALLET })
    expect(methods()).toContain('wallet_switchEthereumChain')
    expect(server.callsTo('/wallet/nonce')).toHaveLength(0)
    expect(wallet.signed).toEqual([])
  })

  test('one that accepts the switch but stays on its chain: the same after the wait', async () => {
    const { outcome, wallet } = await linkUntilSwitching({ ignoreSwitch: true })
    expect(wallet.chainId).toBe(1)
    expect(outcome).toEqual({ ok: false, code: 'switch-timed-out', message: SWITCH_IN_WALLET })
  })

  test('a retry links once the wallet switches', async () => {
    const { wallet, link, server } = await linkUntilSwitching({ ignoreSwitch: true })
    wallet.flags.ignoreSwitch = false
    const retry = link()
    await vi.advanceTimersByTimeAsync(0)
    expect(await retry).toMatchObject({ ok: true, address: account.address })
    expect(wallet.chainId).toBe(137)
    expect(server.callsTo('/wallet/link')).toHaveLength(1)
  })
})
