import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  BEACON_LIMITS,
  INSIGHTS_BEACON_PATH,
  type InsightsAnswer,
  InsightsAnswerSchema,
} from '../../shared/api/insights'
import { studioPaths } from '../../shared/api/studio'
import { markOriginsVerified } from '../channels'
import {
  insightEvents,
  insightHours,
  insightProductDays,
  insightProductHours,
  products,
} from '../db/schema'
import { bearer, type TestApp, testApp } from '../testing'
import { rangeBuckets, rollUp } from './store'

const ID = 'insight-show'
const PAGE = 'https://tv.example'
let t: TestApp
let owner: Record<string, string>
let stranger: Record<string, string>
let item: typeof products.$inferSelect
let other: typeof products.$inferSelect

beforeAll(async () => {
  t = await testApp({ now: '2026-05-01T10:20:00Z' })
  owner = bearer(await t.signIn('owner@example.test'))
  stranger = bearer(await t.signIn('stranger@example.test'))
  await t.post(studioPaths.channels, { id: ID, name: 'Insights', topic: 'none' }, owner)
  await t.post(studioPaths.origins(ID), { origin: PAGE }, owner)
  // Verification itself is server/studio/origins.test.ts's: here the page just counts.
  await markOriginsVerified(t.db, [{ channelId: ID, origin: PAGE }], 'operator', t.now())
  const [first, second] = await t.db.select().from(products).limit(2)
  if (!first || !second) throw new Error('no catalog')
  item = first
  other = second
})
afterAll(() => t.close())
beforeEach(async () => {
  for (const table of [insightEvents, insightHours, insightProductHours, insightProductDays]) {
    await t.db.delete(table)
  }
  t.setNow('2026-05-01T10:20:00Z')
})

