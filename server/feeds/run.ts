// The import engine: parsed rows in, batched upserts out, progress written as it goes, and at
// the end of a complete import the sync (items the feed no longer carries leave the live feed).

import { PICTURE_SAMPLE } from '../../shared/api/feeds'
import { type CatalogItem, retireUnseen, upsertItems } from '../catalog'
import type { Db } from '../db'
import { FetchRefused } from '../http/safe-fetch'
import { BrokenFeedError } from './parse'
import {
  addRejects,
  endImport,
  type ImportRow,
  type Progress,
  type RejectLine,
  recordProgress,
} from './store'
import { type FeedContext, toCatalogItem } from './to-catalog'
import { type FeedItem, NotAFeedError, type ParsedRow } from './types'

/** Not in the spec: items written per statement (one round trip each). */
export const IMPORT_BATCH_SIZE = 500

/**
 * Not in the spec: the same on PGlite, which runs SQL on the server's event loop: a statement
 * of 500 items held it about 45 ms (up to 100 on a busy machine), one of 250 about 20, with
 * the same items/s.
 */
export const PGLITE_IMPORT_BATCH_SIZE = 250

/** An error whose message is meant for the person importing (not a fault on our side). */
export class ImportError extends Error {}

/** What an import needs around it. */
export type ImportEnv = {
  db: Db
  now: () => Date
  /** Absolute prefix of pictures this server draws (`{origin}{api}/media/`). */
  ownMedia: string
  /** Most rows written a second; 0: no limit. */
  rowsPerSecond: number
  batchSize?: number
  /** Aborted when the server stops: the import ends as failed. */
  signal?: AbortSignal
  /** Waits `ms` between batches of a paced import. */
  wait?: (ms: number) => Promise<void>
  /** A monotonic clock in ms, for pacing. */
  clock?: () => number
  /** Told after every batch (the command line prints it). */
  onProgress?: (progress: Progress) => void
  /**
   * Fetches and checks a picture as the proxy will (keeping it for viewers): why it cannot be
   * used, in a sentence, or null. Absent: pictures are not checked.
   */
  checkPicture?: (url: string) => Promise<string | null>
  /** Items whose pictures are checked, the first in file order (PICTURE_SAMPLE). */
  pictureSample?: number
}

/** How an import ended. */
export type ImportOutcome = Progress & {
  removed: number
  pictureFailures: number
  error: string | null
}

const STOPPED =
  'The import stopped before the end because the server is shutting down; import again.'
const NOTHING_IMPORTED =
  'No item of the feed could be imported (see the rejected rows), so the catalog was left as it was.'
const OUR_FAULT = 'The import stopped on an error on our side; nothing more was changed. Try again.'

/**
 * The words an import's failure is reported in. `signal` aborted: the server is stopping, and
 * whatever broke (the download it cut, the row it interrupted) broke because of that.
 */
export function failureMessage(error: unknown, signal?: AbortSignal): string {
  if (signal?.aborted) return STOPPED
  if (
    error instanceof NotAFeedError ||
    error instanceof ImportError ||
    error instanceof BrokenFeedError ||
    error instanceof FetchRefused
  ) {
    return error.message
  }
  console.error('feed import failed', error)
  return OUR_FAULT
}

/** The report line of an item whose picture failed its check, or null (passed, or not checked). */
async function pictureLine(
  check: (url: string) => Promise<string | null>,
  item: FeedItem,
): Promise<RejectLine | null> {
  try {
    const why = await check(item.imageLink)
    if (why === null) return null
    return {
      row: item.row,
      itemId: item.id,
      attribute: 'image_link',
      reason: 'picture',
      detail: why,
    }
  } catch (error) {
    // Our fault (a full disk, say), not the feed's: the picture is checked again when viewed.
    console.error('feed import: a picture could not be checked', error)
    return null
  }
}

function defaultWait(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms))
}

/**
 * Imports the rows of one import into the catalog. Valid items are written in batches; a
 * rejected row, or an id the feed repeats, becomes report lines. Progress is recorded after
 * every batch. The pictures of the first PICTURE_SAMPLE items (not those we draw) are checked
 * as the rows are written; each that fails is a line of the report too, its item imported. A feed read to its end with at least one item imported is a sync: items of the
 * feed it did not carry leave the live feed. A feed that fails midway (or imports nothing)
 * keeps what it wrote but removes nothing.
 */
