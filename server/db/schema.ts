import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { FEEDBACK_SIGNALS } from '../../shared/api/feedback'
import { FEED_SCHEDULES, FEED_SOURCES, IMPORT_STATUSES } from '../../shared/api/feeds'
import { INSIGHT_METRICS } from '../../shared/api/insights'
import { STREAM_STATES } from '../../shared/api/stream'
import {
  MATCH_SOURCES,
  type MatchReason,
  ORIGIN_CHECK_FAILURES,
  ORIGIN_PROOFS,
} from '../../shared/api/studio'
import { REGIONS } from '../../shared/rules/item-topic'

/** Constant words as an SQL list, for a check that a column holds one of them. */
const listed = (words: readonly string[]) => sql.raw(words.map((word) => `'${word}'`).join(', '))

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' })

/** Broadcast channels: the 12 demo channels and any a broadcaster registers. */
export const channels = pgTable(
  'channels',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    topic: text('topic').notNull(),
    description: text('description').notNull(),
    /** SHA-256 of the channel key that may push context; null: no key issued yet. */
    keyHash: text('key_hash'),
    /**
     * The secret retailers sign conversions with (HMAC-SHA256, server/conversions): kept as
     * it is, since checking a signature needs it; null: none made, conversions refused.
     */
    conversionSecret: text('conversion_secret'),
    /** What the Studio's snippet and `/embed` show when the page does not say. */
    defaultView: text('default_view', { enum: ['full', 'store', 'account'] })
      .notNull()
      .default('full'),
    defaultTheme: text('default_theme', { enum: ['dark', 'light', 'auto'] })
      .notNull()
      .default('auto'),
    /** 'auto': matches go live; 'review': they wait in the Studio until an editor approves them. */
    approval: text('approval', { enum: ['auto', 'review'] })
      .notNull()
      .default('auto'),
    /** The region its items stay in (the regional demo channels'); null: no region rule. */
    region: text('region', { enum: REGIONS }),
    /**
     * The program it airs while no schedule is uploaded (the demo channels' scripts, kept by
     * the seed: server/demo); null: none.
     */
    stockProgram: jsonb('stock_program').$type<ProgramSegment[]>(),
    /** Set when an owner archives the channel: viewers get 404, its data stays. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('channels_region', sql`${t.region} in (${listed(REGIONS)})`)],
)

/**
 * Who may run a channel in the Studio, by e-mail (lower case), so an owner can add someone
 * who has not signed in yet. The demo channels' owners are the configured operators
 * (`STUDIO_OPERATORS`), not rows here.
 */
export const channelMembers = pgTable(
  'channel_members',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'editor'] }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.email] }),
    index('channel_members_email_idx').on(t.email),
    check('channel_members_email_lower', sql`${t.email} = lower(${t.email})`),
    check('channel_members_role', sql`${t.role} in ('owner', 'editor')`),
  ],
)

/**
 * Origins registered for a channel. Only a verified one may embed the channel and call the API
 * from a browser (server/channels/verification.ts): registering is open to any owner, so it
 * proves nothing about who controls the origin.
 */
export const channelOrigins = pgTable(
  'channel_origins',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    /**
     * What the broadcaster puts on the origin to verify it: one per channel and origin, so an
     * owner who registers someone else's origin gets a token that origin does not hold.
     */
    token: text('token')
      .notNull()
      .default(sql`'stv-' || replace(gen_random_uuid()::text, '-', '')`),
    /** When it was verified; null while it is not (it is then trusted for nothing). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: text('verified_by', { enum: ORIGIN_PROOFS }),
    /** The last verification that failed, while unverified: when, why, what was found. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkFailure: text('check_failure', { enum: ORIGIN_CHECK_FAILURES }),
    checkMessage: text('check_message'),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.origin] }),
    check('channel_origins_verified', sql`(${t.verifiedAt} is null) = (${t.verifiedBy} is null)`),
  ],
)

/**
 * The origins the seed registered for a demo channel, from the configuration
 * (server/channels/demo.ts): at each start the demo channels follow a changed
 * PUBLIC_ORIGIN or DEMO_HOSTS_ORIGIN, while an origin an operator removed stays removed.
 */
export const seededOrigins = pgTable(
  'seeded_origins',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.origin] })],
)

