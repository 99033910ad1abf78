import { atom, computed, type ReadableAtom } from 'nanostores'
import type { RewardsApi } from '../../shared/api/rewards'
import type { LinkedWallets } from '../../shared/api/types'
import type { Env } from '../env'
import type { LinkChoice, WalletSession, WalletStep } from '../wallet'
import type { Auth } from './auth'
import { whileSignedIn } from './signed-in'

/** Browser storage keys of the connected wallet (spec §3). */
export const WALLET_KEYS = {
  address: 'walletAddress',
  chainId: 'walletChainId',
  connected: 'walletConnected',
} as const

/** Wallet connection status of spec §3. */
export type WalletStatus = {
  isConnected: boolean
  account: string | null
  /** Hex, e.g. '0x89'. */
  chainId: string | null
  hasMetaMask: true
  isVerified: boolean
  verificationStatus: 'unverified' | 'verified'
}

/** The account's linked wallets as the server last said (blacklisted ones left out, spec §6). */
export type Linked =
  | { state: 'unknown' }
  | { state: 'ready'; address: string | null; addresses: string[]; blockReason: string | null }

/** The wallet flow of the sidebar: idle, under way, linked, or stopped with the viewer's text. */
export type WalletFlow =
  | { step: 'idle' | 'loading' | 'linked' | WalletStep }
  | { step: 'failed'; message: string; cancelled: boolean }

/** What listeners hear (spec §3 'connect', 'disconnect'; 'linked' after a link). */
export type WalletEvent = 'connect' | 'disconnect' | 'linked'

type Connection = { account: string; chainId: number | null } | null

/** The wallet chunk's entry, as the store loads it. */
export type WalletChunk = { startWallet: typeof import('../wallet').startWallet }

export type WalletOptions = {
  env: Env
  api: RewardsApi
  auth: Pick<Auth, '$auth'>
  /** Loads the wallet chunk (a dynamic import; tests pass the module). */
  load?: () => Promise<WalletChunk>
  /** Whether a wallet was injected without announcing itself (window.ethereum). */
  injected?: () => boolean
}

export type Wallet = {
  $status: ReadableAtom<WalletStatus>
  $linked: ReadableAtom<Linked>
  $flow: ReadableAtom<WalletFlow>
  /** A wallet is installed in this browser (announced through EIP-6963, or injected). */
  $available: ReadableAtom<boolean>
  /** The server's WalletConnect project id; null until known, or when WalletConnect is not offered. */
  $walletConnect: ReadableAtom<string | null>
  retain(): () => void
  /** Opens the wallet flow: loads the chunk, connects, switches to Polygon, signs, links. */
  link(): Promise<void>
  /** Asks the server (once, until it answers) whether WalletConnect is offered. */
  checkWalletConnect(): void
  /** The wallet flow with a wallet app through WalletConnect (when offered). */
  linkWalletConnect(): Promise<void>
  listen(listener: (event: WalletEvent, account: string | null) => void): () => void
}

/** Not in the spec: what the sidebar says when the wallet chunk cannot be loaded. */
export const WALLET_LOAD_FAILED = 'The wallet could not be opened. Please try again.'

const lower = (address: string | null | undefined) => address?.toLowerCase() ?? null

/** The connection remembered in storage (untrusted: anything malformed reads as none). */
function restored(env: Env): Connection {
  const address = env.storage.get(WALLET_KEYS.address) ?? ''
  if (env.storage.get(WALLET_KEYS.connected) !== 'true' || !/^0x[0-9a-f]{40}$/i.test(address)) {
    return null
  }
  const chainId = Number.parseInt(env.storage.get(WALLET_KEYS.chainId) ?? '', 16)
  return { account: address, chainId: Number.isFinite(chainId) ? chainId : null }
}

/**
 * The page's wallet (spec §3, §4 "Wallet"): the connection (remembered in storage, then kept
 * true by the wallet chunk once loaded), the account's linked wallets, and the linking flow.
 * Sign-out disconnects the wallet and clears verification.
 */
