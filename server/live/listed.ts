// Which channels a viewer is offered to choose from (the /app channel picker).
import { and, asc, eq, exists, isNotNull, or, sql } from 'drizzle-orm'
import { type ChannelRow, publicChannelCondition } from '../channels'
import type { Db } from '../db'
import { channelPrograms, channels, liveMatches } from '../db/schema'

/**
 * The channels a viewer is offered, by name: public (channels/ says which) and with something
 * on air to shop from: a stock program (the demo channels' scripts); an uploaded schedule; or a
 * live match, as a broadcaster who pushes context has. A channel that is not offered stays
 * reachable by its own link.
 */
export function listedChannels(db: Db): Promise<ChannelRow[]> {
  const uploaded = db
    .select({ one: sql`1` })
    .from(channelPrograms)
    .where(eq(channelPrograms.channelId, channels.id))
  const matched = db
    .select({ one: sql`1` })
    .from(liveMatches)
    .where(and(eq(liveMatches.channelId, channels.id), eq(liveMatches.status, 'live')))
  return db
    .select()
    .from(channels)
    .where(
      and(
        publicChannelCondition(db),
        or(isNotNull(channels.stockProgram), exists(uploaded), exists(matched)),
      ),
    )
    .orderBy(asc(channels.name))
}
