// The feeds capability's data: feeds, their imports (progress every process can read) and
// the rejected rows of each import. Catalog items themselves are written by the catalog
// (server/catalog/catalog-store.ts).
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm'
import type { FeedSchedule, FeedSource, ImportJob } from '../../shared/api/feeds'
import { MAX_STORED_REJECTS, REJECT_PAGE_SIZE } from '../../shared/api/feeds'
import { findChannel } from '../channels'
import type { Db } from '../db'
import { FEED_IMPORT_START_LOCK } from '../db/advisory-locks'
import { feedImports, feedRejects, feeds } from '../db/schema'
import { type ImportQuota, overQuota, type RunningCounts } from './admission'
import type { Problem } from './types'

export type FeedRow = typeof feeds.$inferSelect
export type ImportRow = typeof feedImports.$inferSelect
export type ImportTrigger = ImportRow['trigger']

/** Not in the spec: a running import whose heartbeat is older than this was cut off. */
export const STALE_IMPORT_MS = 2 * 60_000

/** How long until a scheduled feed is due again. */
export const SCHEDULE_INTERVAL_MS: Record<Exclude<FeedSchedule, 'off'>, number> = {
  hourly: 60 * 60_000,
  daily: 24 * 60 * 60_000,
}

/** When a feed on `schedule` is next due, counted from `from`; null when it is off. */
export function nextRunAfter(schedule: FeedSchedule, from: Date): Date | null {
  return schedule === 'off' ? null : new Date(from.getTime() + SCHEDULE_INTERVAL_MS[schedule])
}

/** A channel's feeds (or the shared catalog's, for null). */
function ofChannel(channelId: string | null): SQL {
  return channelId === null ? isNull(feeds.channelId) : eq(feeds.channelId, channelId)
}

/** A new feed; null when the channel has a feed of that name already. */
export async function createFeed(
  db: Db,
  input: {
    channelId: string | null
    name: string
    source: FeedSource
    url: string | null
    schedule: FeedSchedule
    createdBy: string
    now: Date
  },
): Promise<FeedRow | null> {
  const [row] = await db
    .insert(feeds)
    .values({
      channelId: input.channelId,
      name: input.name,
      source: input.source,
      url: input.url,
      schedule: input.schedule,
      // A new URL feed is imported at once; its schedule counts from then.
      nextRunAt: nextRunAfter(input.schedule, input.now),
      createdBy: input.createdBy,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning()
  return row ?? null
}

/** A feed of the channel (null: the shared catalog's), or undefined. */
export async function findFeed(
  db: Db,
  channelId: string | null,
  feedId: number,
): Promise<FeedRow | undefined> {
  const [row] = await db
    .select()
    .from(feeds)
    .where(and(eq(feeds.id, feedId), ofChannel(channelId)))
  return row
}

/** A feed by name (the CLI's way to name one). */
export async function findFeedByName(
  db: Db,
  channelId: string | null,
  name: string,
): Promise<FeedRow | undefined> {
  const [row] = await db
    .select()
    .from(feeds)
    .where(and(eq(feeds.name, name), ofChannel(channelId)))
  return row
}

/** The channel's feeds, oldest first. */
export function listFeeds(db: Db, channelId: string | null): Promise<FeedRow[]> {
  return db.select().from(feeds).where(ofChannel(channelId)).orderBy(asc(feeds.id))
}

/**
 * Renames a feed or changes a URL feed's address or schedule; null when the new name is taken.
 * A schedule turned on counts from `now`.
 */
export async function updateFeed(
  db: Db,
  feed: FeedRow,
  edit: { name?: string; url?: string; schedule?: FeedSchedule; trackingTemplate?: string | null },
  now: Date,
): Promise<FeedRow | null> {
  const schedule = edit.schedule ?? feed.schedule
  const rescheduled = edit.schedule !== undefined && edit.schedule !== feed.schedule
  const rows = await db
    .update(feeds)
    .set({
      ...(edit.name === undefined ? {} : { name: edit.name }),
      ...(edit.url === undefined ? {} : { url: edit.url }),
      ...(edit.trackingTemplate === undefined ? {} : { trackingTemplate: edit.trackingTemplate }),
      schedule,
      ...(rescheduled ? { nextRunAt: nextRunAfter(schedule, now) } : {}),
    })
    .where(eq(feeds.id, feed.id))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return []
      throw error
    })
  return rows[0] ?? null
}

