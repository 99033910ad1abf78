import { atom } from 'nanostores'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient } from '../../shared/api/client'
import { createRewardsApi } from '../../shared/api/rewards'
import {
  CHECKIN_AUTO_DELAY_MS,
  CHECKIN_DEBOUNCE_MS,
  CHECKIN_STATUS_POLL_MS,
  COUNTDOWN_REFRESH_MS,
  POINTS_REFRESH_AFTER_CHECKIN_MS,
} from '../../shared/constants'
import { fakeEnv, fakeServer } from '../testing'
import type { AuthState } from './auth'
import { autoCheckInHere, createPoints, type Reward } from './points'

const ana = { name: 'Ana Lima', email: 'ana@example.com' }
const signedIn: AuthState = {
  status: 'signed-in',
  user: { name: 'Ana Lima', email: 'ana@example.com', avatarSeed: 'Ana%20Lima' },
  token: 'tok',
}

function setup(auto = true, statusDelayMs = 0, channel?: () => string | undefined) {
  const server = fakeServer()
  server.sessions.set('tok', ana)
  const env = fakeEnv({ fetch: server.fetch })
  // The points status answering late (a slow network), as the browser's fetch would.
  const fetch: typeof server.fetch = async (url, request) => {
    if (statusDelayMs && url.includes('/points/get')) {
      await new Promise((done) => setTimeout(done, statusDelayMs))
    }
    return server.fetch(url, request)
  }
  const client = createApiClient({ base: server.base, fetch, timers: env })
  const api = createRewardsApi(client, { timers: env })
  const $auth = atom<AuthState>({ status: 'loading' })
  const points = createPoints({ env, api, auth: { $auth }, auto: () => auto, channel })
  const rewards: Reward[] = []
  points.onReward((reward) => rewards.push(reward))
  const release = points.retain()
  const checkIns = () => server.callsTo('/points/checkin').length
  const loads = () => server.callsTo('/points/get').length
  return { server, env, $auth, points, rewards, release, checkIns, loads }
}
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms)
const withWallet = (server: ReturnType<typeof fakeServer>) => {
  server.rewards.points = { ...server.rewards.points, wallet_linked: true }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-05-01T12:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('where the automatic check-in runs (spec §4)', () => {
  test('on /app and /demo paths of our own site, and on any broadcaster page', () => {
    for (const path of ['/app', '/app/', '/app/x', '/demo', '/demo/wildtv', '/embed']) {
      expect(autoCheckInHere(path, true)).toBe(true)
    }
    for (const path of ['/', '/home', '/application', '/demos', '/privacy']) {
      expect(autoCheckInHere(path, true)).toBe(false)
    }
    expect(autoCheckInHere('/any/page', false)).toBe(true)
  })
})

describe('automatic check-in', () => {
  test('loads the points at once and checks in 1 s after the viewer is known', async () => {
    const { server, $auth, points, checkIns, loads } = setup()
    withWallet(server)
    $auth.set(signedIn)
    expect(points.$points.get()).toEqual({ status: 'loading' })
    await settle(0)
    expect(loads()).toBe(1)
    expect(points.$points.get()).toMatchObject({ status: 'ready', total: 0, days: 0 })
    await settle(CHECKIN_AUTO_DELAY_MS - 1)
    expect(checkIns()).toBe(0)
    await settle(1)
    expect(checkIns()).toBe(1)
  })

  test('does not check in by itself where it may not (the marketing pages)', async () => {
    const { $auth, checkIns, loads } = setup(false)
    $auth.set(signedIn)
    await settle(CHECKIN_STATUS_POLL_MS)
    expect(checkIns()).toBe(0)
    expect(loads()).toBe(2)
  })

  test('a check-in sends the reward event, stores the streak and refreshes points 0.5 s later', async () => {
    const { server, $auth, points, rewards, loads } = setup()
    withWallet(server)
    $auth.set(signedIn)
    await settle(CHECKIN_AUTO_DELAY_MS)
    expect(rewards).toEqual([{ days: 1, value: 100, total: 100 }])
    expect(points.$points.get()).toMatchObject({
      status: 'ready',
      total: 100,
      days: 1,
      checkIn: { state: 'done-today' },
    })
    expect(loads()).toBe(1)
    await settle(POINTS_REFRESH_AFTER_CHECKIN_MS - 1)
    expect(loads()).toBe(1)
    await settle(1)
    expect(loads()).toBe(2)
  })

  test('a check-in names the channel the page shows, for the server to count it there', async () => {
    let shown: string | undefined
    const { server, $auth } = setup(true, 0, () => shown)
    withWallet(server)
    $auth.set(signedIn)
    shown = 'wildtv'
    await settle(CHECKIN_AUTO_DELAY_MS)
    expect(server.callsTo('/points/checkin').map((call) => call.body)).toEqual([
      { channel_id: 'wildtv' },
    ])
  })

  test('a check-in on a page that shows no channel yet sends no body, as the spec has it', async () => {
    const { server, $auth } = setup(true, 0, () => undefined)
    withWallet(server)
    $auth.set(signedIn)
    await settle(CHECKIN_AUTO_DELAY_MS)
    expect(server.callsTo('/points/checkin').map((call) => call.body)).toEqual([undefined])
  })

  test('"Already checked in" marks today as done, with no reward event', async () => {
    const { server, $auth, points, rewards } = setup()
    withWallet(server)
    server.script.set('POST /points/checkin', [
      {
        status: 409,
        body: { error: { code: 'already-checked-in', message: 'Already checked in' } },
      },
    ])
    $auth.set(signedIn)
    await settle(CHECKIN_AUTO_DELAY_MS)
    expect(points.$points.get()).toMatchObject({ checkIn: { state: 'done-today' } })
    expect(rewards).toEqual([])
  })

  test('without a linked wallet: the wallet-required state at once, and no check-in sent', async () => {
    const { $auth, points, checkIns } = setup()
    $auth.set(signedIn)
    await settle(0)
    expect(points.$points.get()).toMatchObject({
      status: 'ready',
      checkIn: { state: 'wallet-required', message: 'Wallet linking required to earn points.' },
    })
    await settle(CHECKIN_AUTO_DELAY_MS + CHECKIN_STATUS_POLL_MS * 2)
    expect(checkIns()).toBe(0)
  })

  test('a wallet linked later: the next ask checks in and pays', async () => {
    const { server, $auth, points, checkIns, rewards } = setup()
    $auth.set(signedIn)
    await settle(CHECKIN_AUTO_DELAY_MS)
    expect(checkIns()).toBe(0)
    withWallet(server)
    points.checkIn()
    await settle(0)
    expect(checkIns()).toBe(1)
    expect(rewards).toEqual([{ days: 1, value: 100, total: 100 }])
    expect(points.$points.get()).toMatchObject({ checkIn: { state: 'done-today' } })
  })

  test('the automatic check-in waits for a status that answers after its delay', async () => {
    const { server, $auth, checkIns } = setup(true, CHECKIN_AUTO_DELAY_MS + 500)
    withWallet(server)
    $auth.set(signedIn)
    await settle(CHECKIN_AUTO_DELAY_MS)
    expect(checkIns()).toBe(0)
    await settle(500)
    expect(checkIns()).toBe(1)
  })

  test('a server error naming the wallet says the spec’s text once, then the server’s', async () => {
    const { server, $auth, points } = setup()
    withWallet(server)
    server.script.set('POST /points/checkin', [
      {
        status: 403,
        body: {
          error: { code: 'wallet-required', message: 'No wallet is linked to your account.' },
        },
      },
    ])
    $auth.set(signedIn)
    await settle(CHECKIN_AUTO_DELAY_MS)
    expect(points.$points.get()).toMatchObject({
      checkIn: {
        state: 'wallet-required',
        message: 'Wallet linking required to earn points. No wallet is linked to your account.',
      },
    })
  })

  test('another failure is logged and the check-in state kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { server, $auth, points } = setup()
    withWallet(server)
    server.script.set('POST /points/checkin', [
      { status: 500, body: { error: { code: 'internal', message: 'database down' } } },
    ])
    $auth.set(signedIn)
    await settle(CHECKIN_AUTO_DELAY_MS)
    expect(points.$points.get()).toMatchObject({ checkIn: { state: 'available' } })
    expect(warn).toHaveBeenCalledWith('Check-in:', 'database down')
  })
})

