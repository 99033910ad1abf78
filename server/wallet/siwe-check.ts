import { SiweMessage } from 'siwe'
import { REWARDS_ERROR_TEXT } from '../../shared/api/rewards-schemas'
import { POLYGON_CHAIN_ID, SIWE_VERSION } from '../../shared/constants'
import { HttpError } from '../http/errors'
import type { IssuedNonce } from './nonce'

/** Not in the spec: how far a wallet's clock may be behind ours when it stamps the message, in ms. */
export const SIWE_CLOCK_SKEW_MS = 60_000

/** Error texts of the message check (the spec §8 ones come from REWARDS_ERROR_TEXT). */
export const SIWE_ERROR = {
  notSiwe: 'The signed message is not a Sign-In with Ethereum message (EIP-4361).',
  version: `The signed message must be Sign-In with Ethereum version ${SIWE_VERSION}.`,
  address: 'The signed message names another wallet than walletAddress.',
  mismatch: (field: string) =>
    `The signed message's ${field} is not the one issued for this verification. Please try again.`,
  issuedAt: 'The signed message was issued outside this verification. Please try again.',
  expiresLate: 'The signed message expires later than this verification allows.',
  notYetValid: 'The signed message is not valid yet (Not Before). Please try again.',
} as const

const fail = (message: string) => new HttpError(400, message)
const time = (iso: string | undefined) => (iso === undefined ? null : Date.parse(iso))

/**
 * Parses a signed Sign-In with Ethereum message and checks every field against the nonce it
 * was issued for: version 1, chain 137, scheme, domain, address = walletAddress, statement,
 * URI, nonce, resources, no request id, and Issued At / Expiration Time / Not Before inside
 * the nonce's window. Text around or inside the message that the standard does not allow is
 * refused. Throws an HttpError 400 naming the first problem.
 */
export function checkSiweMessage(
  text: string,
  issued: IssuedNonce,
  walletAddress: string,
  now: Date,
): SiweMessage {
  let message: SiweMessage
  try {
    message = new SiweMessage(text)
  } catch {
    throw fail(SIWE_ERROR.notSiwe)
  }
  // The parser is lenient in places; the message must be exactly what its fields print as.
  if (message.prepareMessage() !== text) throw fail(SIWE_ERROR.notSiwe)
  if (message.version !== SIWE_VERSION) throw fail(SIWE_ERROR.version)
  if (message.chainId !== POLYGON_CHAIN_ID || message.chainId !== issued.chainId) {
    throw fail(REWARDS_ERROR_TEXT.switchToPolygon)
  }
  if (message.address.toLowerCase() !== walletAddress.toLowerCase()) {
    throw fail(SIWE_ERROR.address)
  }
  const scheme = new URL(issued.uri).protocol.slice(0, -1)
  const fields: [string, unknown, unknown][] = [
    ['scheme', message.scheme ?? scheme, scheme],
    ['domain', message.domain, issued.domain],
    ['statement', message.statement ?? null, issued.statement],
    ['URI', message.uri, issued.uri],
    ['nonce', message.nonce, issued.nonce],
    ['resources', JSON.stringify(message.resources ?? []), JSON.stringify(issued.resources)],
    ['request ID', message.requestId ?? null, null],
  ]
  const wrong = fields.find(([, got, want]) => got !== want)
  if (wrong) throw fail(SIWE_ERROR.mismatch(wrong[0]))
  checkTimes(message, issued, now)
  return message
}

function checkTimes(message: SiweMessage, issued: IssuedNonce, now: Date): void {
  const earliest = issued.issuedAt.getTime() - SIWE_CLOCK_SKEW_MS
  const latest = issued.expiresAt.getTime()
  const issuedAt = time(message.issuedAt)
  if (issuedAt === null || !(issuedAt >= earliest && issuedAt <= latest)) {
    throw fail(SIWE_ERROR.issuedAt)
  }
  const expires = time(message.expirationTime)
  if (expires !== null) {
    if (!(expires > now.getTime())) throw fail(REWARDS_ERROR_TEXT.verificationExpired)
    if (expires > latest) throw fail(SIWE_ERROR.expiresLate)
  }
  const notBefore = time(message.notBefore)
  if (notBefore !== null) {
    if (!(notBefore >= earliest)) throw fail(SIWE_ERROR.issuedAt)
    if (!(notBefore <= now.getTime())) throw fail(SIWE_ERROR.notYetValid)
  }
}
