import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ConversionInsights } from '../../shared/api/conversion-insights'
import { studioPaths } from '../../shared/api/studio'
import { airedSegments, clickOuts, conversionEvents, insightEvents } from '../db/schema'
import { bearer, type TestApp, testApp } from '../testing'
import { rollUpConversions } from './rollup'
import { addClick, postConversion } from './testing'

let t: TestApp
let alice: Record<string, string>
let secret: string
const SHOP = 'shop-insights'
const nowSeconds = () => Math.floor(t.now().getTime() / 1000)

beforeAll(async () => {
  t = await testApp({ now: '2026-05-01T10:00:00Z' })
  alice = bearer(await t.signIn('alice@example.test', 'Alice'))
  await t.post(
    studioPaths.channels,
    { id: SHOP, name: 'Shop', topic: 'shopping', description: 'A shop.' },
    alice,
  )
  const made = await t.post(studioPaths.conversionSecret(SHOP), {}, alice)
  secret = ((await made.json()) as { secret: string }).secret
})
afterAll(() => t.close())

async function conversionsOf(range = '24h'): Promise<ConversionInsights> {
  const res = await t.get(`${studioPaths.insights(SHOP)}?range=${range}`, alice)
  expect(res.status).toBe(200)
  const body = (await res.json()) as { conversions: ConversionInsights }
  return body.conversions
}

test('orders, refunds, revenue per currency, rate and RPM; the same before and after the rollup', async () => {
  await t.db.insert(airedSegments).values({
    channelId: SHOP,
    segmentKey: 'seg-a',
    title: null,
    caption: `Now the copper stand mixer, ${'and more '.repeat(12)}`,
    entities: [],
    source: 'broadcaster',
    airedAt: new Date('2026-05-01T08:00:00Z'),
  })
  const a = await addClick(t, SHOP, new Date('2026-05-01T08:10:00Z'), { segmentKey: 'seg-a' })
  const b = await addClick(t, SHOP, new Date('2026-05-01T08:20:00Z'), {
    productId: a.productId,
    segmentKey: 'seg-a',
  })
  await addClick(t, SHOP, new Date('2026-05-01T09:05:00Z'), { productId: a.productId })
  await addClick(t, SHOP, new Date('2026-05-01T09:06:00Z'), { productId: a.productId })
  await t.db.insert(insightEvents).values({
    channelId: SHOP,
    metric: 'impressions',
    productId: a.productId,
    n: 500,
    at: new Date('2026-05-01T08:00:00Z'),
  })
  const send = (body: object) => postConversion(t, SHOP, secret, body, nowSeconds())
  expect(
    (await send({ clickId: a.clickId, orderId: 'o1', value: '100.00', currency: 'EUR' })).status,
  ).toBe(201)
  expect(
    (await send({ clickId: b.clickId, orderId: 'o2', value: '3000', currency: 'JPY' })).status,
  ).toBe(201)
  expect(
    (await send({ clickId: a.clickId, orderId: 'o1', value: '-20.50', currency: 'EUR' })).status,
  ).toBe(201)

  const before = await conversionsOf()
  expect(before.totals).toEqual({
    orders: 2,
    refunds: 1,
    clickOuts: 4,
    conversionRate: 0.5,
    revenue: [
      { currency: 'EUR', minor: 7950, digits: 2, rpm: 15900 },
      { currency: 'JPY', minor: 3000, digits: 0, rpm: 6000 },
    ],
  })
  const at = (iso: string) => before.series.find((p) => p.at === iso)
  expect(at('2026-05-01T10:00:00.000Z')).toMatchObject({ orders: 2, refunds: 1, clickOuts: 0 })
  expect(at('2026-05-01T09:00:00.000Z')).toMatchObject({ orders: 0, clickOuts: 2, revenue: [] })
  expect(at('2026-05-01T08:00:00.000Z')).toMatchObject({ orders: 0, clickOuts: 2 })
  expect(before.products).toEqual([
    expect.objectContaining({ productId: a.productId, orders: 2, clickOuts: 4 }),
  ])
  expect(before.segments.map((s) => [s.segmentKey, s.orders, s.clickOuts])).toEqual([
    ['seg-a', 2, 2],
    [null, 0, 2],
  ])
  // A segment is named by what it said (its caption's start, when it has no title).
  expect(before.segments.map((s) => s.title)).toEqual([
    `Now the copper stand mixer, ${'and more '.repeat(12)}`.trim().slice(0, 79) + '…',
    null,
  ])
  expect(before.segments[0]?.revenue.every((r) => r.rpm === null)).toBe(true)

  await rollUpConversions(t.db, t.now())
  expect(await t.rows(conversionEvents)).toBe(0)
  expect(await conversionsOf()).toEqual(before)
})

test('the rollup tick deletes click-outs older than the window, and no others', async () => {
  const old = await addClick(t, SHOP, new Date('2026-04-01T09:59:59Z'))
  const kept = await addClick(t, SHOP, new Date('2026-04-01T10:00:00Z'))
  await rollUpConversions(t.db, t.now())
  const left = async (clickId: string) =>
    (await t.db.select().from(clickOuts).where(eq(clickOuts.clickId, clickId))).length
  expect(await left(old.clickId)).toBe(0)
  expect(await left(kept.clickId)).toBe(1)
})
