// A channel's stream as the Studio sets and reads it: one row per channel. A save starts the
// stream over (a new generation, its lease free), so whichever follower held the old one stops
// and a process takes the new one at its next look.
import { and, eq, sql } from 'drizzle-orm'
import type { StreamStatus } from '../../shared/api/stream'
import type { Db } from '../db'
import { channelStreams } from '../db/schema'

type StreamRow = typeof channelStreams.$inferSelect

function statusJson(row: StreamRow): StreamStatus {
  return {
    url: row.url,
    state: row.state,
    detail: row.detail,
    lastCue:
      row.lastCueText !== null && row.lastCueAt !== null
        ? { text: row.lastCueText, at: new Date(row.lastCueAt).toISOString() }
        : null,
    since: new Date(row.since).toISOString(),
  }
}

/** The channel's stream and what its follower is doing; `url` null (waiting, since `now`) when none is set. */
export async function streamStatusOf(db: Db, channelId: string, now: Date): Promise<StreamStatus> {
  const [row] = await db
    .select()
    .from(channelStreams)
    .where(eq(channelStreams.channelId, channelId))
    .limit(1)
  if (row) return statusJson(row)
  return { url: null, state: 'waiting', detail: null, lastCue: null, since: now.toISOString() }
}

/**
 * Sets the channel's stream (a new one, or the same again): waiting for a process to follow
 * it from scratch. The last cue heard stays only when the URL is the same.
 */
export async function saveStream(
  db: Db,
  channelId: string,
  url: string,
  now: Date,
): Promise<StreamStatus> {
  const row = await upsertStream(db, channelId, url, now, 'always')
  if (!row) throw new Error('saving a stream returned no row')
  return statusJson(row)
}

/**
 * Sets the channel's stream as `saveStream` does, unless it is `url` already: its follower goes
 * on undisturbed (each server start keeps the demo channels' own streams this way).
 */
export async function keepStream(db: Db, channelId: string, url: string, now: Date): Promise<void> {
  await upsertStream(db, channelId, url, now, 'when-changed')
}

/** One statement, so processes starting together never undo one another's save. */
async function upsertStream(
  db: Db,
  channelId: string,
  url: string,
  now: Date,
  replace: 'always' | 'when-changed',
): Promise<StreamRow | undefined> {
  const fresh = {
    url,
    state: 'waiting' as const,
    detail: null,
    holder: null,
    leaseExpiresAt: new Date(0),
    since: now,
  }
  const sameUrl = sql`${channelStreams.url} = excluded.url`
  const [row] = await db
    .insert(channelStreams)
    .values({ channelId, ...fresh })
    .onConflictDoUpdate({
      target: channelStreams.channelId,
      set: {
        ...fresh,
        generation: sql`${channelStreams.generation} + 1`,
        lastCueText: sql`case when ${sameUrl} then ${channelStreams.lastCueText} end`,
        lastCueAt: sql`case when ${sameUrl} then ${channelStreams.lastCueAt} end`,
      },
      ...(replace === 'when-changed' ? { setWhere: sql`not (${sameUrl})` } : {}),
    })
    .returning()
  return row
}

/** Forgets the channel's stream: its follower notices the row is gone and stops. */
export async function removeStream(db: Db, channelId: string): Promise<void> {
  await db.delete(channelStreams).where(eq(channelStreams.channelId, channelId))
}

/** Forgets the channel's stream if it is `url` (a stream someone set since stays). */
export async function dropStream(db: Db, channelId: string, url: string): Promise<void> {
  await db
    .delete(channelStreams)
    .where(and(eq(channelStreams.channelId, channelId), eq(channelStreams.url, url)))
}
