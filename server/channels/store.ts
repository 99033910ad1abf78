// Channels and their registered origins: the one place that reads and writes them.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { NewChannel } from '../../shared/api/studio'
import type { Db } from '../db'
import { channelMembers, channelOrigins, channels } from '../db/schema'

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

/** The channels viewers may see, by name. */
export function liveChannels(db: Db): Promise<ChannelRow[]> {
  return db.select().from(channels).where(isNull(channels.archivedAt)).orderBy(channels.name)
}

/** Whether a page on `origin` may embed the channel (and sign in from its frame). */
export async function isOriginRegistered(
  db: Db,
  channelId: string,
  origin: string,
): Promise<boolean> {
  const rows = await db
    .select({ origin: channelOrigins.origin })
    .from(channelOrigins)
    .where(and(eq(channelOrigins.channelId, channelId), eq(channelOrigins.origin, origin)))
    .limit(1)
  return rows.length > 0
}

/** The channel's registered origins, sorted. */
export async function listOrigins(db: Db, channelId: string): Promise<string[]> {
  const rows = await db
    .select({ origin: channelOrigins.origin })
    .from(channelOrigins)
    .where(eq(channelOrigins.channelId, channelId))
    .orderBy(asc(channelOrigins.origin))
  return rows.map((row) => row.origin)
}

/** Registers an origin for a channel (again is fine); answers the channel's origins. */
export async function addOrigin(db: Db, channelId: string, origin: string): Promise<string[]> {
  await db.insert(channelOrigins).values({ channelId, origin }).onConflictDoNothing()
  return listOrigins(db, channelId)
}

/** Unregisters an origin (absent is fine); answers the channel's origins. */
export async function removeOrigin(db: Db, channelId: string, origin: string): Promise<string[]> {
  await db
    .delete(channelOrigins)
    .where(and(eq(channelOrigins.channelId, channelId), eq(channelOrigins.origin, origin)))
  return listOrigins(db, channelId)
}

/** Every origin registered for any channel (for CORS). */
export async function allRegisteredOrigins(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ origin: channelOrigins.origin }).from(channelOrigins)
  return rows.map((row) => row.origin)
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
  Pick<ChannelRow, 'name' | 'topic' | 'description' | 'defaultView' | 'defaultTheme'>
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