/** PostgreSQL's unique_violation, as either driver reports it. */
function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) =>
    typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : null
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : null
  return code(error) === '23505' || code(cause) === '23505'
}

/** Deletes a feed, its imports and their reports (its items stay, out of the live feed). */
export async function deleteFeed(db: Db, feedId: number): Promise<void> {
  await db.delete(feeds).where(eq(feeds.id, feedId))
}

/** Marks running imports of a feed whose heartbeat stopped as failed. */
async function failStale(db: Db, feedId: number, now: Date): Promise<void> {
  await db
    .update(feedImports)
    .set({
      status: 'failed',
      error: 'The import stopped before the end: the server running it stopped.',
      finishedAt: now,
    })
    .where(
      and(
        eq(feedImports.feedId, feedId),
        eq(feedImports.status, 'running'),
        lte(feedImports.heartbeatAt, new Date(now.getTime() - STALE_IMPORT_MS)),
      ),
    )
}

/** Whether an import of the feed is running (one that stopped beating is ended first). */
export async function importRunning(db: Db, feedId: number, now: Date): Promise<boolean> {
  await failStale(db, feedId, now)
  const [row] = await db
    .select({ id: feedImports.id })
    .from(feedImports)
    .where(and(eq(feedImports.feedId, feedId), eq(feedImports.status, 'running')))
    .limit(1)
  return row !== undefined
}

/**
 * Running imports that are alive: all of them, and those `startedBy` started. One whose
 * heartbeat stopped (its process stopped) does not count.
 */
export async function runningImports(db: Db, startedBy: string, now: Date): Promise<RunningCounts> {
  const [row] = await db
    .select({
      all: count(),
      mine: sql<number>`count(*) filter (where ${feedImports.startedBy} = ${startedBy})`.mapWith(
        Number,
      ),
    })
    .from(feedImports)
    .where(
      and(
        eq(feedImports.status, 'running'),
        gt(feedImports.heartbeatAt, new Date(now.getTime() - STALE_IMPORT_MS)),
      ),
    )
  return { all: row?.all ?? 0, mine: row?.mine ?? 0 }
}

/** What starting an import of a feed records. */
type NewImport = {
  feedId: number
  trigger: ImportTrigger
  fileName: string | null
  format: ImportRow['format']
  bytesTotal: number | null
  startedBy: string
  now: Date
}

/**
 * Starts an import of a feed; null when one of the feed is running already (the database's
 * unique index decides between processes racing to start one). With a `quota`, throws
 * ImportLimitReached when the person's or the service's running imports are at their limit:
 * the count and the insert happen under one advisory lock, so processes starting imports at
 * the same moment are counted one after the other.
 */
export async function beginImport(
  db: Db,
  input: NewImport & { quota?: ImportQuota | null },
): Promise<ImportRow | null> {
  return db.transaction(async (transaction) => {
    // The transaction presents the same query builder; only its type differs.
    const tx = transaction as unknown as Db
    await tx.execute(
      sql`select pg_advisory_xact_lock(${FEED_IMPORT_START_LOCK[0]}, ${FEED_IMPORT_START_LOCK[1]})`,
    )
    await failStale(tx, input.feedId, input.now)
    if (input.quota) {
      const refused = overQuota(await runningImports(tx, input.startedBy, input.now), input.quota)
      if (refused) throw refused
    }
    return insertImport(tx, input)
  })
}

async function insertImport(db: Db, input: NewImport): Promise<ImportRow | null> {
  const [row] = await db
    .insert(feedImports)
    .values({
      feedId: input.feedId,
      trigger: input.trigger,
      fileName: input.fileName,
      format: input.format,
      bytesTotal: input.bytesTotal,
      startedBy: input.startedBy,
      startedAt: input.now,
      heartbeatAt: input.now,
    })
    .onConflictDoNothing()
    .returning()
  return row ?? null
}

/** Counts so far (and the heartbeat) of a running import. */
export type Progress = {
  bytesRead: number
  read: number
  imported: number
  rejected: number
  format?: ImportRow['format']
  bytesTotal?: number | null
}

export async function recordProgress(
  db: Db,
  importId: number,
  progress: Progress,
  now: Date,
): Promise<void> {
  await db
    .update(feedImports)
    .set({ ...progress, heartbeatAt: now })
    .where(and(eq(feedImports.id, importId), eq(feedImports.status, 'running')))
}

