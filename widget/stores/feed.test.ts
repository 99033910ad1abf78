import { atom } from 'nanostores'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient } from '../../shared/api/client'
import {
  CACHED_POOL_SIZE,
  IMAGE_MAX_RETRIES,
  IMAGE_TIMEOUT_MS,
  IMAGE_TIMEOUT_RESIZING_MS,
  LIVE_LIST_CAP,
  LIVE_POLL_COUNT,
  LIVE_POLL_MS,
  QUEUE_INTERVAL_MS,
} from '../../shared/constants'
import type { Env } from '../env'
import {
  type FakeServer,
  fakeEnv,
  fakeServer,
  type ImageScript,
  newestFirst,
  product,
} from '../testing'
import { createFeed, type FeedState } from './feed'

const ids = (state: FeedState) =>
  state.state === 'ready' ? state.live.map((item) => item.id) : state.state
const settle = () => vi.advanceTimersByTimeAsync(0)

function setup(
  options: {
    server?: FakeServer
    images?: ImageScript
    env?: Partial<Env>
    firstPool?: unknown
  } = {},
) {
  const server = options.server ?? fakeServer({ live: newestFirst(1, 50) })
  const env = fakeEnv({ fetch: server.fetch, images: options.images ?? {}, ...options.env })
  const client = createApiClient({ base: server.base, fetch: server.fetch, timers: env })
  const authEpoch = atom(0)
  const feed = createFeed(env, client, 'wildtv', { authEpoch, firstPool: options.firstPool })
  return { server, env, feed, authEpoch }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-05-01T12:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the first screen', () => {
  test('loads the cached pool of 50 for the channel', async () => {
    const { server, feed } = setup()
    feed.start()
    expect(feed.$feed.get()).toEqual({ state: 'loading' })
    await settle()
    expect(server.callsTo('/product_search').map((call) => call.path)).toEqual([
      `/product_search/recent_products/wildtv/${CACHED_POOL_SIZE}`,
    ])
    feed.stop()
  })

  test('shows the 10 newest one at a time every 0.5 s, newest first, each below the last', async () => {
    const { feed } = setup()
    feed.start()
    await settle()
    expect(ids(feed.$feed.get())).toEqual([50])
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS - 1)
    expect(ids(feed.$feed.get())).toEqual([50])
    await vi.advanceTimersByTimeAsync(1)
    expect(ids(feed.$feed.get())).toEqual([50, 49])
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 8)
    expect(ids(feed.$feed.get())).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41])
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 4)
    expect(ids(feed.$feed.get())).toHaveLength(LIVE_LIST_CAP)
    feed.stop()
  })

  test('pool items of one time keep the pool’s order: a card shown never moves for one after it', async () => {
    const time = new Date(Date.UTC(2026, 4, 1, 10)).toISOString()
    const same = [3, 2, 1].map((n) => product(n, { time }))
    const server = fakeServer({ live: same })
    const { feed } = setup({ server })
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 3)
    expect(ids(feed.$feed.get())).toEqual([3, 2, 1])
    // Polls that find them as they were leave them so.
    for (const polls of [1, 2]) {
      await vi.advanceTimersByTimeAsync(LIVE_POLL_MS)
      expect(server.callsTo('/product_search/recent_products')).toHaveLength(1 + polls)
      expect(ids(feed.$feed.get())).toEqual([3, 2, 1])
    }
    feed.stop()
  })

  test('a newest picture that fails: the next takes the top, the pool’s eleventh fills the end', async () => {
    const images = {
      [product(50).image]: { ok: false as const, reason: 'error' as const },
    }
    const { feed } = setup({ images })
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 12)
    expect(ids(feed.$feed.get())).toEqual([49, 48, 47, 46, 45, 44, 43, 42, 41, 40])
    feed.stop()
  })

  test('an empty channel is ready with an empty list', async () => {
    const { feed } = setup({ server: fakeServer({ live: [] }) })
    feed.start()
    await settle()
    expect(feed.$feed.get()).toEqual({ state: 'ready', live: [] })
    expect(feed.$answered.get()).toBe(true)
    feed.stop()
  })

  test('an unknown channel shows an error, and Retry starts over', async () => {
    const server = fakeServer({ live: newestFirst(1, 3) })
    server.channels.delete('wildtv')
    const { feed } = setup({ server })
    feed.start()
    await settle()
    expect(feed.$feed.get()).toEqual({ state: 'error', message: 'This channel is not available.' })
    expect(feed.$answered.get()).toBe(false)
    server.channels.add('wildtv')
    feed.retry()
    expect(feed.$feed.get()).toEqual({ state: 'loading' })
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 2)
    expect(ids(feed.$feed.get())).toEqual([3, 2, 1])
    feed.stop()
  })
})

