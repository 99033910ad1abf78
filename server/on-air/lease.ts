// Which server process follows which channel's stream: a lease on the channel's stream row.
// A process takes a stream whose lease has run out (or was never taken) and renews the ones it
// holds; each is one UPDATE, so two processes never hold one stream. A process that dies stops
// renewing, and another takes its streams once their leases run out.
import { and, asc, eq, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { channelStreams } from '../db/schema'

/** A stream a process holds: whose, where, and which save of it (a later save starts over). */
export type HeldStream = { channelId: string; url: string; generation: number }

const held = {
  channelId: channelStreams.channelId,
  url: channelStreams.url,
  generation: channelStreams.generation,
}

/**
 * Takes one stream that no process holds (its lease ran out or was never taken), the one
 * waiting longest, for `holder` until `until`; undefined when there is none. Ended streams
 * wait for a save. Rows another process is taking are skipped, not waited for.
 */
export async function takeStream(
  db: Db,
  holder: string,
  now: Date,
  until: Date,
): Promise<HeldStream | undefined> {
  const free = db
    .select({ channelId: channelStreams.channelId })
    .from(channelStreams)
    .where(and(lt(channelStreams.leaseExpiresAt, now), ne(channelStreams.state, 'ended')))
    .orderBy(asc(channelStreams.leaseExpiresAt))
    .limit(1)
    .for('update', { skipLocked: true })
  const [row] = await db
    .update(channelStreams)
    .set({ holder, leaseExpiresAt: until })
    .where(
      and(sql`${channelStreams.channelId} = (${free})`, lt(channelStreams.leaseExpiresAt, now)),
    )
    .returning(held)
  return row
}

/** Renews every lease `holder` still has, to `until`; the streams it still holds. */
export function renewStreams(db: Db, holder: string, until: Date): Promise<HeldStream[]> {
  return db
    .update(channelStreams)
    .set({ leaseExpiresAt: until })
    .where(eq(channelStreams.holder, holder))
    .returning(held)
}

/** Lets a held stream go now (its follower stopped): another process may take it at once. */
export async function releaseStream(db: Db, holder: string, stream: HeldStream): Promise<void> {
  await db
    .update(channelStreams)
    .set({ holder: null, leaseExpiresAt: new Date(0) })
    .where(
      and(
        eq(channelStreams.channelId, stream.channelId),
        eq(channelStreams.holder, holder),
        eq(channelStreams.generation, stream.generation),
      ),
    )
}
