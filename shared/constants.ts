/**
 * Every number of the product spec §9 (and the few fixed values of §1–§5), named once.
 * Durations are in milliseconds unless the name says otherwise.
 */

/** Build version shown in the badge (spec §1, §9); equals package.json's version. */
export const BUILD_VERSION = '0.0.9'

/**
 * The widget's custom element, as pages write it (spec §1). The widget's own modules name it in
 * widget/element/tag.ts, which the loader imports alone.
 */
export const WIDGET_TAG = 'shoppable-tv'

/** Where the server serves this build's widget files, versioned and immutable. */
export const WIDGET_BUILD_PATH = `/widget/${BUILD_VERSION}`

/**
 * This build's widget module, from the site's root: the script our pages, `/embed` and the
 * loader load (the build names it in vite.config.ts).
 */
export const WIDGET_MODULE_PATH = `${WIDGET_BUILD_PATH}/shoppable-tv.js`

/**
 * This build's analytics module (widget/analytics, issue 65): the widget loads it after its first
 * card; the loader, on a host page, when the frame first sends a GA4 event.
 */
export const ANALYTICS_MODULE_PATH = `${WIDGET_BUILD_PATH}/analytics.js`

// Daily check-in (spec §4, §9)
/** Points paid for one daily check-in. */
export const CHECKIN_REWARD_POINTS = 100
/** Minimum time between two automatic check-in attempts. */
export const CHECKIN_DEBOUNCE_MS = 5_000
/** Delay between the user becoming known and the automatic check-in. */
export const CHECKIN_AUTO_DELAY_MS = 1_000
/** Delay before points are refreshed after a successful check-in. */
export const POINTS_REFRESH_AFTER_CHECKIN_MS = 500
/** How often the check-in status is polled. */
export const CHECKIN_STATUS_POLL_MS = 300_000
/** How often the countdown to the next check-in is refreshed. */
export const COUNTDOWN_REFRESH_MS = 60_000

// Tracking and votes (spec §7, §9)
/** Click tracking debounce, per item. */
export const CLICK_DEBOUNCE_MS = 500
/** Up-vote debounce. */
export const VOTE_DEBOUNCE_MS = 300
/** Vote retries on 5xx or network error. */
export const VOTE_MAX_RETRIES = 3
/** Vote retry delay, multiplied by the attempt number. */
export const VOTE_RETRY_BASE_MS = 1_000
/** Retries of the public GETs (most liked / most clicked), on 5xx only. */
export const GET_MAX_RETRIES = 3
/** First backoff of the public GETs; doubles each attempt. */
export const GET_RETRY_BASE_MS = 1_000

// Product feed (spec §4, §9)
/** Most live products kept on screen. */
export const LIVE_LIST_CAP = 10
/** Size of the cached pool loaded at start and on login. */
export const CACHED_POOL_SIZE = 50
/** How many of the newest pool items are queued at start. */
export const INITIAL_QUEUE_SIZE = 10
/** Interval at which queued products are shown, one at a time. */
export const QUEUE_INTERVAL_MS = 500
/**
 * Not in the spec (issue 16): how often the feed looks again at the viewer's picture while a
 * product waits for it (a time source is set), well within the ±2 s a pin may be off.
 */
export const PICTURE_CHECK_MS = 250
/**
 * Not in the spec (issue 16): while a time source is set but has no time yet (its player is
 * loading), the feed takes the picture to be this far behind the clock, so a product matched
 * within it waits and older ones show at once (a live picture is rarely over 30 s behind).
 */
export const PICTURE_MAX_BEHIND_MS = 60_000
/**
 * Not in the spec (issue 16): how long the feed waits on a time source that has no time
 * (a player that never starts); after it, nothing waits until the source knows again.
 */
export const PICTURE_UNKNOWN_GRACE_MS = 20_000
/** Most retries of cached image loads. */
export const IMAGE_MAX_RETRIES = 10
/** Allowed `count` values of recent_products: 1 … this. */
export const RECENT_PRODUCTS_MAX_COUNT = CACHED_POOL_SIZE