describe('the pool the page sent (issue 17)', () => {
  test('the first start shows it without asking the API for the pool', async () => {
    const { server, feed } = setup({ firstPool: newestFirst(101, 112) })
    feed.start()
    await settle()
    expect(ids(feed.$feed.get())).toEqual([112])
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 9)
    expect(ids(feed.$feed.get())).toEqual([112, 111, 110, 109, 108, 107, 106, 105, 104, 103])
    expect(server.callsTo('/product_search/recent_products')).toEqual([])
    feed.stop()
  })

  test('is taken once: a reload on sign-in and a start after a stop ask the API', async () => {
    const { server, feed, authEpoch } = setup({ firstPool: newestFirst(101, 112) })
    feed.start()
    await settle()
    authEpoch.set(1)
    await settle()
    feed.stop()
    feed.start()
    await settle()
    expect(server.callsTo('/product_search/recent_products').map((call) => call.path)).toEqual([
      `/product_search/recent_products/wildtv/${CACHED_POOL_SIZE}`,
      `/product_search/recent_products/wildtv/${CACHED_POOL_SIZE}`,
    ])
    feed.stop()
  })

  test('one that is not a product list is ignored: the API is asked', async () => {
    const { server, feed } = setup({ firstPool: { products: 'nothing' } })
    feed.start()
    await settle()
    expect(server.callsTo('/product_search/recent_products')).toHaveLength(1)
    expect(ids(feed.$feed.get())).toEqual([50])
    feed.stop()
  })
})

describe('live polling', () => {
  test('queues new matches from each poll and lets the oldest fall off the cap', async () => {
    const { server, feed } = setup()
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 9)
    server.live = newestFirst(1, 52)
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS - QUEUE_INTERVAL_MS * 9)
    const polls = server.callsTo('/product_search').slice(1)
    expect(polls.map((call) => call.path)).toEqual([
      `/product_search/recent_products/wildtv/${LIVE_POLL_COUNT}`,
    ])
    expect(ids(feed.$feed.get())).toEqual([51, 50, 49, 48, 47, 46, 45, 44, 43, 42])
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS)
    expect(ids(feed.$feed.get())).toEqual([52, 51, 50, 49, 48, 47, 46, 45, 44, 43])
    feed.stop()
  })

  test('a poll with nothing new changes nothing, and polling goes on', async () => {
    const { server, feed } = setup()
    feed.start()
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 3)
    expect(server.callsTo('/product_search')).toHaveLength(4)
    expect(ids(feed.$feed.get())).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41])
    feed.stop()
  })

  test('an item the answer should hold but does not leaves (blocked in the Studio)', async () => {
    const { server, feed } = setup()
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 9)
    expect(ids(feed.$feed.get())).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41])
    server.live = newestFirst(1, 50).filter((item) => item.id !== 47)
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS)
    // 40, unseen and now among the newest, is queued in its place.
    expect(ids(feed.$feed.get())).toEqual([50, 49, 48, 46, 45, 44, 43, 42, 41, 40])
    feed.stop()
  })

  test('items older than a full answer stay: the answer only covers its newest', async () => {
    const { server, feed } = setup()
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 9)
    server.live = newestFirst(1, 55)
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS - QUEUE_INTERVAL_MS * 9)
    // The answer holds 46–55; 41–45 are older than all of it and stay (51, the first of the
    // new ones shown, pushes 41 off the cap).
    expect(ids(feed.$feed.get())).toEqual([51, 50, 49, 48, 47, 46, 45, 44, 43, 42])
    feed.stop()
  })

  test('an item matched again moves up to its new time (pinned in the Studio)', async () => {
    const { server, feed } = setup()
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 9)
    const pinned = product(44, { time: new Date(Date.UTC(2026, 4, 1, 11)).toISOString() })
    server.live = [pinned, ...newestFirst(1, 50).filter((item) => item.id !== 44)]
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS)
    expect(ids(feed.$feed.get())).toEqual([44, 50, 49, 48, 47, 46, 45, 43, 42, 41])
    feed.stop()
  })

  test('a failed poll keeps the list and the next poll still runs', async () => {
    const { server, feed } = setup()
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 9)
    server.failNext = [503]
    server.live = newestFirst(1, 51)
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS)
    expect(ids(feed.$feed.get())[0]).toBe(50)
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS)
    expect(ids(feed.$feed.get())[0]).toBe(51)
    feed.stop()
  })
})

