// Channels: the one place that reads and writes them (their origins: origins.ts).
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { NewChannel } from '../../shared/api/studio'
import type { Db } from '../db'
import { channelMembers, channels } from '../db/schema'

/** A channel as stored. */
export type ChannelRow = typeof channels.$inferSelect

/** A channel, archived or not (the Studio and the embed check need both). */
export async function findChannel(db: Db, id: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id)).limit(1)
  return row
}

/** A channel viewers may see: archived channels are as good as unknown to them. */
export async function findLiveChannel(db: Db, id: string): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.id, id), isNull(channels.archivedAt)))
    .limit(1)
  return row
}

/**
 * Creates a channel with its creator as owner; null when the id is taken (by a live or an
 * archived channel: ids are never reused, so old links never reach someone else's channel).
 */
export async function createChannel(
  db: Db,
  input: Required<NewChannel>,
  ownerEmail: string,
): Promise<ChannelRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(channels)
      .values({
        id: input.id,
        name: input.name,
        topic: input.topic,
        description: input.description,
        defaultView: input.defaultView,
        defaultTheme: input.defaultTheme,
      })
      .onConflictDoNothing()
      .returning()
    if (!row) return null
    await tx
      .insert(channelMembers)
      .values({ channelId: row.id, email: ownerEmail.toLowerCase(), role: 'owner' })
    return row
  })
}

/** What an owner may change about a channel. */
export type ChannelChanges = Partial<
  Pick<ChannelRow, 'name' | 'topic' | 'description' | 'defaultView' | 'defaultTheme' | 'approval'>
> & { archived?: boolean }

/** Applies an edit; archiving stamps the time once (archiving again keeps the first time). */
export async function updateChannel(
  db: Db,
  channelId: string,
  changes: ChannelChanges,
  now: Date,
): Promise<ChannelRow | undefined> {
  const { archived, ...fields } = changes
  const archivedAt =
    archived === undefined
      ? {}
      : archived
        ? { archivedAt: sql`coalesce(${channels.archivedAt}, ${now.toISOString()}::timestamptz)` }
        : { archivedAt: null }
  const [row] = await db
    .update(channels)
    .set({ ...fields, ...archivedAt })
    .where(eq(channels.id, channelId))
    .returning()
  return row
}
