/**
 * Every API endpoint, once: its method and its path pattern under the API base (Hono's
 * syntax, `:name` one path segment), with what the server's middlewares need to know of it.
 * The server mounts each route from here (`app.on(r.method, r.pattern, …)`); the clients'
 * path builders (`paths.ts`, `studio.ts`, `feeds.ts`, `demo-stream.ts`) are derived from or
 * tested against it (routes.test.ts; server/app.test.ts checks the mounted routes).
 * Framework-free and not imported by the widget's bundle (it takes the builders alone).
 */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * How the server reads a route's body: JSON within MAX_BODY_BYTES (the default), a feed file
 * streamed to disk (no body limit; FEED_MAX_BYTES there), or a schedule (MAX_SCHEDULE_BYTES).
 */
export type BodyKind = 'json' | 'streamed-feed' | 'schedule'

export interface ApiRoute {
  readonly method: ApiMethod
  readonly pattern: `/${string}`
  /**
   * A public read: no credentials, the same answer to every origin, so any origin may read it
   * (`*`, no `Vary: Origin`) and shared caches keep one copy for all.
   */
  readonly public?: true
  readonly body?: BodyKind
}

const studioChannel = '/studio/channels/:id'
const studioFeed = `${studioChannel}/feeds/:feedId` as const

