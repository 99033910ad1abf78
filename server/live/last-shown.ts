// Which segment of a channel last showed an item: what a click on it is attributed to.
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../db'
import { liveMatches } from '../db/schema'

/**
 * The segment key of the channel's latest live match of `productId` (a pin's too); null when
 * the channel never showed the item live.
 */
export async function lastShownSegment(
  db: Db,
  channelId: string,
  productId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ segmentKey: liveMatches.segmentKey })
    .from(liveMatches)
    .where(
      and(
        eq(liveMatches.channelId, channelId),
        eq(liveMatches.productId, productId),
        eq(liveMatches.status, 'live'),
      ),
    )
    .orderBy(desc(liveMatches.matchedAt))
    .limit(1)
  return row?.segmentKey ?? null
}
