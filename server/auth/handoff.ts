// One-time codes that carry a sign-in into a cross-site frame (ARCHITECTURE.md §6): the
// top window gets the code in a fragment, the frame redeems it for a session of its own.
import { and, eq, gt, isNull } from 'drizzle-orm'
import { handoffChallenge } from '../../shared/api/handoff'
import type { Db } from '../db'
import { handoffCodes } from '../db/schema'
import { randomSecret, secretHash } from '../http/secrets'

/** ARCHITECTURE.md §6: a handoff code lives at most 60 s. */
export const HANDOFF_TTL_MS = 60 * 1000

/** Error text when a handoff code is unknown, expired or already used. */
export const HANDOFF_REFUSED =
  'This sign-in code is unknown, expired or already used. Please sign in again.'

/** Issues a handoff code for a user, bound to a verifier's S256 challenge; only its hash is stored. */
export async function createHandoffCode(
  db: Pick<Db, 'insert'>,
  userId: string,
  challenge: string,
  now: Date,
): Promise<{ code: string; expiresAt: Date }> {
  const code = randomSecret()
  const expiresAt = new Date(now.getTime() + HANDOFF_TTL_MS)
  await db
    .insert(handoffCodes)
    .values({ codeHash: secretHash(code), userId, challenge, createdAt: now, expiresAt })
  return { code, expiresAt }
}

/**
 * Uses a live handoff code whose challenge the verifier answers, in one statement so it can
 * be used once only; its user, or null. A wrong verifier leaves the code usable: whoever
 * read the code from the host page's address cannot spend it for the frame.
 */
export async function redeemHandoffCode(
  db: Db,
  code: string,
  verifier: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(handoffCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(handoffCodes.codeHash, secretHash(code)),
        eq(handoffCodes.challenge, await handoffChallenge(verifier)),
        isNull(handoffCodes.usedAt),
        gt(handoffCodes.expiresAt, now),
      ),
    )
    .returning({ userId: handoffCodes.userId })
  return row?.userId ?? null
}
