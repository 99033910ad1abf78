// Channel keys (POST /channels/{id}/context, header X-Channel-Key): random, shown once, kept
// only as SHA-256 hashes. The catalog owns channels, so it owns their keys.
import { eq } from 'drizzle-orm'
import type { Db } from '../db'
import { channels } from '../db/schema'
import { randomSecret, secretHash } from '../http/secrets'

/** Whether `key` is the channel's key, given its stored hash (none: no key works). */
export function channelKeyMatches(key: string, keyHash: string | null): boolean {
  return keyHash !== null && secretHash(key) === keyHash
}

/** Issues a new random key for a channel, stores its hash and returns the key once. */
export async function rotateChannelKey(db: Db, channelId: string): Promise<string | null> {
  const key = randomSecret(24)
  const updated = await db
    .update(channels)
    .set({ keyHash: secretHash(key) })
    .where(eq(channels.id, channelId))
    .returning({ id: channels.id })
  return updated.length ? key : null
}