export function createWallet({
  env,
  api,
  auth,
  load = () => import('../wallet'),
  injected = () => typeof window !== 'undefined' && 'ethereum' in window,
}: WalletOptions): Wallet {
  const $connection = atom<Connection>(restored(env))
  const $linked = atom<Linked>({ state: 'unknown' })
  const $flow = atom<WalletFlow>({ step: 'idle' })
  const $available = atom(false)
  const $walletConnect = atom<string | null>(null)
  let askedWalletConnect = false
  const listeners = new Set<(event: WalletEvent, account: string | null) => void>()
  let token: string | null = null
  let session: Promise<WalletSession> | undefined
  let controller: AbortController | undefined
  let discovering = false

  const notify = (event: WalletEvent, account: string | null) => {
    for (const listener of [...listeners]) listener(event, account)
  }

  /** Spec §4: connected when an account appears, disconnected when it goes. */
  function connection(account: string | null, chainId: number | null): void {
    const before = $connection.get()
    if (!account) {
      if (!before) return
      $connection.set(null)
      for (const key of Object.values(WALLET_KEYS)) env.storage.remove(key)
      notify('disconnect', null)
      return
    }
    $connection.set({ account, chainId })
    env.storage.set(WALLET_KEYS.address, account)
    env.storage.set(WALLET_KEYS.connected, 'true')
    if (chainId === null) env.storage.remove(WALLET_KEYS.chainId)
    else env.storage.set(WALLET_KEYS.chainId, `0x${chainId.toString(16)}`)
    if (lower(before?.account) !== lower(account)) notify('connect', account)
  }

  function setLinked(data: LinkedWallets): void {
    $linked.set({
      state: 'ready',
      address: data.walletAddress,
      addresses: data.walletAddresses.map((address) => address.toLowerCase()),
      blockReason: data.blockReason,
    })
  }

  function chunk(): Promise<WalletSession> {
    session ??= load().then(({ startWallet }) =>
      startWallet({ env, api, token: () => token, onConnection: connection }),
    )
    session.catch(() => {
      session = undefined
    })
    return session
  }

  const retain = whileSignedIn(
    auth,
    async (signedIn) => {
      token = signedIn
      const mine = new AbortController()
      controller = mine
      const result = await api.linkedWallets(signedIn, { signal: mine.signal })
      if (mine.signal.aborted) return
      if (result.ok) setLinked(result.data)
      else console.warn('Linked wallets:', result.error.message)
    },
    (signedOut) => {
      token = null
      controller?.abort()
      if (!signedOut) return
      // Spec §4 "Sign-out": the wallet disconnects and verification clears.
      $linked.set({ state: 'unknown' })
      $flow.set({ step: 'idle' })
      connection(null, null)
      void session?.then((wallet) => wallet.disconnect())
    },
  )

  /** The wallet flow: loads the chunk(s), connects, switches to Polygon, signs, links. */
  async function run(choice: LinkChoice): Promise<void> {
    $flow.set({ step: 'loading' })
    let outcome: Awaited<ReturnType<WalletSession['link']>>
    try {
      const wallet = await chunk()
      outcome = await wallet.link((step) => $flow.set({ step }), choice)
    } catch {
      $flow.set({ step: 'failed', message: WALLET_LOAD_FAILED, cancelled: false })
      return
    }
    if (!outcome.ok) {
      $flow.set({
        step: 'failed',
        message: outcome.message,
        cancelled: outcome.code === 'cancelled',
      })
      return
    }
    if (!token) return
    // A load of the linked wallets still under way knows less than the link's answer.
    controller?.abort()
    setLinked(outcome.linked)
    $flow.set({ step: 'linked' })
    notify('linked', outcome.address)
  }

  return {
    $status: computed([$connection, $linked], (current, linked): WalletStatus => {
      const isVerified =
        current !== null &&
        linked.state === 'ready' &&
        linked.addresses.includes(current.account.toLowerCase())
      return {
        isConnected: current !== null,
        account: current?.account ?? null,
        chainId: current?.chainId == null ? null : `0x${current.chainId.toString(16)}`,
        hasMetaMask: true,
        isVerified,
        verificationStatus: isVerified ? 'verified' : 'unverified',
      }
    }),
    $linked,
    $flow,
    $available,
    $walletConnect,
    retain() {
      const release = retain()
      // EIP-6963: installed wallets answer a request with an announcement (now or later).
      if (!discovering) {
        discovering = true
        env.listen('eip6963:announceProvider', () => $available.set(true))
        env.emit('eip6963:requestProvider')
        if (injected()) $available.set(true)
      }
      return release
    },
    link: () => run({ via: 'installed' }),
    checkWalletConnect() {
      if (askedWalletConnect) return
      askedWalletConnect = true
      void api.walletConfig().then((answer) => {
        if (answer.ok) $walletConnect.set(answer.data.walletConnectProjectId)
        else askedWalletConnect = false
      })
    },
    async linkWalletConnect() {
      const projectId = $walletConnect.get()
      if (projectId) await run({ via: 'walletconnect', projectId })
    },
    listen(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
