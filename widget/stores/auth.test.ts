import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient } from '../../shared/api/client'
import { AUTH_EVENTS } from '../../shared/auth-keys'
import { API_TIMEOUT_MS } from '../../shared/constants'
import { fakeEnv, fakeServer } from '../testing'
import { createAuth, SIGN_OUT_WAIT_MS, toUser } from './auth'
import { $authEpoch } from './auth-epoch'

const ana = { name: 'Ana Lima', email: 'ana@example.com', displayName: 'Ana' }
const anaUser = { name: 'Ana Lima', email: 'ana@example.com', avatarSeed: 'Ana%20Lima' }

function setup(
  url = 'https://site.example/demo/wildtv',
  siteOrigin = 'https://site.example',
  channel?: () => string | undefined,
) {
  const server = fakeServer()
  const env = fakeEnv({ fetch: server.fetch, url })
  const client = createApiClient({ base: server.base, fetch: env.fetch, timers: env })
  const auth = createAuth({ env, client, apiBase: server.base, siteOrigin, channel })
  const names = () => env.emitted.map((event) => event.name)
  return { server, env, auth, names }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the viewer (spec §3 User)', () => {
  test('the name falls back to the e-mail; the avatar seed is the URL-encoded name', () => {
    expect(toUser(ana)).toEqual(anaUser)
    expect(toUser({ name: null, email: 'bo@example.com' })).toEqual({
      name: 'bo@example.com',
      email: 'bo@example.com',
      avatarSeed: 'bo%40example.com',
    })
    expect(toUser({ name: '  ', email: 'bo@example.com' }).name).toBe('bo@example.com')
  })
})

describe('start (steps 1–3 and 8)', () => {
  test('is loading until it knows', () => {
    const { auth } = setup()
    expect(auth.$auth.get()).toEqual({ status: 'loading' })
  })

  test('1: a credential in the URL is stored, stripped from the address bar and used', async () => {
    const { server, env, auth, names } = setup(
      'https://site.example/app?channelId=wildtv&credential=tok-1#top',
    )
    server.sessions.set('tok-1', ana)
    const epoch = $authEpoch.get()
    auth.retain()
    expect(env.stored.get('authToken')).toBe('tok-1')
    expect(env.location.href).toBe('https://site.example/app?channelId=wildtv#top')
    await vi.advanceTimersByTimeAsync(0)
    expect(auth.$auth.get()).toEqual({ status: 'signed-in', user: anaUser, token: 'tok-1' })
    expect(server.callsTo('/auth_google/details')[0]?.token).toBe('tok-1')
    expect(names()).toEqual([AUTH_EVENTS.authenticated, AUTH_EVENTS.login])
    // A fresh sign-in reloads the feeds' pools (spec §4 "Product feed").
    expect($authEpoch.get()).toBe(epoch + 1)
  })

  test('8: only the credential leaves the query; a lone credential leaves none', async () => {
    const { env, auth } = setup('https://site.example/app?credential=tok-1')
    auth.retain()
    expect(env.location.href).toBe('https://site.example/app')
    expect(env.location.search).toBe('')
  })

  test('2: a stored token is used; restoring a session does not reload the feeds', async () => {
    const { server, env, auth, names } = setup()
    server.sessions.set('tok-2', ana)
    env.stored.set('authToken', 'tok-2')
    const epoch = $authEpoch.get()
    auth.retain()
    expect(auth.$auth.get().status).toBe('loading')
    await vi.advanceTimersByTimeAsync(0)
    expect(auth.$auth.get()).toMatchObject({ status: 'signed-in', user: anaUser })
    expect(names()).toEqual([AUTH_EVENTS.authenticated, AUTH_EVENTS.login])
    expect(env.emitted[0]?.detail).toEqual({ user: anaUser, token: 'tok-2' })
    expect(env.emitted[1]?.detail).toEqual({ user: anaUser })
    expect($authEpoch.get()).toBe(epoch)
  })

  test('3: without a credential or token, loading ends signed out and nothing is called', () => {
    const { server, auth, names } = setup()
    auth.retain()
    expect(auth.$auth.get()).toEqual({ status: 'signed-out', message: null })
    expect(server.calls).toHaveLength(0)
    expect(names()).toEqual([])
  })
})

