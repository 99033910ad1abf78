import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient } from '../../shared/api/client'
import { BRIDGE_ERROR, type Bridge, type ParentMethods } from '../../shared/bridge'
import { createAuth } from '../stores/auth'
import { fakeEnv, fakeServer } from '../testing'
import { frameAuth, HANDOFF_REFUSED_TEXT, signInThroughHost } from './handoff'

const CODE = 'Abc_123-xyz_4567890'
const ana = { name: 'Ana Lima', email: 'ana@example.com', displayName: null }

/** The embed page's auth store and a redeem endpoint that accepts CODE once. */
function setup() {
  const server = fakeServer()
  const env = fakeEnv({ url: 'https://stv.example/embed?channelId=wildtv' })
  const used = new Set<string>()
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url.endsWith('/auth_google/handoff/redeem')) {
      const { code } = JSON.parse(String(init.body)) as { code: string }
      if (code !== CODE || used.has(code)) {
        return new Response(JSON.stringify({ error: 'refused' }), { status: 400 })
      }
      used.add(code)
      return new Response(JSON.stringify({ token: 'frame-token' }))
    }
    if (url.endsWith('/auth_google/details')) return new Response(JSON.stringify(ana))
    return server.fetch(url, init)
  })
  const client = createApiClient({ base: server.base, fetch, timers: env })
  const auth = createAuth({ env, client, apiBase: server.base, siteOrigin: 'https://stv.example' })
  const port = frameAuth({ auth, client })
  return { env, auth, port, fetch }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('redeeming a handoff code in the frame', () => {
  test('a good code becomes a session of the frame’s own, and the viewer is loaded', async () => {
    const { port, auth, env } = setup()
    await expect(port.redeemHandoff(CODE)).resolves.toEqual({ status: 'signed-in' })
    expect(auth.$auth.get()).toMatchObject({ status: 'signed-in', token: 'frame-token' })
    expect(env.stored.get('authToken')).toBe('frame-token')
    expect(port.state()).toEqual({ status: 'signed-in' })
  })

  test('a forged or reused code is refused, and the sidebar says so', async () => {
    const { port, auth } = setup()
    const refused = async (code: string) => {
      await expect(port.redeemHandoff(code)).rejects.toMatchObject({ code: BRIDGE_ERROR.failed })
      expect(auth.$auth.get()).toEqual({ status: 'signed-out', message: HANDOFF_REFUSED_TEXT })
    }
    await refused('Forged_code_000000000')
    await port.redeemHandoff(CODE)
    auth.logout()
    await refused(CODE)
  })

  test('a refused code does not sign out a viewer who is signed in already', async () => {
    const { port, auth } = setup()
    await port.redeemHandoff(CODE)
    await expect(port.redeemHandoff(CODE)).rejects.toMatchObject({ code: BRIDGE_ERROR.failed })
    expect(auth.$auth.get().status).toBe('signed-in')
  })

  test('the state the parent learns carries neither token nor user', async () => {
    const { port } = setup()
    await port.redeemHandoff(CODE)
    expect(JSON.stringify(port.state())).not.toMatch(/token|Ana|example\.com/)
  })
})

describe('sign-in from the frame', () => {
  const parentWith = (context: unknown) => {
    const call = vi.fn(async (method: string, ..._args: unknown[]) =>
      method === 'getPageContext' ? context : undefined,
    )
    return { parent: { call } as unknown as Bridge<ParentMethods>, call }
  }

  test('sends the host page to sign-in with its own address as returnTo, and the channel', async () => {
    const { parent, call } = parentWith({ url: 'https://partner.com/live?x=1', title: 'Live' })
    await signInThroughHost(
      parent,
      'wildtv',
    )(
      'https://stv.example/api/auth_google/google?redirectUri=https%3A%2F%2Fstv.example%2Fapp%2Foauth2callback',
    )
    const target = new URL(String(call.mock.calls[1]?.[1]))
    expect(call.mock.calls[1]?.[0]).toBe('navigateTop')
    expect(target.origin + target.pathname).toBe('https://stv.example/api/auth_google/google')
    expect(Object.fromEntries(target.searchParams)).toEqual({
      redirectUri: 'https://stv.example/app/oauth2callback',
      returnTo: 'https://partner.com/live?x=1',
      channelId: 'wildtv',
    })
  })

  test('a page context that is not one is refused before any navigation', async () => {
    const { parent, call } = parentWith({ url: 'javascript:alert(1)', title: 'x' })
    await expect(
      signInThroughHost(parent, 'wildtv')('https://stv.example/api/auth_google/google'),
    ).rejects.toMatchObject({ code: BRIDGE_ERROR.invalidArgument })
    expect(call).toHaveBeenCalledTimes(1)
  })
})