/** Sends a beacon as navigator.sendBeacon does: a text/plain string, from a page's origin. */
function beacon(body: unknown, origin: string | null = PAGE, type = 'text/plain;charset=UTF-8') {
  const headers: Record<string, string> = { 'Content-Type': type }
  if (origin) headers.Origin = origin
  return t.app.request(`/api${INSIGHTS_BEACON_PATH}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function insights(range = '24h', headers = owner): Promise<InsightsAnswer> {
  const res = await t.get(`${studioPaths.insights(ID)}?range=${range}`, headers)
  expect(res.status).toBe(200)
  return v.parse(InsightsAnswerSchema, await res.json())
}

function click(productId: number) {
  return t.post('/tracking/click', {
    itemId: productId,
    clickTypeName: 'DB Product',
    channel_id: ID,
  })
}

describe('the beacon', () => {
  test('counts per metric at once, before any rollup', async () => {
    const res = await beacon({
      channelId: ID,
      entries: [
        ['loads', 1],
        ['impressions', 2, item.id],
        ['impressions', 1, other.id],
        ['qrVisits', 1],
        ['votes', 3],
        ['signIns', 1],
        ['checkIns', 1],
      ],
    })
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ counted: 7 })
    const { totals } = await insights()
    expect(totals).toEqual({
      loads: 1,
      impressions: 3,
      clicks: 0,
      votes: 3,
      qrVisits: 1,
      signIns: 1,
      checkIns: 1,
    })
  })

  test('is taken from our own origin (the frame) as from a verified one', async () => {
    const res = await beacon({ channelId: ID, entries: [['loads', 1]] }, t.config.publicOrigin)
    expect(res.status).toBe(202)
  })

  test.each([
    ['not JSON', '{', 400],
    ['no entries', { channelId: ID, entries: [] }, 400],
    ['an unknown metric', { channelId: ID, entries: [['views', 1]] }, 400],
    ['clicks, which the server counts itself', { channelId: ID, entries: [['clicks', 1]] }, 400],
    ['a count of 0', { channelId: ID, entries: [['loads', 0]] }, 400],
    ['a count too large', { channelId: ID, entries: [['loads', BEACON_LIMITS.count + 1]] }, 400],
    ['a product on a load', { channelId: ID, entries: [['loads', 1, 5]] }, 400],
    ['an impression without product', { channelId: ID, entries: [['impressions', 1]] }, 400],
    [
      'too many entries',
      {
        channelId: ID,
        entries: Array.from({ length: BEACON_LIMITS.entries + 1 }, () => ['loads', 1]),
      },
      400,
    ],
    ['another field', { channelId: ID, entries: [['loads', 1]], page: '/x' }, 400],
    ['an unknown channel', { channelId: 'no-such-channel', entries: [['loads', 1]] }, 404],
  ])('refuses %s, and counts nothing', async (_, body, status) => {
    const res = await beacon(body)
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual({ error: expect.any(String) })
    expect(await t.rows(insightEvents)).toBe(0)
  })

  test.each([
    ['an unregistered origin', 'https://elsewhere.example', 'text/plain', 403],
    ['no origin', null, 'text/plain', 403],
    ['a form post', PAGE, 'application/x-www-form-urlencoded', 415],
  ])('refuses %s, and counts nothing', async (_, origin, type, status) => {
    const res = await beacon({ channelId: ID, entries: [['loads', 1]] }, origin, type)
    expect(res.status).toBe(status)
    expect(await t.rows(insightEvents)).toBe(0)
  })
})

describe('clicks', () => {
  test('a tracked click with the channel counts for it and its product', async () => {
    await beacon({ channelId: ID, entries: [['impressions', 4, item.id]] })
    expect((await click(item.id)).status).toBe(201)
    const { totals, topProducts } = await insights()
    expect(totals.clicks).toBe(1)
    expect(topProducts[0]).toEqual({
      productId: item.id,
      title: item.title,
      impressions: 4,
      clicks: 1,
    })
  })

  test('a click without a channel counts for no channel', async () => {
    await t.post('/tracking/click', { itemId: item.id, clickTypeName: 'DB Product' })
    expect(await t.rows(insightEvents)).toBe(0)
  })
})

describe('rollups', () => {
  test('move raw events into hours without changing what the Studio shows', async () => {
    await beacon({
      channelId: ID,
      entries: [
        ['loads', 2],
        ['impressions', 1, item.id],
      ],
    })
    t.setNow('2026-05-01T11:05:00Z')
    await beacon({
      channelId: ID,
      entries: [
        ['loads', 1],
        ['impressions', 5, other.id],
      ],
    })
    await click(other.id)
    const before = await insights()
    expect(await rollUp(t.db, 2)).toBe(5)
    expect(await t.rows(insightEvents)).toBe(0)
    expect(await insights()).toEqual(before)
    expect(before.topProducts.map((p) => [p.productId, p.impressions, p.clicks])).toEqual([
      [other.id, 5, 1],
      [item.id, 1, 0],
    ])
  })

  test.each(['24h', '7d', '30d'])(
    'keep the %s top products the same across days and hours',
    async (range) => {
      // Impressions on the first, a middle and the current day of a week, at hour edges.
      const times = [
        '2026-04-24T11:00:00Z',
        '2026-04-24T23:59:00Z',
        '2026-04-27T00:00:00Z',
        '2026-04-30T23:00:00Z',
        '2026-05-01T00:00:00Z',
        '2026-05-01T10:19:00Z',
      ]
      for (const [i, at] of times.entries()) {
        t.setNow(at)
        await beacon({
          channelId: ID,
          entries: [['impressions', i + 1, i % 2 ? item.id : other.id]],
        })
      }
      t.setNow('2026-05-01T10:20:00Z')
      const before = await insights(range)
      await rollUp(t.db)
      expect(await insights(range)).toEqual(before)
      const shown = before.topProducts.reduce((sum, p) => sum + p.impressions, 0)
      expect(shown).toBe(range === '24h' ? 4 + 5 + 6 : 21)
    },
  )

  test('add to an hour already rolled up', async () => {
    await beacon({ channelId: ID, entries: [['loads', 2]] })
    await rollUp(t.db)
    await beacon({ channelId: ID, entries: [['loads', 3]] })
    await rollUp(t.db)
    expect(await t.rows(insightHours)).toBe(1)
    expect((await insights()).totals.loads).toBe(5)
  })
})

describe('the series', () => {
  test('has every hour of the last 24, zeros included, each event in its hour', async () => {
    t.setNow('2026-05-01T08:59:59Z')
    await beacon({ channelId: ID, entries: [['loads', 1]] })
    await rollUp(t.db)
    t.setNow('2026-05-01T10:20:00Z')
    await beacon({ channelId: ID, entries: [['loads', 2]] })
    const answer = await insights('24h')
    expect(answer).toMatchObject({ range: '24h', bucket: 'hour', to: '2026-05-01T10:20:00.000Z' })
    expect(answer.series).toHaveLength(24)
    expect(answer.from).toBe('2026-04-30T11:00:00.000Z')
    const loads = Object.fromEntries(answer.series.map((p) => [p.at, p.loads]))
    expect(loads['2026-05-01T08:00:00.000Z']).toBe(1)
    expect(loads['2026-05-01T10:00:00.000Z']).toBe(2)
    expect(answer.series.reduce((sum, p) => sum + p.loads, 0)).toBe(3)
  })

  test('leaves out what is older than the range', async () => {
    t.setNow('2026-04-30T10:59:00Z')
    await beacon({ channelId: ID, entries: [['loads', 7]] })
    t.setNow('2026-05-01T10:20:00Z')
    expect((await insights('24h')).totals.loads).toBe(0)
    expect((await insights('7d')).totals.loads).toBe(7)
  })

  test('30 days are days', async () => {
    const answer = await insights('30d')
    expect(answer.bucket).toBe('day')
    expect(answer.series).toHaveLength(30)
    expect(answer.series.at(-1)?.at).toBe('2026-05-01T00:00:00.000Z')
  })

  test.each([
    ['24h', 24, 3_600_000],
    ['7d', 168, 3_600_000],
    ['30d', 30, 86_400_000],
  ] as const)('%s has %i buckets, each one apart', (range, count, step) => {
    const buckets = rangeBuckets(range, new Date('2026-05-01T10:20:00Z'))
    expect(buckets).toHaveLength(count)
    expect(
      buckets.slice(1).every((b, i) => b.getTime() - (buckets[i]?.getTime() ?? 0) === step),
    ).toBe(true)
  })
})

describe('who may read them', () => {
  test('another user gets 403 and no numbers', async () => {
    const res = await t.get(studioPaths.insights(ID), stranger)
    expect(res.status).toBe(403)
  })

  test('an unknown range is a 400', async () => {
    const res = await t.get(`${studioPaths.insights(ID)}?range=1y`, owner)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: expect.stringContaining('24h, 7d, 30d') })
  })
})
