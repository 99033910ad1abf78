import { atom, type ReadableAtom } from 'nanostores'
import { type ApiClient, parseProductList } from '../../shared/api/client'
import { API_ERROR, API_ERROR_TEXT, type ApiError } from '../../shared/api/errors'
import type { TimerId } from '../../shared/api/timers'
import type { Product } from '../../shared/api/types'
import {
  CACHED_POOL_SIZE,
  IMAGE_MAX_RETRIES,
  INITIAL_QUEUE_SIZE,
  LIVE_LIST_CAP,
  LIVE_POLL_COUNT,
  LIVE_POLL_MS,
  LIVE_STREAM_RETRY_MAX_MS,
  LIVE_STREAM_RETRY_MS,
  PICTURE_CHECK_MS,
  PICTURE_MAX_BEHIND_MS,
  PICTURE_UNKNOWN_GRACE_MS,
  QUEUE_INTERVAL_MS,
  STORE_UNREACHABLE_AFTER_MS,
} from '../../shared/constants'
import { coupangPageKey, dropCoupangDuplicates } from '../../shared/rules/coupang'
import {
  imageTimeoutFor,
  isAcceptableImageSize,
  isValidImageUrl,
  looksLikeNoImageFile,
} from '../../shared/rules/image'
import { isHttpUrl, productKey } from '../../shared/rules/product'
import type { Env } from '../env'
import type { Picture } from './picture'

/** What the Live tab shows. A ready feed with an empty list is the empty state. */
export type FeedState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; live: Product[] }

export type Feed = {
  $feed: ReadableAtom<FeedState>
  /** True once the channel's pool has answered (the status line says 'Connected!'). */
  $answered: ReadableAtom<boolean>
  /**
   * True while the store has not answered for STORE_UNREACHABLE_AFTER_MS since the feed last
   * heard from it (the viewer is told it is reconnecting); false again at the next answer.
   */
  $unreachable: ReadableAtom<boolean>
  /**
   * The keys (`productKey`) of the shown products that arrived live, from the channel's
   * stream or polls, not from its pool (issue 17): the Live list moves for these and fills
   * in its first screen from the pool without motion.
   */
  $arrived: ReadableAtom<ReadonlySet<string>>
  start(): void
  /** Stops the stream, polling, the queue and image loads; the feed can be started again. */
  stop(): void
  /** Starts over after an error. */
  retry(): void
  /** Loads the cached pool again (spec §4: on login) and queues what was not seen yet. */
  reloadPool(): void
}

export type FeedOptions = {
  /** Changes whenever someone signs in; each change reloads the pool. */
  authEpoch?: ReadableAtom<number>
  /**
   * Where the viewer's picture is (issue 16): a product waits in the queue until the picture
   * reaches its `time`. Without it (or while `none`) nothing waits; while `unknown`, see
   * PICTURE_MAX_BEHIND_MS and PICTURE_UNKNOWN_GRACE_MS.
   */
  picture?: () => Picture
  /** Changes when the picture becomes known (`$pictureKnown`): the queue is looked at at once. */
  pictureKnown?: ReadableAtom<number>
  /**
   * The channel's first pool as the page that hosts the widget sent it (issue 17), read
   * like an API answer; the feed's first start takes it instead of asking the API, once.
   */
  firstPool?: unknown
}

type Candidate = { product: Product; check: 'pending' | 'ok' | 'failed'; fromPool: boolean }

/** Viewer text when the store cannot be reached (no answer at all). */
export const NETWORK_ERROR_TEXT = 'We can’t reach the store. Check your connection.'

/** Viewer text for a failed pool load. */
export function feedErrorText(error: ApiError): string {
  if (error.code === API_ERROR.notFound) return 'This channel is not available.'
  if (error.code === API_ERROR.network) return NETWORK_ERROR_TEXT
  return API_ERROR_TEXT[error.code]
}

function matchedAt(product: Product): number {
  const time = Date.parse(product.time ?? '')
  // Without a time the item is as new as it gets: it goes on top, like a fresh match.
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time
}

/**
 * Newest first; among products of one time, this one goes `below` them or above. A product
 * that arrived live sits above those shown earlier; one from the pool, which comes newest
 * first, below them, so the first screen fills in downwards and a card already shown never
 * moves for it (issue 17); a list rebuilt in its own order keeps that order.
 */
function insertNewestFirst(live: readonly Product[], product: Product, below: boolean): Product[] {
  const time = matchedAt(product)
  const at = live.findIndex((item) => (below ? matchedAt(item) < time : matchedAt(item) <= time))
  const next = [...live]
  next.splice(at === -1 ? next.length : at, 0, product)
  return next.slice(0, LIVE_LIST_CAP)
}

