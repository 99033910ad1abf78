// Which channels a viewer is offered to choose from (the /app channel picker).
import { and, asc, eq, exists, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { channelOrigins, channelPrograms, channels, liveMatches } from '../db/schema'
import { TEST_CHANNELS } from './demo'
import type { ChannelRow } from './store'

/**
 * The channels a viewer is offered, by name: public and ready. Public: not archived and not a
 * test channel (TEST_CHANNELS). Ready: a verified origin (a page where it can be watched:
 * a broadcaster's channel is unfinished until one is verified) and something on air to
 * shop from (a scripted program, named by `scripted`; an uploaded schedule; or a live match,
 * as a broadcaster who pushes context has). A channel that is neither stays reachable by its
 * own link; it is only not offered.
 */
export function listedChannels(db: Db, scripted: readonly string[]): Promise<ChannelRow[]> {
  const verified = db
    .select({ one: sql`1` })
    .from(channelOrigins)
    .where(and(eq(channelOrigins.channelId, channels.id), isNotNull(channelOrigins.verifiedAt)))
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
        isNull(channels.archivedAt),
        notInArray(channels.id, [...TEST_CHANNELS]),
        exists(verified),
        or(
          scripted.length ? inArray(channels.id, [...scripted]) : sql`false`,
          exists(uploaded),
          exists(matched),
        ),
      ),
    )
    .orderBy(asc(channels.name))
}
