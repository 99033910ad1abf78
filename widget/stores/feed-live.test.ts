// The feed's live connection (issue 16): the stream, the polling fallback, the
// store-unreachable line and stuck requests. The queue and the pool are feed.test.ts's.
import { atom } from 'nanostores'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient, type FetchLike } from '../../shared/api/client'
import {
  API_TIMEOUT_MS,
  LIVE_POLL_MS,
  LIVE_STREAM_RETRY_MAX_MS,
  LIVE_STREAM_RETRY_MS,
  QUEUE_INTERVAL_MS,
  STORE_UNREACHABLE_AFTER_MS,
} from '../../shared/constants'
import type { Env } from '../env'
import { fakeEnv, fakeServer, newestFirst } from '../testing'
import { createFeed, type FeedState } from './feed'

const ids = (state: FeedState) =>
  state.state === 'ready' ? state.live.map((item) => item.id) : state.state
const settle = () => vi.advanceTimersByTimeAsync(0)
/** Time for the pool's ten cards to be on screen. */
const FIRST_SCREEN_MS = QUEUE_INTERVAL_MS * 9

type Network = 'up' | 'down' | 'frozen'

/** A feed of `wildtv` on a fake server behind a network the test turns down or freezes. */
function setup(env: Partial<Env> = {}) {
  const server = fakeServer({ live: newestFirst(1, 50) })
  const net = { state: 'up' as Network, requests: 0 }
  const fetch: FetchLike = (url, init) => {
    net.requests++
    if (net.state === 'down') return Promise.reject(new TypeError('Failed to fetch'))
    // A frozen server: nothing comes back, and the fake does not heed the abort either.
    if (net.state === 'frozen') return new Promise<Response>(() => {})
    return server.fetch(url, init)
  }
  const fake = fakeEnv({ fetch, ...env })
  const client = createApiClient({ base: server.base, fetch, timers: fake })
  const feed = createFeed(fake, client, 'wildtv', { authEpoch: atom(0) })
  const polls = () => server.callsTo('/product_search').length - 1
  const stream = (n = 0) => {
    const opened = fake.streams[n]
    if (!opened) throw new Error(`no stream ${n}`)
    return opened
  }
  return { server, net, env: fake, feed, polls, stream }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-05-01T12:00:00Z'))
  // The stream's back-off adds up to half again at random; 0 makes it the plain back-off.
  vi.spyOn(Math, 'random').mockReturnValue(0)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the live stream', () => {
  test('opens after the pool at the channel’s stream URL; its events fill the list as polls do', async () => {
    const { env, feed, stream } = setup()
    feed.start()
    expect(env.streams).toHaveLength(0)
    await settle()
    expect(stream().url).toBe('https://api.example/api/live/wildtv')
    expect(stream().event).toBe('products')
    // The first event is what a poll would answer: nothing new, the pool's cards come in turn.
    stream().send(JSON.stringify(newestFirst(41, 50)))
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_MS)
    expect(ids(feed.$feed.get())).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41])
    // A later event queues the new matches, one at a time, as a poll would.
    stream().send(JSON.stringify({ products: newestFirst(43, 52) }))
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS)
    expect(ids(feed.$feed.get())).toEqual([51, 50, 49, 48, 47, 46, 45, 44, 43, 42])
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS)
    expect(ids(feed.$feed.get())).toEqual([52, 51, 50, 49, 48, 47, 46, 45, 44, 43])
    feed.stop()
  })

  test('says which shown products arrived live: the pool’s never, the stream’s until they leave', async () => {
    const { feed, stream } = setup()
    const arrived = () => [...feed.$arrived.get()].sort()
    feed.start()
    await settle()
    stream().send(JSON.stringify(newestFirst(41, 50)))
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_MS)
    expect(arrived()).toEqual([])
    stream().send(JSON.stringify({ products: newestFirst(43, 52) }))
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 2)
    expect(ids(feed.$feed.get())).toEqual([52, 51, 50, 49, 48, 47, 46, 45, 44, 43])
    expect(arrived()).toEqual(['51', '52'])
    // Ten more push them off the list: they are no longer counted.
    stream().send(JSON.stringify({ products: newestFirst(53, 62) }))
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 10)
    expect(ids(feed.$feed.get())).toEqual([62, 61, 60, 59, 58, 57, 56, 55, 54, 53])
    expect(arrived()).toHaveLength(10)
    expect(arrived()).not.toContain('51')
    feed.stop()
    expect(arrived()).toEqual([])
  })

  test('no poll runs while the stream delivers', async () => {
    const { feed, polls, stream } = setup()
    feed.start()
    await settle()
    stream().send(JSON.stringify(newestFirst(41, 50)))
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 10)
    expect(polls()).toBe(0)
    feed.stop()
  })

  test('polls until the stream has delivered (an open stream that stays silent is not trusted)', async () => {
    const { feed, polls, stream } = setup()
    feed.start()
    await settle()
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 2)
    expect(polls()).toBe(2)
    stream().send('[]')
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 2)
    expect(polls()).toBe(2)
    feed.stop()
  })

  test('a malformed event is ignored, never shown', async () => {
    const { feed, polls, stream } = setup()
    feed.start()
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_MS)
    const before = ids(feed.$feed.get())
    stream().send('not json')
    stream().send(JSON.stringify({ items: newestFirst(51, 55) }))
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 5)
    expect(ids(feed.$feed.get())).toEqual(before)
    // Nothing was delivered: the polls go on.
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS - FIRST_SCREEN_MS)
    expect(polls()).toBe(1)
    // As in a poll's answer, an item that breaks the contract is left out, the rest taken.
    stream().send(JSON.stringify([{ id: 99, title: 'No link, no image' }, ...newestFirst(42, 51)]))
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS)
    expect(ids(feed.$feed.get())).toEqual([51, ...before.slice(0, 9)])
    feed.stop()
  })

  test('polls when the browser gives the stream up, and opens it again after the back-off', async () => {
    const { server, env, feed, polls, stream } = setup()
    feed.start()
    await settle()
    stream().send(JSON.stringify(newestFirst(41, 50)))
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_MS)
    stream().fail(true)
    expect(stream().closed).toBe(true)
    server.live = newestFirst(1, 51)
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS)
    expect(polls()).toBe(1)
    expect(ids(feed.$feed.get())[0]).toBe(51)
    await vi.advanceTimersByTimeAsync(LIVE_STREAM_RETRY_MS - LIVE_POLL_MS - 1)
    expect(env.streams).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(env.streams).toHaveLength(2)
    expect(stream(1).url).toBe('https://api.example/api/live/wildtv')
    stream(1).send(JSON.stringify(newestFirst(42, 51)))
    const afterStream = polls()
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 4)
    expect(polls()).toBe(afterStream)
    feed.stop()
  })

  test('the back-off doubles while the stream keeps failing, up to its most', async () => {
    const { env, feed, stream } = setup()
    feed.start()
    await settle()
    let wait = LIVE_STREAM_RETRY_MS
    for (let n = 0; n < 7; n++) {
      stream(n).fail(true)
      await vi.advanceTimersByTimeAsync(wait - 1)
      expect(env.streams).toHaveLength(n + 1)
      await vi.advanceTimersByTimeAsync(1)
      expect(env.streams).toHaveLength(n + 2)
      wait = Math.min(wait * 2, LIVE_STREAM_RETRY_MAX_MS)
    }
    expect(wait).toBe(LIVE_STREAM_RETRY_MAX_MS)
    feed.stop()
  })

  test('viewers refused together come back spread over half again the back-off', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99)
    const { env, feed, stream } = setup()
    feed.start()
    await settle()
    stream().fail(true)
    await vi.advanceTimersByTimeAsync(LIVE_STREAM_RETRY_MS * 1.49)
    expect(env.streams).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(LIVE_STREAM_RETRY_MS * 0.01)
    expect(env.streams).toHaveLength(2)
    feed.stop()
  })

  test('while the browser reconnects by itself, polls carry on until the stream delivers again', async () => {
    const { env, feed, polls, stream } = setup()
    feed.start()
    await settle()
    stream().send(JSON.stringify(newestFirst(41, 50)))
    stream().fail(false)
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 2)
    expect(polls()).toBe(2)
    expect(env.streams).toHaveLength(1)
    stream().send(JSON.stringify(newestFirst(41, 50)))
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 2)
    expect(polls()).toBe(2)
    feed.stop()
  })

  test('without EventSource the feed polls as before', async () => {
    const { env, feed, polls } = setup({ openStream: undefined })
    feed.start()
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 3)
    expect(env.streams).toHaveLength(0)
    expect(polls()).toBe(3)
    feed.stop()
  })

  test('stop closes the stream and ends every timer, the back-off’s too', async () => {
    const { env, feed, stream } = setup()
    feed.start()
    await settle()
    stream().send('[]')
    feed.stop()
    expect(stream().closed).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
    feed.start()
    await settle()
    stream(1).fail(true)
    feed.stop()
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(LIVE_STREAM_RETRY_MAX_MS)
    expect(env.streams).toHaveLength(2)
  })
})

