// Starting imports: from an uploaded file, a URL, or bytes the server has (the demo feed, the
// command line). Every one becomes a job row other processes can read, and runs through the
// same engine (run.ts).
import type { Config } from '../config'
import type { AppDeps } from '../deps'
import { fetchSafely } from '../http/safe-fetch'
import { EVERY_CHANNEL } from '../live'
import { type MediaConfig, mediaFor } from '../media'
import { quotaFor } from './admission'
import { openFeed } from './parse'
import {
  failureMessage,
  type ImportEnv,
  ImportError,
  PGLITE_IMPORT_BATCH_SIZE,
  runImport,
} from './run'
import { type CountedBytes, counted, fileBytes } from './sources'
import {
  beginImport,
  channelTopic,
  endImport,
  type FeedRow,
  type ImportRow,
  type ImportTrigger,
  type Progress,
  recordProgress,
} from './store'
import type { FeedContext } from './to-catalog'
import type { ParsedRow } from './types'

/**
 * What starting an import needs (the seed gives it without a whole server's configuration, and
 * without `live`: no viewer is connected yet; without `dbKind`, batches are PostgreSQL's).
 */
export type JobDeps = Pick<AppDeps, 'db' | 'now' | 'tasks' | 'vectorizer'> &
  Partial<Pick<AppDeps, 'live' | 'dbKind'>> & {
    /** With `media`, an import checks its first pictures through the proxy (server/media). */
    config: Pick<Config, 'publicOrigin' | 'apiPath' | 'feeds'> & Partial<Pick<Config, 'media'>>
  }

/** An import of the feed is running already (in this process or another). */
export class ImportBusy extends Error {
  constructor() {
    super('An import of this feed is running; wait for it to end, then try again.')
  }
}

/** How an import is started, and by whom. */
export type JobMeta = {
  trigger: ImportTrigger
  startedBy: string
  fileName: string | null
  /** Run in the background (answer at once) or to the end before returning. */
  background: boolean
  onProgress?: (progress: Progress) => void
  /** Called when the import has ended, whichever way (removes a spooled upload). */
  onEnd?: () => Promise<void>
}

function hasMedia(config: JobDeps['config']): config is JobDeps['config'] & MediaConfig {
  return config.media !== undefined
}

/** The engine's surroundings for this process. */
export function importEnv(deps: JobDeps, onProgress?: (p: Progress) => void): ImportEnv {
  const media = hasMedia(deps.config) ? mediaFor({ config: deps.config, tasks: deps.tasks }) : null
  return {
    db: deps.db,
    now: deps.now,
    ownMedia: `${deps.config.publicOrigin}${deps.config.apiPath}/media/`,
    rowsPerSecond: deps.config.feeds.rowsPerSecond,
    ...(deps.dbKind === 'pglite' ? { batchSize: PGLITE_IMPORT_BATCH_SIZE } : {}),
    signal: deps.tasks.signal,
    ...(onProgress ? { onProgress } : {}),
    ...(media && deps.config.feeds.pictureSample > 0
      ? {
          checkPicture: async (url: string) => (await media.check(url))?.message ?? null,
          pictureSample: deps.config.feeds.pictureSample,
        }
      : {}),
  }
}

/** What mapping items needs of a feed: its row and its channel's topic. */
export async function feedContext(deps: JobDeps, feed: FeedRow): Promise<FeedContext> {
  return {
    id: feed.id,
    channelId: feed.channelId,
    name: feed.name,
    topic: await channelTopic(deps.db, feed.channelId),
  }
}

/**
 * Runs `work` now or in the background, as the job asks. However it ended, the import may have
 * written items, so the vectorizer looks for items without vectors, and every channel's live
 * feed may have lost items it made inactive.
 */
async function launch(deps: JobDeps, meta: JobMeta, work: () => Promise<unknown>) {
  const run = async () => {
    try {
      await work()
    } finally {
      deps.vectorizer?.kick()
      deps.live?.feedChanged(EVERY_CHANNEL)
      await meta.onEnd?.()
    }
  }
  if (meta.background) deps.tasks.run('feed import', run)
  else await run()
}