describe('a failed user-details load (steps 5, 7; spec §8)', () => {
  test('a 401 logs out with "Session invalid. Please log in again."', async () => {
    const { env, auth, names } = setup()
    env.stored.set('authToken', 'revoked')
    auth.retain()
    await vi.advanceTimersByTimeAsync(0)
    expect(auth.$auth.get()).toEqual({
      status: 'signed-out',
      message: 'Session invalid. Please log in again.',
    })
    expect(env.stored.has('authToken')).toBe(false)
    expect(names()).toEqual([AUTH_EVENTS.logoutCompleted])
  })

  test('another status logs out with "Failed to fetch user details (Status: n)"', async () => {
    const { server, env, auth } = setup()
    server.sessions.set('tok', ana)
    server.failNext = [503]
    env.stored.set('authToken', 'tok')
    auth.retain()
    await vi.advanceTimersByTimeAsync(0)
    expect(auth.$auth.get()).toEqual({
      status: 'signed-out',
      message: 'Failed to fetch user details (Status: 503)',
    })
    expect(env.stored.has('authToken')).toBe(false)
  })

  test('an unreachable server logs out too', async () => {
    const env = fakeEnv({ url: 'https://site.example/app' })
    const client = createApiClient({
      base: 'https://api.example/api',
      fetch: env.fetch,
      timers: env,
    })
    const auth = createAuth({ env, client, apiBase: 'https://api.example/api', siteOrigin: 'x' })
    env.stored.set('authToken', 'tok')
    auth.retain()
    await vi.advanceTimersByTimeAsync(0)
    expect(auth.$auth.get()).toEqual({ status: 'signed-out', message: 'Network Error' })
  })
})

describe('external events (step 6)', () => {
  test('an auth-user-login event stores the token and sets the user', () => {
    const { env, auth, names } = setup()
    auth.retain()
    const epoch = $authEpoch.get()
    env.fire(AUTH_EVENTS.externalLogin, {
      user: { name: 'Bo', email: 'bo@example.com' },
      token: 't9',
    })
    expect(env.stored.get('authToken')).toBe('t9')
    expect(auth.$auth.get()).toEqual({
      status: 'signed-in',
      user: { name: 'Bo', email: 'bo@example.com', avatarSeed: 'Bo' },
      token: 't9',
    })
    expect($authEpoch.get()).toBe(epoch + 1)
    // The sender knows: nothing is echoed back on the window.
    expect(names()).toEqual([])
  })

  test('a login event without a usable token says to sign in first and stores nothing', () => {
    const { env, auth } = setup()
    auth.retain()
    for (const detail of [undefined, { user: { email: 'bo@example.com' } }, { token: 'a b' }]) {
      env.fire(AUTH_EVENTS.externalLogin, detail)
    }
    expect(auth.$auth.get()).toEqual({
      status: 'signed-out',
      message: 'Please sign in with OAuth first',
    })
    expect(env.stored.has('authToken')).toBe(false)
  })

  test('an auth-user-logout event removes the token, clears the user, completes the logout', async () => {
    const { server, env, auth, names } = setup()
    server.sessions.set('tok', ana)
    env.stored.set('authToken', 'tok')
    auth.retain()
    await vi.advanceTimersByTimeAsync(0)
    env.fire(AUTH_EVENTS.externalLogout)
    expect(auth.$auth.get()).toEqual({ status: 'signed-out', message: null })
    expect(env.stored.has('authToken')).toBe(false)
    expect(names().at(-1)).toBe(AUTH_EVENTS.logoutCompleted)
    // Someone else signed out: the store does not call the server for it.
    expect(server.callsTo('/auth_google/logout')).toHaveLength(0)
  })

  test('its own events cannot loop back into it', async () => {
    const { server, env, auth, names } = setup()
    server.sessions.set('tok', ana)
    env.stored.set('authToken', 'tok')
    // A page script that answers every announcement with a login and every logout with a logout.
    env.listen(AUTH_EVENTS.authenticated, (detail) => env.fire(AUTH_EVENTS.externalLogin, detail))
    env.listen(AUTH_EVENTS.logoutCompleted, () => env.fire(AUTH_EVENTS.externalLogout))
    auth.retain()
    await vi.advanceTimersByTimeAsync(0)
    expect(auth.$auth.get().status).toBe('signed-in')
    // Later, out of the dispatch, the same login is a no-op too.
    env.fire(AUTH_EVENTS.externalLogin, { user: ana, token: 'tok' })
    auth.logout()
    expect(names()).toEqual([
      AUTH_EVENTS.authenticated,
      AUTH_EVENTS.login,
      AUTH_EVENTS.logoutCompleted,
    ])
  })

  test('once released it listens no more', () => {
    const { env, auth } = setup()
    const release = auth.retain()
    release()
    env.fire(AUTH_EVENTS.externalLogin, { user: ana, token: 't9' })
    expect(env.stored.has('authToken')).toBe(false)
  })

  test('a login during the details load wins over the load’s answer', async () => {
    const { server, env, auth } = setup()
    server.sessions.set('old', { ...ana, name: 'Old' })
    env.stored.set('authToken', 'old')
    auth.retain()
    env.fire(AUTH_EVENTS.externalLogin, { user: ana, token: 'new' })
    await vi.advanceTimersByTimeAsync(0)
    expect(auth.$auth.get()).toMatchObject({ status: 'signed-in', token: 'new', user: anaUser })
  })
})