describe('debounce between attempts (5 s)', () => {
  test('an ask within 5 s of the last attempt waits for the end of the 5 s; asks in between merge', async () => {
    const { server, $auth, points, checkIns } = setup()
    withWallet(server)
    $auth.set(signedIn)
    await settle(CHECKIN_AUTO_DELAY_MS)
    expect(checkIns()).toBe(1)
    await settle(1_000)
    points.checkIn()
    points.checkIn()
    await settle(0)
    expect(checkIns()).toBe(1)
    await settle(CHECKIN_DEBOUNCE_MS - 1_000 - 1)
    expect(checkIns()).toBe(1)
    await settle(1)
    expect(checkIns()).toBe(2)
    await settle(60_000)
    expect(checkIns()).toBe(2)
  })

  test('an ask after 5 s goes at once', async () => {
    const { server, $auth, points, checkIns } = setup()
    withWallet(server)
    $auth.set(signedIn)
    await settle(CHECKIN_AUTO_DELAY_MS + CHECKIN_DEBOUNCE_MS)
    points.checkIn()
    await settle(0)
    expect(checkIns()).toBe(2)
  })
})

describe('status polling and the countdown', () => {
  test('polls the status every 300 s', async () => {
    const { $auth, loads } = setup(false)
    $auth.set(signedIn)
    await settle(CHECKIN_STATUS_POLL_MS - 1)
    expect(loads()).toBe(1)
    await settle(1)
    expect(loads()).toBe(2)
    await settle(CHECKIN_STATUS_POLL_MS)
    expect(loads()).toBe(3)
  })

  test('a poll that finds a new day open checks in (a session across midnight)', async () => {
    const { server, $auth, checkIns } = setup()
    withWallet(server)
    $auth.set(signedIn)
    await settle(CHECKIN_AUTO_DELAY_MS)
    expect(checkIns()).toBe(1)
    server.rewards.points = { ...server.rewards.points, can_checkin: true }
    await settle(CHECKIN_STATUS_POLL_MS)
    expect(checkIns()).toBe(2)
  })

  test('reads "Available now" until today’s check-in is done', async () => {
    const { $auth, points } = setup(false)
    $auth.set(signedIn)
    await settle(0)
    expect(points.$countdown.get()).toBe('Available now')
  })

  test('runs to the server’s next time, refreshed every 60 s', async () => {
    const { server, $auth, points } = setup(false)
    server.rewards.points = {
      ...server.rewards.points,
      can_checkin: false,
      next_checkin_time: '2026-05-01T14:00:30.000Z',
    }
    $auth.set(signedIn)
    await settle(0)
    expect(points.$countdown.get()).toBe('2h 1m')
    await settle(COUNTDOWN_REFRESH_MS - 1_000)
    expect(points.$countdown.get()).toBe('2h 1m')
    await settle(1_000)
    expect(points.$countdown.get()).toBe('2h 0m')
  })

  test('runs to the next UTC midnight when the server’s time cannot be read', async () => {
    const { server, $auth, points } = setup(false)
    server.rewards.points = { ...server.rewards.points, can_checkin: false, next_checkin_time: '?' }
    $auth.set(signedIn)
    await settle(0)
    expect(points.$countdown.get()).toBe('12h 0m')
  })

  test('counts on the server’s clock, not the device’s', async () => {
    const { server, $auth, points } = setup(false)
    server.rewards.points = {
      ...server.rewards.points,
      can_checkin: false,
      server_time: '2026-05-01T13:00:00.000Z',
    }
    $auth.set(signedIn)
    await settle(0)
    expect(points.$countdown.get()).toBe('11h 0m')
  })
})

