import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLICK_ID_PATTERN } from '../../shared/api/attribution'
import { errorBody } from '../../shared/api/error-codes'
import type { Product } from '../../shared/api/types'
import { clickOuts, feeds, liveMatches, products } from '../db/schema'
import { type TestApp, testApp } from '../testing'
import { CLICK_OUT_ERROR } from './routes'

let t: TestApp
let item: Product
beforeAll(async () => {
  t = await testApp()
  const [first] = (await (await t.get('/product_search/recent_products/wildtv/1')).json()) as [
    Product,
  ]
  item = first
})
afterAll(() => t.close())

const out = (channelId: string, itemId: number | string) => t.get(`/r/${channelId}/${itemId}`)
const stored = () => t.db.select().from(clickOuts).orderBy(desc(clickOuts.at))
const rowOf = async (id: number) => {
  const [row] = await t.db.select().from(products).where(eq(products.id, id))
  if (!row) throw new Error(`no item ${id}`)
  return row
}

describe('GET /api/r/{channelId}/{itemId}', () => {
  test('the live feed sends each card out through it', () => {
    expect(item.out).toBe(`http://localhost:8080/api/r/wildtv/${item.id}`)
    expect(item.link).toMatch(/^https:\/\//)
  })

  test("forwards to the item's own link with the default UTM parameters, storing a click id", async () => {
    const before = await t.rows(clickOuts)
    const res = await out('wildtv', Number(item.id))
    expect(res.status).toBe(302)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const target = new URL(res.headers.get('location') ?? '')
    const row = await rowOf(Number(item.id))
    const link = new URL(row.link)
    expect(`${target.origin}${target.pathname}`).toBe(`${link.origin}${link.pathname}`)
    expect(Object.fromEntries(target.searchParams)).toEqual({
      ...Object.fromEntries(link.searchParams),
      utm_source: 'shoppable-tv',
      utm_medium: 'video',
      utm_campaign: 'wildtv',
      utm_content: row.externalId,
      stv_click: expect.stringMatching(CLICK_ID_PATTERN),
    })
    expect(await t.rows(clickOuts)).toBe(before + 1)
    const [visit] = await stored()
    expect(before).toBe(0)
    expect(target.searchParams.get('stv_click')).toBe(visit?.clickId)
    const [shown] = await t.db
      .select({ key: liveMatches.segmentKey })
      .from(liveMatches)
      .where(and(eq(liveMatches.channelId, 'wildtv'), eq(liveMatches.productId, row.id)))
      .orderBy(desc(liveMatches.matchedAt))
      .limit(1)
    expect(visit).toMatchObject({
      channelId: 'wildtv',
      productId: row.id,
      segmentKey: shown?.key,
      at: t.now(),
    })
    expect(visit?.clickId).toMatch(CLICK_ID_PATTERN)
  })

  test('every visit gets a click id of its own', async () => {
    const before = await t.rows(clickOuts)
    await out('wildtv', Number(item.id))
    await out('wildtv', Number(item.id))
    expect(await t.rows(clickOuts)).toBe(before + 2)
    const ids = (await stored()).map((row) => row.clickId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  test("the item's feed template is applied, an affiliate network's click id included", async () => {
    const row = await rowOf(Number(item.id))
    if (row.feedId === null) throw new Error('the demo item has no feed')
    const template = 'utm_source=tv&clickref={click_id}&sub={segment}&ch={channel}&id={item_id}'
    await t.db.update(feeds).set({ trackingTemplate: template }).where(eq(feeds.id, row.feedId))
    try {
      const res = await out('wildtv', row.id)
      const query = new URL(res.headers.get('location') ?? '').searchParams
      const clickId = query.get('clickref') ?? ''
      expect(clickId).toMatch(CLICK_ID_PATTERN)
      const [visit] = await t.db.select().from(clickOuts).where(eq(clickOuts.clickId, clickId))
      expect(visit).toMatchObject({ channelId: 'wildtv', productId: row.id })
      expect(query.get('sub')).toBe(visit?.segmentKey)
      expect(query.get('ch')).toBe('wildtv')
      expect(query.get('id')).toBe(row.externalId)
      expect(query.get('utm_source')).toBe('tv')
      expect(query.has('utm_medium')).toBe(false)
    } finally {
      await t.db.update(feeds).set({ trackingTemplate: null }).where(eq(feeds.id, row.feedId))
    }
  })

  test('an address in the request is never followed', async () => {
    const res = await t.get(`/r/wildtv/${item.id}?url=https://evil.example&to=//evil.example`)
    expect(new URL(res.headers.get('location') ?? '').hostname).toBe(
      new URL((await rowOf(Number(item.id))).link).hostname,
    )
  })

  test('refuses what it cannot follow with a clear error, storing nothing', async () => {
    const before = await t.rows(clickOuts)
    const cases: [Response, number, string][] = [
      [await out('nope', Number(item.id)), 404, 'Unknown channel: nope'],
      [await out('wildtv', 'abc'), 400, 'Invalid item id: must be an item id'],
      [await out('wildtv', '0'), 400, 'Invalid item id: must be an item id'],
      [await out('wildtv', '99999999999'), 400, 'Invalid item id: must be an item id'],
      [await out('wildtv', 999999), 404, CLICK_OUT_ERROR.unknownItem(999999)],
    ]
    for (const [res, status, message] of cases) {
      expect(res.status).toBe(status)
      expect((await res.json()).error.message).toBe(message)
    }
    expect(await t.rows(clickOuts)).toBe(before)
  })

  test('an item the channel never showed is not followed', async () => {
    const [other] = await t.db
      .select({ id: liveMatches.productId })
      .from(liveMatches)
      .where(eq(liveMatches.channelId, 'kbs'))
      .limit(1)
    if (!other) throw new Error('kbs showed nothing')
    const [onWild] = await t.db
      .select()
      .from(liveMatches)
      .where(and(eq(liveMatches.channelId, 'wildtv'), eq(liveMatches.productId, other.id)))
    expect(onWild).toBeUndefined()
    const before = await t.rows(clickOuts)
    const res = await out('wildtv', other.id)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual(errorBody(404, CLICK_OUT_ERROR.notShown(other.id, 'wildtv')))
    expect(await t.rows(clickOuts)).toBe(before)
  })

  test('a stored link that is not http(s) is not followed', async () => {
    const row = await rowOf(Number(item.id))
    await t.db.update(products).set({ link: 'javascript:alert(1)' }).where(eq(products.id, row.id))
    try {
      const before = await t.rows(clickOuts)
      const res = await out('wildtv', row.id)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual(errorBody(404, CLICK_OUT_ERROR.noWebLink(row.id)))
      expect(await t.rows(clickOuts)).toBe(before)
    } finally {
      await t.db.update(products).set({ link: row.link }).where(eq(products.id, row.id))
    }
  })
})
