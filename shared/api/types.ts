import * as v from 'valibot'

/** Item kinds of spec §3. */
export const ITEM_TYPES = ['product', 'ticket', 'deal'] as const
export type ItemType = (typeof ITEM_TYPES)[number]

/** How a live item was matched to what is on air (ARCHITECTURE.md §8). */
export const MATCH_KINDS = ['exact', 'contextual'] as const
export type MatchKind = (typeof MATCH_KINDS)[number]

/**
 * A product, ticket or deal as the API sends it (spec §3 Product). `time` is when it was
 * matched (live feed) or last counted (most liked / clicked), ISO 8601. `why` (live feed, not
 * in the spec) is the match's reason already in words (shared/api/match-reason.ts `whyLine`),
 * shown as text.
 */
export const ProductSchema = v.object({
  id: v.union([v.number(), v.string()]),
  title: v.optional(v.string()),
  name: v.optional(v.string()),
  link: v.string(),
  /** Not in the spec (issue 65): the buy link's way out through our redirect, when a channel showed it. */
  out: v.optional(v.string()),
  image: v.string(),
  price: v.optional(v.nullable(v.string())),
  /** Not in the spec (issue 65): the price as a number in `currency`'s units, for analytics. */
  amount: v.optional(v.number()),
  /** Not in the spec (issue 65): the price's ISO 4217 currency. */
  currency: v.optional(v.string()),
  category: v.optional(v.nullable(v.string())),
  type: v.optional(v.picklist(ITEM_TYPES)),
  time: v.optional(v.nullable(v.string())),
  vendor: v.optional(v.nullable(v.string())),
  match: v.optional(v.nullable(v.picklist(MATCH_KINDS))),
  why: v.optional(v.string()),
  count: v.optional(v.number()),
})
export type Product = v.InferOutput<typeof ProductSchema>

/** recent_products answers an array, or an object with `products` or `data` (spec §7). */
export const ProductListSchema = v.union([
  v.array(v.unknown()),
  v.object({ products: v.array(v.unknown()) }),
  v.object({ data: v.array(v.unknown()) }),
])

/** A demo or broadcaster channel. */
export const ChannelSchema = v.object({
  id: v.string(),
  name: v.string(),
  topic: v.string(),
  description: v.string(),
})
export type Channel = v.InferOutput<typeof ChannelSchema>

/** What is on air on a channel now (program clock, ARCHITECTURE.md §8). */
export const OnAirSchema = v.object({
  channelId: v.string(),
  segment: v.object({
    index: v.number(),
    title: v.string(),
    caption: v.string(),
    entities: v.array(v.string()),
    startedAt: v.string(),
    endsAt: v.string(),
  }),
})
export type OnAir = v.InferOutput<typeof OnAirSchema>

/**
 * The optional channel a click, vote or check-in names (`channel_id`, spec §3 Click tracking
 * event): it counts in that channel's insights. The server checks it names a live channel.
 */
export const ChannelFieldSchema = v.optional(v.pipe(v.string(), v.maxLength(64)))

/** Body of `POST /tracking/click` (spec §3 Click tracking event). */
export const ClickBodySchema = v.object({
  itemId: v.union([
    v.pipe(v.number(), v.integer(), v.minValue(1)),
    v.pipe(v.string(), v.regex(/^\d{1,15}$/)),
  ]),
  clickTypeName: v.picklist(['DB Product', 'DB Ticket', 'Deal', 'Viator Ticket']),
  channel_id: ChannelFieldSchema,
})
export type ClickBody = v.InferOutput<typeof ClickBodySchema>

/** Body of `POST /channels/{id}/context`: a broadcaster's own captions and entities. */
export const ContextBodySchema = v.object({
  caption: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
  entities: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(120))), v.maxLength(50)),
  ),
  title: v.optional(v.pipe(v.string(), v.maxLength(200))),
})
export type ContextBody = v.InferOutput<typeof ContextBodySchema>

/** `GET /auth_google/details` (spec §3 User, §7): the server's user details. */
export const UserDetailsSchema = v.object({
  name: v.optional(v.nullable(v.string())),
  email: v.string(),
  displayName: v.optional(v.nullable(v.string())),
})
export type UserDetails = v.InferOutput<typeof UserDetailsSchema>

/** `POST /auth_google/handoff`: a one-time code for a cross-site frame (ARCHITECTURE.md §6). */
export const HandoffSchema = v.object({ code: v.string(), expiresAt: v.string() })
export type Handoff = v.InferOutput<typeof HandoffSchema>

/** A handoff code as the server issues it (and the loader's guard accepts). */
export const HANDOFF_CODE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/

/** A handoff verifier as the frame makes it (shared/api/handoff.ts): 43–128 base64url characters. */
export const HANDOFF_VERIFIER_PATTERN = /^[A-Za-z0-9_-]{43,128}$/

/** An S256 challenge: base64url of a SHA-256 digest (43 characters). */
export const HANDOFF_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** `POST /auth_google/handoff` body: the challenge the code is bound to (shared/api/handoff.ts). */
export const HandoffCreateBodySchema = v.object({
  challenge: v.pipe(
    v.string(),
    v.regex(HANDOFF_CHALLENGE_PATTERN, 'must be an S256 challenge (43 base64url characters)'),
  ),
})

/** `POST /auth_google/handoff/redeem` body: the code and the verifier of its challenge. */
export const HandoffRedeemBodySchema = v.object({
  code: v.pipe(v.string(), v.regex(HANDOFF_CODE_PATTERN, 'must be a handoff code')),
  verifier: v.pipe(
    v.string(),
    v.regex(
      HANDOFF_VERIFIER_PATTERN,
      'must be the verifier of the sign-in (43–128 base64url characters)',
    ),
  ),
})

/**
 * `POST /auth_google/handoff/redeem` answer: a session token of the frame's own and the
 * viewer it belongs to (so the frame needs no second round trip for the details).
 */
export const HandoffRedeemedSchema = v.object({ token: v.string(), user: UserDetailsSchema })
export type HandoffRedeemed = v.InferOutput<typeof HandoffRedeemedSchema>

// Rewards, wallet and votes (spec §3, §7, §8). Their schemas are in rewards-schemas.ts, which
// only the signed-in code imports, so the widget core does not carry them.

export type {
  LinkedWallets,
  PointsStatus,
  VoteBody,
  VotedItem,
  WalletLinkBody,
  WalletNonce,
} from './rewards-schemas'
