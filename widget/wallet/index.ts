// The wallet chunk (ARCHITECTURE.md §7): loaded by the wallet store only when the viewer
// opens the wallet flow, so wagmi and viem never weigh on the widget core.
import { type Config, disconnect, getConnection, reconnect, watchConnection } from '@wagmi/core'
import type { RewardsApi } from '../../shared/api/rewards'
import type { Env } from '../env'
import { walletConfig } from './config'
import { type ChosenConnector, type LinkOutcome, linkWallet, type WalletStep } from './flow'

export { WAGMI_STORAGE_PREFIX, WALLET_CHAINS, walletConfig } from './config'
export {
  SWITCH_TIMED_OUT_TEXT,
  WALLET_ERROR,
  type WalletErrorCode,
  walletErrorText,
} from './errors'
export {
  type ChosenConnector,
  isUserRejection,
  type LinkOutcome,
  linkWallet,
  SWITCH_CHAIN_WAIT_MS,
  type WalletStep,
} from './flow'

export type WalletDeps = {
  env: Pick<Env, 'storage' | 'now' | 'location' | 'setTimeout' | 'clearTimeout'>
  api: RewardsApi
  /** The session token now, or null once the viewer signed out. */
  token: () => string | null
  /** Called with the wallet's account and chain whenever they change (null when disconnected). */
  onConnection: (account: string | null, chainId: number | null) => void
  /** Loads the WalletConnect chunk (a dynamic import; tests pass a fake connector factory). */
  loadWalletConnect?: () => Promise<WalletConnectChunk>
}

/** The WalletConnect chunk's entry, as the wallet chunk loads it. */
export type WalletConnectChunk = {
  walletConnectConnector: (projectId: string) => ChosenConnector
}

/** How the viewer links: the installed wallet, or a wallet app through WalletConnect. */
export type LinkChoice = { via: 'installed' } | { via: 'walletconnect'; projectId: string }

/** The page's wallet: link it, or disconnect it (at sign-out). */
export type WalletSession = {
  /** Runs the link flow; rejects only when the WalletConnect chunk cannot be loaded. */
  link(onStep: (step: WalletStep) => void, choice?: LinkChoice): Promise<LinkOutcome>
  disconnect(): Promise<void>
}

/**
 * Loads the WalletConnect chunk, built apart (vite.config.ts, mode `walletconnect`) into
 * chunks/walletconnect/ beside this chunk: by URL, so the bundler leaves it out of this one.
 */
function importWalletConnect(): Promise<WalletConnectChunk> {
  const url = new URL(/* @vite-ignore */ './walletconnect/walletconnect.js', import.meta.url).href
  return import(/* @vite-ignore */ url)
}

/**
 * Starts the wallet for this page: wagmi config, reconnect to a wallet connected before, and
 * every connection change reported through `onConnection`.
 */
export function startWallet(deps: WalletDeps, config: Config = walletConfig(deps.env.storage)) {
  const { loadWalletConnect = importWalletConnect } = deps
  // One connector per project id, so a retry reuses the pairing already shown.
  let walletConnect: { projectId: string; connector: Promise<ChosenConnector> } | undefined
  const chosen = (choice: LinkChoice): Promise<ChosenConnector> | undefined => {
    if (choice.via !== 'walletconnect') return undefined
    if (walletConnect?.projectId !== choice.projectId) {
      const connector = loadWalletConnect().then((chunk) =>
        chunk.walletConnectConnector(choice.projectId),
      )
      walletConnect = { projectId: choice.projectId, connector }
      connector.catch(() => {
        walletConnect = undefined
      })
    }
    return walletConnect.connector
  }
  const report = () => {
    const connection = getConnection(config)
    // Only settled states: a (re)connect under way is neither connected nor disconnected.
    if (connection.status === 'connected') {
      deps.onConnection(connection.address, connection.chainId)
    } else if (connection.status === 'disconnected') deps.onConnection(null, null)
  }
  watchConnection(config, { onChange: report })
  const ready = reconnect(config)
    .catch(() => [])
    .then(report)
  const session: WalletSession = {
    async link(onStep, choice = { via: 'installed' }) {
      await ready
      const connector = await chosen(choice)
      return linkWallet({
        config,
        connector,
        api: deps.api,
        token: deps.token,
        host: new URL(deps.env.location.origin).host,
        now: deps.env.now,
        timers: deps.env,
        onStep,
      })
    },
    async disconnect() {
      await ready
      if (getConnection(config).status === 'connected') await disconnect(config).catch(() => {})
    },
  }
  return session
}
