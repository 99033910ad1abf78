import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { errorBody } from '../../shared/api/error-codes'
import {
  BEACON_CAPS,
  BEACON_ENTRY_MAX,
  type BeaconEntry,
  CHANNEL_BEACONS_PER_MINUTE,
  INSIGHTS_BEACON_PATH,
  type InsightsAnswer,
  InsightsAnswerSchema,
} from '../../shared/api/insights'
import { studioPaths } from '../../shared/api/studio'
import { markOriginsVerified } from '../channels'
import {
  insightBeaconMinutes,
  insightEvents,
  insightHours,
  insightProductDays,
  insightProductHours,
  products,
} from '../db/schema'
import { bearer, type TestApp, testApp } from '../testing'
import { rangeBuckets, recordBeacon, rollUp } from './store'

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
  for (const table of [
    insightEvents,
    insightHours,
    insightProductHours,
    insightProductDays,
    insightBeaconMinutes,
  ]) {
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

/**
 * Stores counts as a beacon would, at the test's clock, bypassing the beacon's caps: what the
 * rollups and the series do with larger counts (n events of one metric) is tested with these.
 */
function stored(...entries: BeaconEntry[]) {
  return recordBeacon(t.db, ID, entries, t.now())
}

/** The most a beacon may count: one page view (BEACON_CAPS), `first` the first product id. */
function fullBeacon(first: number) {
  return {
    channelId: ID,
    entries: [
      ['loads', 1],
      ['qrVisits', 1],
      ...Array.from({ length: BEACON_CAPS.impressions }, (_, i) => ['impressions', 1, first + i]),
    ],
  }
}

async function insights(range = '24h', headers = owner): Promise<InsightsAnswer> {
  const res = await t.get(`${studioPaths.insights(ID)}?range=${range}`, headers)
  expect(res.status).toBe(200)
  return v.parse(InsightsAnswerSchema, await res.json())
}

/** A click on a product from a page registered for the channel. */
function click(productId: number) {
  return t.post(
    '/tracking/click',
    { itemId: productId, clickTypeName: 'DB Product', channel_id: ID },
    { Origin: PAGE },
  )
}

describe('the beacon', () => {
  test('counts per metric at once, before any rollup', async () => {
    const res = await beacon({
      channelId: ID,
      entries: [
        ['loads', 1],
        ['impressions', 1, item.id],
        ['impressions', 1, other.id],
        ['qrVisits', 1],
      ],
    })
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ counted: 4 })
    const { totals } = await insights()
    expect(totals).toEqual({
      loads: 1,
      impressions: 2,
      clicks: 0,
      votes: 0,
      qrVisits: 1,
      signIns: 0,
      checkIns: 0,
    })
  })

  test('is taken from our own origin (the frame) as from a verified one', async () => {
    const res = await beacon({ channelId: ID, entries: [['loads', 1]] }, t.config.publicOrigin)
    expect(res.status).toBe(202)
  })

  test('one beacon adds at most one page view: a load, a QR visit, 50 impressions', async () => {
    const res = await beacon(fullBeacon(1))
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ counted: 2 + BEACON_CAPS.impressions })
    expect((await insights()).totals).toMatchObject({
      loads: BEACON_CAPS.loads,
      qrVisits: BEACON_CAPS.qrVisits,
      impressions: BEACON_CAPS.impressions,
    })
  })

  const impressions = (n: number, first = 1) =>
    Array.from({ length: n }, (_, i) => ['impressions', 1, first + i])

  test.each([
    ['not JSON', '{', 400],
    ['no entries', { channelId: ID, entries: [] }, 400],
    ['an unknown metric', { channelId: ID, entries: [['views', 1]] }, 400],
    ['clicks, which the server counts itself', { channelId: ID, entries: [['clicks', 1]] }, 400],
    ['votes, which the server counts itself', { channelId: ID, entries: [['votes', 1]] }, 400],
    ['sign-ins, which the server counts itself', { channelId: ID, entries: [['signIns', 1]] }, 400],
    [
      'check-ins, which the server counts itself',
      { channelId: ID, entries: [['checkIns', 1]] },
      400,
    ],
    [
      'a vote beside a load',
      {
        channelId: ID,
        entries: [
          ['loads', 1],
          ['votes', 1],
        ],
      },
      400,
    ],
    ['a count of 0', { channelId: ID, entries: [['loads', 0]] }, 400],
    ['a count above one', { channelId: ID, entries: [['loads', BEACON_ENTRY_MAX + 1]] }, 400],
    ['a huge count', { channelId: ID, entries: [['impressions', 10_000, 5]] }, 400],
    [
      'two loads',
      {
        channelId: ID,
        entries: [
          ['loads', 1],
          ['loads', 1],
        ],
      },
      400,
    ],
    [
      'two QR visits',
      {
        channelId: ID,
        entries: [
          ['qrVisits', 1],
          ['qrVisits', 1],
        ],
      },
      400,
    ],
    [
      'one product’s impression twice',
      {
        channelId: ID,
        entries: [
          ['impressions', 1, 5],
          ['impressions', 1, 5],
        ],
      },
      400,
    ],
    [
      'more impressions than a page view',
      { channelId: ID, entries: impressions(BEACON_CAPS.impressions + 1) },
      400,
    ],
    [
      'a full page view and one more impression',
      {
        channelId: ID,
        entries: [...fullBeacon(1).entries, ['impressions', 1, 1_000]],
      },
      400,
    ],
    ['a product on a load', { channelId: ID, entries: [['loads', 1, 5]] }, 400],
    ['an impression without product', { channelId: ID, entries: [['impressions', 1]] }, 400],
    ['another field', { channelId: ID, entries: [['loads', 1]], page: '/x' }, 400],
    ['an unknown channel', { channelId: 'no-such-channel', entries: [['loads', 1]] }, 404],
  ])('refuses %s, and counts nothing', async (_, body, status) => {
    const res = await beacon(body)
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual(errorBody(status, expect.any(String)))
    expect(await t.rows(insightEvents)).toBe(0)
  })

  test('says why a vote is refused: the server counts it', async () => {
    const res = await beacon({ channelId: ID, entries: [['votes', 1]] })
    expect(await res.json()).toEqual({
      error: {
        code: 'invalid-request',
        message: expect.stringContaining('votes, sign-ins and check-ins are counted by the server'),
      },
    })
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

describe('a channel’s beacons per minute', () => {
  /** As if `beacons` had come this minute already, from any process on the database. */
  const taken = (beacons: number, minute = '2026-05-01T10:20:00Z') =>
    t.db.insert(insightBeaconMinutes).values({ channelId: ID, minute: new Date(minute), beacons })
  const counted = async (res: Response) => {
    expect(res.status).toBe(202)
    return ((await res.json()) as { counted: number }).counted
  }

  test(`the minute takes ${CHANNEL_BEACONS_PER_MINUTE} beacons; more are answered 202, counting nothing`, async () => {
    await taken(CHANNEL_BEACONS_PER_MINUTE - 1)
    expect(await counted(await beacon(fullBeacon(1)))).toBe(2 + BEACON_CAPS.impressions)
    t.setNow('2026-05-01T10:20:59.999Z')
    for (let i = 0; i < 3; i++) expect(await counted(await beacon(fullBeacon(100)))).toBe(0)
    expect((await insights()).totals).toMatchObject({
      loads: 1,
      qrVisits: 1,
      impressions: BEACON_CAPS.impressions,
    })
  })

  test('a forged burst adds no more than the minute’s beacons, each one page view', async () => {
    const room = 7
    await taken(CHANNEL_BEACONS_PER_MINUTE - room)
    const answers = []
    for (let i = 0; i < 3 * room; i++) answers.push(await counted(await beacon(fullBeacon(1))))
    expect(answers.filter((n) => n > 0)).toHaveLength(room)
    expect((await insights()).totals).toMatchObject({
      loads: room * BEACON_CAPS.loads,
      qrVisits: room * BEACON_CAPS.qrVisits,
      impressions: room * BEACON_CAPS.impressions,
    })
  })

  test('the next minute takes beacons again, and the past minutes’ rows go', async () => {
    await taken(CHANNEL_BEACONS_PER_MINUTE)
    await taken(3, '2026-05-01T10:05:00Z')
    expect(await counted(await beacon({ channelId: ID, entries: [['loads', 1]] }))).toBe(0)
    t.setNow('2026-05-01T10:21:00Z')
    expect(await counted(await beacon({ channelId: ID, entries: [['loads', 1]] }))).toBe(1)
    const rows = await t.db.select().from(insightBeaconMinutes)
    expect(rows.map((row) => [row.minute.toISOString(), row.beacons])).toEqual([
      ['2026-05-01T10:21:00.000Z', 1],
    ])
  })

  test('each channel has its own minute', async () => {
    await taken(CHANNEL_BEACONS_PER_MINUTE)
    const ours = { Origin: t.config.publicOrigin }
    const res = await t.app.request(`/api${INSIGHTS_BEACON_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', ...ours },
      body: JSON.stringify({ channelId: 'wildtv', entries: [['loads', 1]] }),
    })
    expect(await counted(res)).toBe(1)
  })

  test('a refused beacon takes nothing from the minute', async () => {
    await beacon({ channelId: ID, entries: [['votes', 1]] })
    await beacon({ channelId: ID, entries: [['loads', 1]] }, 'https://elsewhere.example')
    await beacon({ channelId: 'no-such-channel', entries: [['loads', 1]] })
    expect(await t.rows(insightBeaconMinutes)).toBe(0)
  })
})

describe('clicks', () => {
  test('a tracked click with the channel counts for it and its product', async () => {
    await stored(['impressions', 4, item.id])
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
    await stored(['loads', 2], ['impressions', 1, item.id])
    t.setNow('2026-05-01T11:05:00Z')
    await stored(['loads', 1], ['impressions', 5, other.id])
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
        await stored(['impressions', i + 1, i % 2 ? item.id : other.id])
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
    await stored(['loads', 2])
    await rollUp(t.db)
    await stored(['loads', 3])
    await rollUp(t.db)
    expect(await t.rows(insightHours)).toBe(1)
    expect((await insights()).totals.loads).toBe(5)
  })
})

describe('the series', () => {
  test('has every hour of the last 24, zeros included, each event in its hour', async () => {
    t.setNow('2026-05-01T08:59:59Z')
    await stored(['loads', 1])
    await rollUp(t.db)
    t.setNow('2026-05-01T10:20:00Z')
    await stored(['loads', 2])
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
    await stored(['loads', 7])
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
    expect(await res.json()).toEqual({
      error: { code: 'invalid-request', message: expect.stringContaining('24h, 7d, 30d') },
    })
  })
})
