import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sessions, users } from '../db/schema'
import { errorAnswer } from '../http/errors'
import { bearer, type TestApp, testApp } from '../testing'
import { INVALID_SESSION, MISSING_BEARER, requireUser } from './require-user'
import { revokeSession, SESSION_TTL_MS, upsertUser } from './sessions'

let t: TestApp
let probe: Hono
beforeAll(async () => {
  t = await testApp({ now: '2026-05-01T10:00:00Z' })
  probe = new Hono()
    .get('/me', requireUser(t.depsWith(() => now)), (c) => c.json(c.var.user))
    .onError(errorAnswer)
})
afterAll(() => t.close())

let now = new Date('2026-05-01T10:00:00Z')
const me = (headers: Record<string, string> = {}) => probe.request('/me', { headers })

test('a session token lets its user through', async () => {
  const token = await t.signIn('ana@example.com', 'Ana Lima')
  const res = await me(bearer(token))
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ email: 'ana@example.com', name: 'Ana Lima' })
})

test('only the hash of a token is stored', async () => {
  const token = await t.signIn('hash@example.com')
  const rows = await t.db.select().from(sessions)
  expect(rows.some((row) => row.tokenHash === token)).toBe(false)
  expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true)
})

test.each([
  ['no header', {}],
  ['another scheme', { Authorization: 'Basic YWxhZGRpbjpvcGVu' }],
  ['an empty bearer', { Authorization: 'Bearer ' }],
  ['two tokens', { Authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbbbbbb' }],
  ['odd characters', { Authorization: 'Bearer <script>alert(1)</script>xxxxxxxx' }],
])('a request with %s gets 401 asking to sign in', async (_, headers) => {
  const res = await me(headers)
  expect(res.status).toBe(401)
  expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: MISSING_BEARER } })
})

test('an unknown token gets 401', async () => {
  const res = await me(bearer('x'.repeat(43)))
  expect(res.status).toBe(401)
  expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: INVALID_SESSION } })
})

test('a revoked token gets 401', async () => {
  const token = await t.signIn('revoked@example.com')
  expect(await revokeSession(t.db, token, now)).toBe(true)
  expect(await revokeSession(t.db, token, now)).toBe(false)
  expect((await me(bearer(token))).status).toBe(401)
})

test('an expired session gets 401', async () => {
  const token = await t.signIn('old@example.com')
  now = new Date(now.getTime() + SESSION_TTL_MS + 1)
  try {
    expect((await me(bearer(token))).status).toBe(401)
  } finally {
    now = new Date('2026-05-01T10:00:00Z')
  }
})

test('signing in again updates the name and keeps one user per identity', async () => {
  const identity = { issuer: 'test', subject: 'sub-1', email: 'b@example.com', name: 'B' }
  const first = await upsertUser(t.db, { ...identity, displayName: null }, now)
  const again = await upsertUser(t.db, { ...identity, name: 'Bea', displayName: 'bea' }, now)
  expect(again.id).toBe(first.id)
  expect(again).toMatchObject({ name: 'Bea', displayName: 'bea' })
  const rows = await t.db.select().from(users)
  expect(rows.filter((row) => row.subject === 'sub-1')).toHaveLength(1)
})