describe('the store cannot be reached', () => {
  test('with the API down the viewer is told after a while, the cards stay, and it ends by itself', async () => {
    const { net, feed } = setup({ openStream: undefined })
    feed.start()
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_MS)
    const cards = ids(feed.$feed.get())
    net.state = 'down'
    // The pool answered at 0; the poll at 5 s fails; nothing is said before 8 s.
    await vi.advanceTimersByTimeAsync(STORE_UNREACHABLE_AFTER_MS - FIRST_SCREEN_MS - 1)
    expect(feed.$unreachable.get()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(feed.$unreachable.get()).toBe(true)
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 6)
    expect(feed.$unreachable.get()).toBe(true)
    expect(ids(feed.$feed.get())).toEqual(cards)
    net.state = 'up'
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS)
    expect(feed.$unreachable.get()).toBe(false)
    expect(ids(feed.$feed.get())).toEqual(cards)
    feed.stop()
  })

  test('a frozen API: the line shows, the stuck poll times out and the next one still runs', async () => {
    const { net, feed } = setup({ openStream: undefined })
    feed.start()
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_MS)
    const cards = ids(feed.$feed.get())
    net.state = 'frozen'
    const before = net.requests
    await vi.advanceTimersByTimeAsync(STORE_UNREACHABLE_AFTER_MS - FIRST_SCREEN_MS)
    expect(feed.$unreachable.get()).toBe(true)
    expect(net.requests).toBe(before + 1)
    // The poll sent at 5 s gives up at 15 s; the next goes 5 s later.
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS + API_TIMEOUT_MS + LIVE_POLL_MS)
    expect(net.requests).toBe(before + 2)
    net.state = 'up'
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS + LIVE_POLL_MS)
    expect(feed.$unreachable.get()).toBe(false)
    expect(ids(feed.$feed.get())).toEqual(cards)
    feed.stop()
  })

  test('a delivering stream needs no answers; its failure starts the count, its next event ends it', async () => {
    const { net, feed, stream } = setup()
    feed.start()
    await settle()
    stream().send(JSON.stringify(newestFirst(41, 50)))
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 20)
    expect(feed.$unreachable.get()).toBe(false)
    net.state = 'down'
    stream().fail(false)
    await vi.advanceTimersByTimeAsync(STORE_UNREACHABLE_AFTER_MS - 1)
    expect(feed.$unreachable.get()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(feed.$unreachable.get()).toBe(true)
    expect(ids(feed.$feed.get())).toHaveLength(10)
    stream().send(JSON.stringify(newestFirst(41, 50)))
    expect(feed.$unreachable.get()).toBe(false)
    feed.stop()
  })

  test('a first load that hangs ends in the error state, not in the reconnecting line', async () => {
    const { net, feed } = setup()
    net.state = 'frozen'
    feed.start()
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
    expect(feed.$feed.get()).toEqual({ state: 'loading' })
    await vi.advanceTimersByTimeAsync(1)
    expect(feed.$feed.get().state).toBe('error')
    expect(feed.$unreachable.get()).toBe(false)
    feed.stop()
  })

  test('stop clears the line', async () => {
    const { net, feed } = setup({ openStream: undefined })
    feed.start()
    await settle()
    net.state = 'down'
    await vi.advanceTimersByTimeAsync(STORE_UNREACHABLE_AFTER_MS)
    expect(feed.$unreachable.get()).toBe(true)
    feed.stop()
    expect(feed.$unreachable.get()).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })
})
