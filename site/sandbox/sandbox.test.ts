import { describe, expect, test, vi } from 'vitest'
import { AUTH_TOKEN_KEY } from '../../shared/auth-keys'
import { fakeEnv } from '../env/testing'
import { DEFAULT_SANDBOX, parseSandboxQuery, sandboxQuery } from './config'
import { probesFor, runProbe, statusMeaning } from './diagnostics'

describe('the sandbox choices', () => {
  test('a shared link restores the choices; unknown values fall back', () => {
    const config = { channelId: 'golf-network', view: 'account', theme: 'dark' } as const
    expect(parseSandboxQuery(sandboxQuery(config))).toEqual(config)
    expect(parseSandboxQuery('?channel=<script>&view=huge&theme=pink')).toEqual(DEFAULT_SANDBOX)
  })
})

describe('the diagnostics probes', () => {
  test('probe the wallet endpoints of spec §7 with empty JSON bodies and the bearer token', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ error: { code: 'unauthorized', message: 'Sign in first' } }, { status: 401 }),
    )
    const env = fakeEnv({ fetch })
    env.stored.set(AUTH_TOKEN_KEY, 'abc123')
    const probes = probesFor('wildtv')
    expect(probes.map((p) => `${p.method} ${p.path}`)).toEqual([
      'GET /health',
      'GET /product_search/recent_products/wildtv/1',
      'POST /wallet/nonce',
      'POST /wallet/link',
      'GET /wallet/get_linked',
    ])
    const nonce = probes[2]
    if (!nonce) throw new Error('no nonce probe')
    const result = await runProbe(env, nonce)
    expect(fetch).toHaveBeenCalledWith(
      '/api/wallet/nonce',
      expect.objectContaining({
        method: 'POST',
        body: '{}',
        headers: expect.objectContaining({ authorization: 'Bearer abc123' }),
      }),
    )
    expect(result).toMatchObject({
      state: 'answered',
      status: 401,
      error: 'Sign in first',
      withToken: true,
    })
  })

  test('report whatever status comes back, and a network failure as unreachable', async () => {
    const notFound = fakeEnv({ fetch: async () => new Response('nope', { status: 404 }) })
    expect(
      await runProbe(notFound, { method: 'GET', path: '/wallet/get_linked', bearer: true }),
    ).toMatchObject({ state: 'answered', status: 404, error: null, withToken: false })
    const offline = fakeEnv({
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
    })
    expect(
      await runProbe(offline, { method: 'GET', path: '/health', bearer: false }),
    ).toMatchObject({ state: 'unreachable', message: 'Failed to fetch' })
  })

  test('a token that could not go in a header is not sent', async () => {
    const fetch = vi.fn(async () => new Response('{}'))
    const env = fakeEnv({ fetch })
    env.stored.set(AUTH_TOKEN_KEY, 'bad token\n')
    await runProbe(env, { method: 'GET', path: '/wallet/get_linked', bearer: true })
    expect(fetch).toHaveBeenCalledWith(
      '/api/wallet/get_linked',
      expect.objectContaining({ headers: { accept: 'application/json' } }),
    )
  })

  test('read statuses plainly', () => {
    expect(statusMeaning(200)).toBe('OK')
    expect(statusMeaning(401)).toBe('Needs a signed-in session')
    expect(statusMeaning(404)).toBe('Not available on this server')
    expect(statusMeaning(503)).toBe('Server error')
  })
})
