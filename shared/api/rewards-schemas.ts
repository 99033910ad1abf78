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
import { ChannelFieldSchema, ProductSchema } from './types'

/**
 * Schemas of the rewards, wallet and votes calls (spec §3, §7): their own module, imported by
 * the signed-in API (rewards.ts) and the server, so the widget loads them only with the
 * rewards chunk. Their types are re-exported by types.ts.
 */

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
 * `GET /wallet/config` answer (public, not in the spec): the server's WalletConnect project id,
 * or null when WalletConnect is not offered.
 */
export const WalletConfigSchema = v.object({
  walletConnectProjectId: v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/i))),
})
export type WalletConfig = v.InferOutput<typeof WalletConfigSchema>

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

/**
 * `POST /tracking/vote/up` and `/vote/down` body (spec §3 Vote); the type name is normalised
 * (spec §5). `channel_id` (not in the spec, optional, as a click's): the channel the vote was
 * cast on, whose insights count it.
 */
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
  channel_id: ChannelFieldSchema,
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

/**
 * Error texts of spec §8 the server sends and the widget shows as they are (the rewards and
 * wallet code's alone: here, the widget core does not carry them). Clients tell the refusals
 * apart by their code (shared/api/error-codes.ts), never by these words.
 */
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
