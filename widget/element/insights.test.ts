import { act } from 'preact/test-utils'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { Beacon } from '../../shared/api/insights'
import { fakeEnv, fakeServer, newestFirst } from '../testing'
import { mount, shadow, tick } from '../testing/element'
import { defineShoppableTv } from './define'

// Inline on a broadcaster's page, with its own API base: the beacon goes there.
const server = fakeServer()
const env = fakeEnv({ fetch: server.fetch, url: 'https://broadcaster.example/watch' })
defineShoppableTv({ env, scriptUrl: 'https://stv.example/widget/0.0.9/shoppable-tv.js' })
const beacons = () => env.beacons.map(({ url, body }) => ({ url, ...(JSON.parse(body) as Beacon) }))

beforeEach(() => {
  vi.useFakeTimers()
  server.live = newestFirst(1, 3)
  env.beacons.length = 0
})
afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

test('the element counts its load and the cards of its Live list, for the api-base', async () => {
  const element = await mount({ 'channel-id': 'wildtv', 'api-base': 'https://api.example/api' })
  await tick(5_000)
  expect(shadow(element).querySelectorAll('a.buy')).toHaveLength(3)
  // Polls and re-renders show the same cards again: still one impression each.
  await tick(30_000)
  env.setHidden(true)
  env.setHidden(false)
  expect(beacons()).toEqual([
    { url: 'https://api.example/api/insights', channelId: 'wildtv', entries: expect.any(Array) },
  ])
  const entries = beacons()[0]?.entries
  expect(entries).toHaveLength(4)
  expect(entries).toEqual(
    expect.arrayContaining([
      ['loads', 1],
      ['impressions', 1, 3],
      ['impressions', 1, 2],
      ['impressions', 1, 1],
    ]),
  )
})

test('a channel switch counts a load of the new channel', async () => {
  server.live = []
  const element = await mount({ 'channel-id': 'wildtv', 'api-base': 'https://api.example/api' })
  await tick(0)
  await act(() => element.setAttribute('channel-id', 'kbs'))
  await tick(0)
  env.setHidden(true)
  env.setHidden(false)
  expect(beacons().map(({ channelId, entries }) => [channelId, entries])).toEqual([
    ['wildtv', [['loads', 1]]],
    ['kbs', [['loads', 1]]],
  ])
})

test('a signed-in viewer’s check-in and vote name the channel shown, and stay out of the beacon', async () => {
  server.sessions.set('tok', { name: 'Ana Lima', email: 'ana.lima@example.com' })
  server.rewards.points = { ...server.rewards.points, wallet_linked: true }
  env.stored.set('authToken', 'tok')
  const element = await mount({ 'channel-id': 'wildtv', 'api-base': 'https://api.example/api' })
  // The session, the rewards chunk, then the automatic check-in a second later.
  await tick(0)
  await act(() => vi.dynamicImportSettled())
  await tick(1_000)
  await tick(5_000)
  const up = shadow(element).querySelector<HTMLButtonElement>('button[aria-label^="Save:"]')
  expect(up).not.toBeNull()
  up?.click()
  await tick(0)
  // The server counts both, for the channel these requests name.
  expect(server.callsTo('/points/checkin').map((call) => call.body)).toEqual([
    { channel_id: 'wildtv' },
  ])
  expect(server.callsTo('/tracking/vote/up').map((call) => call.body)).toEqual([
    { itemId: 3, itemTypeName: 'DB Product', channel_id: 'wildtv' },
  ])
  env.setHidden(true)
  env.setHidden(false)
  const metrics = beacons().flatMap(({ entries }) => entries.map(([metric]) => metric))
  expect(metrics).toContain('loads')
  for (const metric of ['checkIns', 'votes', 'signIns']) expect(metrics).not.toContain(metric)
})
