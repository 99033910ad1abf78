import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type ErrorBody, errorBody } from '../../shared/api/error-codes'
import { REWARDS_ERROR_TEXT } from '../../shared/api/rewards-schemas'
import type { PointsStatus } from '../../shared/api/types'
import { CHECKIN_REWARD_POINTS } from '../../shared/constants'
import { sessionUser } from '../auth'
import { checkIns, insightEvents, wallets } from '../db/schema'
import { readInsights } from '../insights'
import { bearer, type TestApp, testApp } from '../testing'
import { WALLET_REQUIRED } from './check-in'

const START = '2026-05-01T10:00:00.000Z'
let t: TestApp
beforeAll(async () => {
  t = await testApp({ now: START })
})
afterAll(() => t.close())
afterEach(() => t.setNow(START))

let viewers = 0
/** A new viewer, with a linked wallet unless told otherwise. */
async function viewer(options: { wallet?: boolean } = {}) {
  viewers += 1
  const token = await t.signIn(`points${viewers}@example.com`, `Points ${viewers}`)
  if (options.wallet !== false) {
    const userId = await userIdOf(token)
    const address = `0x${viewers.toString(16).padStart(40, '0')}`
    await t.db.insert(wallets).values({ address, userId, chainId: 137 })
  }
  return token
}

async function userIdOf(token: string): Promise<string> {
  const user = await sessionUser(t.db, token, new Date(0))
  if (!user) throw new Error('no session')
  return user.id
}

const status = async (token: string) =>
  (await (await t.get('/points/get', bearer(token))).json()) as PointsStatus
const checkIn = (token: string) => t.post('/points/checkin', undefined, bearer(token))
/** The check-ins the channel's insights count today. */
const counted = async (channelId = 'wildtv') =>
  (await readInsights(t.db, channelId, '24h', t.now())).totals.checkIns

describe('GET /points/get', () => {
  test('a new viewer has no points, no streak and can check in', async () => {
    const token = await viewer()
    const res = await t.get('/points/get', bearer(token))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      points: 0,
      total: 0,
      days: 0,
      value: CHECKIN_REWARD_POINTS,
      last_checkin_time: null,
      can_checkin: true,
      server_time: START,
      next_checkin_time: '2026-05-02T00:00:00.000Z',
      wallet_linked: true,
    })
  })

  test('says when no wallet is linked', async () => {
    const token = await viewer({ wallet: false })
    expect(await status(token)).toMatchObject({ wallet_linked: false, can_checkin: true })
  })
})

describe('POST /points/checkin', () => {
  test('pays the reward once a day and answers days, value and total', async () => {
    const token = await viewer()
    const res = await checkIn(token)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      points: 100,
      total: 100,
      days: 1,
      value: 100,
      last_checkin_time: START,
      can_checkin: false,
      server_time: START,
      next_checkin_time: '2026-05-02T00:00:00.000Z',
      wallet_linked: true,
    })
    expect(await status(token)).toMatchObject({ points: 100, days: 1, can_checkin: false })
  })

  test("a second check-in the same UTC day gets 'Already checked in' and pays nothing", async () => {
    const token = await viewer()
    await checkIn(token)
    t.setNow('2026-05-01T23:59:59.999Z')
    const before = await t.rows(checkIns)
    const again = await checkIn(token)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      error: { code: 'already-checked-in', message: REWARDS_ERROR_TEXT.alreadyCheckedIn },
    })
    expect(REWARDS_ERROR_TEXT.alreadyCheckedIn).toBe('Already checked in')
    expect(await t.rows(checkIns)).toBe(before)
    expect(await status(token)).toMatchObject({ points: 100, total: 100 })
  })

  test('50 concurrent check-ins pay once', async () => {
    const token = await viewer()
    const answers = await Promise.all(Array.from({ length: 50 }, () => checkIn(token)))
    const codes = answers.map((res) => res.status)
    expect(codes.filter((code) => code === 200)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(49)
    expect(await status(token)).toMatchObject({ points: CHECKIN_REWARD_POINTS, days: 1 })
  })

  test('needs a linked wallet: 403 with an error naming the wallet, nothing paid', async () => {
    const token = await viewer({ wallet: false })
    const before = await t.rows(checkIns)
    const res = await checkIn(token)
    expect(res.status).toBe(403)
    const body = (await res.json()) as ErrorBody
    expect(body).toEqual({ error: { code: 'wallet-required', message: WALLET_REQUIRED } })
    const error = body.error.message
    expect(error).toMatch(/wallet/i)
    expect(error).toMatch(/linked/i)
    expect(await t.rows(checkIns)).toBe(before)
    expect(await status(token)).toMatchObject({ points: 0, can_checkin: true })
  })

  test('a blacklisted wallet does not count as linked', async () => {
    const token = await viewer()
    await t.db
      .update(wallets)
      .set({ blacklisted: true, blockReason: 'fraud' })
      .where(eq(wallets.userId, await userIdOf(token)))
    expect((await checkIn(token)).status).toBe(403)
    expect(await status(token)).toMatchObject({ wallet_linked: false })
  })

  test('the streak grows on consecutive UTC days, across the midnight boundary', async () => {
    const token = await viewer()
    t.setNow('2026-05-01T23:59:59.999Z')
    expect(await (await checkIn(token)).json()).toMatchObject({ days: 1, total: 100 })
    t.setNow('2026-05-02T00:00:00.000Z')
    expect(await (await checkIn(token)).json()).toMatchObject({
      days: 2,
      total: 200,
      next_checkin_time: '2026-05-03T00:00:00.000Z',
    })
    t.setNow('2026-05-03T12:00:00.000Z')
    expect(await (await checkIn(token)).json()).toMatchObject({ days: 3, total: 300 })
    t.setNow('2026-05-04T08:00:00.000Z')
    expect(await status(token)).toMatchObject({ days: 3, can_checkin: true, points: 300 })
  })

  test('a missed day resets the streak to 1 and the status shows it lapsed', async () => {
    const token = await viewer()
    await checkIn(token)
    t.setNow('2026-05-02T09:00:00.000Z')
    await checkIn(token)
    t.setNow('2026-05-04T00:00:00.000Z')
    expect(await status(token)).toMatchObject({ days: 0, points: 200, can_checkin: true })
    const res = await checkIn(token)
    expect(await res.json()).toMatchObject({ days: 1, value: 100, total: 300 })
  })

  test('the streak runs over month and year ends', async () => {
    t.setNow('2026-12-31T23:00:00.000Z')
    const token = await viewer() // sessions last 30 days: sign in when the test starts
    await checkIn(token)
    t.setNow('2027-01-01T01:00:00.000Z')
    expect(await (await checkIn(token)).json()).toMatchObject({
      days: 2,
      last_checkin_time: '2027-01-01T01:00:00.000Z',
      next_checkin_time: '2027-01-02T00:00:00.000Z',
    })
  })

  test('the check-in day is the UTC day, not the viewer or server local day', async () => {
    const token = await viewer()
    t.setNow('2026-05-01T23:30:00-02:00') // 2026-05-02T01:30Z
    await checkIn(token)
    const rows = await t.db
      .select({ day: checkIns.day })
      .from(checkIns)
      .where(eq(checkIns.userId, await userIdOf(token)))
    expect(rows).toEqual([{ day: '2026-05-02' }])
  })
})

