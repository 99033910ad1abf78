import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { routes } from '../shared/api/routes'
import { type TestApp, testApp } from './testing'

let t: TestApp
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

describe('the API', () => {
  test('mounts the route table, no route beside it', () => {
    const api = t.config.apiPath
    const mounted = t.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith(`${api}/`))
      .map((r) => `${r.method} ${r.path.slice(api.length)}`)
    const table = Object.values(routes).map((r) => `${r.method} ${r.pattern}`)
    // app.routes lists a route once per handler (its middlewares first).
    expect([...new Set(mounted)].toSorted()).toEqual(table.toSorted())
  })

  test('reports its health', async () => {
    const res = await t.get('/health')
    expect(await res.json()).toEqual({ status: 'ok', version: '0.0.9', db: 'pglite' })
  })

  test('answers an unknown endpoint with a JSON 404', async () => {
    const res = await t.get('/nothing/here')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: { code: 'not-found', message: 'No such API endpoint: GET /api/nothing/here' },
    })
  })

  test('allows CORS from a registered origin only', async () => {
    const ok = await t.get('/wallet/config', { Origin: 'http://127.0.0.1:8081' })
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8081')
    expect(ok.headers.get('vary')).toContain('Origin')
    const evil = await t.get('/wallet/config', { Origin: 'https://evil.example' })
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
  })

  test.each([
    '/channels',
    '/channels/wildtv',
    '/product_search/recent_products/wildtv/10',
    '/tracking/products/most-liked',
    '/media/products/1.svg',
  ])('the public read %s allows any origin, without credentials or Vary: Origin', async (path) => {
    for (const origin of ['http://127.0.0.1:8081', 'https://evil.example']) {
      const res = await t.get(path, { Origin: origin })
      expect(res.status).toBe(200)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      expect(res.headers.get('access-control-allow-credentials')).toBeNull()
      expect(res.headers.get('vary') ?? '').not.toMatch(/origin/i)
    }
  })

  test('a write beside a public read keeps the registered-origins CORS', async () => {
    const res = await t.app.request('/api/channels/wildtv/context', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('answers a preflight from a registered origin', async () => {
    const res = await t.app.request('/api/tracking/click', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8081',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8081')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
  })
})
