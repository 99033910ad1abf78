import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorBody } from '../../shared/api/error-codes'
import type { Product } from '../../shared/api/types'
import { channelOrigins, clicks, insightEvents, products, votes } from '../db/schema'
import { type TestApp, testApp } from '../testing'

const KBS_ONLY = 'https://kbs-only.example'
let t: TestApp
let items: Product[]
/** The Origin of a page registered for the demo channels (the demo broadcaster pages). */
let registered: Record<string, string>
beforeAll(async () => {
  t = await testApp()
  items = (await (await t.get('/product_search/recent_products/wildtv/5')).json()) as Product[]
  registered = { Origin: t.config.demoHostsOrigin }
  await t.db.insert(channelOrigins).values({ channelId: 'kbs', origin: KBS_ONLY })
})
afterAll(() => t.close())

const clicked = async (query = '') =>
  (await (await t.get(`/tracking/products/most-clicked${query}`)).json()) as Product[]

describe('POST /tracking/click', () => {
  test('records a click that counts for most clicked, per channel', async () => {
    const [a, b] = items
    await t.post(
      '/tracking/click',
      { itemId: a?.id, clickTypeName: 'DB Product', channel_id: 'wildtv' },
      registered,
    )
    await t.post(
      '/tracking/click',
      { itemId: String(a?.id), clickTypeName: 'DB Product', channel_id: 'wildtv' },
      { Origin: t.config.publicOrigin },
    )
    const res = await t.post('/tracking/click', { itemId: b?.id, clickTypeName: 'Deal' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true })
    const ranking = await clicked('?channel_id=wildtv')
    expect(ranking[0]).toMatchObject({ id: a?.id, count: 2 })
    expect(ranking.map((p) => p.id)).not.toContain(b?.id)
    expect((await clicked()).map((p) => p.id)).toEqual(expect.arrayContaining([a?.id, b?.id]))
  })

  test.each([
    ['malformed JSON', '{"itemId":', 400],
    ['a missing itemId', { clickTypeName: 'Deal' }, 400],
    ['a missing clickTypeName', { itemId: 1 }, 400],
    ['an unknown click type', { itemId: 1, clickTypeName: 'Banana' }, 400],
    ['an itemId of the wrong type', { itemId: { id: 1 }, clickTypeName: 'Deal' }, 400],
    ['a negative itemId', { itemId: -4, clickTypeName: 'Deal' }, 400],
    ['an unknown item', { itemId: 987654, clickTypeName: 'Deal' }, 404],
    ['an itemId beyond any catalog id', { itemId: 2 ** 31, clickTypeName: 'Deal' }, 404],
    ['a long itemId string', { itemId: '999999999999999', clickTypeName: 'Deal' }, 404],
    ['an unknown channel', { itemId: 1, clickTypeName: 'Deal', channel_id: 'nope' }, 404],
    ['an array body', [1, 2], 400],
    [
      'a NUL character in the channel',
      { itemId: 1, clickTypeName: 'Deal', channel_id: 'a\u0000' },
      400,
    ],
    ['a NUL character in the itemId', { itemId: '1\u0000', clickTypeName: 'Deal' }, 400],
  ])('refuses %s with a JSON error and records nothing', async (_, body, status) => {
    const before = await t.rows(clicks)
    const res = await t.post('/tracking/click', body, registered)
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual(errorBody(status, expect.any(String)))
    expect(await t.rows(clicks)).toBe(before)
  })

  test.each([
    ['no Origin (a script, a form on no page)', {}],
    ['another site’s Origin', { Origin: 'https://elsewhere.example' }],
    ['a null Origin', { Origin: 'null' }],
    ['the Origin of a page registered for another channel only', { Origin: KBS_ONLY }],
  ])('a click for a channel with %s is 403 and counts nowhere', async (_, headers) => {
    const before = { clicks: await t.rows(clicks), insights: await t.rows(insightEvents) }
    const body = { itemId: items[0]?.id, clickTypeName: 'DB Product', channel_id: 'wildtv' }
    const res = await t.post('/tracking/click', body, headers)
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      error: { code: 'forbidden', message: expect.stringContaining('cannot count for wildtv') },
    })
    expect({ clicks: await t.rows(clicks), insights: await t.rows(insightEvents) }).toEqual(before)
  })

  test('a click for a channel from a page registered for it counts', async () => {
    const before = { clicks: await t.rows(clicks), insights: await t.rows(insightEvents) }
    const body = { itemId: items[0]?.id, clickTypeName: 'DB Product', channel_id: 'wildtv' }
    expect((await t.post('/tracking/click', body, registered)).status).toBe(201)
    expect({ clicks: await t.rows(clicks), insights: await t.rows(insightEvents) }).toEqual({
      clicks: before.clicks + 1,
      insights: before.insights + 1,
    })
  })
})

describe('rankings', () => {
  test('most liked is empty before anyone votes, then ranks by net votes', async () => {
    expect(await (await t.get('/tracking/products/most-liked')).json()).toEqual([])
    const [a, b] = items
    if (!a || !b) throw new Error('no items')
    await t.db.insert(votes).values([
      { userId: 'u1', productId: Number(b.id), voteType: 1 },
      { userId: 'u2', productId: Number(b.id), voteType: 1 },
      { userId: 'u1', productId: Number(a.id), voteType: 1 },
      { userId: 'u3', productId: Number(a.id), voteType: -1 },
    ])
    const ranking = (await (await t.get('/tracking/products/most-liked')).json()) as Product[]
    expect(ranking.map((p) => [p.id, p.count])).toEqual([[b.id, 2]])
  })

  test("a channel's most liked takes items of its topic, case aside", async () => {
    // KBS's topic is "Korean TV"; a feed may write it "korean tv" (or older imports did).
    const [item] = (await (
      await t.get('/product_search/recent_products/kbs/1')
    ).json()) as Product[]
    if (!item) throw new Error('no KBS item')
    await t.db
      .update(products)
      .set({ topics: ['korean tv'] })
      .where(eq(products.id, Number(item.id)))
    await t.db.insert(votes).values({ userId: 'u9', productId: Number(item.id), voteType: 1 })
    const ranking = (await (
      await t.get('/tracking/products/most-liked?channel_id=kbs')
    ).json()) as Product[]
    expect(ranking.map((p) => p.id)).toContain(item.id)
  })

  test.each(['?limit=0', '?limit=51', '?limit=x', '?channel_id=nope'])(
    'refuses the query %s',
    async (query) => {
      const res = await t.get(`/tracking/products/most-clicked${query}`)
      expect([400, 404]).toContain(res.status)
      expect(await res.json()).toEqual({
        error: {
          code: res.status === 404 ? 'not-found' : 'invalid-request',
          message: expect.any(String),
        },
      })
    },
  )

  test('honours a limit', async () => {
    expect(await clicked('?limit=1')).toHaveLength(1)
  })
})