export async function importRows(
  env: ImportEnv,
  importId: number,
  feed: FeedContext,
  rows: AsyncIterable<ParsedRow>,
  bytesRead: () => number,
): Promise<ImportOutcome> {
  const batchSize = env.batchSize ?? IMPORT_BATCH_SIZE
  const clock = env.clock ?? (() => performance.now())
  const wait = env.wait ?? defaultWait
  const started = clock()
  const progress: Progress = { bytesRead: 0, read: 0, imported: 0, rejected: 0 }
  let storedRejects = 0
  let leftLive = 0
  let batch = new Map<string, CatalogItem>()
  let batchRows = new Map<string, number>()
  let rejects: RejectLine[] = []
  const pictureChecks: Promise<RejectLine | null>[] = []
  const sample = env.pictureSample ?? PICTURE_SAMPLE

  const duplicate = (row: number, itemId: string): RejectLine => ({
    row,
    itemId,
    attribute: 'id',
    reason: 'duplicate-id',
    detail: `The id "${itemId}" appears earlier in the feed; only its first item is imported.`,
  })

  async function flush() {
    const items = [...batch.values()]
    const outcome = await upsertItems(env.db, importId, items)
    for (const item of items) {
      if (outcome.written.has(item.key)) continue
      progress.rejected++
      rejects.push(duplicate(batchRows.get(item.key) ?? 0, item.externalId))
    }
    progress.imported += outcome.written.size
    leftLive += outcome.leftLive
    rejects.sort((a, b) => a.row - b.row)
    storedRejects += await addRejects(env.db, importId, storedRejects, rejects)
    batch = new Map()
    batchRows = new Map()
    rejects = []
    progress.bytesRead = bytesRead()
    await recordProgress(env.db, importId, progress, env.now())
    env.onProgress?.({ ...progress })
    if (env.rowsPerSecond > 0) {
      const due = started + (progress.read / env.rowsPerSecond) * 1000
      const ahead = due - clock()
      if (ahead > 0) await wait(ahead)
    }
  }

  try {
    for await (const parsed of rows) {
      if (env.signal?.aborted) throw new ImportError(STOPPED) // said as STOPPED below
      progress.read++
      if (parsed.kind === 'rejected') {
        progress.rejected++
        for (const problem of parsed.problems) {
          rejects.push({ row: parsed.row, itemId: parsed.itemId, ...problem })
        }
      } else {
        const item = toCatalogItem(parsed.item, feed, env.ownMedia)
        if (batch.has(item.key)) {
          progress.rejected++
          rejects.push(duplicate(parsed.item.row, parsed.item.id))
        } else {
          batch.set(item.key, item)
          batchRows.set(item.key, parsed.item.row)
          if (env.checkPicture && item.imagePath === null && pictureChecks.length < sample) {
            pictureChecks.push(pictureLine(env.checkPicture, parsed.item))
          }
        }
      }
      if (batch.size >= batchSize || rejects.length >= batchSize) await flush()
    }
    await flush()
    const pictures = (await Promise.all(pictureChecks)).filter((line) => line !== null)
    storedRejects += await addRejects(env.db, importId, storedRejects, pictures)
    const pictureFailures = pictures.length
    if (progress.imported === 0) {
      return { ...progress, removed: leftLive, pictureFailures, error: NOTHING_IMPORTED }
    }
    const removed = leftLive + (await retireUnseen(env.db, feed.id, importId))
    return { ...progress, removed, pictureFailures, error: null }
  } catch (error) {
    const why = failureMessage(error, env.signal)
    return { ...progress, removed: leftLive, pictureFailures: 0, error: why }
  }
}

/** Runs an import to its end and records how it ended. */
export async function runImport(
  env: ImportEnv,
  job: ImportRow,
  feed: FeedContext,
  rows: AsyncIterable<ParsedRow>,
  bytesRead: () => number,
): Promise<ImportRow | undefined> {
  const outcome = await importRows(env, job.id, feed, rows, bytesRead)
  return endImport(env.db, job.id, outcome, env.now())
}