describe('POST /points/checkin with the channel it was made on', () => {
  test('a paid check-in counts once in that channel’s insights; the answer is the same', async () => {
    const token = await viewer()
    const before = { wildtv: await counted(), kbs: await counted('kbs') }
    const res = await t.post('/points/checkin', { channel_id: 'wildtv' }, bearer(token))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ points: 100, total: 100, days: 1, value: 100 })
    expect({ wildtv: await counted(), kbs: await counted('kbs') }).toEqual({
      ...before,
      wildtv: before.wildtv + 1,
    })
  })

  test("'Already checked in' counts nothing", async () => {
    const token = await viewer()
    await t.post('/points/checkin', { channel_id: 'wildtv' }, bearer(token))
    const before = await counted()
    const again = await t.post('/points/checkin', { channel_id: 'wildtv' }, bearer(token))
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      error: { code: 'already-checked-in', message: REWARDS_ERROR_TEXT.alreadyCheckedIn },
    })
    expect(await counted()).toBe(before)
  })

  test('a check-in refused for want of a wallet counts nothing', async () => {
    const token = await viewer({ wallet: false })
    const before = await counted()
    const res = await t.post('/points/checkin', { channel_id: 'wildtv' }, bearer(token))
    expect(res.status).toBe(403)
    expect(await counted()).toBe(before)
  })

  test('a check-in without a channel pays and counts for no channel', async () => {
    const token = await viewer()
    const before = await t.rows(insightEvents)
    expect((await t.post('/points/checkin', {}, bearer(token))).status).toBe(200)
    expect(await t.rows(insightEvents)).toBe(before)
  })

  test.each([
    ['malformed JSON', '{"channel_id":', 'application/json', 400],
    ['a body not sent as JSON', '{"channel_id":"wildtv"}', 'text/plain', 415],
    ['an array body', '[1]', 'application/json', 400],
    ['an empty array body', '[]', 'application/json', 400],
    ['another field', '{"channel_id":"wildtv","points":500}', 'application/json', 400],
    ['a string body', '"wildtv"', 'application/json', 400],
    ['a channel that is not text', '{"channel_id":7}', 'application/json', 400],
    [
      'an overlong channel',
      JSON.stringify({ channel_id: 'w'.repeat(65) }),
      'application/json',
      400,
    ],
    ['a malformed channel', '{"channel_id":"../wildtv"}', 'application/json', 400],
    ['a NUL in the channel', '{"channel_id":"wild\\u0000tv"}', 'application/json', 400],
    ['an unknown channel', '{"channel_id":"no-such-channel"}', 'application/json', 404],
  ])('refuses %s with a JSON error: nothing paid, nothing counted', async (_, body, type, code) => {
    const token = await viewer()
    const before = { paid: await t.rows(checkIns), counted: await t.rows(insightEvents) }
    const res = await t.sendRaw('POST', '/points/checkin', body, {
      ...bearer(token),
      'Content-Type': type,
    })
    expect(res.status).toBe(code)
    expect(await res.json()).toEqual(errorBody(code, expect.any(String)))
    expect({ paid: await t.rows(checkIns), counted: await t.rows(insightEvents) }).toEqual(before)
    expect(await status(token)).toMatchObject({ can_checkin: true, points: 0 })
  })
})