/**
 * A channel's program from an uploaded captions file (WebVTT or SRT): its segments loop
 * from `startsAt` (which also keys its segments, so a new upload never meets an old one's),
 * replacing the scripted demo program for that channel.
 */
export const channelPrograms = pgTable('channel_programs', {
  channelId: text('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  /** `{ title, caption, entities, durationSec }[]`, gaps between cues as silent segments. */
  segments: jsonb('segments').$type<ProgramSegment[]>().notNull(),
  /** The cues as uploaded, for the Studio to show. */
  cues: jsonb('cues').$type<{ startMs: number; endMs: number; text: string }[]>().notNull(),
  fileName: text('file_name'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One segment of a stored program (the shape of the scripted demo programs' segments). */
export type ProgramSegment = {
  title: string
  caption: string
  entities: string[]
  durationSec: number
}

/**
 * Product feeds (Google Merchant Center TSV, RSS or Atom): every catalog item comes from one.
 * A channel's own feeds make its catalog; `channelId` null is the shared catalog (the demo
 * feed), which channels without an item of their own match.
 */
export const feeds = pgTable(
  'feeds',
  {
    id: serial('id').primaryKey(),
    channelId: text('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    source: text('source', { enum: FEED_SOURCES }).notNull(),
    /** A URL feed's address (http(s)); null for a file feed. */
    url: text('url'),
    schedule: text('schedule', { enum: FEED_SCHEDULES }).notNull().default('off'),
    /** When a scheduled URL feed is next due; null when its schedule is off. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    /**
     * The query parameters its items' buy links get on the way out (shared/api/attribution.ts);
     * null: the default UTM parameters.
     */
    trackingTemplate: text('tracking_template'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feeds_channel_name_idx').on(sql`coalesce(${t.channelId}, '')`, t.name),
    index('feeds_due_idx').on(t.nextRunAt).where(sql`${t.schedule} <> 'off'`),
    check('feeds_source', sql`${t.source} in ('file', 'url')`),
    check('feeds_url', sql`(${t.source} = 'url') = (${t.url} is not null)`),
    check('feeds_schedule', sql`${t.schedule} in ('off', 'hourly', 'daily')`),
    check('feeds_schedule_url', sql`${t.schedule} = 'off' or ${t.source} = 'url'`),
  ],
)

/** Each import of a feed: its progress while it runs (every process reads it), then its outcome. */
export const feedImports = pgTable(
  'feed_imports',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('running'),
    trigger: text('trigger', { enum: ['upload', 'url', 'schedule', 'cli', 'seed'] }).notNull(),
    fileName: text('file_name'),
    format: text('format', { enum: ['tsv', 'rss', 'atom'] }),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    bytesTotal: bigint('bytes_total', { mode: 'number' }),
    read: integer('read').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    /** Items of the picture check's sample whose picture could not be used (report lines). */
    pictureFailures: integer('picture_failures').notNull().default(0),
    error: text('error'),
    startedBy: text('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Moved on every batch: a running import whose heartbeat stopped was cut off. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One import of a feed at a time, whichever process runs it.
    uniqueIndex('feed_imports_one_running_idx').on(t.feedId).where(sql`${t.status} = 'running'`),
    index('feed_imports_feed_idx').on(t.feedId, t.id.desc()),
    check('feed_imports_status', sql`${t.status} in ('running', 'done', 'failed')`),
  ],
)

/** The rejected rows of an import, one line per problem (at most MAX_STORED_REJECTS each). */
export const feedRejects = pgTable(
  'feed_rejects',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => feedImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    row: integer('row').notNull(),
    itemId: text('item_id'),
    attribute: text('attribute').notNull(),
    reason: text('reason').notNull(),
    detail: text('detail').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
)

/** The catalog of products, tickets and deals sold by partner retailers. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** `{feedId}:{feed item id}` for imported items (older demo rows: their generator key). */
    key: text('key').notNull(),
    feedId: integer('feed_id').references(() => feeds.id, { onDelete: 'set null' }),
    /** The feed item's `id`. */
    externalId: text('external_id'),
    /** Whose catalog: the feed's channel; null for the shared catalog. */
    channelId: text('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    /** In the live feed and rankings: in stock and in its feed's last import. Kept when not, for history. */
    active: boolean('active').notNull().default(true),
    availability: text('availability', {
      enum: ['in_stock', 'out_of_stock', 'preorder', 'backorder'],
    })
      .notNull()
      .default('in_stock'),
    /** The last import that carried the item (re-import sync, duplicate ids). */
    seenImport: integer('seen_import'),
    gtin: text('gtin'),
    /** The regular price while `priceCents` is a sale price; else null. */
    listPriceCents: integer('list_price_cents'),
    /** The feed's `image_link` (absolute); null: `imagePath`, a picture this server draws. */
    imageLink: text('image_link'),
    /** The feed's valid `additional_image_link`s (the structured data lists them too). */
    moreImageLinks: text('more_image_links').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type', { enum: ['product', 'ticket', 'deal'] }).notNull(),
    title: text('title').notNull(),
    brand: text('brand'),
    model: text('model'),
    category: text('category').notNull(),
    description: text('description').notNull(),
    vendor: text('vendor').notNull(),
    link: text('link').notNull(),
    imagePath: text('image_path'),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    topics: text('topics').array().notNull(),
    pageKey: text('page_key'),
    /**
     * The keys a caption may name the item by (catalog/names.ts `storedNameKeys`: the title's
     * first, '' when the title is no name); null until written or backfilled.
     */
    nameKeys: text('name_keys').array(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(category, '') || ' ' || coalesce(description, ''))`,
      ),
  },
  (t) => [
    uniqueIndex('products_key_idx').on(t.key),
    index('products_channel_idx').on(t.channelId).where(sql`${t.active}`),
    // A feed's live items: the sync at the end of an import, removing a feed, the Studio's counts.
    index('products_feed_idx').on(t.feedId).where(sql`${t.active}`),
    // A feed's items, live or not, by id: the Studio's item list pages through them by keyset.
    index('products_feed_id_idx').on(t.feedId, t.id),
    index('products_search_idx').using('gin', t.search),
    index('products_brand_idx').on(sql`lower(${t.brand})`),
    index('products_model_idx').on(sql`lower(${t.model})`),
    index('products_title_idx').on(sql`lower(${t.title})`),
    // No pending list: PGlite has no autovacuum to merge one, and every lookup would read it.
    index('products_name_keys_idx').using('gin', t.nameKeys).with({ fastupdate: false }),
  ],
)

/** Each time an item was matched to what was on air on a channel. */
export const liveMatches = pgTable(
  'live_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    matchKind: text('match_kind', { enum: ['exact', 'contextual'] }).notNull(),
    score: real('score').notNull(),
    /**
     * Program segments: '{cycle}:{index}' (uploaded schedules 's{start}:{cycle}:{index}');
     * broadcaster pushes: 'push:{time}'; Studio pins: 'pin:{time}'.
     */
    segmentKey: text('segment_key').notNull(),
    source: text('source', { enum: MATCH_SOURCES }).notNull(),
    /** Why it matched: `{ kind: 'exact', entity }` or `{ kind: 'contextual', words }`; null for pins and older rows. */
    reason: jsonb('reason').$type<MatchReason>(),
    /** live: in the feed; pending: waits for an editor (approve-first channels); rejected. */
    status: text('status', { enum: ['live', 'pending', 'rejected'] })
      .notNull()
      .default('live'),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_matches_channel_time_idx').on(t.channelId, t.matchedAt.desc()),
    uniqueIndex('live_matches_segment_product_idx').on(t.channelId, t.segmentKey, t.productId),
    index('live_matches_pending_idx')
      .on(t.channelId, t.matchedAt.desc())
      .where(sql`${t.status} = 'pending'`),
    check('live_matches_status', sql`${t.status} in ('live', 'pending', 'rejected')`),
    check('live_matches_source', sql`${t.source} in ('program', 'broadcaster', 'pin', 'stream')`),
  ],
)

/** What was on air when a segment was matched: the Studio shows matches under it. */
export const airedSegments = pgTable(
  'aired_segments',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    segmentKey: text('segment_key').notNull(),
    title: text('title'),
    caption: text('caption').notNull(),
    entities: text('entities').array().notNull(),
    source: text('source', { enum: MATCH_SOURCES }).notNull(),
    airedAt: timestamp('aired_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.segmentKey] }),
    check('aired_segments_source', sql`${t.source} in ('program', 'broadcaster', 'pin', 'stream')`),
    index('aired_segments_channel_time_idx').on(t.channelId, t.airedAt.desc()),
  ],
)

/**
 * What was said on air when a channel's editors or viewers gave a signal on one of its
 * matches (server/feedback): the caption's words, and its vector when a model could embed it.
 */
export const feedbackCaptions = pgTable(
  'feedback_captions',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    segmentKey: text('segment_key').notNull(),
    /** The caption's content words, lower case. */
    words: text('words').array().notNull(),
    /** The model that embedded the caption and its unit vector (float32 bytes), or neither. */
    model: text('model'),
    vector: bytea('vector'),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.segmentKey] })],
)

/**
 * Signals on a match: a pin, approval, rejection or block in the Studio, viewers' clicks and
 * votes. One row per segment, item and signal; `count` how many times, `lastAt` the latest.
 */
export const matchFeedback = pgTable(
  'match_feedback',
  {
    channelId: text('channel_id').notNull(),
    segmentKey: text('segment_key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    signal: text('signal', { enum: FEEDBACK_SIGNALS }).notNull(),
    count: integer('count').notNull().default(1),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.segmentKey, t.productId, t.signal] }),
    foreignKey({
      columns: [t.channelId, t.segmentKey],
      foreignColumns: [feedbackCaptions.channelId, feedbackCaptions.segmentKey],
    }).onDelete('cascade'),
    index('match_feedback_channel_time_idx').on(t.channelId, t.lastAt.desc()),
    check('match_feedback_signal', sql`${t.signal} in (${listed(FEEDBACK_SIGNALS)})`),
  ],
)

/** Products and vendors a channel's editors never want in its feed. */
export const channelBlocks = pgTable(
  'channel_blocks',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['product', 'vendor'] }).notNull(),
    /** A product id as text, or a vendor name in lower case. */
    value: text('value').notNull(),
    blockedBy: text('blocked_by').notNull(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.kind, t.value] }),
    check('channel_blocks_kind', sql`${t.kind} in ('product', 'vendor')`),
  ],
)

/** Clicks on buy links (spec §7 POST /tracking/click). */
export const clicks = pgTable(
  'clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').references(() => channels.id, { onDelete: 'set null' }),
    clickType: text('click_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clicks_product_idx').on(t.productId), index('clicks_channel_idx').on(t.channelId)],
)

/**
 * Each visit of a buy link's redirect (server/attribution): a random click id, the channel and
 * item it was for and the segment that showed the item. A retailer's conversion names the click
 * id; rows older than the attribution window are deleted (no person, page or address is kept).
 */
export const clickOuts = pgTable(
  'click_outs',
  {
    clickId: text('click_id').primaryKey(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The segment whose match showed the item last before the click; null: none on record. */
    segmentKey: text('segment_key'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The window's purge, and a channel's visits of a range (the conversion rate).
    index('click_outs_at_idx').on(t.at),
    index('click_outs_channel_at_idx').on(t.channelId, t.at),
  ],
)

/**
 * Conversions a retailer reported (server/conversions): one row per channel, order and kind,
 * so the same order sent again is a duplicate by the unique index, whichever process races.
 * A refund (negative value) names the order of its sale. Value in the currency's minor units.
 */
export const conversions = pgTable(
  'conversions',
  {
    id: text('id').primaryKey(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    kind: text('kind', { enum: ['sale', 'refund'] }).notNull(),
    /** The click it is attributed to (click_outs rows go after the window; this stays). */
    clickId: text('click_id').notNull(),
    productId: integer('product_id').notNull(),
    /** The click's segment; '' when it had none. */
    segmentKey: text('segment_key').notNull(),
    currency: text('currency').notNull(),
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('conversions_order_kind_idx').on(t.channelId, t.orderId, t.kind),
    check('conversions_kind', sql`${t.kind} in ('sale', 'refund')`),
  ],
)

/**
 * Conversions as they arrive, for the rollup: appended in the statement that stores the
 * conversion, moved into conversion_hours and deleted by it (as insight_events).
 */
export const conversionEvents = pgTable(
  'conversion_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    productId: integer('product_id').notNull(),
    segmentKey: text('segment_key').notNull(),
    currency: text('currency').notNull(),
    /** 1 for a sale, 0 for a refund. */
    orders: integer('orders').notNull(),
    /** 1 for a refund, 0 for a sale. */
    refunds: integer('refunds').notNull(),
    /** Minor units; negative for a refund. */
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (t) => [index('conversion_events_channel_time_idx').on(t.channelId, t.at)],
)

/**
 * Conversions per channel, UTC hour, product, segment ('' none) and currency: orders,
 * refunds and net revenue in minor units. Never summed across currencies.
 */
export const conversionHours = pgTable(
  'conversion_hours',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    productId: integer('product_id').notNull(),
    segmentKey: text('segment_key').notNull(),
    currency: text('currency').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    refunds: bigint('refunds', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.channelId, t.hour, t.productId, t.segmentKey, t.currency],
    }),
  ],
)

/**
 * Insight events as they arrive (server/insights/README.md): a count of one metric on a
 * channel, and for impressions and clicks the product (0: none). No person, page or
 * address: the rollup moves them into the hourly tables and deletes them.
 */
export const insightEvents = pgTable(
  'insight_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    metric: text('metric', { enum: INSIGHT_METRICS }).notNull(),
    productId: integer('product_id').notNull().default(0),
    n: integer('n').notNull(),
  },
  (t) => [
    index('insight_events_channel_time_idx').on(t.channelId, t.at),
    check(
      'insight_events_metric',
      sql.raw(`metric in (${INSIGHT_METRICS.map((m) => `'${m}'`).join(', ')})`),
    ),
    check('insight_events_n', sql`${t.n} > 0`),
  ],
)

/** Each channel's counts per hour (UTC) and metric: what the Studio's totals and chart read. */
export const insightHours = pgTable(
  'insight_hours',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    metric: text('metric', { enum: INSIGHT_METRICS }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.hour, t.metric] })],
)

/** Impressions and clicks per channel, hour and product: the Studio's top products. */
export const insightProductHours = pgTable(
  'insight_product_hours',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    productId: integer('product_id').notNull(),
    metric: text('metric', { enum: INSIGHT_METRICS }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.hour, t.productId, t.metric] })],
)

/**
 * The same per UTC day: a month's top products read 30 rows a product, not 720. The
 * hourly table serves the part of a range that is not whole days.
 */
export const insightProductDays = pgTable(
  'insight_product_days',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    day: timestamp('day', { withTimezone: true }).notNull(),
    productId: integer('product_id').notNull(),
    metric: text('metric', { enum: INSIGHT_METRICS }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.day, t.productId, t.metric] })],
)

/**
 * Beacons taken per channel and minute of the server's clock, for CHANNEL_BEACONS_PER_MINUTE
 * (shared/api/insights.ts): raised by an upsert that answers the new count, so every process on
 * the database shares one limit. A minute's first beacon deletes the rows of earlier minutes.
 */
export const insightBeaconMinutes = pgTable(
  'insight_beacon_minutes',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    beacons: integer('beacons').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.minute] }),
    index('insight_beacon_minutes_minute_idx').on(t.minute),
  ],
)

/** Viewers' votes; one per viewer and item (written by the rewards issue). */
export const votes = pgTable(
  'votes',
  {
    userId: text('user_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    voteType: smallint('vote_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('votes_product_idx').on(t.productId),
  ],
)

/** Viewers who signed in: one row per identity (issuer + subject) of the OIDC provider. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    name: text('name'),
    displayName: text('display_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_identity_idx').on(t.issuer, t.subject)],
)

/** Sessions: opaque random tokens, kept only as SHA-256 hashes; revoked at sign-out. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * Sign-ins in progress: the OAuth state (hashed), PKCE verifier and OIDC nonce, where the
 * viewer returns, and for a cross-site frame the page to return to with the challenge of
 * the verifier the frame keeps (both or neither). Used once.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    returnTo: text('return_to'),
    channelId: text('channel_id'),
    handoffChallenge: text('handoff_challenge'),
    /** The hash of the secret in the starting browser's cookie: the return must come to that browser. */
    bindingHash: text('binding_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'sign_in_attempts_handoff_bound',
      sql`(${t.returnTo} is null) = (${t.handoffChallenge} is null)`,
    ),
  ],
)

/**
 * One-time codes that carry a sign-in into a cross-site frame (ARCHITECTURE.md §6), each
 * bound to the S256 challenge of a verifier only that frame holds.
 */
export const handoffCodes = pgTable('handoff_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/**
 * What the development identity provider (server/auth/dev-idp.ts) stores through its
 * adapter, so that any instance on this database can carry on a sign-in another began:
 * interactions, sessions, grants, authorization codes… (`model`), each a JSON payload
 * until it expires. A consumed code keeps its row with `consumedAt` set (used once).
 */
export const devIdpRecords = pgTable(
  'dev_idp_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    /** The grant a token or code belongs to (revoked together). */
    grantId: text('grant_id'),
    /** A session's uid (oidc-provider finds sessions by it). */
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('dev_idp_records_grant_idx').on(t.grantId),
    index('dev_idp_records_uid_idx').on(t.uid),
    index('dev_idp_records_expires_idx').on(t.expiresAt),
  ],
)

/**
 * The development provider's secrets, one row made by whichever instance starts first
 * (insert if absent, then read): the ID tokens' signing key (a private JWK), the cookie
 * signing key and our own client's secret. The same for every instance afterwards.
 */
export const devIdpSecrets = pgTable('dev_idp_secrets', {
  id: text('id').primaryKey(),
  signingKey: jsonb('signing_key').notNull(),
  cookieKey: text('cookie_key').notNull(),
  clientSecret: text('client_secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The name and e-mail a development sign-in typed, by subject (`devSubject(email)`). */
export const devIdpAccounts = pgTable('dev_idp_accounts', {
  subject: text('subject').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Sign-In with Ethereum nonces (spec §3 wallet nonce), bound to a user and a domain; used once. */
export const walletNonces = pgTable(
  'wallet_nonces',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    domain: text('domain').notNull(),
    uri: text('uri').notNull(),
    statement: text('statement').notNull(),
    chainId: integer('chain_id').notNull(),
    resources: text('resources').array().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('wallet_nonces_user_idx').on(t.userId)],
)

/** Wallets linked to accounts (lower-case address); a wallet belongs to one account. */
export const wallets = pgTable(
  'wallets',
  {
    address: text('address').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    blacklisted: boolean('blacklisted').notNull().default(false),
    blockReason: text('block_reason'),
  },
  (t) => [index('wallets_user_idx').on(t.userId)],
)

/** Daily check-ins: one per user and UTC day, so a check-in can never be paid twice. */
export const checkIns = pgTable(
  'check_ins',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
    streak: integer('streak').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)

/**
 * Anonymous writes counted per client in fixed windows (server/rate-limit), shared by every
 * instance. The client is a keyed hash of its address and the window, never the address:
 * a row cannot be traced back to an address, nor linked to the same client's other windows.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    clientHash: text('client_hash').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.clientHash, t.windowStart] }),
    index('rate_limit_hits_window_idx').on(t.windowStart),
  ],
)

/** The key of the rate limiter's client hashes: one row, made by the first instance. */
export const rateLimitKeys = pgTable('rate_limit_keys', {
  id: text('id').primaryKey(),
  key: text('key').notNull(),
})

/**
 * A channel's stream that the server follows (server/on-air, issue 66): its URL, which server
 * process holds it (a lease: taken when free or expired, renewed while followed) and what the
 * follower last said. One row per channel.
 */
export const channelStreams = pgTable(
  'channel_streams',
  {
    channelId: text('channel_id')
      .primaryKey()
      .references(() => channels.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    state: text('state', { enum: STREAM_STATES }).notNull().default('waiting'),
    detail: text('detail'),
    /** The process following it (db/leader.ts instanceName) until `leaseExpiresAt`. */
    holder: text('holder'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true })
      .notNull()
      .default(sql`'epoch'`),
    /** Bumped by each save: a follower of an older generation stops. */
    generation: integer('generation').notNull().default(1),
    lastCueText: text('last_cue_text'),
    lastCueAt: timestamp('last_cue_at', { withTimezone: true }),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'channel_streams_state',
      sql`${t.state} in ('waiting', 'following', 'stalled', 'ended', 'failed')`,
    ),
    check('channel_streams_url', sql`${t.url} ~* '^https?://'`),
    index('channel_streams_lease_idx').on(t.leaseExpiresAt),
  ],
)
