// The rate limiter's counts in the database, so every instance shares one limit per client:
// one row per bucket, client hash and fixed window, raised with an upsert that answers the
// new count. Addresses are never stored: a keyed hash of the address and the window is.
import { createHmac } from 'node:crypto'
import { eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { rateLimitHits, rateLimitKeys } from '../db/schema'
import { randomSecret } from '../http/secrets'

/** The one row of `rate_limit_keys`. */
const KEY_ID = 'client-hash'

// The key never changes once stored, so each process reads it once per database.
const keys = new WeakMap<Db, Promise<string>>()

async function loadKey(db: Db): Promise<string> {
  // Two instances starting together: the insert keeps the first key, both read that one.
  await db.insert(rateLimitKeys).values({ id: KEY_ID, key: randomSecret() }).onConflictDoNothing()
  const [row] = await db.select().from(rateLimitKeys).where(eq(rateLimitKeys.id, KEY_ID))
  if (!row) throw new Error('The rate limiter key could not be stored')
  return row.key
}

function hashKey(db: Db): Promise<string> {
  let key = keys.get(db)
  if (!key) {
    key = loadKey(db).catch((error: unknown) => {
      keys.delete(db)
      throw error
    })
    keys.set(db, key)
  }
  return key
}

/**
 * Counts one request of `client` (an address) in `bucket` for the window starting at
 * `windowStart`, and answers how many that client has made in it, this one included.
 * The first request of a window removes every older window's rows.
 */
export async function countHit(
  db: Db,
  hit: { bucket: string; client: string; windowStart: Date },
): Promise<number> {
  const key = await hashKey(db)
  const clientHash = createHmac('sha256', key)
    .update(`${hit.windowStart.toISOString()}|${hit.client}`)
    .digest('base64url')
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket: hit.bucket, clientHash, windowStart: hit.windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.clientHash, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits })
  const hits = row?.hits ?? 1
  if (hits === 1)
    await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, hit.windowStart))
  return hits
}
