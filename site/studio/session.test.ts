import { beforeEach, describe, expect, test } from 'vitest'
import { AUTH_REDIRECT_PATH_KEY, AUTH_TOKEN_KEY } from '../../shared/auth-keys'
import {
  $studioSession,
  SESSION_ENDED_TEXT,
  startStudioSession,
  studioApi,
  studioSignIn,
  studioSignOut,
} from './session'
import { ANA, fakeStudioEnv } from './testing'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  $studioSession.set({ status: 'checking' })
})

describe('the Studio session', () => {
  test('without a stored token it is signed out, asking nothing', async () => {
    const env = fakeStudioEnv(() => ({ status: 200, body: ANA }), { token: null })
    startStudioSession(env).stop()
    expect($studioSession.get()).toEqual({ status: 'signed-out', notice: null })
    expect(env.calls).toEqual([])
  })

  test('a stored token is checked and names who is signed in', async () => {
    const env = fakeStudioEnv(() => ({ status: 200, body: ANA }))
    const watch = startStudioSession(env)
    expect($studioSession.get()).toEqual({ status: 'checking' })
    await settle()
    expect($studioSession.get()).toEqual({ status: 'signed-in', token: 'token-ana', user: ANA })
    expect(env.calls[0]).toMatchObject({
      path: '/auth_google/details',
      headers: { authorization: 'Bearer token-ana' },
    })
    watch.stop()
  })

  test('a token the server no longer knows is forgotten', async () => {
    const env = fakeStudioEnv(() => ({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'unknown session' } },
    }))
    startStudioSession(env)
    await settle()
    expect($studioSession.get()).toEqual({ status: 'signed-out', notice: SESSION_ENDED_TEXT })
    expect(env.stored.has(AUTH_TOKEN_KEY)).toBe(false)
  })

  test('an unreachable server keeps the token and offers a retry that works', async () => {
    const env = fakeStudioEnv(() => 'network')
    const watch = startStudioSession(env)
    await settle()
    expect($studioSession.get()).toMatchObject({ status: 'unreachable' })
    expect(env.stored.get(AUTH_TOKEN_KEY)).toBe('token-ana')
    env.answer(() => ({ status: 200, body: ANA }))
    watch.recheck()
    await settle()
    expect($studioSession.get()).toMatchObject({ status: 'signed-in', user: ANA })
  })

  test('signing out in another tab signs the Studio out', async () => {
    const env = fakeStudioEnv(() => ({ status: 200, body: ANA }))
    startStudioSession(env)
    await settle()
    env.changeElsewhere(AUTH_TOKEN_KEY, null)
    expect($studioSession.get()).toEqual({ status: 'signed-out', notice: null })
  })

  test('a 401 from any Studio call ends the session', async () => {
    const env = fakeStudioEnv(() => ({ status: 200, body: ANA }))
    startStudioSession(env)
    await settle()
    env.answer(() => ({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'session revoked' } },
    }))
    await studioApi(env).channels()
    expect($studioSession.get()).toEqual({ status: 'signed-out', notice: SESSION_ENDED_TEXT })
    expect(env.stored.has(AUTH_TOKEN_KEY)).toBe(false)
  })

  test('moving to another Studio page does not ask again', async () => {
    const env = fakeStudioEnv(() => ({ status: 200, body: ANA }))
    const first = startStudioSession(env)
    await settle()
    first.stop()
    const second = startStudioSession(env)
    await settle()
    second.stop()
    expect(env.calls).toHaveLength(1)
    expect($studioSession.get()).toMatchObject({ status: 'signed-in' })
  })
})

describe('signing in and out', () => {
  test('sign-in remembers this page and goes to the viewers’ sign-in', () => {
    const env = fakeStudioEnv(() => ({ status: 200 }), {
      token: null,
      path: '/studio/channels/ana-tv',
    })
    studioSignIn(env)
    expect(env.stored.get(AUTH_REDIRECT_PATH_KEY)).toBe('/studio/channels/ana-tv')
    expect(env.navigated).toEqual([
      'https://tv.example/api/auth_google/google?redirectUri=https%3A%2F%2Ftv.example%2Fapp%2Foauth2callback',
    ])
  })

  test('sign-out revokes the session, then forgets the token', async () => {
    const env = fakeStudioEnv(() => ({ status: 200, body: ANA }))
    startStudioSession(env)
    await settle()
    env.answer(() => ({ status: 200, body: { ok: true } }))
    await studioSignOut(env)
    expect(env.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/auth_google/logout',
      headers: { authorization: 'Bearer token-ana' },
    })
    expect(env.stored.has(AUTH_TOKEN_KEY)).toBe(false)
    expect($studioSession.get()).toEqual({ status: 'signed-out', notice: null })
  })

  test('sign-out forgets the token even when the server cannot be reached', async () => {
    const env = fakeStudioEnv(() => ({ status: 200, body: ANA }))
    startStudioSession(env)
    await settle()
    env.answer(() => 'network')
    await studioSignOut(env)
    expect(env.stored.has(AUTH_TOKEN_KEY)).toBe(false)
    expect($studioSession.get()).toMatchObject({ status: 'signed-out' })
  })
})
