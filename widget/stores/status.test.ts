import { atom } from 'nanostores'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { AI_STATUS_REVERT_MS } from '../../shared/constants'
import { fakeEnv, product } from '../testing'
import type { FeedState } from './feed'
import { createStatus } from './status'

const LOADING: FeedState = { state: 'loading' }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('reads Connecting... until the feed first answers', () => {
  const answered = atom(false)
  const status = createStatus(fakeEnv(), answered, atom(LOADING))
  status.start()
  vi.advanceTimersByTime(10_000)
  expect(status.$status.get()).toBe('Connecting...')
  status.stop()
})

test('reads Connected! on the first answer and Searching for products... 2 s later', () => {
  const answered = atom(false)
  const status = createStatus(fakeEnv(), answered, atom(LOADING))
  status.start()
  answered.set(true)
  expect(status.$status.get()).toBe('Connected!')
  vi.advanceTimersByTime(AI_STATUS_REVERT_MS - 1)
  expect(status.$status.get()).toBe('Connected!')
  vi.advanceTimersByTime(1)
  expect(status.$status.get()).toBe('Searching for products...')
  status.stop()
})

test('follows the feed once searching: for more products while Live shows some', () => {
  const answered = atom(false)
  const feed = atom<FeedState>(LOADING)
  const status = createStatus(fakeEnv(), answered, feed)
  status.start()
  answered.set(true)
  feed.set({ state: 'ready', live: [product(1)] })
  expect(status.$status.get()).toBe('Connected!')
  vi.advanceTimersByTime(AI_STATUS_REVERT_MS)
  expect(status.$status.get()).toBe('Searching for more products...')
  feed.set({ state: 'ready', live: [] })
  expect(status.$status.get()).toBe('Searching for products...')
  feed.set({ state: 'ready', live: [product(2), product(1)] })
  expect(status.$status.get()).toBe('Searching for more products...')
  feed.set({ state: 'error', message: 'No' })
  expect(status.$status.get()).toBe('Searching for products...')
  status.stop()
})

test('stop cancels the pending change', () => {
  const answered = atom(false)
  const status = createStatus(fakeEnv(), answered, atom(LOADING))
  status.start()
  answered.set(true)
  status.stop()
  expect(vi.getTimerCount()).toBe(0)
  vi.advanceTimersByTime(AI_STATUS_REVERT_MS)
  expect(status.$status.get()).toBe('Connected!')
})

test('the last match is the top product’s matched time, and null while Live shows none', () => {
  vi.setSystemTime(Date.UTC(2026, 4, 1, 12, 0, 0))
  const feed = atom<FeedState>(LOADING)
  const status = createStatus(fakeEnv(), atom(false), feed)
  status.start()
  expect(status.$lastMatch.get()).toBeNull()
  feed.set({ state: 'ready', live: [] })
  expect(status.$lastMatch.get()).toBeNull()
  feed.set({ state: 'ready', live: [product(5)] })
  expect(status.$lastMatch.get()).toBe(Date.UTC(2026, 4, 1, 10, 0, 5))
  feed.set({ state: 'ready', live: [product(9), product(5)] })
  expect(status.$lastMatch.get()).toBe(Date.UTC(2026, 4, 1, 10, 0, 9))
  feed.set({ state: 'error', message: 'No' })
  expect(status.$lastMatch.get()).toBeNull()
  feed.set({ state: 'ready', live: [product(9)] })
  expect(status.$lastMatch.get()).toBe(Date.UTC(2026, 4, 1, 10, 0, 9))
  status.stop()
  feed.set({ state: 'ready', live: [product(12)] })
  expect(status.$lastMatch.get()).toBe(Date.UTC(2026, 4, 1, 10, 0, 9))
})

test('a product without a time, or from the future, counts as matched when it came on top', () => {
  vi.setSystemTime(Date.UTC(2026, 4, 1, 12, 0, 0))
  const feed = atom<FeedState>({ state: 'ready', live: [product(1, { time: null })] })
  const status = createStatus(fakeEnv(), atom(false), feed)
  status.start()
  expect(status.$lastMatch.get()).toBe(Date.UTC(2026, 4, 1, 12, 0, 0))
  vi.advanceTimersByTime(60_000)
  // The same product on top is not a new match.
  feed.set({ state: 'ready', live: [product(1, { time: null })] })
  expect(status.$lastMatch.get()).toBe(Date.UTC(2026, 4, 1, 12, 0, 0))
  feed.set({ state: 'ready', live: [product(2, { time: '2026-05-01T12:30:00Z' })] })
  expect(status.$lastMatch.get()).toBe(Date.UTC(2026, 4, 1, 12, 1, 0))
  status.stop()
})

test('start forgets the last match of the run before', () => {
  const feed = atom<FeedState>({ state: 'ready', live: [product(3)] })
  const status = createStatus(fakeEnv(), atom(false), feed)
  status.start()
  status.stop()
  feed.set(LOADING)
  status.start()
  expect(status.$lastMatch.get()).toBeNull()
  status.stop()
})
