// A channel's product feeds in the Studio (shared/api/feeds.ts): list, add, edit, remove,
// import (an uploaded file, or a URL fetched now), follow an import's progress, read its
// rejected rows. Every member may import; a feed belongs to its channel.
import { Hono } from 'hono'
import * as v from 'valibot'
import {
  FeedEditSchema,
  FeedItemsQuerySchema,
  type FeedSummary,
  NewFeedSchema,
  REJECT_REASONS,
  type RejectPage,
} from '../../shared/api/feeds'
import { areas, routes } from '../../shared/api/routes'
import { liveItemCounts, retireFeed } from '../catalog'
import type { AppDeps } from '../deps'
import { vectorCoverageByFeed } from '../embeddings'
import {
  createFeed,
  deleteFeed,
  discard,
  type FeedRow,
  feedItems,
  findFeed,
  findImport,
  ImportBusy,
  ImportError,
  ImportLimitReached,
  importFile,
  importJson,
  importRunning,
  importUrl,
  lastImports,
  listFeeds,
  NotAFeedError,
  overQuota,
  quotaFor,
  rejectPage,
  runningImports,
  spool,
  UploadTooLarge,
  updateFeed,
} from '../feeds'
import { HttpError, parse, readJson } from '../http/errors'
import { EVERY_CHANNEL } from '../live'
import type { StudioVars } from './access'

/** Error texts of the feed routes. */
export const FEED_ERROR = {
  noFeed: 'No such feed on this channel.',
  noImport: 'No such import of this feed.',
  nameTaken: (name: string) =>
    `The channel has a feed named "${name}" already: choose another name.`,
  noFile: 'Send the feed file as the request body.',
  urlOnFileFeed: 'A file feed has no URL or schedule: add a URL feed instead.',
  running: 'An import of this feed is running; wait for it to end.',
} as const

const IdParam = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/),
  v.transform(Number),
  v.maxValue(2_147_483_647),
)
const OffsetQuery = v.pipe(
  v.optional(v.string(), '0'),
  v.regex(/^\d{1,9}$/, 'the offset is a whole number'),
  v.transform(Number),
)
const ReasonSchema = v.picklist(REJECT_REASONS)
const FileNameQuery = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(200, 'the file name is at most 200 characters')),
)

async function summaries(deps: AppDeps, rows: FeedRow[]): Promise<FeedSummary[]> {
  const ids = rows.map((row) => row.id)
  const model = deps.vectorizer?.models[0]
  const [counts, imports, meaning] = await Promise.all([
    liveItemCounts(deps.db, ids),
    lastImports(deps.db, ids),
    model === undefined ? null : vectorCoverageByFeed(deps.db, model, ids),
  ])
  const last = new Map(imports.map((job) => [job.feedId, importJson(job)]))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    source: row.source,
    url: row.url,
    schedule: row.schedule,
    nextRunAt: row.nextRunAt ? row.nextRunAt.toISOString() : null,
    trackingTemplate: row.trackingTemplate,
    liveItems: counts.get(row.id) ?? 0,
    ...(meaning ? { meaningItems: meaning.get(row.id)?.embedded ?? 0 } : {}),
    lastImport: last.get(row.id) ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  }))
}