/** Ends an import: done with its counts, or failed with why. */
export async function endImport(
  db: Db,
  importId: number,
  end: Progress & { removed: number; pictureFailures: number; error: string | null },
  now: Date,
): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(feedImports)
    .set({
      ...end,
      status: end.error === null ? 'done' : 'failed',
      finishedAt: now,
      heartbeatAt: now,
    })
    .where(eq(feedImports.id, importId))
    .returning()
  return row
}

/** One rejected line as stored. */
export type RejectLine = { row: number; itemId: string | null } & Problem

/**
 * Stores rejected lines of an import from position `seq`, up to MAX_STORED_REJECTS in all;
 * returns how many were stored.
 */
export async function addRejects(
  db: Db,
  importId: number,
  seq: number,
  lines: readonly RejectLine[],
): Promise<number> {
  const room = Math.max(0, MAX_STORED_REJECTS - seq)
  const kept = lines.slice(0, room)
  if (!kept.length) return 0
  await db.insert(feedRejects).values(
    kept.map((line, i) => ({
      importId,
      seq: seq + i,
      row: line.row,
      itemId: line.itemId,
      attribute: line.attribute,
      reason: line.reason,
      detail: line.detail,
    })),
  )
  return kept.length
}

/** A page of an import's rejected lines, in file order. */
export async function rejectPage(db: Db, importId: number, offset: number) {
  const [total] = await db
    .select({ n: count() })
    .from(feedRejects)
    .where(eq(feedRejects.importId, importId))
  const rows = await db
    .select()
    .from(feedRejects)
    .where(eq(feedRejects.importId, importId))
    .orderBy(asc(feedRejects.seq))
    .limit(REJECT_PAGE_SIZE)
    .offset(offset)
  return { rows, total: total?.n ?? 0 }
}

/** An import of a feed, or undefined. */
export async function findImport(
  db: Db,
  feedId: number,
  importId: number,
): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(feedImports)
    .where(and(eq(feedImports.id, importId), eq(feedImports.feedId, feedId)))
  return row
}

/** The newest import of each feed. */
export async function lastImports(db: Db, feedIds: readonly number[]): Promise<ImportRow[]> {
  if (!feedIds.length) return []
  return db
    .selectDistinctOn([feedImports.feedId])
    .from(feedImports)
    .where(inArray(feedImports.feedId, [...feedIds]))
    .orderBy(feedImports.feedId, desc(feedImports.id))
}

/** An import as the Studio shows it. */
export function importJson(row: ImportRow): ImportJob {
  return {
    id: row.id,
    feedId: row.feedId,
    status: row.status,
    trigger: row.trigger,
    fileName: row.fileName,
    format: row.format,
    bytesRead: row.bytesRead,
    bytesTotal: row.bytesTotal,
    read: row.read,
    imported: row.imported,
    rejected: row.rejected,
    removed: row.removed,
    pictureFailures: row.pictureFailures,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  }
}

/**
 * Takes the scheduled URL feed most overdue at `now` and moves its next run on, in one
 * statement, so of several processes only one takes it. Undefined when none is due.
 */
export async function claimDueFeed(db: Db, now: Date): Promise<FeedRow | undefined> {
  const due = db
    .select({ id: feeds.id })
    .from(feeds)
    .where(and(ne(feeds.schedule, 'off'), lte(feeds.nextRunAt, now)))
    .orderBy(asc(feeds.nextRunAt))
    .limit(1)
    .for('update', { skipLocked: true })
  const [row] = await db
    .update(feeds)
    .set({
      nextRunAt: sql`${now.toISOString()}::timestamptz + case ${feeds.schedule} when 'hourly' then interval '1 hour' else interval '1 day' end`,
    })
    .where(sql`${feeds.id} = (${due})`)
    .returning()
  return row
}

/** Moves a scheduled feed's next run to `at` (one that could not start now tries again then). */
export async function deferFeed(db: Db, feedId: number, at: Date): Promise<void> {
  await db.update(feeds).set({ nextRunAt: at }).where(eq(feeds.id, feedId))
}

/** The topic of a feed's channel (what its items fit when the feed names none). */
export async function channelTopic(db: Db, channelId: string | null): Promise<string | null> {
  if (channelId === null) return null
  return (await findChannel(db, channelId))?.topic ?? null
}