/**
 * Imports bytes the server has at hand: refuses at once what is not a feed (NotAFeedError,
 * nothing changed), starts the job (ImportBusy when one of the feed runs, ImportLimitReached
 * when the person or the service runs as many as they may) and runs it. Returns the job as it
 * started (background) or ended.
 */
export async function importBytes(
  deps: JobDeps,
  feed: FeedRow,
  bytes: CountedBytes & { total: number | null; close?: () => void },
  meta: JobMeta,
): Promise<ImportRow> {
  let opened: Awaited<ReturnType<typeof openFeed>>
  try {
    opened = await openFeed(bytes.chunks)
  } catch (error) {
    bytes.close?.()
    await meta.onEnd?.()
    throw error
  }
  const job = await beginImport(deps.db, {
    feedId: feed.id,
    trigger: meta.trigger,
    fileName: meta.fileName,
    format: opened.format,
    bytesTotal: bytes.total,
    startedBy: meta.startedBy,
    now: deps.now(),
    quota: quotaFor(meta.trigger, deps.config.feeds.importsAtOnce),
  }).catch(async (error: unknown) => {
    bytes.close?.()
    await meta.onEnd?.()
    throw error
  })
  if (!job) {
    bytes.close?.()
    await meta.onEnd?.()
    throw new ImportBusy()
  }
  const context = await feedContext(deps, feed)
  let ended: ImportRow | undefined
  await launch(deps, meta, async () => {
    try {
      ended = await runImport(
        importEnv(deps, meta.onProgress),
        job,
        context,
        opened.rows,
        bytes.bytesRead,
      )
    } finally {
      bytes.close?.()
    }
  })
  return ended ?? job
}

/** Imports a file on disk (a spooled upload, or one named on the command line). */
export async function importFile(
  deps: JobDeps,
  feed: FeedRow,
  path: string,
  meta: JobMeta,
): Promise<ImportRow> {
  const { stream, size } = await fileBytes(path)
  return importBytes(
    deps,
    feed,
    { ...counted(stream), total: size, close: () => stream.destroy() },
    meta,
  )
}

/**
 * Imports a URL feed: the job starts at once (ImportBusy when one runs, ImportLimitReached as
 * for bytes), then the URL is fetched safely (public addresses only unless the operator allows
 * others, size and time limits, redirects re-checked) and read through the same engine. A URL
 * that cannot be fetched, or is not a feed, ends the job as failed with why; nothing changes.
 */
export async function importUrl(deps: JobDeps, feed: FeedRow, meta: JobMeta): Promise<ImportRow> {
  const url = feed.url
  if (url === null) throw new ImportError('This feed is a file feed: upload a new version instead.')
  const job = await beginImport(deps.db, {
    feedId: feed.id,
    trigger: meta.trigger,
    fileName: meta.fileName ?? url,
    format: null,
    bytesTotal: null,
    startedBy: meta.startedBy,
    now: deps.now(),
    quota: quotaFor(meta.trigger, deps.config.feeds.importsAtOnce),
  })
  if (!job) throw new ImportBusy()
  const context = await feedContext(deps, feed)
  let ended: ImportRow | undefined
  await launch(deps, meta, async () => {
    const settings = deps.config.feeds
    let rows: AsyncIterable<ParsedRow>
    let bytes: CountedBytes
    try {
      const fetched = await fetchSafely(url, {
        allowPrivate: settings.allowPrivateAddresses,
        maxBytes: settings.maxBytes,
        timeoutMs: settings.fetchTimeoutMs,
        signal: deps.tasks.signal,
      })
      bytes = counted(fetched.body)
      const opened = await openFeed(bytes.chunks)
      rows = opened.rows
      const start = { bytesRead: bytes.bytesRead(), read: 0, imported: 0, rejected: 0 }
      await recordProgress(
        deps.db,
        job.id,
        { ...start, format: opened.format, bytesTotal: fetched.contentLength },
        deps.now(),
      )
    } catch (error) {
      ended = await endImport(
        deps.db,
        job.id,
        {
          bytesRead: 0,
          read: 0,
          imported: 0,
          rejected: 0,
          removed: 0,
          pictureFailures: 0,
          error: failureMessage(error, deps.tasks.signal),
        },
        deps.now(),
      )
      return
    }
    ended = await runImport(importEnv(deps, meta.onProgress), job, context, rows, bytes.bytesRead)
  })
  return ended ?? job
}
