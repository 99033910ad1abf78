import { injected } from '@wagmi/core'
import { afterEach, beforeEach, expect, test } from 'vitest'
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
import { type ChosenConnector, startWallet, WALLET_ERROR, walletErrorText } from '.'
import { walletConfig } from './config'
import { WALLETCONNECT_CONNECTOR_ID } from './walletconnect'

const account = testAccount
const win = window as unknown as Record<string, unknown>
const PROJECT_ID = '0123456789abcdef0123456789abcdef'
let uninstall = () => {}

/**
 * The wallet chunk with a fake WalletConnect chunk: its connector talks to the fake wallet
 * (standing in for the phone's wallet app behind the relay), so no network is used.
 */
function setup(flags: FakeWalletFlags = {}, loadFails = false) {
  const server = fakeServer()
  server.sessions.set('tok', { name: 'Ana', email: 'ana@example.com' })
  const env = fakeEnv({ fetch: server.fetch, url: 'https://stv.example/app' })
  const client = createApiClient({ base: server.base, fetch: server.fetch, timers: env })
  // Not announced: the phone's wallet is not in this browser.
  uninstall = installFakeWallet({
    address: account.address,
    chainId: 1,
    knownChains: [1, 137],
    signer: '__stvTestSign',
    announce: false,
    flags,
  })
  // The fake's EIP-1193 provider, as wagmi's injected connector takes a target's provider.
  type Provider = Extract<
    NonNullable<Parameters<typeof injected>[0]>['target'],
    { provider: unknown }
  >['provider']
  const provider = win.ethereum as Provider
  delete win.ethereum
  const projectIds: string[] = []
  const walletConnectConnector = (projectId: string): ChosenConnector => {
    projectIds.push(projectId)
    const target = { id: WALLETCONNECT_CONNECTOR_ID, name: 'WalletConnect', provider }
    return { id: WALLETCONNECT_CONNECTOR_ID, create: injected({ target }) }
  }
  const session = startWallet(
    {
      env: { ...env, now: () => Date.parse('2026-05-01T12:01:00Z') },
      api: createRewardsApi(client, { timers: env }),
      token: () => 'tok',
      onConnection: () => {},
      loadWalletConnect: () =>
        loadFails
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ walletConnectConnector }),
    },
    walletConfig(env.storage),
  )
  const steps: string[] = []
  const link = () =>
    session.link((step) => steps.push(step), { via: 'walletconnect', projectId: PROJECT_ID })
  return { server, session, link, steps, projectIds, wallet: win.__fakeWallet as FakeWalletHandle }
}

beforeEach(() => {
  win.__stvTestSign = (message: string) => account.signMessage({ message })
})
afterEach(() => uninstall())

test('links through WalletConnect: the connector gets the project id and is asked for Polygon', async () => {
  const { link, projectIds, wallet, server, steps } = setup()
  const outcome = await link()
  expect(outcome).toMatchObject({ ok: true, address: account.address })
  expect(projectIds).toEqual([PROJECT_ID])
  // Polygon is asked for while connecting, so the flow has no switch of its own to make.
  const switched = wallet.requests.find((r) => r.method === 'wallet_switchEthereumChain')
  expect(switched?.params).toEqual([{ chainId: '0x89' }])
  expect(wallet.chainId).toBe(137)
  expect(steps).toEqual(['connecting', 'signing', 'linking'])
  expect(server.callsTo('/wallet/link')).toHaveLength(1)
})

test('a retry reuses the connector made for the project id', async () => {
  const { link, projectIds } = setup({ rejectConnect: true })
  await link()
  await link()
  expect(projectIds).toEqual([PROJECT_ID])
})

test('the flow’s errors apply: a closed pairing, a cancelled signature', async () => {
  const closed = setup({ rejectConnect: true })
  expect(await closed.link()).toEqual({
    ok: false,
    code: WALLET_ERROR.notConnected,
    message: walletErrorText(WALLET_ERROR.notConnected),
  })
  uninstall()
  const cancelled = setup({ rejectSign: true })
  expect(await cancelled.link()).toMatchObject({ ok: false, code: WALLET_ERROR.cancelled })
  expect(cancelled.server.callsTo('/wallet/link')).toHaveLength(0)
})

test('a WalletConnect chunk that cannot load rejects the link', async () => {
  const { link } = setup({}, true)
  await expect(link()).rejects.toThrow('offline')
})
