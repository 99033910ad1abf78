import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createApiClient } from '../../shared/api/client'
import { CLICK_DEBOUNCE_MS } from '../../shared/constants'
import { fakeEnv, fakeServer, product } from '../testing'
import { createClicks } from './clicks'

function setup() {
  const server = fakeServer()
  const env = fakeEnv({ fetch: server.fetch })
  const client = createApiClient({ base: server.base, fetch: server.fetch, timers: env })
  return { server, clicks: createClicks(env, client, 'wildtv') }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('records a click with the item, its click type and the channel', async () => {
  const { server, clicks } = setup()
  expect(clicks.track(product(7, { type: 'ticket', link: 'https://www.viator.com/t/7' }))).toBe(
    true,
  )
  await vi.advanceTimersByTimeAsync(0)
  expect(server.callsTo('/tracking/click').map((call) => call.body)).toEqual([
    { itemId: 7, clickTypeName: 'Viator Ticket', channel_id: 'wildtv' },
  ])
})

test('records one click per item within 500 ms', async () => {
  const { server, clicks } = setup()
  clicks.track(product(1))
  clicks.track(product(2))
  await vi.advanceTimersByTimeAsync(CLICK_DEBOUNCE_MS - 1)
  expect(clicks.track(product(1))).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(clicks.track(product(1))).toBe(true)
  await vi.advanceTimersByTimeAsync(0)
  expect(
    server.callsTo('/tracking/click').map((call) => (call.body as { itemId: number }).itemId),
  ).toEqual([1, 2, 1])
})

test('sends nothing for an item without id or link', async () => {
  const { server, clicks } = setup()
  expect(clicks.track(product(1, { link: '' }))).toBe(false)
  expect(clicks.track({ ...product(2), id: '' })).toBe(false)
  await vi.advanceTimersByTimeAsync(0)
  expect(server.callsTo('/tracking/click')).toHaveLength(0)
})

test('a failed record is dropped quietly', async () => {
  const { server, clicks } = setup()
  server.failNext = [500]
  expect(clicks.track(product(1, { type: 'deal' }))).toBe(true)
  await vi.advanceTimersByTimeAsync(10_000)
  expect(server.callsTo('/tracking/click')).toHaveLength(1)
})
