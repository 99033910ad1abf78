// The wallet chunk (ARCHITECTURE.md §7): loaded by the wallet store only when the viewer
// opens the wallet flow, so wagmi and viem never weigh on the widget core.
import { type Config, disconnect, getConnection, reconnect, watchConnection } from '@wagmi/core'
import type { RewardsApi } from '../../shared/api/rewards'
import type { Env } from '../env'
import { walletConfig } from './config'
import { type LinkOutcome, linkWallet, type WalletStep } from './flow'

export { WAGMI_STORAGE_PREFIX, WALLET_CHAINS, walletConfig } from './config'
export {
  SWITCH_TIMED_OUT_TEXT,
  WALLET_ERROR,
  type WalletErrorCode,
  walletErrorText,
} from './errors'
export {
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
}

/** The page's wallet: link it, or disconnect it (at sign-out). */
export type WalletSession = {
  link(onStep: (step: WalletStep) => void): Promise<LinkOutcome>
  disconnect(): Promise<void>
}

/**
 * Starts the wallet for this page: wagmi config, reconnect to a wallet connected before, and
 * every connection change reported through `onConnection`.
 */
export function startWallet(deps: WalletDeps, config: Config = walletConfig(deps.env.storage)) {
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
    async link(onStep) {
      await ready
      return linkWallet({
        config,
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