// Images (spec §5, §9)
/** Image load timeout. */
export const IMAGE_TIMEOUT_MS = 8_000
/** Image load timeout for image-resizing hosts. */
export const IMAGE_TIMEOUT_RESIZING_MS = 15_000
/** Shortest image URL accepted. */
export const IMAGE_MIN_URL_LENGTH = 10
/** An image must be larger than this many pixels in both dimensions. */
export const IMAGE_MIN_SIZE_PX = 10

// Wallet (spec §1, §5, §9)
/** Chain used for wallet verification: Polygon. */
export const POLYGON_CHAIN_ID = 137
/** Short address: this many leading characters … */
export const SHORT_ADDRESS_HEAD = 6
/** … and this many trailing characters. */
export const SHORT_ADDRESS_TAIL = 4

// UI timings (spec §2, §4, §9)
/** The favourites control pulses this long. */
export const FAVOURITES_PULSE_MS = 2_000
/** The AI status line moves from 'Connected!' to 'Searching for products...' after this. */
export const AI_STATUS_REVERT_MS = 2_000
/** The onboarding tutorial shows this long after load. */
export const ONBOARDING_DELAY_MS = 1_000

// Consent (spec §9)
/** Analytics cookie lifetime: two years, in seconds (cookie Max-Age). */
export const ANALYTICS_COOKIE_MAX_AGE_S = 2 * 365 * 24 * 60 * 60

// Marketing copy counts (spec §1)
export const MARKETING_CHANNELS = 12
export const MARKETING_VENDORS = 21_527
export const MARKETING_PRODUCTS_MILLIONS = 17

// Widget values the spec does not give (chosen here; change freely)
/** Not in the spec: how often the widget asks for new live matches. */
export const LIVE_POLL_MS = 5_000
/** Not in the spec: how many of the newest matches one poll asks for (≤ the live cap). */
export const LIVE_POLL_COUNT = LIVE_LIST_CAP
/**
 * Not in the spec (issue 16): how often the live stream (`paths.liveStream`, Server-Sent Events)
 * sends a comment line, so proxies and the browser keep an idle stream open.
 */
export const LIVE_PING_MS = 20_000
/**
 * Not in the spec (issue 16): after a live stream the browser gave up on (it cannot open or was
 * closed for good), the widget polls and opens the stream again after this wait, doubled after
 * each further failure up to LIVE_STREAM_RETRY_MAX_MS (a deploy must not bring every viewer
 * back to the stream at the same moment, again and again).
 */
export const LIVE_STREAM_RETRY_MS = 15_000
/** Not in the spec (issue 16): the longest wait between two tries of the live stream. */
export const LIVE_STREAM_RETRY_MAX_MS = 240_000
/**
 * Not in the spec (issue 16): how long the widget goes without any answer from the store
 * (a poll, a stream event, an open stream) before it tells the viewer it is reconnecting.
 * Above one poll interval, so a single slow or failed poll says nothing.
 */
export const STORE_UNREACHABLE_AFTER_MS = 8_000
/**
 * Not in the spec (issue 16): how long an API request may take, answer body included, before
 * the client gives up on it as a network failure (a frozen request must not stop polling).
 */
export const API_TIMEOUT_MS = 10_000
/** Not in the spec: how many items the Most liked / Most clicked tabs show. */
export const RANKING_LIMIT = 10

// Votes and Sign-In with Ethereum (spec §3, §5)
/** vote_type of an up-vote (spec §3 voted item). */
export const VOTE_UP = 1
/** vote_type of a down-vote (spec §3 voted item). */
export const VOTE_DOWN = -1
/** The Sign-In with Ethereum message version (spec §5: version 1). */
export const SIWE_VERSION = '1'
/** Shortest nonce the Sign-In with Ethereum standard allows: 8 alphanumerics (spec §5). */
export const SIWE_NONCE_MIN_LENGTH = 8
/** Not in the spec: the longest Sign-In with Ethereum message the server reads, in characters. */
export const SIWE_MESSAGE_MAX_LENGTH = 4_000
/** Not in the spec: the largest wallet signature the server reads, in bytes (smart-wallet ones are long). */
export const WALLET_SIGNATURE_MAX_BYTES = 2_048
/** Not in the spec: the largest catalog item id (ids are PostgreSQL integers); larger ones name no item. */
export const MAX_ITEM_ID = 2_147_483_647
