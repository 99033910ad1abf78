import {
  type Config,
  type CreateConnectorFn,
  connect,
  getConnection,
  getConnectors,
  injected,
  signMessage,
  switchChain,
} from '@wagmi/core'
import { createSiweMessage } from 'viem/siwe'
import { apiError } from '../../shared/api/errors'
import type { RewardsApi } from '../../shared/api/rewards'
import { sleep, type Timers } from '../../shared/api/timers'
import type { LinkedWallets } from '../../shared/api/types'
import { POLYGON_CHAIN_ID, SIWE_VERSION } from '../../shared/constants'
import { WALLET_ERROR, type WalletErrorCode, walletErrorText } from './errors'

/** Where the flow is, for the sidebar's progress line. */
export type WalletStep = 'connecting' | 'switching' | 'signing' | 'linking'

/** A linked wallet, or why not (with the viewer's text). */
export type LinkOutcome =
  | { ok: true; address: string; linked: LinkedWallets }
  | { ok: false; code: WalletErrorCode; message: string }

/** A wallet the viewer chose (WalletConnect): its connector, and the id its connections carry. */
export type ChosenConnector = { id: string; create: CreateConnectorFn }

export type FlowDeps = {
  config: Config
  /**
   * The wallet to link; without it, the wallet already connected, else the first announced
   * (EIP-6963) or the injected one.
   */
  connector?: ChosenConnector
  api: RewardsApi
  /** The session token now (the viewer may sign out while the wallet prompt is open). */
  token: () => string | null
  /** The page's host: the only domain this page signs messages for. */
  host: string
  now: () => number
  /** The Env's timers, for the bounded wait on the chain switch. */
  timers: Timers
  onStep: (step: WalletStep) => void
}

const USER_REJECTED = 4001

/**
 * Not in the spec: how long the flow waits for the wallet to be on Polygon after asking it to
 * switch. Some wallets accept the request and never change chain, or never answer; the viewer
 * gets time to approve the wallet's prompt, then a message and a retry instead of a flow stuck
 * on "Switching…".
 */
export const SWITCH_CHAIN_WAIT_MS = 30_000

/** Whether an error (or one it wraps) is the wallet's "user rejected the request" (EIP-1193). */
export function isUserRejection(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 8; depth++) {
    if ((cause as { code?: unknown }).code === USER_REJECTED) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

function failure(code: WalletErrorCode, detail?: Parameters<typeof walletErrorText>[1]) {
  return { ok: false, code, message: walletErrorText(code, detail) } as const
}

/** Asks the wallet for Polygon and waits at most SWITCH_CHAIN_WAIT_MS; null once it is there. */
async function switchToPolygon({ config, timers }: FlowDeps): Promise<WalletErrorCode | null> {
  const stop = new AbortController()
  // wagmi's switchChain settles only once the wallet reports the new chain: it may never.
  const answer = await Promise.race([
    switchChain(config, { chainId: POLYGON_CHAIN_ID }).then(
      () => 'switched' as const,
      () => 'refused' as const,
    ),
    sleep(SWITCH_CHAIN_WAIT_MS, timers, stop.signal).then(() => 'timed out' as const),
  ])
  stop.abort()
  if (getConnection(config).chainId === POLYGON_CHAIN_ID) return null
  if (answer === 'refused') return WALLET_ERROR.switchRefused
  return answer === 'switched' ? WALLET_ERROR.wrongChain : WALLET_ERROR.switchTimedOut
}

/**
 * Links the viewer's wallet (ARCHITECTURE.md §7): connect → switch to Polygon (adding the
 * chain on 4902) and re-check → POST nonce → Sign-In with Ethereum message from the nonce,
 * refused when it is for another host → sign → POST link.
 */
export async function linkWallet(deps: FlowDeps): Promise<LinkOutcome> {
  const { config, api } = deps
  if (!deps.token()) return failure(WALLET_ERROR.signedOut)
  deps.onStep('connecting')
  const current = getConnection(config)
  const chosen = deps.connector
  if (current.status !== 'connected' || (chosen && current.connector.id !== chosen.id)) {
    try {
      await connect(
        config,
        // A chosen wallet is asked for Polygon at once (WalletConnect pairs with the chains it asks for).
        chosen
          ? { connector: chosen.create, chainId: POLYGON_CHAIN_ID }
          : { connector: getConnectors(config)[0] ?? injected() },
      )
    } catch {
      return failure(WALLET_ERROR.notConnected)
    }
  }
  const { address, chainId } = getConnection(config)
  if (!address) return failure(WALLET_ERROR.noAccount)
  if (chainId !== POLYGON_CHAIN_ID) {
    deps.onStep('switching')
    const refused = await switchToPolygon(deps)
    if (refused) return failure(refused)
  }

  const nonceToken = deps.token()
  if (!nonceToken) return failure(WALLET_ERROR.nonceAuth)
  const answer = await api.walletNonce(nonceToken)
  if (!answer.ok) return failure(WALLET_ERROR.nonceFailed, answer.error)
  const nonce = answer.data
  if (nonce.chainId !== POLYGON_CHAIN_ID) return failure(WALLET_ERROR.wrongChain)
  if (nonce.domain !== deps.host) return failure(WALLET_ERROR.foreignDomain)
  let message: string
  try {
    message = createSiweMessage({
      address,
      chainId: nonce.chainId,
      domain: nonce.domain,
      nonce: nonce.nonce,
      uri: nonce.uri,
      version: SIWE_VERSION,
      statement: nonce.statement,
      issuedAt: new Date(nonce.issuedAt),
      expirationTime: new Date(nonce.expiresAt),
      resources: nonce.resources,
    })
  } catch {
    // viem checks the fields the standard constrains (nonce, URI, domain, address).
    return failure(WALLET_ERROR.nonceFailed, apiError('invalid-response', 200))
  }

  deps.onStep('signing')
  let signature: `0x${string}`
  try {
    signature = await signMessage(config, { account: address, message })
  } catch (error) {
    return failure(isUserRejection(error) ? WALLET_ERROR.cancelled : WALLET_ERROR.signatureFailed)
  }
  if (deps.now() >= Date.parse(nonce.expiresAt)) return failure(WALLET_ERROR.expired)
  const linkToken = deps.token()
  if (!linkToken) return failure(WALLET_ERROR.linkAuth)
  deps.onStep('linking')
  const linked = await api.walletLink(linkToken, {
    nonceId: nonce.nonceId,
    message,
    signature,
    walletAddress: address,
  })
  if (!linked.ok) return failure(WALLET_ERROR.linkFailed, linked.error)
  return { ok: true, address, linked: linked.data }
}
