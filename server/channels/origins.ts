// Channels' registered origins and whether each is verified: the one place that reads and
// writes them. Only a verified origin is trusted (server/README.md, "Channels and origins").
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { OriginCheckFailure, OriginEntry, OriginProof } from '../../shared/api/studio'
import type { Db } from '../db'
import { channelOrigins } from '../db/schema'

/** Where an origin stands for a channel: not registered, registered but unverified, or verified. */
export type OriginStanding = 'unregistered' | 'unverified' | 'verified'

/** An origin's standing for a channel, by primary key (no cache: a change counts at once). */
export async function originStanding(
  db: Db,
  channelId: string,
  origin: string,
): Promise<OriginStanding> {
  const [row] = await db
    .select({ verifiedAt: channelOrigins.verifiedAt })
    .from(channelOrigins)
    .where(and(eq(channelOrigins.channelId, channelId), eq(channelOrigins.origin, origin)))
    .limit(1)
  if (!row) return 'unregistered'
  return row.verifiedAt ? 'verified' : 'unverified'
}

/**
 * Whether a page on `origin` may embed the channel, sign in from its frame and count for its
 * insights: registered and verified. Registering alone proves nothing about who runs the origin.
 */
export async function isOriginVerified(
  db: Db,
  channelId: string,
  origin: string,
): Promise<boolean> {
  return (await originStanding(db, channelId, origin)) === 'verified'
}

/** The channel's registered origins, verified or not, sorted. */
export async function listOrigins(db: Db, channelId: string): Promise<string[]> {
  const rows = await db
    .select({ origin: channelOrigins.origin })
    .from(channelOrigins)
    .where(eq(channelOrigins.channelId, channelId))
    .orderBy(asc(channelOrigins.origin))
  return rows.map((row) => row.origin)
}

/** A registered origin as stored. */
export type OriginRow = typeof channelOrigins.$inferSelect

/** The channel's registered origins as the Studio lists them, sorted. */
export async function originEntries(db: Db, channelId: string): Promise<OriginEntry[]> {
  const rows = await db
    .select()
    .from(channelOrigins)
    .where(eq(channelOrigins.channelId, channelId))
    .orderBy(asc(channelOrigins.origin))
  return rows.map(originEntry)
}

/** One origin's row as the Studio shows it. */
export function originEntry(row: OriginRow): OriginEntry {
  const { origin, token } = row
  if (row.verifiedAt && row.verifiedBy) {
    return {
      origin,
      token,
      state: 'verified',
      verifiedAt: new Date(row.verifiedAt).toISOString(),
      verifiedBy: row.verifiedBy,
    }
  }
  const lastCheck =
    row.checkedAt && row.checkFailure
      ? {
          at: new Date(row.checkedAt).toISOString(),
          failure: row.checkFailure,
          message: row.checkMessage ?? '',
        }
      : null
  return { origin, token, state: 'unverified', lastCheck }
}

/** One registered origin of a channel, or undefined. */
export async function findOrigin(
  db: Db,
  channelId: string,
  origin: string,
): Promise<OriginRow | undefined> {
  const [row] = await db
    .select()
    .from(channelOrigins)
    .where(and(eq(channelOrigins.channelId, channelId), eq(channelOrigins.origin, origin)))
    .limit(1)
  return row
}

/**
 * Registers an origin for a channel, unverified (again is fine, and keeps its token and
 * state): until its token is found there it is trusted for nothing.
 */
export async function addOrigin(db: Db, channelId: string, origin: string): Promise<void> {
  await db.insert(channelOrigins).values({ channelId, origin }).onConflictDoNothing()
}

/** Unregisters an origin (absent is fine); registering it again gives it a new token. */
export async function removeOrigin(db: Db, channelId: string, origin: string): Promise<void> {
  await db
    .delete(channelOrigins)
    .where(and(eq(channelOrigins.channelId, channelId), eq(channelOrigins.origin, origin)))
}

/**
 * Marks registered origins verified without a check: the demo channels' own by the
 * configuration, one an operator adds on the command line. One verified already keeps how it was.
 */
export async function markOriginsVerified(
  db: Pick<Db, 'update'>,
  pairs: readonly { channelId: string; origin: string }[],
  by: Extract<OriginProof, 'configuration' | 'operator'>,
  now: Date,
): Promise<void> {
  if (pairs.length === 0) return
  const listed = sql.join(
    pairs.map(({ channelId, origin }) => sql`(${channelId}, ${origin})`),
    sql`, `,
  )
  await db
    .update(channelOrigins)
    .set(VERIFIED(by, now))
    .where(
      and(
        sql`(${channelOrigins.channelId}, ${channelOrigins.origin}) in (${listed})`,
        isNull(channelOrigins.verifiedAt),
      ),
    )
}

/** A verified row's columns: the proof and its time, no failure left over. */
const VERIFIED = (by: OriginProof, now: Date) => ({
  verifiedAt: now,
  verifiedBy: by,
  checkedAt: null,
  checkFailure: null,
  checkMessage: null,
})

/**
 * Keeps the outcome of a check of `checked` (the row as it was read): verified with its proof,
 * or the failure and what was found. Answers the row as it is now; undefined when the origin
 * was removed meanwhile. Removed and registered again, it has a new token: the outcome is not
 * its own, so it is left as it is.
 */
export async function recordOriginCheck(
  db: Db,
  checked: Pick<OriginRow, 'channelId' | 'origin' | 'token'>,
  outcome:
    | { ok: true; proof: OriginProof }
    | { ok: false; failure: OriginCheckFailure; message: string },
  now: Date,
): Promise<OriginRow | undefined> {
  const changes = outcome.ok
    ? VERIFIED(outcome.proof, now)
    : { checkedAt: now, checkFailure: outcome.failure, checkMessage: outcome.message }
  const [row] = await db
    .update(channelOrigins)
    .set(changes)
    // A verified origin stays as it was: a check that ended later (a second press) changes nothing.
    .where(
      and(
        eq(channelOrigins.channelId, checked.channelId),
        eq(channelOrigins.origin, checked.origin),
        eq(channelOrigins.token, checked.token),
        isNull(channelOrigins.verifiedAt),
      ),
    )
    .returning()
  return row ?? findOrigin(db, checked.channelId, checked.origin)
}

/** Every origin verified for any channel (for CORS): an unverified one is not trusted. */
export async function allVerifiedOrigins(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ origin: channelOrigins.origin })
    .from(channelOrigins)
    .where(isNotNull(channelOrigins.verifiedAt))
  return rows.map((row) => row.origin)
}
