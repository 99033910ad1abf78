import * as v from 'valibot'
import {
  MAX_ITEM_ID,
  POLYGON_CHAIN_ID,
  SIWE_MESSAGE_MAX_LENGTH,
  VOTE_DOWN,
  VOTE_UP,
  WALLET_SIGNATURE_MAX_BYTES,
} from '../constants'
import { normaliseVoteItemType, VOTE_ITEM_TYPE_NAMES } from '../rules/vote-item-type'

/** Item kinds of spec §3. */
export const ITEM_TYPES = ['product', 'ticket', 'deal'] as const
export type ItemType = (typeof ITEM_TYPES)[number]

/** How a live item was matched to what is on air (ARCHITECTURE.md §8). */
export const MATCH_KINDS = ['exact', 'contextual'] as const
export type MatchKind = (typeof MATCH_KINDS)[number]

/**
 * A product, ticket or deal as the API sends it (spec §3 Product). `time` is when it was
 * matched (live feed) or last counted (most liked / clicked), ISO 8601.
 */
export const ProductSchema = v.object({
  id: v.union([v.number(), v.string()]),
  title: v.optional(v.string()),
  name: v.optional(v.string()),
  link: v.string(),
  image: v.string(),
  price: v.optional(v.nullable(v.string())),
  category: v.optional(v.nullable(v.string())),
  type: v.optional(v.picklist(ITEM_TYPES)),
  time: v.optional(v.nullable(v.string())),
  vendor: v.optional(v.nullable(v.string())),
  match: v.optional(v.nullable(v.picklist(MATCH_KINDS))),
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

/** Body of `POST /tracking/click` (spec §3 Click tracking event). */
export const ClickBodySchema = v.object({
  itemId: v.union([
    v.pipe(v.number(), v.integer(), v.minValue(1)),
    v.pipe(v.string(), v.regex(/^\d{1,15}$/)),
  ]),
  clickTypeName: v.picklist(['DB Product', 'DB Ticket', 'Deal', 'Viator Ticket']),
  channel_id: v.optional(v.pipe(v.string(), v.maxLength(64))),
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

/** Every API error body. */
export type ApiErrorBody = { error: string }

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

// Rewards, wallet and votes (spec §3, §7, §8)

/** Error texts of spec §8 the server sends and the widget recognises or shows as they are. */
export const REWARDS_ERROR_TEXT = {
  /** `POST /points/checkin` when today's check-in is done. */
  alreadyCheckedIn: 'Already checked in',
  /** `POST /wallet/link` when the nonce or the signed message has expired. */
  verificationExpired: 'Verification expired. Please try again.',
  /** `POST /wallet/link` when the signature is not the wallet's. */
  signatureFailed: 'Signature verification failed. Please try again.',
  /** `POST /wallet/link` when the message names another chain. */
  switchToPolygon: `Please switch to Polygon network (chainId ${POLYGON_CHAIN_ID}) to verify wallet ownership.`,
} as const

/** An EVM address: 0x and 40 hex digits, any case (spec §5). */
export const WalletAddressSchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a wallet address: 0x and 40 hex digits'),
)

/**
 * `POST /wallet/nonce` answer (spec §3 Wallet nonce response): what the wallet sign-in
 * message is built from. `issuedAt` (ISO 8601) is the server's time, for the message's
 * Issued At; the message must be signed and linked before `expiresAt`.
 */
export const WalletNonceSchema = v.object({
  nonceId: v.string(),
  nonce: v.string(),
  domain: v.string(),
  statement: v.string(),
  uri: v.string(),
  chainId: v.number(),
  issuedAt: v.string(),
  expiresAt: v.string(),
  resources: v.array(v.string()),
})
export type WalletNonce = v.InferOutput<typeof WalletNonceSchema>

/** `POST /wallet/link` body (spec §3 Wallet link request). */
export const WalletLinkBodySchema = v.object({
  nonceId: v.pipe(v.string(), v.uuid('must be the nonceId of POST /wallet/nonce')),
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(SIWE_MESSAGE_MAX_LENGTH)),
  signature: v.pipe(
    v.string(),
    v.maxLength(2 + 2 * WALLET_SIGNATURE_MAX_BYTES, 'is too long'),
    v.regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'must be a hex signature (0x…)'),
    v.transform((hex) => hex as `0x${string}`),
  ),
  walletAddress: WalletAddressSchema,
})
export type WalletLinkBody = v.InferOutput<typeof WalletLinkBodySchema>

/** One wallet of an account (addresses in lower case). */
export const LinkedWalletSchema = v.object({ address: v.string(), blacklisted: v.boolean() })

/**
 * `GET /wallet/get_linked` and `POST /wallet/link` answer (spec §3 Linked wallets): the
 * account's usable wallets (blacklisted ones left out, spec §6), the same as plain addresses,
 * the most recently linked one, and why a wallet of the account was blocked, if one was.
 */
export const LinkedWalletsSchema = v.object({
  wallets: v.array(LinkedWalletSchema),
  walletAddresses: v.array(v.string()),
  walletAddress: v.nullable(v.string()),
  blockReason: v.nullable(v.string()),
})
export type LinkedWallets = v.InferOutput<typeof LinkedWalletsSchema>

/**
 * `GET /points/get` and `POST /points/checkin` answer (spec §3 Points/check-in): `points`
 * and `total` are the balance, `days` the streak, `value` the reward of a check-in; times are
 * ISO 8601 and `next_checkin_time` is the next UTC midnight. `wallet_linked` (not in the
 * spec) says whether earning is possible at all.
 */
export const PointsStatusSchema = v.object({
  points: v.number(),
  total: v.number(),
  days: v.number(),
  value: v.number(),
  last_checkin_time: v.nullable(v.string()),
  can_checkin: v.boolean(),
  server_time: v.string(),
  next_checkin_time: v.string(),
  wallet_linked: v.boolean(),
})
export type PointsStatus = v.InferOutput<typeof PointsStatusSchema>

/** An item id as a whole number or a string of digits, within the catalog's id range. */
export const ItemIdSchema = v.pipe(
  v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d{1,10}$/))]),
  v.transform(Number),
  v.minValue(1, `must be an item id from 1 to ${MAX_ITEM_ID}`),
  v.maxValue(MAX_ITEM_ID, `must be an item id from 1 to ${MAX_ITEM_ID}`),
)

