// Channel programs: a schedule uploaded in the Studio (its cues become segments), else the
// channel's stock program (the demo channels' scripts). The program clock and `/channels/{id}/now` read them from here.
import { eq, isNull } from 'drizzle-orm'
import type { Cue } from '../../shared/captions'
import type { Db } from '../db'
import { channelPrograms, channels, type ProgramSegment } from '../db/schema'
import type { MatchingChannel } from './append'
import { PROGRAM_EPOCH_MS } from './clock'

/** Not in the spec: the most characters of a cue shown as its segment's title. */
const TITLE_LENGTH = 60

/** A program as the clock runs it: segments looping from `epochMs`, keys prefixed. */
export type RunningProgram = {
  segments: readonly ProgramSegment[]
  epochMs: number
  /**
   * Prefix of segment keys: '' for scripted programs, 's{start}:' for uploaded ones (a new
   * upload, even after a deletion, never meets an old one's keys).
   */
  keyPrefix: string
  uploaded: boolean
}

function stock(segments: readonly ProgramSegment[] | null): RunningProgram | null {
  return segments?.length
    ? { segments, epochMs: PROGRAM_EPOCH_MS, keyPrefix: '', uploaded: false }
    : null
}

function running(row: typeof channelPrograms.$inferSelect): RunningProgram {
  return {
    segments: row.segments,
    epochMs: new Date(row.startsAt).getTime(),
    keyPrefix: `s${new Date(row.startsAt).getTime()}:`,
    uploaded: true,
  }
}

/**
 * A program's segments from cues: each cue a segment, a gap before a cue a silent segment
 * (nothing to match), so the program keeps the file's timing and loops after its last cue.
 */
export function cuesToSegments(cues: readonly Cue[]): ProgramSegment[] {
  const out: ProgramSegment[] = []
  let at = 0
  for (const cue of cues) {
    if (cue.startMs > at) {
      out.push({ title: '', caption: '', entities: [], durationSec: (cue.startMs - at) / 1000 })
    }
    const title =
      cue.text.length > TITLE_LENGTH ? `${cue.text.slice(0, TITLE_LENGTH - 1)}…` : cue.text
    out.push({
      title,
      caption: cue.text,
      entities: [],
      durationSec: (cue.endMs - cue.startMs) / 1000,
    })
    at = cue.endMs
  }
  return out
}

/** The program a channel runs now, or null when it has none. */
export async function programOf(db: Db, channelId: string): Promise<RunningProgram | null> {
  const [row] = await db
    .select({ uploaded: channelPrograms, stockProgram: channels.stockProgram })
    .from(channels)
    .leftJoin(channelPrograms, eq(channelPrograms.channelId, channels.id))
    .where(eq(channels.id, channelId))
    .limit(1)
  if (!row) return null
  return row.uploaded ? running(row.uploaded) : stock(row.stockProgram)
}

/** A live channel with the program it runs. */
export type ProgrammedChannel = MatchingChannel & { program: RunningProgram }

/** Every live (not archived) channel that has a program, with it. */
export async function programmedChannels(db: Db): Promise<ProgrammedChannel[]> {
  const rows = await db
    .select({
      id: channels.id,
      topic: channels.topic,
      approval: channels.approval,
      region: channels.region,
      stockProgram: channels.stockProgram,
      uploaded: channelPrograms,
    })
    .from(channels)
    .leftJoin(channelPrograms, eq(channelPrograms.channelId, channels.id))
    .where(isNull(channels.archivedAt))
  return rows.flatMap(({ uploaded, stockProgram, ...channel }) => {
    const program = uploaded ? running(uploaded) : stock(stockProgram)
    return program ? [{ ...channel, program }] : []
  })
}

/** A stored schedule as the Studio shows it. */
export type StoredSchedule = {
  fileName: string | null
  uploadedAt: string
  uploadedBy: string
  startsAt: string
  cues: { startMs: number; endMs: number; text: string }[]
}

function scheduleJson(row: typeof channelPrograms.$inferSelect): StoredSchedule {
  return {
    fileName: row.fileName,
    uploadedAt: new Date(row.uploadedAt).toISOString(),
    uploadedBy: row.uploadedBy,
    startsAt: new Date(row.startsAt).toISOString(),
    cues: row.cues,
  }
}

/** The channel's uploaded schedule, or null (its stock program or none). */
export async function scheduleOf(db: Db, channelId: string): Promise<StoredSchedule | null> {
  const [row] = await db
    .select()
    .from(channelPrograms)
    .where(eq(channelPrograms.channelId, channelId))
    .limit(1)
  return row ? scheduleJson(row) : null
}

/**
 * Makes cues the channel's program, starting now; replaces any earlier upload in one
 * statement.
 */
export async function saveSchedule(
  db: Db,
  channelId: string,
  upload: { cues: readonly Cue[]; fileName: string | null; uploadedBy: string; now: Date },
): Promise<StoredSchedule> {
  const values = {
    segments: cuesToSegments(upload.cues),
    cues: upload.cues.map(({ startMs, endMs, text }) => ({ startMs, endMs, text })),
    fileName: upload.fileName,
    startsAt: upload.now,
    uploadedBy: upload.uploadedBy,
    uploadedAt: upload.now,
  }
  const [row] = await db
    .insert(channelPrograms)
    .values({ channelId, ...values })
    .onConflictDoUpdate({
      target: channelPrograms.channelId,
      set: values,
    })
    .returning()
  if (!row) throw new Error('saving a schedule returned no row')
  return scheduleJson(row)
}

/** Drops the uploaded schedule: a channel with a stock program goes back to it. */
export async function deleteSchedule(db: Db, channelId: string): Promise<void> {
  await db.delete(channelPrograms).where(eq(channelPrograms.channelId, channelId))
}
