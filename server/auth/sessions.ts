import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db'
import { sessions, users } from '../db/schema'
import { randomSecret, secretHash } from '../http/secrets'

/** Not in the spec: how long a session lasts without signing in again. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

/** The signed-in viewer a request acts for. */
export type SessionUser = {
  id: string
  email: string
  name: string | null
  displayName: string | null
}

/** What the identity provider told us about a viewer. */
export type Identity = {
  issuer: string
  subject: string
  email: string
  name: string | null
  displayName: string | null
}

/** Creates the user of an identity, or updates their name and e-mail; returns the user. */
export async function upsertUser(db: Db, identity: Identity, now: Date): Promise<SessionUser> {
  const [row] = await db
    .insert(users)
    .values({ id: randomUUID(), ...identity, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: {
        email: identity.email,
        name: identity.name,
        displayName: identity.displayName,
        updatedAt: now,
      },
    })
    .returning({
      id: users.id,
      email: users.email,
      name: users.name,
      displayName: users.displayName,
    })
  if (!row) throw new Error('upsert returned no user')
  return row
}

/** Starts a session for a user; the token is returned once and only its hash is stored. */
export async function createSession(
  db: Pick<Db, 'insert'>,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomSecret()
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
  await db
    .insert(sessions)
    .values({ tokenHash: secretHash(token), userId, createdAt: now, expiresAt })
  return { token, expiresAt }
}

/** The user of a live session (not revoked, not expired), or null. */
export async function sessionUser(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      displayName: users.displayName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, secretHash(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
  return row ?? null
}

/** Ends a session; true when a live session was revoked. */
export async function revokeSession(db: Db, token: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, secretHash(token)), isNull(sessions.revokedAt)))
    .returning({ hash: sessions.tokenHash })
  return revoked.length > 0
}
