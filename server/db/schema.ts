import { sql } from 'drizzle-orm'
import {
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** Broadcast channels: the 12 demo channels and any a broadcaster registers. */
export const channels = pgTable('channels', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  topic: text('topic').notNull(),
  description: text('description').notNull(),
  /** SHA-256 of the channel key that may push context; null: no key issued yet. */
  keyHash: text('key_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Origins allowed to embed a channel and to call the API from a browser. */
export const channelOrigins = pgTable(
  'channel_origins',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.origin] })],
)

/** The catalog of products, tickets and deals sold by partner retailers. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
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
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(category, '') || ' ' || coalesce(description, ''))`,
      ),
  },
  (t) => [
    uniqueIndex('products_key_idx').on(t.key),
    index('products_search_idx').using('gin', t.search),
    index('products_brand_idx').on(sql`lower(${t.brand})`),
    index('products_model_idx').on(sql`lower(${t.model})`),
    index('products_title_idx').on(sql`lower(${t.title})`),
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
    /** Program segments: '{cycle}:{index}'; broadcaster pushes: 'push:{time}'. */
    segmentKey: text('segment_key').notNull(),
    source: text('source', { enum: ['program', 'broadcaster'] }).notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_matches_channel_time_idx').on(t.channelId, t.matchedAt.desc()),
    uniqueIndex('live_matches_segment_product_idx').on(t.channelId, t.segmentKey, t.productId),
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
