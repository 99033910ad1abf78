import { SIGN_IN_FIRST_TEXT } from '../../shared/api/client'
import { API_ERROR_TEXT, type ApiError } from '../../shared/api/errors'
import { REWARDS_ERROR_TEXT } from '../../shared/api/rewards-schemas'

/** Why a wallet link did not happen; the viewer's text is chosen from the code (STYLE.md rule 5). */
export const WALLET_ERROR = {
  /** No session: linking needs a sign-in first. */
  signedOut: 'signed-out',
  /** The session ended before the nonce was asked for. */
  nonceAuth: 'nonce-auth',
  /** The session ended before the link was sent. */
  linkAuth: 'link-auth',
  /** No wallet, or the viewer closed the wallet's connect prompt. */
  notConnected: 'not-connected',
  /** The wallet connected without giving an account. */
  noAccount: 'no-account',
  /** The viewer refused the switch to Polygon, or the wallet could not switch. */
  switchRefused: 'switch-refused',
  /** After the switch the wallet is still on another chain (or the nonce names one). */
  wrongChain: 'wrong-chain',
  /** The wallet did not reach Polygon within SWITCH_CHAIN_WAIT_MS of being asked. */
  switchTimedOut: 'switch-timed-out',
  /** POST /wallet/nonce failed. */
  nonceFailed: 'nonce-failed',
  /** The nonce names another site than this page: signing it would sign for them. */
  foreignDomain: 'foreign-domain',
  /** The viewer cancelled the signature (EIP-1193 4001). */
  cancelled: 'cancelled',
  /** The wallet failed to sign, or the server found the signature wrong. */
  signatureFailed: 'signature-failed',
  /** The verification's time ran out before the link. */
  expired: 'expired',
  /** POST /wallet/link failed. */
  linkFailed: 'link-failed',
} as const

/** Not in the spec: what the viewer reads when the wallet did not switch to Polygon in time. */
export const SWITCH_TIMED_OUT_TEXT =
  'Your wallet did not switch to Polygon. Please switch to Polygon in your wallet and try again.'

export type WalletErrorCode = (typeof WALLET_ERROR)[keyof typeof WALLET_ERROR]

/** Text of each code (spec §8); `detail` fills the codes that name a status or a server text. */
export function walletErrorText(code: WalletErrorCode, detail?: ApiError): string {
  switch (code) {
    case 'signed-out':
      return SIGN_IN_FIRST_TEXT
    case 'nonce-auth':
      return 'User must be authenticated to get nonce'
    case 'link-auth':
      return 'User must be authenticated to link wallet'
    case 'not-connected':
      return 'No wallet connected. Please connect your wallet first.'
    case 'no-account':
      return 'No account connected'
    case 'switch-refused':
      return 'Please switch to Polygon network and try again.'
    case 'wrong-chain':
      return REWARDS_ERROR_TEXT.switchToPolygon
    case 'switch-timed-out':
      return SWITCH_TIMED_OUT_TEXT
    case 'nonce-failed':
      return `Failed to get nonce: ${detail?.status ?? 0} - ${detail?.message ?? API_ERROR_TEXT.network}`
    case 'foreign-domain':
      return 'This verification was issued for another site, so it was not signed. Please try again.'
    case 'cancelled':
      return 'Wallet signature was cancelled. Please try again.'
    case 'signature-failed':
      return REWARDS_ERROR_TEXT.signatureFailed
    case 'expired':
      return REWARDS_ERROR_TEXT.verificationExpired
    case 'link-failed':
      return detail && serverText(detail)
        ? detail.message
        : `Wallet linking failed: ${detail?.status ?? 0}`
  }
}

/** Whether the error carries the server's own `{ error }` text rather than the client's default. */
function serverText(error: ApiError): boolean {
  return error.status !== undefined && error.message !== API_ERROR_TEXT[error.code]
}
