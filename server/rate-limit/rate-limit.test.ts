import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Product } from '../../shared/api/types'
import { DEFAULT_RATE_LIMITS } from '../config'
import { clicks, rateLimitHits } from '../db/schema'
import { type TestApp, testApp } from '../testing'

const LIMIT = 2
let t: TestApp
let itemId: string | number = 0

beforeAll(async () => {
  t = await testApp({
    now: '2026-05-01T10:00:15Z',
    config: {
      rateLimits: {
        windowS: 60,
        click: LIMIT,
        clickOut: LIMIT,
        signIn: LIMIT,
        beacon: LIMIT,
        handoffRedeem: LIMIT,
        originVerify: LIMIT,
      },
    },
  })
  const [item] = (await (
    await t.get('/product_search/recent_products/wildtv/1')
  ).json()) as Product[]
  itemId = item?.id ?? 0
})
afterAll(() => t.close())

/** A request as it comes from `address` over a socket (what @hono/node-server gives Hono). */
function from(address: string, path: string, init: RequestInit = {}) {
  return t.app.request(`/api${path}`, init, { incoming: { socket: { remoteAddress: address } } })
}

const click = (address: string, headers: Record<string, string> = {}) =>
  from(address, '/tracking/click', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: t.config.publicOrigin, ...headers },
    body: JSON.stringify({ itemId, clickTypeName: 'DB Product', channel_id: 'wildtv' }),
  })

describe('anonymous clicks are limited per client', () => {
  test('the request past the limit is 429 with Retry-After and writes nothing', async () => {
    t.setNow('2026-05-01T10:00:15Z')
    for (let i = 0; i < LIMIT; i++) expect((await click('203.0.113.5')).status).toBe(201)
    const before = await t.rows(clicks)
    const over = await click('203.0.113.5')
    expect(over.status).toBe(429)
    // The window is the minute from 10:00:00: 45 s are left of it.
    expect(over.headers.get('retry-after')).toBe('45')
    expect(over.headers.get('cache-control')).toBe('no-store')
    expect(await over.json()).toEqual({
      error: { code: 'rate-limited', message: expect.stringContaining('try again in 45 s') },
    })
    expect(await t.rows(clicks)).toBe(before)
  })

  test('another client is not affected', async () => {
    expect((await click('203.0.113.6')).status).toBe(201)
  })

  test('a new window lets the client in again, and drops the old windows', async () => {
    t.setNow('2026-05-01T10:01:00Z')
    expect((await click('203.0.113.5')).status).toBe(201)
    const rows = await t.db.select().from(rateLimitHits)
    expect(rows.every((row) => row.windowStart.toISOString() === '2026-05-01T10:01:00.000Z')).toBe(
      true,
    )
  })

  test('no address is stored, only a hash that differs from window to window', async () => {
    t.setNow('2026-05-01T10:02:00Z')
    await click('198.51.100.7')
    const [row] = await t.db.select().from(rateLimitHits)
    t.setNow('2026-05-01T10:03:00Z')
    await click('198.51.100.7')
    const [next] = await t.db.select().from(rateLimitHits)
    expect(JSON.stringify([row, next])).not.toContain('198.51.100')
    expect(next?.clientHash).not.toBe(row?.clientHash)
  })

  test.each([
    ['rotated loopback addresses', ['127.0.0.1', '127.3.4.5', '::1']],
    ['one IPv6 /64', ['2001:db8:7:7::1', '2001:db8:7:7:a:b:c:d', '2001:db8:7:7::ffff']],
    [
      'an IPv4 address and its IPv6-mapped form',
      ['198.51.100.9', '::ffff:198.51.100.9', '198.51.100.9'],
    ],
  ])('%s count as one client', async (_, addresses) => {
    t.setNow('2026-05-01T10:05:00Z')
    const statuses = []
    for (const address of addresses) statuses.push((await click(address)).status)
    expect(statuses).toEqual([201, 201, 429])
    // The next /64 is another client.
    if (addresses[0]?.startsWith('2001:')) expect((await click('2001:db8:7:8::1')).status).toBe(201)
  })

  test('X-Forwarded-For is ignored unless TRUST_PROXY is set', async () => {
    t.setNow('2026-05-01T10:04:00Z')
    const statuses = []
    for (let i = 0; i <= LIMIT; i++) {
      statuses.push((await click('10.0.0.1', { 'X-Forwarded-For': `192.0.2.${i}` })).status)
    }
    expect(statuses).toEqual([201, 201, 429])
  })
})

describe('behind a trusted proxy', () => {
  let p: TestApp
  beforeAll(async () => {
    p = await testApp({
      config: { trustProxy: true, rateLimits: { ...DEFAULT_RATE_LIMITS, signIn: 1 } },
    })
  })
  afterAll(() => p.close())

  const start = (forwardedFor: string) =>
    p.app.request(
      '/api/auth_google/google?redirectUri=x',
      { headers: { 'X-Forwarded-For': forwardedFor } },
      { incoming: { socket: { remoteAddress: '10.0.0.1' } } },
    )

  test('the client is the address the proxy added last, whatever came before it', async () => {
    // A start within the limit gets as far as the refusal of its return address.
    expect((await start('1.1.1.1, 203.0.113.9')).status).toBe(400)
    const over = await start('2.2.2.2, 203.0.113.9')
    expect(over.status).toBe(429)
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await over.json()).toEqual({
      error: { code: 'rate-limited', message: expect.any(String) },
    })
    expect((await start('203.0.113.10')).status).toBe(400)
  })
})

describe('sign-in starts, beacons and handoff redemptions are limited too', () => {
  test.each([
    ['a sign-in start', 'GET', '/auth_google/google?redirectUri=x', undefined, 400],
    // Refused within the limit for want of our Origin.
    ['a frame’s sign-in start', 'POST', '/auth_google/google', '{}', 403],
    ['a beacon', 'POST', '/insights', '{}', 400],
    ['a handoff redemption', 'POST', '/auth_google/handoff/redeem', '{}', 400],
  ])('%s past the limit is 429', async (name, method, path, body, within) => {
    t.setNow('2026-05-01T11:00:00Z')
    // Both sign-in starts share their bucket: each case is a client of its own.
    const address = `203.0.113.${70 + name.length}`
    const send = () =>
      from(address, path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body ? { body } : {}),
      })
    for (let i = 0; i < LIMIT; i++) expect((await send()).status).toBe(within)
    const over = await send()
    expect(over.status).toBe(429)
    expect(over.headers.get('retry-after')).toBe('60')
  })
})
