// Pins in step with the viewer's picture (issue 16): the feed's `picture` option.
import { atom } from 'nanostores'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient } from '../../shared/api/client'
import {
  LIVE_POLL_MS,
  PICTURE_CHECK_MS,
  PICTURE_MAX_BEHIND_MS,
  PICTURE_UNKNOWN_GRACE_MS,
  QUEUE_INTERVAL_MS,
} from '../../shared/constants'
import { fakeEnv, fakeServer, newestFirst, product } from '../testing'
import { createFeed, type FeedState } from './feed'
import { type Picture, pictureTime } from './picture'

const ids = (state: FeedState) =>
  state.state === 'ready' ? state.live.map((item) => item.id) : state.state
const settle = () => vi.advanceTimersByTimeAsync(0)
/** product(n)'s time: 2026-05-01T10:00:{n}Z. */
const timeOf = (n: number) => Date.UTC(2026, 4, 1, 10, 0, n)

function setup(picture?: () => Picture, pictureKnown = atom(0)) {
  const server = fakeServer({ live: newestFirst(1, 50) })
  const env = fakeEnv({ fetch: server.fetch, images: {} })
  const client = createApiClient({ base: server.base, fetch: server.fetch, timers: env })
  const feed = createFeed(env, client, 'wildtv', { authEpoch: atom(0), picture, pictureKnown })
  return { server, feed }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-05-01T12:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('a feed with a time source', () => {
  test('no source (none) changes nothing: the first screen fills as today', async () => {
    const { feed } = setup(() => 'none')
    feed.start()
    await settle()
    expect(ids(feed.$feed.get())).toEqual([50])
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 9)
    expect(ids(feed.$feed.get())).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41])
    feed.stop()
  })

  test('a source with no time yet: old products show at once, one matched within the minute waits for it', async () => {
    let picture: Picture = 'unknown'
    const { server, feed } = setup(() => picture)
    feed.start()
    // The pool is two hours old: nothing of it waits for a player that is still loading.
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 10)
    expect(ids(feed.$feed.get())).toHaveLength(10)
    const matchedAt = Date.now() - PICTURE_MAX_BEHIND_MS + 30_000
    server.live = [product(99, { time: new Date(matchedAt).toISOString() }), ...server.live]
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS + QUEUE_INTERVAL_MS * 2)
    expect(ids(feed.$feed.get())[0]).toBe(50)
    // The player starts, 10 s before the match in the picture: the card waits for it …
    picture = matchedAt - 10_000
    await vi.advanceTimersByTimeAsync(PICTURE_CHECK_MS * 2)
    expect(ids(feed.$feed.get())[0]).toBe(50)
    // … and shows once the picture gets there.
    picture = matchedAt
    await vi.advanceTimersByTimeAsync(PICTURE_CHECK_MS + QUEUE_INTERVAL_MS)
    expect(ids(feed.$feed.get())[0]).toBe(99)
    feed.stop()
  })

  test('a pool matched within the minute waits for an unknown picture, and shows the moment it is known', async () => {
    let picture: Picture = 'unknown'
    const known = atom(0)
    const { server, feed } = setup(() => picture, known)
    const matchedAt = Date.now() - 30_000
    server.live = [product(99, { time: new Date(matchedAt).toISOString() })]
    feed.start()
    await vi.advanceTimersByTimeAsync(PICTURE_CHECK_MS * 3 + 10)
    expect(feed.$feed.get().state).toBe('loading')
    // The host page answers (a frame's bridge): the card comes with the answer, not at the
    // queue's next look, PICTURE_CHECK_MS later.
    picture = 'none'
    known.set(1)
    expect(ids(feed.$feed.get())).toEqual([99])
    expect(known.lc).toBe(1)
    feed.stop()
    // A stopped feed no longer listens.
    expect(known.lc).toBe(0)
  })

  test('a source that never gets a time holds a new match no longer than the grace', async () => {
    const { server, feed } = setup(() => 'unknown')
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 10)
    server.live = [product(99, { time: new Date().toISOString() }), ...server.live]
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS + QUEUE_INTERVAL_MS)
    expect(ids(feed.$feed.get())[0]).toBe(50)
    const startedAt = Date.UTC(2026, 4, 1, 12, 0, 0)
    await vi.advanceTimersByTimeAsync(startedAt + PICTURE_UNKNOWN_GRACE_MS - Date.now() - 300)
    expect(ids(feed.$feed.get())[0]).toBe(50)
    await vi.advanceTimersByTimeAsync(300 + PICTURE_CHECK_MS + QUEUE_INTERVAL_MS)
    expect(ids(feed.$feed.get())[0]).toBe(99)
    feed.stop()
  })

  test('pool items older than the picture show as today; newer ones wait for it', async () => {
    let picture = timeOf(45)
    const { feed } = setup(() => picture)
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 20)
    expect(ids(feed.$feed.get())).toEqual([45, 44, 43, 42, 41])
    // The picture reaches item 47's moment: 46 and 47 follow, 48 still waits.
    picture = timeOf(47)
    await vi.advanceTimersByTimeAsync(PICTURE_CHECK_MS + QUEUE_INTERVAL_MS * 2)
    expect(ids(feed.$feed.get())).toEqual([47, 46, 45, 44, 43, 42, 41])
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 10)
    expect(ids(feed.$feed.get())).toEqual([47, 46, 45, 44, 43, 42, 41])
    feed.stop()
  })

  test('a live match waits until a picture 20 s behind reaches its moment, then shows within 2 s', async () => {
    const behind = () => Date.now() - 20_000
    const { server, feed } = setup(behind)
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 10)
    expect(ids(feed.$feed.get())).toHaveLength(10)
    // Matched "now" on the server's clock, found by the next poll.
    const matchedAt = Date.now() + LIVE_POLL_MS - 100
    vi.setSystemTime(matchedAt)
    server.live = [product(99, { time: new Date(matchedAt).toISOString() }), ...server.live]
    let shownAtPicture: number | null = null
    for (let step = 0; step < 400 && shownAtPicture === null; step++) {
      await vi.advanceTimersByTimeAsync(100)
      if (ids(feed.$feed.get())[0] === 99) shownAtPicture = behind()
    }
    expect(shownAtPicture).not.toBeNull()
    const lag = (shownAtPicture ?? 0) - matchedAt
    expect(lag).toBeGreaterThanOrEqual(0) // not before the picture reaches it
    expect(lag).toBeLessThanOrEqual(2_000) // and within the tolerance
    feed.stop()
  })

  test('a source that jumps back holds new matches again; cards on screen stay', async () => {
    let picture = timeOf(60)
    const { server, feed } = setup(() => picture)
    feed.start()
    await vi.advanceTimersByTimeAsync(QUEUE_INTERVAL_MS * 10)
    expect(ids(feed.$feed.get())).toHaveLength(10)
    picture = timeOf(30) // the viewer seeks back
    server.live = newestFirst(1, 51)
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS + QUEUE_INTERVAL_MS * 4)
    expect(ids(feed.$feed.get())).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41])
    picture = timeOf(51)
    await vi.advanceTimersByTimeAsync(PICTURE_CHECK_MS + QUEUE_INTERVAL_MS)
    expect(ids(feed.$feed.get())[0]).toBe(51)
    feed.stop()
  })

  test('a product without a time never waits', async () => {
    const { server, feed } = setup(() => timeOf(0))
    server.live = [product(7, { time: undefined })]
    feed.start()
    await settle()
    expect(ids(feed.$feed.get())).toEqual([7])
    feed.stop()
  })
})

describe('pictureTime', () => {
  test('reads a function giving ms or a Date', () => {
    expect(pictureTime(() => 1_000)).toBe(1_000)
    expect(pictureTime(() => new Date(2_000))).toBe(2_000)
  })

  test('reads a video with a start date (Safari’s native HLS) as start + currentTime', () => {
    const video = { getStartDate: () => new Date(10_000), currentTime: 2.5 }
    expect(pictureTime(video)).toBe(12_500)
  })

  test.each([
    ['null from the function', () => null],
    ['an invalid date', () => new Date(Number.NaN)],
    [
      'a function that throws',
      () => {
        throw new Error('player gone')
      },
    ],
    [
      'a video whose start date is unknown yet',
      { getStartDate: () => new Date(Number.NaN), currentTime: 3 },
    ],
  ])('is unknown for %s', (_, source) => {
    expect(pictureTime(source)).toBe('unknown')
  })

  test.each([
    ['no source', undefined],
    ['a video without a start date (it can never tell)', { currentTime: 3 }],
    ['a string', '12:00'],
  ])('is none for %s', (_, source) => {
    expect(pictureTime(source)).toBe('none')
  })
})