describe('loads', () => {
  test('shows points as whole numbers', async () => {
    const { server, $auth, points } = setup(false)
    server.rewards.points = { ...server.rewards.points, total: 250.7, points: 250.7, days: 3 }
    $auth.set(signedIn)
    await settle(0)
    expect(points.$points.get()).toMatchObject({ total: 250, days: 3 })
  })

  test('a failed poll is logged and the previous value kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { server, $auth, points } = setup(false)
    server.rewards.points = { ...server.rewards.points, total: 300 }
    $auth.set(signedIn)
    await settle(0)
    const before = points.$points.get()
    server.script.set('GET /points/get', [
      { status: 503, body: { error: { code: 'starting', message: 'busy' } } },
    ])
    await settle(CHECKIN_STATUS_POLL_MS)
    expect(points.$points.get()).toBe(before)
    expect(warn).toHaveBeenCalledWith('Points:', 'busy')
  })

  test('a failed first load reads as unavailable until a retry succeeds', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { server, $auth, points } = setup(false)
    server.script.set('GET /points/get', [{ status: 500 }])
    $auth.set(signedIn)
    await settle(0)
    expect(points.$points.get()).toEqual({ status: 'unavailable' })
    points.refresh()
    await settle(0)
    expect(points.$points.get()).toMatchObject({ status: 'ready' })
  })
})

describe('stopping', () => {
  test('sign-out cancels the pending check-in and stops polling', async () => {
    const { $auth, points, checkIns, loads } = setup()
    $auth.set(signedIn)
    await settle(500)
    $auth.set({ status: 'signed-out', message: null })
    expect(points.$points.get()).toEqual({ status: 'idle' })
    await settle(CHECKIN_STATUS_POLL_MS * 2)
    expect(checkIns()).toBe(0)
    expect(loads()).toBe(1)
  })

  test('the last element leaving stops every timer', async () => {
    const { $auth, release, checkIns, loads } = setup()
    $auth.set(signedIn)
    await settle(0)
    release()
    await settle(CHECKIN_STATUS_POLL_MS * 2)
    expect(checkIns()).toBe(0)
    expect(loads()).toBe(1)
  })
})
