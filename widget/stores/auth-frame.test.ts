import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient } from '../../shared/api/client'
import {
  AUTH_FROM_IFRAME_KEY,
  AUTH_PARENT_URL_KEY,
  AUTH_REDIRECT_PATH_KEY,
} from '../../shared/auth-keys'
import type { Env } from '../env'
import { fakeEnv, fakeServer } from '../testing'
import { createAuth, FRAME_SIGN_IN_FAILED_TEXT, FrameSignInError } from './auth'

// Sign-in from frames (spec §4 "Sign-in flow", ARCHITECTURE.md §6.2 and §6.3).

const SITE = 'https://site.example'

function setup(url: string, frame?: Env['frame']) {
  const server = fakeServer()
  const env = fakeEnv({ fetch: server.fetch, url, ...(frame ? { frame } : {}) })
  const client = createApiClient({ base: server.base, fetch: env.fetch, timers: env })
  const auth = createAuth({ env, client, apiBase: server.base, siteOrigin: SITE })
  return { server, env, auth }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('in a frame of our own page', () => {
  test('the top window signs in; the parent page and the frame flag are remembered', () => {
    const navigateTop = vi.fn()
    const parent = `${SITE}/intravel-livestore?x=1`
    const { env, auth, server } = setup(`${SITE}/app?channelId=intravel-eu`, {
      sameOriginParentUrl: parent,
      navigateTop,
    })
    auth.signIn()
    const redirectUri = encodeURIComponent(`${SITE}/app/oauth2callback`)
    expect(navigateTop).toHaveBeenCalledWith(
      `${server.base}/auth_google/google?redirectUri=${redirectUri}`,
    )
    expect(env.navigations).toEqual([])
    expect(env.stored.get(AUTH_FROM_IFRAME_KEY)).toBe('true')
    expect(env.stored.get(AUTH_PARENT_URL_KEY)).toBe(parent)
    expect(env.stored.get(AUTH_REDIRECT_PATH_KEY)).toBe('/app?channelId=intravel-eu')
  })

  test('at the top, or under a cross-site parent, nothing about frames is stored', () => {
    for (const frame of [undefined, { sameOriginParentUrl: null, navigateTop: vi.fn() }]) {
      const { env, auth } = setup(`${SITE}/app`, frame)
      auth.signIn()
      expect(env.navigations).toHaveLength(1)
      expect(env.stored.has(AUTH_FROM_IFRAME_KEY)).toBe(false)
      expect(env.stored.has(AUTH_PARENT_URL_KEY)).toBe(false)
      if (frame) expect(frame.navigateTop).not.toHaveBeenCalled()
    }
  })
})

describe('in a cross-site frame', () => {
  test('the bridge starts sign-in through the host page instead of navigating', async () => {
    const { env, auth } = setup(`${SITE}/embed?channelId=wildtv`)
    const start = vi.fn(async (_url: string) => {})
    auth.setFrameSignIn(start)
    auth.signIn()
    expect(start.mock.calls[0]?.[0]).toContain('/auth_google/google?redirectUri=')
    expect(env.navigations).toEqual([])
    expect(env.opened).toEqual([])
  })

  test('a sign-in asked for before the bridge has loaded waits for it, then goes through the host page', () => {
    const { env, auth } = setup(`${SITE}/embed?channelId=wildtv`, {
      sameOriginParentUrl: null,
      navigateTop: vi.fn(),
    })
    auth.signIn()
    expect(env.navigations).toEqual([])
    const start = vi.fn(async (_url: string) => {})
    auth.setFrameSignIn(start)
    expect(start).toHaveBeenCalledTimes(1)
    expect(start.mock.calls[0]?.[0]).toContain('/auth_google/google?redirectUri=')
    expect(env.navigations).toEqual([])
    // Asked once, started once.
    auth.setFrameSignIn(start)
    expect(start).toHaveBeenCalledTimes(1)
  })

  test('when the host page does not answer, the signed-out sidebar says so', async () => {
    const { auth } = setup(`${SITE}/embed?channelId=wildtv`)
    const release = auth.retain()
    await vi.advanceTimersByTimeAsync(0)
    auth.setFrameSignIn(() => Promise.reject(new Error('no parent')))
    auth.signIn()
    await vi.advanceTimersByTimeAsync(0)
    expect(auth.$auth.get()).toEqual({ status: 'signed-out', message: FRAME_SIGN_IN_FAILED_TEXT })
    release()
  })

  test('a frame sign-in that cannot work here says why instead of asking to try again', async () => {
    const { auth } = setup(`${SITE}/embed?channelId=wildtv`)
    const release = auth.retain()
    await vi.advanceTimersByTimeAsync(0)
    auth.setFrameSignIn(() => Promise.reject(new FrameSignInError('No storage here.')))
    auth.signIn()
    await vi.advanceTimersByTimeAsync(0)
    expect(auth.$auth.get()).toEqual({ status: 'signed-out', message: 'No storage here.' })
    release()
  })
})