/**
 * The live product feed of one channel (spec §4 "Product feed"):
 * - loads a cached pool of CACHED_POOL_SIZE and queues its INITIAL_QUEUE_SIZE newest (the
 *   first time from `firstPool` when the page sent it, issue 17);
 * - shows queued products one at a time every QUEUE_INTERVAL_MS, newest on top, keeping at
 *   most LIVE_LIST_CAP (the oldest fall off); the pool's come newest first, each below those
 *   shown, new matches on top;
 * - takes new matches from the channel's live stream where the browser has EventSource: each
 *   `products` event is a poll answer, and no poll runs once the stream has delivered; when
 *   the browser gives the stream up, or has no EventSource, polls every LIVE_POLL_MS, and
 *   tries the stream again after LIVE_STREAM_RETRY_MS, doubled after each failure (up to
 *   half again at random);
 *   either way it queues the unseen matches;
 * - checks each image before showing it (URL rules, load with the right timeout, size, not
 *   a no-image file) and drops products whose image fails, and Coupang duplicates;
 * - when a pooled product is dropped, the next older pool item takes its place, so the
 *   first screen still fills up;
 * - image retries: a pooled ("cached") product whose image load errors or times out is
 *   loaded once more, at most IMAGE_MAX_RETRIES times per pool load; polled products and
 *   deterministic failures (bad URL, too small, no-image file) are dropped at once;
 * - with a `picture` time (issue 16), a product matched after the viewer's picture waits
 *   until the picture reaches its time (looked at every PICTURE_CHECK_MS), so its card
 *   appears with the moment on screen, not before; one without a time never waits; while
 *   the source has no time yet, the picture is taken to be PICTURE_MAX_BEHIND_MS behind the
 *   clock, for at most PICTURE_UNKNOWN_GRACE_MS (a player that never starts holds nothing).
 */
