import * as v from 'valibot'
import { withoutBidiControls } from '../rules/display-text'
import { TrackingTemplateSchema } from './attribution'
import { fillPath } from './route-path'
import { routes } from './routes'

/**
 * Product feeds (issue 14, ARCHITECTURE.md §11): a channel's catalog comes from Google
 * Merchant Center feeds (TSV, RSS 2.0 or Atom with `g:`), uploaded in the Studio or fetched
 * from a URL on a schedule. Under `{api}/studio/channels/{id}`; every member may import.
 */
export const feedPaths = {
  /** GET `{ feeds: FeedSummary[] }`; POST a NewFeed → 201 FeedSummary. */
  feeds: (id: string) => fillPath(routes.feeds.pattern, { id }),
  /** PATCH a FeedEdit → FeedSummary; DELETE → `{ ok: true }` (its items leave the live feed). */
  feed: (id: string, feedId: number) => fillPath(routes.feedEdit.pattern, { id, feedId }),
  /**
   * POST → 202 ImportJob. A file feed: the body is the file as it is (any Content-Type,
   * `?file=` its name). A URL feed: no body; the server fetches the URL now. 409 while an
   * import of the feed runs; 429 when the member, or the whole service, runs as many imports
   * as it may at once; a 400 error when the file is not a feed (nothing changed).
   */
  imports: (id: string, feedId: number) => fillPath(routes.feedImport.pattern, { id, feedId }),
  /**
   * GET `?q=&after=&limit=` → FeedItemsPage: the feed's imported items by id (live or not),
   * `q` searching their words or naming an item id, `after` the last id of the page before.
   */
  items: (id: string, feedId: number) => fillPath(routes.feedItems.pattern, { id, feedId }),
  /** GET ImportJob: progress while it runs, counts when done. */
  importJob: (id: string, feedId: number, importId: number) =>
    fillPath(routes.importJob.pattern, { id, feedId, importId }),
  /** GET `?offset=` → RejectPage: the rejected rows of an import, in file order. */
  rejects: (id: string, feedId: number, importId: number) =>
    fillPath(routes.importRejects.pattern, { id, feedId, importId }),
} as const

/** Why a row was not imported. */
export const REJECT_REASONS = [
  'missing',
  'bad-price',
  'bad-url',
  'image-rule',
  'duplicate-id',
  'too-long',
  'bad-value',
  'bad-encoding',
  /** Not a rejected row: the item is imported, but its picture could not be used. */
  'picture',
] as const
export type RejectReason = (typeof REJECT_REASONS)[number]

export const FEED_SOURCES = ['file', 'url'] as const
export type FeedSource = (typeof FEED_SOURCES)[number]

export const FEED_SCHEDULES = ['off', 'hourly', 'daily'] as const
export type FeedSchedule = (typeof FEED_SCHEDULES)[number]

/** running: under way; done: finished (items missing from the feed left the live feed). */
export const IMPORT_STATUSES = ['running', 'done', 'failed'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

/** Not in the spec: the longest feed name and URL the Studio accepts. */
export const FEED_LIMITS = { name: 80, url: 2000 } as const

const FeedNameSchema = v.pipe(
  v.string('the name must be text'),
  v.transform(withoutBidiControls),
  v.trim(),
  v.minLength(1, 'name the feed'),
  v.maxLength(FEED_LIMITS.name, `a feed name is at most ${FEED_LIMITS.name} characters`),
)

/** A feed URL as people paste it: absolute http(s), no user or password. */
export const FeedUrlSchema = v.pipe(
  v.string('the URL must be text'),
  v.trim(),
  v.maxLength(FEED_LIMITS.url, `a feed URL is at most ${FEED_LIMITS.url} characters`),
  v.check((raw) => {
    try {
      const url = new URL(raw)
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
      )
    } catch {
      return false
    }
  }, 'the feed URL is an http(s) address such as https://shop.example/feed.xml'),
)

const ScheduleSchema = v.picklist(
  FEED_SCHEDULES,
  `the schedule is one of ${FEED_SCHEDULES.join(', ')}`,
)

/** POST feeds. */
export const NewFeedSchema = v.variant(
  'source',
  [
    v.strictObject({ source: v.literal('file'), name: FeedNameSchema }),
    v.strictObject({
      source: v.literal('url'),
      name: FeedNameSchema,
      url: FeedUrlSchema,
      schedule: v.optional(ScheduleSchema, 'daily'),
    }),
  ],
  'the source is file or url',
)
export type NewFeed = v.InferInput<typeof NewFeedSchema>

/**
 * PATCH a feed: any of these (url and schedule only for URL feeds); `trackingTemplate` null
 * goes back to the default parameters (shared/api/attribution.ts).
 */
export const FeedEditSchema = v.pipe(
  v.strictObject({
    name: v.optional(FeedNameSchema),
    url: v.optional(FeedUrlSchema),
    schedule: v.optional(ScheduleSchema),
    trackingTemplate: v.optional(TrackingTemplateSchema),
  }),
  v.check((edit) => Object.keys(edit).length > 0, 'say what to change'),
)
export type FeedEdit = v.InferInput<typeof FeedEditSchema>

