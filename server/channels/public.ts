import { and, eq, exists, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { channelOrigins, channels } from '../db/schema'
import { TEST_CHANNELS } from './demo'

/**
 * The condition on `channels` rows that may be offered to viewers: not archived, not a test
 * channel (TEST_CHANNELS), and with a verified origin (a page where the channel can be
 * watched; a broadcaster's channel is unfinished until one is verified). Whether something is
 * on air is live/'s half (live/listed.ts).
 */
export function publicChannelCondition(db: Db): SQL | undefined {
  const verified = db
    .select({ one: sql`1` })
    .from(channelOrigins)
    .where(and(eq(channelOrigins.channelId, channels.id), isNotNull(channelOrigins.verifiedAt)))
  return and(
    isNull(channels.archivedAt),
    notInArray(channels.id, [...TEST_CHANNELS]),
    exists(verified),
  )
}
