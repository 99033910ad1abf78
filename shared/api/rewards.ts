import * as v from 'valibot'
import { VOTE_DEBOUNCE_MS, VOTE_MAX_RETRIES, VOTE_RETRY_BASE_MS } from '../constants'
import type { ApiClient, ApiResult, RequestOptions } from './client'
import { API_ERROR, apiError } from './errors'
// The widget's table: the embedding paths stay out of its bundle.
import { specPaths as paths } from './paths'
import { withRetry } from './retry'
import {
  type LinkedWallets,
  LinkedWalletsSchema,
  type PointsStatus,
  PointsStatusSchema,
  VoteBodySchema,
  type VotedItem,
  VotedItemListSchema,
  VotedItemSchema,
  type WalletConfig,
  WalletConfigSchema,
  type WalletLinkBody,
  WalletLinkBodySchema,
  type WalletNonce,
  WalletNonceSchema,
} from './rewards-schemas'
import type { Timers } from './timers'

/**
 * A vote as the widget sends it: the item's id and its type name (normalised, spec §5), and
 * the channel it was cast on, whose insights count it.
 */
export type VoteInput = { itemId: number | string; itemTypeName: string; channel_id?: string }

/**
 * The signed-in calls of spec §7 (wallet, points, votes), each with the session token as bearer.
 * Their own module, so the widget loads them only for a signed-in viewer.
 */
export type RewardsApi = {
  /** `POST /wallet/nonce` (empty JSON body): what the wallet sign-in message is built from. */
  walletNonce(token: string, options?: RequestOptions): Promise<ApiResult<WalletNonce>>
  /** `POST /wallet/link`: the signed message; answers the account's linked wallets. */
  walletLink(
    token: string,
    body: WalletLinkBody,
    options?: RequestOptions,
  ): Promise<ApiResult<LinkedWallets>>
  /** `GET /wallet/get_linked`. */
  linkedWallets(token: string, options?: RequestOptions): Promise<ApiResult<LinkedWallets>>
  /** `GET /wallet/config` (public, sent without the token so caches keep it): WalletConnect's project id. */
  walletConfig(options?: RequestOptions): Promise<ApiResult<WalletConfig>>
  /** `GET /points/get`: points and check-in fields. */
  points(token: string, options?: RequestOptions): Promise<ApiResult<PointsStatus>>
  /**
   * `POST /points/checkin`: today's check-in; the server's text on failure. With a channel, the
   * one the viewer checks in on (`{ channel_id }`), whose insights count it; else no body.
   */
  checkIn(
    token: string,
    channelId?: string,
    options?: RequestOptions,
  ): Promise<ApiResult<PointsStatus>>
  /**
   * `POST /tracking/vote/up`. An up-vote for the same item within VOTE_DEBOUNCE_MS of the last
   * one shares its request and answer (spec §7); retried like `voteDown`.
   */
  voteUp(token: string, vote: VoteInput, options?: RequestOptions): Promise<ApiResult<VotedItem>>
  /** `POST /tracking/vote/down`: retried up to 3 times on 5xx or network error, 1 s × attempt apart. */
  voteDown(token: string, vote: VoteInput, options?: RequestOptions): Promise<ApiResult<VotedItem>>
  /** `GET /tracking/votes/products` and `/tracking/votes/viator`, merged (spec §7). */
  votes(token: string, options?: RequestOptions): Promise<ApiResult<VotedItem[]>>
}

const refused = <T>(): Promise<ApiResult<T>> =>
  Promise.resolve({ ok: false, error: apiError(API_ERROR.invalidRequest) })

/** The rewards calls over a client; `now` is the clock of the up-vote debounce. */
export function createRewardsApi(
  client: ApiClient,
  { timers, now = Date.now }: { timers: Timers; now?: () => number },
): RewardsApi {
  const upVotes = new Map<string, { at: number; answer: Promise<ApiResult<VotedItem>> }>()

  /** A vote, retried on 5xx or network error with VOTE_RETRY_BASE_MS × attempt (spec §7, §9). */
  function castVote(token: string, path: string, vote: VoteInput, options: RequestOptions = {}) {
    const parsed = v.safeParse(VoteBodySchema, vote)
    if (!parsed.success) return refused<VotedItem>()
    return withRetry(
      () => client.authed(token, 'POST', path, VotedItemSchema, parsed.output, options),
      {
        retries: VOTE_MAX_RETRIES,
        baseMs: VOTE_RETRY_BASE_MS,
        linear: true,
        shouldRetry: (result) =>
          !result.ok &&
          (result.error.code === API_ERROR.server || result.error.code === API_ERROR.network),
      },
      timers,
      options.signal,
    )
  }

  return {
    walletNonce: (token, options) =>
      client.authed(token, 'POST', paths.walletNonce, WalletNonceSchema, {}, options),
    walletLink(token, body, options) {
      const parsed = v.safeParse(WalletLinkBodySchema, body)
      if (!parsed.success) return refused()
      const { walletLink } = paths
      return client.authed(token, 'POST', walletLink, LinkedWalletsSchema, parsed.output, options)
    },
    linkedWallets: (token, options) =>
      client.authed(token, 'GET', paths.walletLinked, LinkedWalletsSchema, undefined, options),
    walletConfig: (options) =>
      client.authed(null, 'GET', paths.walletConfig, WalletConfigSchema, undefined, options),
    points: (token, options) =>
      client.authed(token, 'GET', paths.points, PointsStatusSchema, undefined, options),
    checkIn: (token, channelId, options) =>
      client.authed(
        token,
        'POST',
        paths.checkIn,
        PointsStatusSchema,
        channelId ? { channel_id: channelId } : undefined,
        options,
      ),
    voteUp(token, vote, options) {
      const time = now()
      for (const [key, sent] of upVotes) if (time - sent.at >= VOTE_DEBOUNCE_MS) upVotes.delete(key)
      const key = `${vote.itemId}`
      const recent = upVotes.get(key)
      if (recent) return recent.answer
      const answer = castVote(token, paths.voteUp, vote, options)
      upVotes.set(key, { at: time, answer })
      return answer
    },
    voteDown: (token, vote, options) => castVote(token, paths.voteDown, vote, options),
    async votes(token, options) {
      const get = (path: string) =>
        client.authed(token, 'GET', path, VotedItemListSchema, undefined, options)
      const [products, viator] = await Promise.all([
        get(paths.votesProducts),
        get(paths.votesViator),
      ])
      if (!products.ok) return products
      if (!viator.ok) return viator
      return { ok: true, data: [...products.data, ...viator.data] }
    },
  }
}