/** An import: progress while it runs, the outcome when it ends. */
export const ImportJobSchema = v.object({
  id: v.number(),
  feedId: v.number(),
  status: v.picklist(IMPORT_STATUSES),
  /** upload, url (Import now), schedule, cli or seed. */
  trigger: v.picklist(['upload', 'url', 'schedule', 'cli', 'seed']),
  fileName: v.nullable(v.string()),
  format: v.nullable(v.picklist(['tsv', 'rss', 'atom'])),
  /** Bytes of the file read so far and in all (null: not known, e.g. a URL without a length). */
  bytesRead: v.number(),
  bytesTotal: v.nullable(v.number()),
  /** Rows or items read, imported (added or updated) and rejected so far. */
  read: v.number(),
  imported: v.number(),
  rejected: v.number(),
  /** Items that left the live feed at the end: missing from the feed, or out of stock. */
  removed: v.number(),
  /**
   * Of the first PICTURE_SAMPLE items with a picture, those whose picture could not be used
   * (the proxy could not fetch it, or spec §5's rules refuse it): each is a line of the report.
   */
  pictureFailures: v.number(),
  /** Why it failed, in words; null unless failed. */
  error: v.nullable(v.string()),
  startedAt: v.string(),
  finishedAt: v.nullable(v.string()),
})
export type ImportJob = v.InferOutput<typeof ImportJobSchema>

/** A feed of a channel, with its last import. */
export const FeedSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  source: v.picklist(FEED_SOURCES),
  url: v.nullable(v.string()),
  schedule: v.picklist(FEED_SCHEDULES),
  /** When the next scheduled import runs; null when the schedule is off. */
  nextRunAt: v.nullable(v.string()),
  /** The parameters its buy links go out with (issue 65); null: DEFAULT_TRACKING_TEMPLATE. */
  trackingTemplate: v.nullable(v.string()),
  /** Items of the feed in the live catalog now (in stock and in the last import). */
  liveItems: v.number(),
  /**
   * Of those, the items matching by meaning can find ("Meaning: 1,940 of 2,000 items"): their
   * vector of the server's preferred model is made from their present text. Absent when the
   * server has no embedding model.
   */
  meaningItems: v.optional(v.number()),
  lastImport: v.nullable(ImportJobSchema),
  createdBy: v.string(),
  createdAt: v.string(),
})
export type FeedSummary = v.InferOutput<typeof FeedSummarySchema>
export const FeedListSchema = v.object({ feeds: v.array(FeedSummarySchema) })

/** One rejected row: where, which attribute, why (one line per problem). */
export const RejectSchema = v.object({
  row: v.number(),
  itemId: v.nullable(v.string()),
  attribute: v.string(),
  reason: v.picklist(REJECT_REASONS),
  detail: v.string(),
})
export type Reject = v.InferOutput<typeof RejectSchema>

/** Not in the spec: rejected lines kept per import (the count goes on past it). */
export const MAX_STORED_REJECTS = 10_000
/**
 * Not in the spec: the items of an import whose pictures are fetched and checked as it runs,
 * the first ones in file order. A broken feed is almost always broken the same way
 * throughout (a wrong host, a CDN refusing us), which they show; a million fetches would not.
 */
export const PICTURE_SAMPLE = 100
/** Not in the spec: rejected lines per page of the report. */
export const REJECT_PAGE_SIZE = 100

export const RejectPageSchema = v.object({
  rejects: v.array(RejectSchema),
  /** Lines stored in all (at most MAX_STORED_REJECTS). */
  total: v.number(),
  offset: v.number(),
})
export type RejectPage = v.InferOutput<typeof RejectPageSchema>

/** Not in the spec: a page of a feed's item list, and the most one read gives. */
export const FEED_ITEMS_PAGE = 25
export const FEED_ITEMS_MAX = 100

/** GET items' query, as the URL gives it (strings), checked. */
export const FeedItemsQuerySchema = v.object({
  q: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'the search is at most 100 characters')),
    '',
  ),
  after: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,15}$/, 'after is the id of the last item shown'),
      v.transform(Number),
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'limit is a whole number of items'),
      v.transform(Number),
      v.minValue(1, 'limit is at least 1'),
      v.maxValue(FEED_ITEMS_MAX, `limit is at most ${FEED_ITEMS_MAX}`),
    ),
    String(FEED_ITEMS_PAGE),
  ),
})

/** Where an item's picture comes from: the feed's link, one this server draws, or none. */
export const PICTURE_SOURCES = ['feed', 'drawn', 'none'] as const

export const FeedItemRowSchema = v.object({
  /** The catalog's id (what Pin takes). */
  id: v.number(),
  /** The feed's own id of the item. */
  itemId: v.string(),
  title: v.string(),
  priceCents: v.number(),
  currency: v.string(),
  picture: v.picklist(PICTURE_SOURCES),
  /**
   * The picture's absolute address on our origin (the feed's through the picture proxy, at the
   * widget card's size, or the one this server draws); null without a picture.
   */
  pictureUrl: v.nullable(v.string()),
  /** In the live feed (in stock and in the last import). */
  live: v.boolean(),
})
export type FeedItemRow = v.InferOutput<typeof FeedItemRowSchema>

/** A page of a feed's items; `next` is the `after` of the next page, null at the end. */
export const FeedItemsPageSchema = v.object({
  items: v.array(FeedItemRowSchema),
  next: v.nullable(v.number()),
})
export type FeedItemsPage = v.InferOutput<typeof FeedItemsPageSchema>
