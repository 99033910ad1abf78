import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createApiClient } from '../../shared/api/client'
import { RANKING_LIMIT } from '../../shared/constants'
import { fakeEnv, fakeServer, product } from '../testing'
import { createRankings } from './rankings'

function setup(init: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(init)
  const env = fakeEnv({ fetch: server.fetch })
  const client = createApiClient({ base: server.base, fetch: server.fetch, timers: env })
  return { server, rankings: createRankings(client, 'wildtv') }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('loads a tab’s list when it opens, for the channel, limited', async () => {
  const { server, rankings } = setup({
    clicked: [product(3, { count: 9 }), product(1, { count: 2 })],
  })
  expect(rankings.$rankings['most-clicked'].get()).toEqual({ state: 'idle' })
  rankings.open('most-clicked')
  expect(rankings.$rankings['most-clicked'].get()).toEqual({ state: 'loading' })
  await vi.advanceTimersByTimeAsync(0)
  expect(rankings.$rankings['most-clicked'].get()).toEqual({
    state: 'ready',
    items: [product(3, { count: 9 }), product(1, { count: 2 })],
  })
  const call = server.callsTo('/tracking/products/most-clicked')[0]
  expect(call?.search.get('channel_id')).toBe('wildtv')
  expect(call?.search.get('limit')).toBe(String(RANKING_LIMIT))
  expect(rankings.$rankings['most-liked'].get()).toEqual({ state: 'idle' })
})

test('an empty ranking is ready with no items', async () => {
  const { rankings } = setup({ liked: [] })
  rankings.open('most-liked')
  await vi.advanceTimersByTimeAsync(0)
  expect(rankings.$rankings['most-liked'].get()).toEqual({ state: 'ready', items: [] })
})

test('leaves out items with an unsafe link or an invalid image', async () => {
  const { rankings } = setup({
    liked: [
      product(1, { link: 'javascript:alert(1)' }),
      product(2, { image: 'https://shop.example/placeholder.png' }),
      product(3),
    ],
  })
  rankings.open('most-liked')
  await vi.advanceTimersByTimeAsync(0)
  expect(rankings.$rankings['most-liked'].get()).toEqual({ state: 'ready', items: [product(3)] })
})

test('retries a 5xx with backoff before showing an error', async () => {
  const { server, rankings } = setup({ liked: [product(1)] })
  server.failNext = [503, 503, 503, 503]
  rankings.open('most-liked')
  await vi.advanceTimersByTimeAsync(6_999)
  expect(rankings.$rankings['most-liked'].get()).toEqual({ state: 'loading' })
  await vi.advanceTimersByTimeAsync(1)
  expect(server.callsTo('/tracking/products/most-liked')).toHaveLength(4)
  expect(rankings.$rankings['most-liked'].get()).toMatchObject({ state: 'error' })
})

test('re-opening refreshes the list and keeps it on screen meanwhile', async () => {
  const { server, rankings } = setup({ clicked: [product(1)] })
  rankings.open('most-clicked')
  await vi.advanceTimersByTimeAsync(0)
  server.clicked = [product(2), product(1)]
  rankings.open('most-clicked')
  expect(rankings.$rankings['most-clicked'].get()).toEqual({ state: 'ready', items: [product(1)] })
  await vi.advanceTimersByTimeAsync(0)
  expect(rankings.$rankings['most-clicked'].get()).toEqual({
    state: 'ready',
    items: [product(2), product(1)],
  })
})

test('a failed refresh keeps the previous list', async () => {
  const { server, rankings } = setup({ clicked: [product(1)] })
  rankings.open('most-clicked')
  await vi.advanceTimersByTimeAsync(0)
  server.failNext = [400]
  rankings.open('most-clicked')
  await vi.advanceTimersByTimeAsync(0)
  expect(rankings.$rankings['most-clicked'].get()).toEqual({ state: 'ready', items: [product(1)] })
})

test('stop cancels a pending retry', async () => {
  const { server, rankings } = setup({ liked: [product(1)] })
  server.failNext = [500]
  rankings.open('most-liked')
  await vi.advanceTimersByTimeAsync(0)
  rankings.stop()
  await vi.advanceTimersByTimeAsync(10_000)
  expect(server.callsTo('/tracking/products/most-liked')).toHaveLength(1)
  expect(vi.getTimerCount()).toBe(0)
})
