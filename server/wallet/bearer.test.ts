import { afterAll, beforeAll, expect, test } from 'vitest'
import { INVALID_SESSION, MISSING_BEARER } from '../auth'
import { checkIns, votes, walletNonces, wallets } from '../db/schema'
import { type TestApp, testApp } from '../testing'

// Every rewards route acts for a signed-in viewer (spec §7 "bearer").
let t: TestApp
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

const counts = async () =>
  Promise.all([walletNonces, wallets, checkIns, votes].map((table) => t.rows(table)))

test.each([
  ['POST', '/wallet/nonce', {}],
  ['POST', '/wallet/link', { nonceId: 'x', message: 'm', signature: '0x00', walletAddress: '0x0' }],
  ['GET', '/wallet/get_linked', null],
  ['GET', '/points/get', null],
  ['POST', '/points/checkin', null],
  ['POST', '/tracking/vote/up', { itemId: 1, itemTypeName: 'product' }],
  ['POST', '/tracking/vote/down', { itemId: 1, itemTypeName: 'product' }],
  ['GET', '/tracking/votes/products', null],
  ['GET', '/tracking/votes/viator', null],
])(
  '%s %s answers 401 without a valid bearer token and changes nothing',
  async (method, path, body) => {
    const before = await counts()
    const cases: [Record<string, string>, string][] = [
      [{}, MISSING_BEARER],
      [{ Authorization: 'Bearer' }, MISSING_BEARER],
      [{ Authorization: 'Basic YWxhZGRpbjpvcGVu' }, MISSING_BEARER],
      [{ Authorization: 'Bearer two tokens' }, MISSING_BEARER],
      [{ Authorization: `Bearer ${'x'.repeat(43)}` }, INVALID_SESSION],
    ]
    for (const [headers, error] of cases) {
      const res = await t.app.request(`/api${path}`, {
        method,
        headers: { ...headers, 'Content-Type': 'application/json', Origin: t.config.publicOrigin },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: error } })
    }
    expect(await counts()).toEqual(before)
  },
)
