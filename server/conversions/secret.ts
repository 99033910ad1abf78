import { eq } from 'drizzle-orm'
import type { Db } from '../db'
import { channels } from '../db/schema'
import { randomSecret } from '../http/secrets'

/**
 * Makes a new conversion secret for a channel and returns it, once (null: no such channel).
 * It is stored as it is: checking an HMAC needs the secret itself, not a hash of it.
 */
export async function rotateConversionSecret(db: Db, channelId: string): Promise<string | null> {
  const secret = `stvc_${randomSecret(32)}`
  const updated = await db
    .update(channels)
    .set({ conversionSecret: secret })
    .where(eq(channels.id, channelId))
    .returning({ id: channels.id })
  return updated.length ? secret : null
}

/** A channel's conversion secret: undefined no such channel, null none made. */
export async function conversionSecretOf(
  db: Db,
  channelId: string,
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ secret: channels.conversionSecret })
    .from(channels)
    .where(eq(channels.id, channelId))
  return row ? row.secret : undefined
}