/** `POST /tracking/vote/up` and `/vote/down` body (spec §3 Vote); the type name is normalised (spec §5). */
export const VoteBodySchema = v.object({
  itemId: ItemIdSchema,
  itemTypeName: v.pipe(
    v.string(),
    v.maxLength(40),
    v.transform(normaliseVoteItemType),
    v.picklist(
      VOTE_ITEM_TYPE_NAMES,
      `must be an item type: ${VOTE_ITEM_TYPE_NAMES.join(', ')} (or product, ticket, deal, viator)`,
    ),
  ),
})
export type VoteBody = v.InferOutput<typeof VoteBodySchema>

/**
 * A voted item (spec §3): `vote_type` 1 up or -1 down, `item_type_id` 1 DB Product, 2 DB
 * Ticket, 3 Deal, 4 Viator Ticket. `product` (not in the spec) carries the item so a
 * favourites list can show it after a reload.
 */
export const VotedItemSchema = v.object({
  item_id: v.number(),
  vote_type: v.picklist([VOTE_UP, VOTE_DOWN]),
  item_type_id: v.picklist([1, 2, 3, 4]),
  product: v.optional(ProductSchema),
})
export type VotedItem = v.InferOutput<typeof VotedItemSchema>

/** `GET /tracking/votes/products` and `/tracking/votes/viator` answer: the viewer's votes, newest first. */
export const VotedItemListSchema = v.array(VotedItemSchema)
