import { randomBytes, randomUUID } from 'node:crypto'
import { and, count, eq, isNull, lte } from 'drizzle-orm'
import { paths } from '../../shared/api/paths'
import { REWARDS_ERROR_TEXT } from '../../shared/api/rewards-schemas'
import type { WalletNonce } from '../../shared/api/types'
import { POLYGON_CHAIN_ID } from '../../shared/constants'
import { walletNonces } from '../db/schema'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'

/** Not in the spec: how long a wallet nonce can be signed and linked, in ms. */
export const WALLET_NONCE_TTL_MS = 10 * 60_000
/** Not in the spec: unexpired nonces one account may hold at once (stops nonce flooding). */
export const WALLET_NONCE_MAX_LIVE = 10
/** Not in the spec: random bytes of a nonce; as hex that is 32 alphanumerics (spec §5: 8 or more). */
const NONCE_BYTES = 16

/** Not in the spec: the statement every wallet-linking message carries. */
export const SIWE_STATEMENT = 'Link this wallet to your Shoppable TV account to earn points.'

/** A nonce as stored: what was issued, to whom, and whether it was used. */
export type IssuedNonce = typeof walletNonces.$inferSelect

/** Error texts of nonce handling. */
export const NONCE_ERROR = {
  tooMany: 'Too many wallet verifications in progress. Please wait a few minutes and try again.',
  unknown: 'This wallet verification request is unknown. Please try again.',
  used: 'This wallet verification request was already used. Please try again.',
} as const

/**
 * Issues a Sign-In with Ethereum nonce for a viewer on a registered origin (spec §3 Wallet
 * nonce response): the message domain is the origin's host and its URI the origin. The
 * viewer's expired nonces are dropped first.
 */
export async function issueNonce(
  deps: AppDeps,
  userId: string,
  origin: string,
): Promise<WalletNonce> {
  const now = deps.now()
  const mine = eq(walletNonces.userId, userId)
  await deps.db.delete(walletNonces).where(and(mine, lte(walletNonces.expiresAt, now)))
  const [live] = await deps.db.select({ n: count() }).from(walletNonces).where(mine)
  if ((live?.n ?? 0) >= WALLET_NONCE_MAX_LIVE) throw new HttpError(429, NONCE_ERROR.tooMany)

  const { publicOrigin, apiPath } = deps.config
  const row = {
    id: randomUUID(),
    userId,
    nonce: randomBytes(NONCE_BYTES).toString('hex'),
    domain: new URL(origin).host,
    uri: origin,
    statement: SIWE_STATEMENT,
    chainId: POLYGON_CHAIN_ID,
    resources: [`${publicOrigin}${apiPath}${paths.walletLink}`],
    issuedAt: now,
    expiresAt: new Date(now.getTime() + WALLET_NONCE_TTL_MS),
  }
  await deps.db.insert(walletNonces).values(row)
  return {
    nonceId: row.id,
    nonce: row.nonce,
    domain: row.domain,
    statement: row.statement,
    uri: row.uri,
    chainId: row.chainId,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    resources: row.resources,
  }
}

/**
 * Uses up a viewer's nonce in one atomic update, so of two requests with the same nonce
 * exactly one gets it. Another viewer's nonce is left alone and reads as unknown. An expired
 * nonce is used up too, and refused.
 */
export async function consumeNonce(
  deps: AppDeps,
  nonceId: string,
  userId: string,
): Promise<IssuedNonce> {
  const now = deps.now()
  const theirs = and(eq(walletNonces.id, nonceId), eq(walletNonces.userId, userId))
  const [row] = await deps.db
    .update(walletNonces)
    .set({ consumedAt: now })
    .where(and(theirs, isNull(walletNonces.consumedAt)))
    .returning()
  if (!row) {
    const [known] = await deps.db.select({ id: walletNonces.id }).from(walletNonces).where(theirs)
    throw known ? new HttpError(409, NONCE_ERROR.used) : new HttpError(400, NONCE_ERROR.unknown)
  }
  if (row.expiresAt <= now) throw new HttpError(400, REWARDS_ERROR_TEXT.verificationExpired)
  return row
}