export const routes = {
  health: { method: 'GET', pattern: '/health' },
  // Channels and their live feed (spec §7)
  channels: { method: 'GET', pattern: '/channels', public: true },
  channel: { method: 'GET', pattern: '/channels/:id', public: true },
  channelNow: { method: 'GET', pattern: '/channels/:id/now', public: true },
  channelContext: { method: 'POST', pattern: '/channels/:id/context' },
  recentProducts: {
    method: 'GET',
    pattern: '/product_search/recent_products/:channelId/:count',
    public: true,
  },
  liveStream: { method: 'GET', pattern: '/live/:channelId', public: true },
  productPicture: { method: 'GET', pattern: '/media/products/:file', public: true },
  feedPicture: { method: 'GET', pattern: '/media/feeds/:feedId/:file', public: true },
  itemPicture: { method: 'GET', pattern: '/media/pictures/:id/:hash/:size', public: true },
  // Tracking and votes
  mostClicked: { method: 'GET', pattern: '/tracking/products/most-clicked', public: true },
  mostLiked: { method: 'GET', pattern: '/tracking/products/most-liked', public: true },
  click: { method: 'POST', pattern: '/tracking/click' },
  voteUp: { method: 'POST', pattern: '/tracking/vote/up' },
  voteDown: { method: 'POST', pattern: '/tracking/vote/down' },
  votesProducts: { method: 'GET', pattern: '/tracking/votes/products' },
  votesViator: { method: 'GET', pattern: '/tracking/votes/viator' },
  // Attribution (issue 65): a buy link's way out, with a click id for the retailer
  clickOut: { method: 'GET', pattern: '/r/:channelId/:itemId' },
  // Rewards and wallet
  walletConfig: { method: 'GET', pattern: '/wallet/config' },
  walletNonce: { method: 'POST', pattern: '/wallet/nonce' },
  walletLink: { method: 'POST', pattern: '/wallet/link' },
  walletLinked: { method: 'GET', pattern: '/wallet/get_linked' },
  points: { method: 'GET', pattern: '/points/get' },
  checkIn: { method: 'POST', pattern: '/points/checkin' },
  // Sign-in and sessions
  signIn: { method: 'GET', pattern: '/auth_google/google' },
  signInFromFrame: { method: 'POST', pattern: '/auth_google/google' },
  signInCallback: { method: 'GET', pattern: '/auth_google/callback' },
  userDetails: { method: 'GET', pattern: '/auth_google/details' },
  signOut: { method: 'POST', pattern: '/auth_google/logout' },
  handoffCreate: { method: 'POST', pattern: '/auth_google/handoff' },
  handoffRedeem: { method: 'POST', pattern: '/auth_google/handoff/redeem' },
  // The Studio (ARCHITECTURE.md §10)
  studioChannels: { method: 'GET', pattern: '/studio/channels' },
  studioChannelCreate: { method: 'POST', pattern: '/studio/channels' },
  studioChannel: { method: 'GET', pattern: studioChannel },
  studioChannelEdit: { method: 'PATCH', pattern: studioChannel },
  originAdd: { method: 'POST', pattern: `${studioChannel}/origins` },
  originVerify: { method: 'POST', pattern: `${studioChannel}/origins/verify` },
  originRemove: { method: 'DELETE', pattern: `${studioChannel}/origins` },
  members: { method: 'GET', pattern: `${studioChannel}/members` },
  memberSet: { method: 'POST', pattern: `${studioChannel}/members` },
  memberRemove: { method: 'DELETE', pattern: `${studioChannel}/members` },
  channelKey: { method: 'POST', pattern: `${studioChannel}/key` },
  conversionSecret: { method: 'POST', pattern: `${studioChannel}/conversion-secret` },
  schedule: { method: 'GET', pattern: `${studioChannel}/schedule` },
  scheduleUpload: { method: 'PUT', pattern: `${studioChannel}/schedule`, body: 'schedule' },
  scheduleClear: { method: 'DELETE', pattern: `${studioChannel}/schedule` },
  tryCaption: { method: 'POST', pattern: `${studioChannel}/try` },
  stream: { method: 'GET', pattern: `${studioChannel}/stream` },
  streamSet: { method: 'PUT', pattern: `${studioChannel}/stream` },
  streamRemove: { method: 'DELETE', pattern: `${studioChannel}/stream` },
  matches: { method: 'GET', pattern: `${studioChannel}/matches` },
  matchDecide: { method: 'POST', pattern: `${studioChannel}/matches/:matchId` },
  pinAdd: { method: 'POST', pattern: `${studioChannel}/pins` },
  blocks: { method: 'GET', pattern: `${studioChannel}/blocks` },
  blockAdd: { method: 'POST', pattern: `${studioChannel}/blocks` },
  blockRemove: { method: 'DELETE', pattern: `${studioChannel}/blocks` },
  insights: { method: 'GET', pattern: `${studioChannel}/insights` },
  feeds: { method: 'GET', pattern: `${studioChannel}/feeds` },
  feedCreate: { method: 'POST', pattern: `${studioChannel}/feeds` },
  feedEdit: { method: 'PATCH', pattern: studioFeed },
  feedDelete: { method: 'DELETE', pattern: studioFeed },
  feedImport: { method: 'POST', pattern: `${studioFeed}/imports`, body: 'streamed-feed' },
  feedItems: { method: 'GET', pattern: `${studioFeed}/items` },
  importJob: { method: 'GET', pattern: `${studioFeed}/imports/:importId` },
  importRejects: { method: 'GET', pattern: `${studioFeed}/imports/:importId/rejects` },
  // Embedding (ARCHITECTURE.md §10): public to any origin by their own middleware
  embedCheck: { method: 'GET', pattern: '/embed/check' },
  embedSnippet: { method: 'GET', pattern: '/embed/snippet' },
  insightsBeacon: { method: 'POST', pattern: '/insights' },
  // Retailers' conversions (issue 65): signed with the channel's secret, no credentials
  conversions: { method: 'POST', pattern: '/conversions' },
  conversionPixel: { method: 'GET', pattern: '/conversions/pixel.gif', public: true },
  // The demo pages' HLS stream (issue 16)
  demoMedia: { method: 'GET', pattern: '/demo-stream/media/:clip/:file' },
  demoSegment: { method: 'GET', pattern: '/demo-stream/segments/:clip/:segment' },
  demoMaster: { method: 'GET', pattern: '/demo-stream/:id/index.m3u8' },
  demoVideo: { method: 'GET', pattern: '/demo-stream/:id/video.m3u8' },
  demoCaptions: { method: 'GET', pattern: '/demo-stream/:id/captions.m3u8' },
  demoCaptionSegment: { method: 'GET', pattern: '/demo-stream/:id/captions/:segment' },
  demoNamedSegment: { method: 'GET', pattern: '/demo-stream/:id/names/:segment' },
} as const satisfies Record<string, ApiRoute>

export type RouteName = keyof typeof routes

/**
 * Path prefixes whose every path, routed or not, passes the same middleware first (the
 * server's `use(`${area}/*`)`): no-store answers, the session check, the Studio's membership
 * check, the feed named by the path.
 */
export const areas = {
  auth: '/auth_google',
  wallet: '/wallet',
  points: '/points',
  studio: '/studio',
  studioChannel,
  studioFeed,
} as const
