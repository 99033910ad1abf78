import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient } from '../../shared/api/client'
import { BEACON_CAPS, BeaconSchema } from '../../shared/api/insights'
import { CONSENT_STORAGE_KEY } from '../../shared/consent'
import { createAuth } from '../stores/auth'
import { fakeEnv, fakeServer } from '../testing'
import { createInsights } from './insights'

const API = 'https://stv.example/api'

function setup(url = 'https://stv.example/app?channelId=wildtv', overrides = {}) {
  const env = fakeEnv({ url, ...overrides })
  const insights = createInsights(env)
  const bodies = () => env.beacons.map((beacon) => JSON.parse(beacon.body))
  return { env, insights, bodies }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('what is counted', () => {
  test('a channel’s load, sent as one beacon when the page hides; a second element adds none', () => {
    const { env, insights, bodies } = setup()
    insights.load('wildtv', API)
    insights.load('wildtv', API)
    expect(env.beacons).toEqual([])
    env.setHidden(true)
    expect(env.beacons.map((beacon) => beacon.url)).toEqual([`${API}/insights`])
    // A beacon is one page view's worth (BEACON_CAPS): one load.
    expect(bodies()).toEqual([{ channelId: 'wildtv', entries: [['loads', 1]] }])
  })

  test('an impression counts once per product and channel, however often the list renders', () => {
    const { env, insights, bodies } = setup()
    insights.load('wildtv', API)
    insights.impressions('wildtv', [1, 2])
    insights.impressions('wildtv', [2, '1', 3])
    env.setHidden(true)
    env.setHidden(false)
    // Still on screen after the page came back: already counted on this page.
    insights.impressions('wildtv', [1, 2, 3, 4])
    env.setHidden(true)
    expect(bodies()).toEqual([
      {
        channelId: 'wildtv',
        entries: [
          ['loads', 1],
          ['impressions', 1, 1],
          ['impressions', 1, 2],
          ['impressions', 1, 3],
        ],
      },
      { channelId: 'wildtv', entries: [['impressions', 1, 4]] },
    ])
  })

  test('an item without a catalog id is no impression', () => {
    const { env, insights, bodies } = setup()
    insights.load('wildtv', API)
    insights.impressions('wildtv', ['viator-9', 0, -2, 1.5, 2 ** 31])
    insights.impressions('wildtv', [7])
    env.setHidden(true)
    expect(bodies()[0]?.entries).toEqual([
      ['loads', 1],
      ['impressions', 1, 7],
    ])
  })

  test('the page’s channel, which check-ins and sign-ins name, is the one an element loaded last', () => {
    const { insights } = setup()
    expect(insights.channel()).toBeUndefined()
    insights.load('kbs', API)
    insights.load('wildtv', API)
    expect(insights.channel()).toBe('wildtv')
  })

  test('a QR visit on a page where no channel loaded is dropped', () => {
    const { env, insights } = setup('https://stv.example/app?channelId=wildtv&src=qr')
    env.setHidden(true)
    env.setHidden(false)
    insights.load('wildtv', API)
    env.setHidden(true)
    expect(env.beacons.map((beacon) => JSON.parse(beacon.body).entries)).toEqual([[['loads', 1]]])
  })

  test('a page opened from the QR code counts one QR visit, however many loads', () => {
    const { env, insights, bodies } = setup('https://stv.example/app?channelId=wildtv&src=qr')
    insights.load('wildtv', API)
    insights.load('wildtv', API)
    env.setHidden(true)
    expect(bodies()[0]?.entries).toEqual([
      ['loads', 1],
      ['qrVisits', 1],
    ])
  })

  test('a page not opened from the QR code counts no QR visit', () => {
    const { env, insights, bodies } = setup('https://stv.example/app?channelId=wildtv&src=ad')
    insights.load('wildtv', API)
    env.setHidden(true)
    expect(bodies()[0]?.entries).toEqual([['loads', 1]])
  })
})

describe('sign-ins', () => {
  function withAuth(url: string) {
    const server = fakeServer()
    server.sessions.set('tok', { name: 'Ana', email: 'ana@example.com' })
    const { env, insights, bodies } = setup(url, { fetch: server.fetch })
    const client = createApiClient({ base: API, fetch: env.fetch, timers: env })
    const auth = createAuth({ env, client, apiBase: API, siteOrigin: 'https://stv.example' })
    return { env, auth, bodies, load: () => insights.load('wildtv', API) }
  }

  test('a sign-in completed on this page (the callback processed) is not in the beacon', async () => {
    const { env, auth, bodies, load } = withAuth(
      'https://stv.example/app?channelId=wildtv&credential=tok',
    )
    load()
    auth.retain()
    await vi.advanceTimersByTimeAsync(0)
    expect(auth.$auth.get().status).toBe('signed-in')
    env.setHidden(true)
    // The server counts it, at the sign-in's callback, for the channel the sign-in named.
    expect(bodies()).toEqual([{ channelId: 'wildtv', entries: [['loads', 1]] }])
  })

  test('a sign-in handed over (login with a token) is not in the beacon', () => {
    const { env, auth, bodies, load } = withAuth('https://stv.example/embed?channelId=wildtv')
    load()
    auth.retain()
    auth.login({ name: 'Ana', email: 'ana@example.com' }, 'tok')
    expect(auth.$auth.get().status).toBe('signed-in')
    env.setHidden(true)
    expect(bodies()).toEqual([{ channelId: 'wildtv', entries: [['loads', 1]] }])
  })
})

describe('when it is sent', () => {
  test('nothing counted, no beacon', () => {
    const { env } = setup()
    env.setHidden(true)
    env.setHidden(false)
    env.setHidden(true)
    expect(env.beacons).toEqual([])
  })

  test('one beacon per hide, though both visibilitychange and pagehide tell of it', () => {
    const { env, insights } = setup()
    insights.load('wildtv', API)
    env.setHidden(true)
    insights.impressions('wildtv', [4])
    env.setHidden(true)
    expect(env.beacons).toHaveLength(1)
  })

  test('after a send the counts start again: a page shown and hidden again sends only what is new', () => {
    const { env, insights, bodies } = setup()
    insights.load('wildtv', API)
    env.setHidden(true)
    env.setHidden(false)
    insights.impressions('wildtv', [4])
    env.setHidden(true)
    env.setHidden(false)
    env.setHidden(true)
    expect(bodies()).toEqual([
      { channelId: 'wildtv', entries: [['loads', 1]] },
      { channelId: 'wildtv', entries: [['impressions', 1, 4]] },
    ])
  })

  test('one beacon per channel with counts, each to the API base of the element showing it', () => {
    const { env, insights, bodies } = setup()
    insights.load('wildtv', API)
    insights.load('golf-network', 'https://api.partner.example/v1')
    insights.impressions('wildtv', [5])
    env.setHidden(true)
    expect(bodies()).toEqual([
      {
        channelId: 'wildtv',
        entries: [
          ['loads', 1],
          ['impressions', 1, 5],
        ],
      },
      { channelId: 'golf-network', entries: [['loads', 1]] },
    ])
    expect(env.beacons.map((beacon) => beacon.url)).toEqual([
      `${API}/insights`,
      'https://api.partner.example/v1/insights',
    ])
  })

  test('a beacon carries at most BEACON_CAPS.impressions impressions; the others count when shown again', () => {
    const { env, insights, bodies } = setup()
    const shown = Array.from({ length: BEACON_CAPS.impressions + 5 }, (_, i) => i + 1)
    insights.load('wildtv', API)
    insights.impressions('wildtv', shown)
    env.setHidden(true)
    env.setHidden(false)
    insights.impressions('wildtv', shown)
    env.setHidden(true)
    const [first, second] = bodies()
    expect(first?.entries).toHaveLength(1 + BEACON_CAPS.impressions)
    expect(first?.entries.at(-1)).toEqual(['impressions', 1, BEACON_CAPS.impressions])
    expect(second?.entries).toEqual(
      shown.slice(BEACON_CAPS.impressions).map((id) => ['impressions', 1, id]),
    )
  })

  test('every beacon it sends is one the server takes', () => {
    const { env, insights } = setup('https://stv.example/app?channelId=wildtv&src=qr')
    for (let i = 0; i < 3; i++) insights.load('wildtv', API)
    insights.impressions(
      'wildtv',
      Array.from({ length: 3 * BEACON_CAPS.impressions }, (_, i) => i + 1),
    )
    env.setHidden(true)
    env.setHidden(false)
    insights.load('wildtv', API)
    insights.impressions('wildtv', [1, 2, 200])
    env.setHidden(true)
    expect(env.beacons).toHaveLength(2)
    for (const { body } of env.beacons) {
      expect(v.safeParse(BeaconSchema, JSON.parse(body)).issues).toBeUndefined()
    }
  })

  test('a page hidden again with nothing new sends nothing', () => {
    const { env, insights } = setup()
    insights.load('wildtv', API)
    insights.impressions('wildtv', [1])
    env.setHidden(true)
    env.setHidden(false)
    insights.impressions('wildtv', [1])
    env.setHidden(true)
    expect(env.beacons).toHaveLength(1)
  })

  test('without navigator.sendBeacon it posts with fetch, keepalive, as text, without cookies', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })))
    const { env, insights } = setup(undefined, { sendBeacon: undefined, fetch })
    insights.load('wildtv', API)
    env.setHidden(true)
    expect(fetch).toHaveBeenCalledWith(`${API}/insights`, {
      method: 'POST',
      keepalive: true,
      body: JSON.stringify({ channelId: 'wildtv', entries: [['loads', 1]] }),
      headers: { 'content-type': 'text/plain' },
      credentials: 'omit',
    })
  })

  test('a beacon the browser would not queue goes by fetch instead', () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')))
    const { env, insights } = setup(undefined, { sendBeacon: () => false, fetch })
    insights.load('wildtv', API)
    env.setHidden(true)
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe('consent', () => {
  test('a consent record that declines analytics: no beacon at all, and nothing kept for later', () => {
    const { env, insights, bodies } = setup()
    env.stored.set(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: false }))
    insights.load('wildtv', API)
    env.setHidden(true)
    expect(env.beacons).toEqual([])
    env.setHidden(false)
    env.stored.set(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true }))
    insights.impressions('wildtv', [4])
    env.setHidden(true)
    expect(bodies()).toEqual([{ channelId: 'wildtv', entries: [['impressions', 1, 4]] }])
  })

  test('the record is read when sending: a viewer who declines after load sends nothing', () => {
    const { env, insights } = setup()
    insights.load('wildtv', API)
    env.stored.set(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: false }))
    env.setHidden(true)
    expect(env.beacons).toEqual([])
  })

  test.each([
    ['accepts analytics', JSON.stringify({ analytics: true })],
    ['is absent (a broadcaster’s page)', null],
    ['cannot be read', '{not json'],
  ])('a beacon is sent where the record %s', (_, record) => {
    const { env, insights } = setup()
    if (record !== null) env.stored.set(CONSENT_STORAGE_KEY, record)
    insights.load('wildtv', API)
    env.setHidden(true)
    expect(env.beacons).toHaveLength(1)
  })
})