describe('logout (step 7)', () => {
  test('removes the token, clears the user, ends loading and emits logout-completed', async () => {
    const { server, env, auth, names } = setup()
    server.sessions.set('tok', ana)
    env.stored.set('authToken', 'tok')
    auth.retain()
    auth.logout()
    expect(auth.$auth.get()).toEqual({ status: 'signed-out', message: null })
    expect(env.stored.has('authToken')).toBe(false)
    expect(names()).toEqual([AUTH_EVENTS.logoutCompleted])
    // The details answer of the forgotten session does not sign anyone in.
    await vi.advanceTimersByTimeAsync(0)
    expect(auth.$auth.get().status).toBe('signed-out')
  })
})

describe('sign-in (spec §4 "Sign-in flow")', () => {
  test('remembers where it began and navigates to the provider with the callback address', () => {
    const { env, auth } = setup('https://site.example/demo/wildtv?ref=qr')
    auth.retain()
    auth.signIn()
    expect(env.stored.get('authRedirectPath')).toBe('/demo/wildtv?ref=qr')
    expect(env.navigations).toEqual([
      'https://api.example/api/auth_google/google?redirectUri=https%3A%2F%2Fsite.example%2Fapp%2Foauth2callback',
    ])
  })

  test('names the channel the page shows, for the server to count the sign-in there', () => {
    let shown: string | undefined
    const { env, auth } = setup(undefined, undefined, () => shown)
    auth.retain()
    auth.signIn()
    shown = 'wildtv'
    auth.signIn()
    expect(env.navigations.map((url) => new URL(url).searchParams.get('channelId'))).toEqual([
      null,
      'wildtv',
    ])
    expect([...new URL(env.navigations[1] ?? '').searchParams.keys()]).toEqual([
      'redirectUri',
      'channelId',
    ])
  })

  test('on a page of another site it opens the sign-in on ours in a new tab', () => {
    const { env, auth } = setup('https://broadcaster.example/live')
    auth.retain()
    auth.signIn()
    expect(env.navigations).toEqual([])
    expect(env.stored.has('authRedirectPath')).toBe(false)
    expect(env.opened[0]).toContain('redirectUri=https%3A%2F%2Fsite.example%2Fapp%2Foauth2callback')
  })
})

describe('sign-out (spec §4 "Sign-out")', () => {
  async function signedIn(url: string) {
    const ctx = setup(url)
    ctx.server.sessions.set('tok', ana)
    ctx.env.stored.set('authToken', 'tok')
    ctx.auth.retain()
    await vi.advanceTimersByTimeAsync(0)
    return ctx
  }

  test('revokes the session, logs out and stays on a channel page', async () => {
    const { server, env, auth, names } = await signedIn('https://site.example/demo/wildtv')
    await auth.signOut()
    expect(server.callsTo('/auth_google/logout')[0]).toMatchObject({ method: 'POST', token: 'tok' })
    expect(server.sessions.has('tok')).toBe(false)
    expect(auth.$auth.get()).toEqual({ status: 'signed-out', message: null })
    expect(env.stored.has('authToken')).toBe(false)
    expect(names().at(-1)).toBe(AUTH_EVENTS.logoutCompleted)
    expect(env.navigations).toEqual([])
  })

  test('goes to /home from /; on /home it is there already', async () => {
    const root = await signedIn('https://site.example/')
    await root.auth.signOut()
    expect(root.env.navigations).toEqual(['https://site.example/home'])
    const home = await signedIn('https://site.example/home')
    await home.auth.signOut()
    expect(home.env.navigations).toEqual([])
    expect(home.auth.$auth.get().status).toBe('signed-out')
  })

  test('completes here when the session was already invalid on the server', async () => {
    const { server, env, auth } = await signedIn('https://site.example/app')
    server.sessions.clear()
    await auth.signOut()
    expect(auth.$auth.get().status).toBe('signed-out')
    expect(env.stored.has('authToken')).toBe(false)
  })

  test('does not wait for a server that does not answer', async () => {
    const { env, auth } = await signedIn('https://site.example/app')
    env.fetch = () => new Promise(() => {})
    const hung = createAuth({
      env,
      client: createApiClient({ base: 'https://api.example/api', fetch: env.fetch, timers: env }),
      apiBase: 'https://api.example/api',
      siteOrigin: 'https://site.example',
    })
    const done = hung.signOut()
    await vi.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS)
    await done
    expect(hung.$auth.get().status).toBe('signed-out')
    expect(auth.$auth.get().status).toBe('signed-in')
    // Only the request's own timeout is left; it gives the hung request up in its turn.
    expect(vi.getTimerCount()).toBe(1)
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - SIGN_OUT_WAIT_MS)
    expect(vi.getTimerCount()).toBe(0)
  })
})
