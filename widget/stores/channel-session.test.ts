import { atom } from 'nanostores'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createApiClient } from '../../shared/api/client'
import { AI_STATUS_REVERT_MS, LIVE_POLL_MS } from '../../shared/constants'
import { fakeEnv, fakeServer, newestFirst } from '../testing'
import { $authEpoch, noteSignIn } from './auth-epoch'
import { createChannelSession } from './channel-session'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setup(authEpoch = atom(0)) {
  const server = fakeServer({ live: newestFirst(1, 5) })
  const env = fakeEnv({ fetch: server.fetch })
  const client = createApiClient({ base: server.base, fetch: server.fetch, timers: env })
  return { server, session: createChannelSession(env, client, 'wildtv', { authEpoch }) }
}

test('the status line follows the feed’s first answer', async () => {
  const { session } = setup()
  session.start()
  expect(session.status.$status.get()).toBe('Connecting...')
  await vi.advanceTimersByTimeAsync(0)
  expect(session.status.$status.get()).toBe('Connected!')
  await vi.advanceTimersByTimeAsync(AI_STATUS_REVERT_MS)
  // Spec §2's 'Searching for products...' while Live is empty (status.test.ts); it shows five.
  expect(session.status.$status.get()).toBe('Searching for more products...')
  session.stop()
})

test('stop leaves no timer and no request behind', async () => {
  const { server, session } = setup()
  session.start()
  await vi.advanceTimersByTimeAsync(1_000)
  session.stop()
  const calls = server.calls.length
  expect(vi.getTimerCount()).toBe(0)
  await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 3)
  expect(server.calls).toHaveLength(calls)
})

test('noteSignIn reloads the pool of every started session', async () => {
  const { server, session } = setup($authEpoch)
  session.start()
  await vi.advanceTimersByTimeAsync(0)
  noteSignIn()
  await vi.advanceTimersByTimeAsync(0)
  expect(server.callsTo('/product_search').map((call) => call.path.split('/').pop())).toEqual([
    '50',
    '50',
  ])
  session.stop()
})