describe('images', () => {
  test('gives an ordinary image 8 s and a resizing host 15 s', async () => {
    const server = fakeServer({
      live: [product(2, { image: 'https://acme.imgix.net/p/2.jpg?w=300' }), product(1)],
    })
    const { env, feed } = setup({ server })
    feed.start()
    await settle()
    expect(env.imageLoads).toEqual([
      { url: 'https://acme.imgix.net/p/2.jpg?w=300', timeoutMs: IMAGE_TIMEOUT_RESIZING_MS },
      { url: 'https://api.example/api/media/products/1.svg', timeoutMs: IMAGE_TIMEOUT_MS },
    ])
    feed.stop()
  })

  test('drops products whose image breaks a rule, fails, is too small or is a no-image file', async () => {
    const bad = {
      [product(49).image]: { ok: true, width: 10, height: 200, finalUrl: product(49).image },
      [product(48).image]: {
        ok: true,
        width: 300,
        height: 300,
        finalUrl: 'https://x.example/no_image.gif',
      },
      [product(47).image]: { ok: false, reason: 'error' },
    } satisfies ImageScript
    const live = newestFirst(1, 50).map((item) =>
      item.id === 50 ? { ...item, image: 'https://shop.example/noimage.png' } : item,
    )
    const { env, feed } = setup({ server: fakeServer({ live }), images: bad })
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 12)
    // The four dropped ones are replaced by the next older pool items, 40 … 37.
    expect(ids(feed.$feed.get())).toEqual([46, 45, 44, 43, 42, 41, 40, 39, 38, 37])
    expect(env.imageLoads.some((load) => load.url.includes('noimage'))).toBe(false)
    feed.stop()
  })

  test('retries a pooled image that failed to load, then shows it', async () => {
    const url = product(50).image
    const { env, feed } = setup({
      server: fakeServer({ live: newestFirst(41, 50) }),
      images: {
        [url]: [
          { ok: false, reason: 'timeout' },
          { ok: true, width: 300, height: 300, finalUrl: url },
        ],
      },
    })
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 10)
    expect(env.imageLoads.filter((load) => load.url === url)).toHaveLength(2)
    expect(ids(feed.$feed.get())[0]).toBe(50)
    feed.stop()
  })

  test('retries pooled images at most 10 times per pool load', async () => {
    const live = newestFirst(1, 12)
    const broken: ImageScript = Object.fromEntries(
      live.map((item) => [item.image, { ok: false, reason: 'error' }]),
    )
    const { env, feed } = setup({ server: fakeServer({ live }), images: broken })
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS)
    const retries = env.imageLoads.length - new Set(env.imageLoads.map((load) => load.url)).size
    expect(retries).toBe(IMAGE_MAX_RETRIES)
    expect(feed.$feed.get()).toEqual({ state: 'ready', live: [] })
    feed.stop()
  })

  test('does not retry the image of a polled product', async () => {
    const { server, env, feed } = setup({
      images: { [product(51).image]: { ok: false, reason: 'error' } },
    })
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 9)
    server.live = newestFirst(1, 51)
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS)
    expect(env.imageLoads.filter((load) => load.url === product(51).image)).toHaveLength(1)
    expect(ids(feed.$feed.get())[0]).toBe(50)
    feed.stop()
  })
})

describe('Coupang duplicates', () => {
  test('keeps only the newest item of one Coupang page', async () => {
    const page = (n: number, item: number) =>
      product(n, { link: `https://www.coupang.example/vp/products/777?itemId=${item}` })
    const live = [page(5, 1), product(4), page(3, 2), product(2), page(1, 3)]
    const { feed } = setup({ server: fakeServer({ live }) })
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 5)
    expect(ids(feed.$feed.get())).toEqual([5, 4, 2])
    feed.stop()
  })

  test('drops a polled item of a Coupang page already on screen', async () => {
    const link = (item: number) => `https://www.coupang.example/vp/products/9?itemId=${item}`
    const server = fakeServer({ live: [product(2, { link: link(1) }), product(1)] })
    const { feed } = setup({ server })
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS)
    server.live = [product(3, { link: link(2) }), ...server.live]
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS)
    expect(ids(feed.$feed.get())).toEqual([2, 1])
    feed.stop()
  })
})

describe('reload on login', () => {
  test('a sign-in reloads the pool and queues what was not shown yet', async () => {
    const { server, feed, authEpoch } = setup()
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 9)
    server.live = newestFirst(1, 53)
    authEpoch.set(1)
    await settle()
    expect(server.callsTo('/product_search').map((call) => call.path.split('/').pop())).toEqual([
      '50',
      '50',
    ])
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 3)
    expect(ids(feed.$feed.get()).slice(0, 4)).toEqual([53, 52, 51, 50])
    feed.stop()
  })

  test('reloadPool after an error starts over', async () => {
    const server = fakeServer({ live: newestFirst(1, 2) })
    server.failNext = [500]
    const { feed } = setup({ server })
    feed.start()
    await settle()
    expect(feed.$feed.get().state).toBe('error')
    feed.reloadPool()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS)
    expect(ids(feed.$feed.get())).toEqual([2, 1])
    feed.stop()
  })
})

test('stop ends polling, the queue and every timer', async () => {
  const { server, feed, authEpoch } = setup()
  feed.start()
  await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 3)
  feed.stop()
  const before = server.calls.length
  const shown = ids(feed.$feed.get())
  expect(vi.getTimerCount()).toBe(0)
  authEpoch.set(5)
  await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 4)
  expect(server.calls).toHaveLength(before)
  expect(ids(feed.$feed.get())).toEqual(shown)
})