export function createFeed(
  env: Env,
  client: ApiClient,
  channelId: string,
  options: FeedOptions = {},
): Feed {
  const $feed = atom<FeedState>({ state: 'loading' })
  const $answered = atom(false)
  const $unreachable = atom(false)
  const $arrived = atom<ReadonlySet<string>>(new Set())

  let running = false
  let controller = new AbortController()
  let seen = new Set<string>()
  let coupangKeys = new Set<string>()
  let queue: Candidate[] = []
  let backfill: Product[] = []
  let retriesLeft = IMAGE_MAX_RETRIES
  let lastShownAt = Number.NEGATIVE_INFINITY
  let pumpTimer: TimerId | undefined
  let pollTimer: TimerId | undefined
  let closeStream: (() => void) | undefined
  /** True once the open stream has delivered: it then stands in for the polls. */
  let streaming = false
  let streamFailures = 0
  let streamTimer: TimerId | undefined
  let quietTimer: TimerId | undefined
  let unlistenAuth: (() => void) | undefined
  let unlistenPicture: (() => void) | undefined
  /** Since when the time source has had no time (null: it has one, or there is none). */
  let unknownSince: number | null = null
  /** The pool the page sent, until the first load takes it (a broken one is asked for). */
  let firstPool = options.firstPool === undefined ? undefined : parseProductList(options.firstPool)

  const live = (): Product[] => {
    const state = $feed.get()
    return state.state === 'ready' ? state.live : []
  }

  async function check(candidate: Candidate, signal: AbortSignal): Promise<void> {
    const url = candidate.product.image
    let passed = false
    if (isValidImageUrl(url)) {
      for (;;) {
        const loaded = await env.loadImage(url, imageTimeoutFor(url), signal)
        if (signal.aborted) return
        if (loaded.ok) {
          passed =
            isAcceptableImageSize(loaded.width, loaded.height) &&
            !looksLikeNoImageFile(loaded.finalUrl)
          break
        }
        if (!candidate.fromPool || retriesLeft <= 0) break
        retriesLeft--
      }
    }
    candidate.check = passed ? 'ok' : 'failed'
    pump()
  }

  function enqueue(product: Product, fromPool: boolean): void {
    const key = productKey(product)
    if (seen.has(key)) return
    seen.add(key)
    const page = coupangPageKey(product.link)
    if (!isHttpUrl(product.link) || (page !== null && coupangKeys.has(page))) {
      if (fromPool) enqueueNextFromPool()
      return
    }
    if (page !== null) coupangKeys.add(page)
    const candidate: Candidate = { product, check: 'pending', fromPool }
    queue.push(candidate)
    void check(candidate, controller.signal)
  }

  /** Of several items of one Coupang page, keeps the newest (lists come newest first). */
  function newestUnique(products: Product[]): Product[] {
    return dropCoupangDuplicates(products, new Set(coupangKeys))
  }

  function enqueueNextFromPool(): void {
    const next = backfill.shift()
    if (next) enqueue(next, true)
  }

  function schedulePump(ms: number): void {
    if (pumpTimer !== undefined) return
    pumpTimer = env.setTimeout(() => {
      pumpTimer = undefined
      pump()
    }, ms)
  }

  /** Shows the next product whose image passed, no sooner than QUEUE_INTERVAL_MS after the last. */
  function pump(): void {
    if (!running) return
    for (const failed of queue.filter((candidate) => candidate.check === 'failed')) {
      const page = coupangPageKey(failed.product.link)
      if (page !== null) coupangKeys.delete(page)
      queue = queue.filter((candidate) => candidate !== failed)
      if (failed.fromPool) enqueueNextFromPool()
    }
    const wait = lastShownAt + QUEUE_INTERVAL_MS - env.now()
    if (wait > 0) {
      if (queue.length > 0) schedulePump(wait)
      return
    }
    const picture = pictureNow()
    const next = queue.find(
      (candidate) =>
        // A product without a time (NaN) never waits.
        candidate.check === 'ok' &&
        !(picture !== null && Date.parse(candidate.product.time ?? '') > picture),
    )
    if (next) {
      queue = queue.filter((candidate) => candidate !== next)
      lastShownAt = env.now()
      const shown = insertNewestFirst(live(), next.product, next.fromPool)
      const keys = new Set(shown.map(productKey))
      const arrived = [...$arrived.get()].filter((key) => keys.has(key))
      if (!next.fromPool) arrived.push(productKey(next.product))
      $arrived.set(new Set(arrived))
      $feed.set({ state: 'ready', live: shown })
      if (queue.length > 0) schedulePump(QUEUE_INTERVAL_MS)
      return
    }
    // Checked products left wait for the viewer's picture: look again soon.
    if (queue.some((candidate) => candidate.check === 'ok')) schedulePump(PICTURE_CHECK_MS)
    // Nothing showable and nothing pending: the empty state, not an endless skeleton.
    if (queue.length === 0 && $feed.get().state === 'loading' && $answered.get()) {
      $feed.set({ state: 'ready', live: [] })
    }
  }

  /** The picture's time products wait for, or null when nothing waits. */
  function pictureNow(): number | null {
    const picture = options.picture?.() ?? 'none'
    if (picture !== 'unknown') {
      unknownSince = null
      return picture === 'none' ? null : picture
    }
    const now = env.now()
    unknownSince ??= now
    return now - unknownSince < PICTURE_UNKNOWN_GRACE_MS ? now - PICTURE_MAX_BEHIND_MS : null
  }

  async function loadPool(): Promise<void> {
    const { signal } = controller
    const given = firstPool?.ok ? firstPool : undefined
    firstPool = undefined
    const result = given ?? (await client.recentProducts(channelId, CACHED_POOL_SIZE, { signal }))
    if (!running || signal.aborted) return
    if (!result.ok) {
      // A failed reload keeps what is on screen; only a first load shows the error.
      if ($feed.get().state !== 'ready') {
        $feed.set({ state: 'error', message: feedErrorText(result.error) })
      }
      return
    }
    $answered.set(true)
    const pool = newestUnique([...result.data].sort((a, b) => matchedAt(b) - matchedAt(a)))
    retriesLeft = IMAGE_MAX_RETRIES
    backfill = pool.slice(INITIAL_QUEUE_SIZE)
    // Newest first: each card of the first screen takes its place below those already shown,
    // so nothing on screen moves while it fills, and the newest product is the first one seen.
    for (const product of pool.slice(0, INITIAL_QUEUE_SIZE)) enqueue(product, true)
    pump()
    heard()
    listen()
  }

  /** The store answered: the viewer is no longer told otherwise, and the count starts again. */
  function heard(): void {
    $unreachable.set(false)
    env.clearTimeout(quietTimer)
    quietTimer = undefined
    // A delivering stream is an answer that lasts: only its failure starts the count.
    if (!streaming) expectAnswer()
  }

  /** Starts the count to the reconnecting line, unless it runs already. */
  function expectAnswer(): void {
    quietTimer ??= env.setTimeout(() => $unreachable.set(true), STORE_UNREACHABLE_AFTER_MS)
  }

  /** Follows the channel after the pool: through the stream when it can, else by polls. */
  function listen(): void {
    if (env.openStream && !closeStream && streamTimer === undefined) openStream(env.openStream)
    schedulePoll()
  }

  /** Opens the channel's stream; after the browser gives it up, opens it again after a back-off. */
  function openStream(open: NonNullable<Env['openStream']>): void {
    closeStream = open(client.liveStreamUrl(channelId), 'products', {
      message(data) {
        let body: unknown
        try {
          body = JSON.parse(data)
        } catch {
          return
        }
        // The poll's schema: an event that breaks it is never shown.
        const result = parseProductList(body)
        if (!running || !result.ok) return
        streaming = true
        streamFailures = 0
        env.clearTimeout(pollTimer)
        pollTimer = undefined
        heard()
        take(result.data)
      },
      error(closed) {
        // Polls carry on while the browser reconnects by itself, or after it gave up, until
        // the next try of the stream after its back-off.
        streaming = false
        expectAnswer()
        schedulePoll()
        if (!closed) return
        closeStream?.()
        closeStream = undefined
        // Up to half again at random: viewers refused together do not all come back together.
        const wait =
          Math.min(LIVE_STREAM_RETRY_MS * 2 ** streamFailures++, LIVE_STREAM_RETRY_MAX_MS) *
          (1 + Math.random() / 2)
        streamTimer = env.setTimeout(() => {
          streamTimer = undefined
          openStream(open)
        }, wait)
      },
    })
  }

  /**
   * Follows the server's answer for what is on screen: an item matched again (or pinned in
   * the Studio) moves up to its new time; one the answer should hold but does not (blocked
   * or rejected since) leaves. A full answer covers only its newest LIVE_POLL_COUNT items.
   */
  function follow(answer: Product[]): void {
    const now = new Map(answer.map((p) => [productKey(p), p]))
    const oldest =
      answer.length < LIVE_POLL_COUNT
        ? Number.NEGATIVE_INFINITY
        : Math.min(...answer.map(matchedAt))
    let next: Product[] = []
    for (const shown of live()) {
      const fresh = now.get(productKey(shown))
      if (fresh) {
        next = insertNewestFirst(next, matchedAt(fresh) > matchedAt(shown) ? fresh : shown, true)
      } else if (matchedAt(shown) < oldest) next = insertNewestFirst(next, shown, true)
    }
    const before = live()
    if (next.some((p, i) => p !== before[i]) || next.length !== before.length) {
      $feed.set({ state: 'ready', live: next })
    }
  }

  function schedulePoll(): void {
    if (pollTimer !== undefined || streaming) return
    pollTimer = env.setTimeout(() => {
      pollTimer = undefined
      void poll()
    }, LIVE_POLL_MS)
  }

  async function poll(): Promise<void> {
    const { signal } = controller
    const result = await client.recentProducts(channelId, LIVE_POLL_COUNT, { signal })
    if (!running || signal.aborted) return
    // A failed poll changes nothing on screen (it may tell the viewer, through the silence
    // it leaves); the next one tries again.
    if (result.ok) {
      heard()
      take(result.data)
    }
    schedulePoll()
  }

  /** A poll answer or a stream event: follows it for what is shown, and queues what is new. */
  function take(answer: Product[]): void {
    follow(answer)
    for (const product of newestUnique(answer).reverse()) enqueue(product, false)
    pump()
  }

  function reset(): void {
    controller.abort()
    controller = new AbortController()
    env.clearTimeout(pumpTimer)
    env.clearTimeout(pollTimer)
    env.clearTimeout(streamTimer)
    env.clearTimeout(quietTimer)
    closeStream?.()
    pumpTimer = pollTimer = streamTimer = quietTimer = closeStream = undefined
    streaming = false
    streamFailures = 0
    $unreachable.set(false)
    $arrived.set(new Set())
    seen = new Set()
    coupangKeys = new Set()
    queue = []
    backfill = []
    lastShownAt = Number.NEGATIVE_INFINITY
  }

  function start(): void {
    if (running) return
    running = true
    reset()
    $feed.set({ state: 'loading' })
    unlistenAuth = options.authEpoch?.listen(() => reloadPool())
    unlistenPicture = options.pictureKnown?.listen(pump)
    void loadPool()
  }

  function stop(): void {
    running = false
    unlistenAuth?.()
    unlistenPicture?.()
    unlistenAuth = unlistenPicture = undefined
    reset()
  }

  function reloadPool(): void {
    if (!running) return
    if ($feed.get().state === 'error') retry()
    else void loadPool()
  }

  function retry(): void {
    stop()
    start()
  }

  return { $feed, $answered, $unreachable, $arrived, start, stop, retry, reloadPool }
}
