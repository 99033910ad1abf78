/** `paths.embedCheck` on its own, for the loader (which must not carry the whole table). */
export const EMBED_CHECK_PATH = '/embed/check'

/**
 * Endpoint paths of spec §7, relative to the API base (`{origin}/api` by default): the table
 * the widget's client uses, so its bundle carries these and nothing else.
 */
export const specPaths = {
  health: '/health',
  channels: '/channels',
  channel: (id: string) => `/channels/${encodeURIComponent(id)}`,
  channelNow: (id: string) => `/channels/${encodeURIComponent(id)}/now`,
  channelContext: (id: string) => `/channels/${encodeURIComponent(id)}/context`,
  recentProducts: (channelId: string, count: number) =>
    `/product_search/recent_products/${encodeURIComponent(channelId)}/${count}`,
  /**
   * Not in the spec (issue 16): the channel's live feed pushed as Server-Sent Events, each
   * `products` event the body `recentProducts(channelId, LIVE_POLL_COUNT)` would answer.
   */
  liveStream: (channelId: string) => `/live/${encodeURIComponent(channelId)}`,
  mostLiked: '/tracking/products/most-liked',
  mostClicked: '/tracking/products/most-clicked',
  click: '/tracking/click',
  media: (file: string) => `/media/${file}`,
  // Sign-in and sessions (spec §7 `/auth_google/*`, ARCHITECTURE.md §6)
  /**
   * Navigation (not fetch): starts sign-in; query `redirectUri` (a page of our own site), and
   * from a cross-site frame `returnTo` + `channelId` + `handoffChallenge`.
   */
  signIn: '/auth_google/google',
  /** Where the identity provider returns to the server (server-internal). */
  signInCallback: '/auth_google/callback',
  /** Bearer: `{ name, email, displayName }` or 401. */
  userDetails: '/auth_google/details',
  /** Bearer: revokes the session; `{ ok: true }`. */
  signOut: '/auth_google/logout',
  /** Bearer, body `{ challenge }`: a one-time handoff code bound to it; `{ code, expiresAt }`. */
  handoffCreate: '/auth_google/handoff',
  /** Body `{ code, verifier }`: redeems a handoff code once, within its lifetime; `{ token, user }`. */
  handoffRedeem: '/auth_google/handoff/redeem',
  // Rewards and wallet (spec §7)
  walletNonce: '/wallet/nonce',
  walletLink: '/wallet/link',
  walletLinked: '/wallet/get_linked',
  /** Public (not in the spec): `{ walletConnectProjectId }`, null when WalletConnect is not offered. */
  walletConfig: '/wallet/config',
  points: '/points/get',
  checkIn: '/points/checkin',
  voteUp: '/tracking/vote/up',
  voteDown: '/tracking/vote/down',
  votesProducts: '/tracking/votes/products',
  votesViator: '/tracking/votes/viator',
} as const

/** The embedding endpoints (ARCHITECTURE.md §10): public, readable from any origin. */
function withEmbedding<T extends object>(table: T) {
  return {
    ...table,
    /** Query `channelId`, `parentOrigin`: `{ ok: true }`, or a 4xx error whose message the loader writes to the console. */
    embedCheck: EMBED_CHECK_PATH,
    /** Query `channelId` [, `view`, `theme`]: the snippet a broadcaster pastes (EmbedSnippetSchema). */
    embedSnippet: '/embed/snippet',
  } as const
}

/**
 * Every endpoint path, relative to the API base: spec §7's and the embedding ones (made by a
 * pure call, so a bundle that does not use this table drops it).
 */
export const paths = /* @__PURE__ */ withEmbedding(specPaths)

/** The query parameter the sign-in callback URL carries the session token in (spec §4). */
export const CREDENTIAL_PARAM = 'credential'

/** The fragment key a cross-site sign-in returns its one-time handoff code in (ARCHITECTURE.md §6). */
export const HANDOFF_FRAGMENT_KEY = 'stv_handoff'

/** The sign-in start's query parameter with the S256 challenge of the frame's verifier (shared/api/handoff.ts). */
export const HANDOFF_CHALLENGE_PARAM = 'handoffChallenge'

/** Header that carries a channel's key on `POST /channels/{id}/context`. */
export const CHANNEL_KEY_HEADER = 'X-Channel-Key'

/** Default API base path on the widget's own origin. */
export const DEFAULT_API_PATH = '/api'