/** Feed routes, mounted after the membership check. */
export function feedRoutes(deps: AppDeps) {
  async function summary(row: FeedRow): Promise<FeedSummary> {
    const [one] = await summaries(deps, [row])
    if (!one) throw new HttpError(404, FEED_ERROR.noFeed)
    return one
  }

  /** An import of the feed named by the URL, or 404. */
  async function importOf(feed: FeedRow, rawId: string) {
    const id = v.safeParse(IdParam, rawId)
    const job = id.success ? await findImport(deps.db, feed.id, id.output) : undefined
    if (!job) throw new HttpError(404, FEED_ERROR.noImport)
    return job
  }

  const feed = new Hono<StudioVars & { Variables: { feed: FeedRow } }>()
    .use(`${areas.studioFeed}/*`, async (c, next) => {
      const id = v.safeParse(IdParam, c.req.param('feedId'))
      const row = id.success ? await findFeed(deps.db, c.var.channel.id, id.output) : undefined
      if (!row) throw new HttpError(404, FEED_ERROR.noFeed)
      c.set('feed', row)
      await next()
    })
    .on(routes.feedEdit.method, routes.feedEdit.pattern, async (c) => {
      const edit = await readJson(c, FeedEditSchema)
      if (c.var.feed.source === 'file' && (edit.url !== undefined || edit.schedule !== undefined)) {
        throw new HttpError(400, FEED_ERROR.urlOnFileFeed)
      }
      const row = await updateFeed(deps.db, c.var.feed, edit, deps.now())
      if (!row) throw new HttpError(409, FEED_ERROR.nameTaken(edit.name ?? c.var.feed.name))
      return c.json(await summary(row))
    })
    .on(routes.feedDelete.method, routes.feedDelete.pattern, async (c) => {
      if (await importRunning(deps.db, c.var.feed.id, deps.now())) {
        throw new HttpError(409, FEED_ERROR.running)
      }
      await retireFeed(deps.db, c.var.feed.id)
      await deleteFeed(deps.db, c.var.feed.id)
      deps.live.feedChanged(EVERY_CHANNEL)
      return c.json({ ok: true as const })
    })
    .on(routes.feedImport.method, routes.feedImport.pattern, async (c) => {
      const row = c.var.feed
      const by = c.var.user.email
      if (await importRunning(deps.db, row.id, deps.now())) {
        throw new HttpError(409, FEED_ERROR.running)
      }
      if (row.source === 'url') {
        const job = await importUrl(deps, row, {
          trigger: 'url',
          startedBy: by,
          fileName: null,
          background: true,
        }).catch(refusal)
        return c.json(importJson(job), 202)
      }
      const fileName = parse(FileNameQuery, c.req.query('file'), 'file name') || null
      const body = c.req.raw.body
      if (!body) throw new HttpError(400, FEED_ERROR.noFile)
      // Refused before the file is spooled; starting the import counts again, under a lock.
      const quota = quotaFor('upload', deps.config.feeds.importsAtOnce)
      const over = quota && overQuota(await runningImports(deps.db, by, deps.now()), quota)
      if (over) {
        c.header('Connection', 'close') // the body is not read
        throw new HttpError(429, over.message)
      }
      const file = await spool(body, deps.config.feeds.maxBytes).catch((error: unknown) => {
        if (!(error instanceof UploadTooLarge)) throw error
        c.header('Connection', 'close')
        throw new HttpError(413, error.message)
      })
      if (file.size === 0) {
        await discard(file.path)
        throw new HttpError(400, FEED_ERROR.noFile)
      }
      const job = await importFile(deps, row, file.path, {
        trigger: 'upload',
        startedBy: by,
        fileName,
        background: true,
        onEnd: () => discard(file.path),
      }).catch(refusal)
      return c.json(importJson(job), 202)
    })
    .on(routes.feedItems.method, routes.feedItems.pattern, async (c) => {
      const query = parse(FeedItemsQuerySchema, c.req.query(), 'query')
      return c.json(await feedItems(deps.db, c.var.feed.id, query, deps.config))
    })
    .on(routes.importJob.method, routes.importJob.pattern, async (c) =>
      c.json(importJson(await importOf(c.var.feed, c.req.param('importId')))),
    )
    .on(routes.importRejects.method, routes.importRejects.pattern, async (c) => {
      const job = await importOf(c.var.feed, c.req.param('importId'))
      const offset = parse(OffsetQuery, c.req.query('offset'), 'offset')
      const page = await rejectPage(deps.db, job.id, offset)
      const answer: RejectPage = {
        rejects: page.rows.map((r) => ({
          row: r.row,
          itemId: r.itemId,
          attribute: r.attribute,
          reason: v.parse(ReasonSchema, r.reason),
          detail: r.detail,
        })),
        total: page.total,
        offset,
      }
      return c.json(answer)
    })

  return new Hono<StudioVars>()
    .on(routes.feeds.method, routes.feeds.pattern, async (c) =>
      c.json({ feeds: await summaries(deps, await listFeeds(deps.db, c.var.channel.id)) }),
    )
    .on(routes.feedCreate.method, routes.feedCreate.pattern, async (c) => {
      const input = await readJson(c, NewFeedSchema)
      const row = await createFeed(deps.db, {
        channelId: c.var.channel.id,
        name: input.name,
        source: input.source,
        url: input.source === 'url' ? input.url : null,
        schedule: input.source === 'url' ? input.schedule : 'off',
        createdBy: c.var.user.email,
        now: deps.now(),
      })
      if (!row) throw new HttpError(409, FEED_ERROR.nameTaken(input.name))
      return c.json(await summary(row), 201)
    })
    .route('/', feed)
}

/**
 * A refused import as the API answers it: not a feed 400; one of the feed running 409 (this
 * feed's state); the person's or the service's imports at their limit 429 (too many at once,
 * whichever feed: try again later, as for the other limits on how much one client may do).
 */
function refusal(error: unknown): never {
  if (error instanceof NotAFeedError || error instanceof ImportError) {
    throw new HttpError(400, error.message)
  }
  if (error instanceof ImportBusy) throw new HttpError(409, FEED_ERROR.running)
  if (error instanceof ImportLimitReached) throw new HttpError(429, error.message)
  throw error
}
