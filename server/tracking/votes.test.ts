import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { errorBody } from '../../shared/api/error-codes'
import type { Product, VotedItem } from '../../shared/api/types'
import { clickTypeFor } from '../../shared/rules/click-type'
import { insightEvents, products, votes } from '../db/schema'
import { readInsights } from '../insights'
import { bearer, type TestApp, testApp } from '../testing'
import { isViatorTicket } from './votes'

const START = '2026-05-01T10:00:00.000Z'
let t: TestApp
type Row = typeof products.$inferSelect
let item: { product: Row; dbTicket: Row; viator: Row; deal: Row }
beforeAll(async () => {
  t = await testApp({ now: START })
  const all = await t.db.select().from(products).orderBy(products.id)
  const find = (type: string) => {
    const row = all.find((p) => clickTypeFor(p) === type)
    if (!row) throw new Error(`the test catalog has no ${type}`)
    return row
  }
  item = {
    product: find('DB Product'),
    dbTicket: find('DB Ticket'),
    viator: find('Viator Ticket'),
    deal: find('Deal'),
  }
})
afterAll(() => t.close())
afterEach(() => t.setNow(START))

let viewers = 0
const viewer = () => {
  viewers += 1
  return t.signIn(`voter${viewers}@example.com`, `Voter ${viewers}`)
}
const vote = (token: string, direction: 'up' | 'down', itemId: unknown, itemTypeName: unknown) =>
  t.post(`/tracking/vote/${direction}`, { itemId, itemTypeName }, bearer(token))
const list = async (token: string, kind: 'products' | 'viator') => {
  const res = await t.get(`/tracking/votes/${kind}`, bearer(token))
  expect(res.status).toBe(200)
  return (await res.json()) as VotedItem[]
}
const brief = (items: VotedItem[]) => items.map((v) => [v.item_id, v.vote_type, v.item_type_id])

describe('POST /tracking/vote/up and /vote/down', () => {
  test('an up-vote answers the voted item and shows in the products list', async () => {
    const token = await viewer()
    const res = await vote(token, 'up', item.product.id, 'DB Product')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as VotedItem
    expect(body).toMatchObject({ item_id: item.product.id, vote_type: 1, item_type_id: 1 })
    expect(body.product).toMatchObject({ id: item.product.id, title: item.product.title })
    expect(await list(token, 'products')).toEqual([body])
    expect(await list(token, 'viator')).toEqual([])
  })

  test.each([
    ['product', 'product', 1],
    ['db_product', 'product', 1],
    ['DB Product', 'product', 1],
    ['1', 'product', 1],
    ['ticket', 'dbTicket', 2],
    ['DB Ticket', 'dbTicket', 2],
    ['deal', 'deal', 3],
    ['Deal', 'deal', 3],
    ['viator_ticket', 'viator', 4],
    ['Viator Ticket', 'viator', 4],
    ['ticket', 'viator', 4],
  ] as const)('normalises %j for a %s (item type %i)', async (name, kind, typeId) => {
    const token = await viewer()
    const res = await vote(token, 'up', String(item[kind].id), name)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ item_id: item[kind].id, item_type_id: typeId })
  })

  test('one vote per viewer and item: voting again keeps one row, down turns it', async () => {
    const token = await viewer()
    await vote(token, 'up', item.deal.id, 'deal')
    const before = await t.rows(votes)
    expect((await vote(token, 'up', item.deal.id, 'deal')).status).toBe(200)
    expect(await t.rows(votes)).toBe(before)
    const down = await vote(token, 'down', item.deal.id, 'Deal')
    expect(await down.json()).toMatchObject({ item_id: item.deal.id, vote_type: -1 })
    expect(await t.rows(votes)).toBe(before)
    expect(brief(await list(token, 'products'))).toEqual([[item.deal.id, -1, 3]])
  })

  test('the lists hold only the viewer own votes, newest first, split products / viator', async () => {
    const ana = await viewer()
    const bob = await viewer()
    await vote(ana, 'up', item.product.id, 'product')
    t.setNow('2026-05-01T10:01:00.000Z')
    await vote(ana, 'up', item.viator.id, 'Viator Ticket')
    t.setNow('2026-05-01T10:02:00.000Z')
    await vote(ana, 'down', item.dbTicket.id, 'DB Ticket')
    t.setNow('2026-05-01T10:03:00.000Z')
    await vote(ana, 'up', item.deal.id, 'deal')
    await vote(bob, 'up', item.deal.id, 'deal')
    expect(brief(await list(ana, 'products'))).toEqual([
      [item.deal.id, 1, 3],
      [item.dbTicket.id, -1, 2],
      [item.product.id, 1, 1],
    ])
    expect(brief(await list(ana, 'viator'))).toEqual([[item.viator.id, 1, 4]])
    expect(brief(await list(bob, 'products'))).toEqual([[item.deal.id, 1, 3]])
    expect(await list(bob, 'viator')).toEqual([])
  })

  test('most liked ranks by the votes viewers cast', async () => {
    const [ana, bob, cy] = [await viewer(), await viewer(), await viewer()]
    const target = item.dbTicket
    for (const token of [ana, bob, cy]) await vote(token, 'up', target.id, 'ticket')
    const liked = async () =>
      ((await (await t.get('/tracking/products/most-liked?limit=50')).json()) as Product[]).find(
        (p) => p.id === target.id,
      )?.count
    const before = await liked()
    await vote(cy, 'down', target.id, 'ticket')
    expect(await liked()).toBe((before ?? 0) - 2)
    const [row] = await t.db
      .select({ net: sql<number>`sum(${votes.voteType})::int` })
      .from(votes)
      .where(eq(votes.productId, target.id))
    expect(before).toBe((row?.net ?? 0) + 2)
  })

  test.each([
    ['an unknown item', { itemId: 987_654, itemTypeName: 'product' }, 404],
    ['an itemId beyond any catalog id', { itemId: 2 ** 31, itemTypeName: 'product' }, 400],
    ['a long itemId string', { itemId: '99999999999', itemTypeName: 'product' }, 400],
    ['an itemId of 0', { itemId: '0', itemTypeName: 'product' }, 400],
    ['an item of another type', { itemId: 'PRODUCT', itemTypeName: 'deal' }, 400],
    ['a deal called a ticket', { itemId: 'DEAL', itemTypeName: 'ticket' }, 400],
    ['an unknown type name', { itemId: 'PRODUCT', itemTypeName: 'banana' }, 400],
    ['a type name that is not text', { itemId: 'PRODUCT', itemTypeName: 1 }, 400],
    ['an overlong type name', { itemId: 'PRODUCT', itemTypeName: 'p'.repeat(41) }, 400],
    ['a missing itemId', { itemTypeName: 'product' }, 400],
    ['a missing itemTypeName', { itemId: 'PRODUCT' }, 400],
    ['a negative itemId', { itemId: -1, itemTypeName: 'product' }, 400],
    ['a fractional itemId', { itemId: 1.5, itemTypeName: 'product' }, 400],
    ['an itemId that is not a number', { itemId: '1 or 1=1', itemTypeName: 'product' }, 400],
    ['an array body', [1], 400],
    ['malformed JSON', '{"itemId":', 400],
  ])('refuses %s with a JSON error and records nothing', async (_, raw, status) => {
    const token = await viewer()
    const body =
      typeof raw === 'object' && !Array.isArray(raw) && 'itemId' in raw
        ? {
            ...raw,
            itemId:
              raw.itemId === 'PRODUCT'
                ? item.product.id
                : raw.itemId === 'DEAL'
                  ? item.deal.id
                  : raw.itemId,
          }
        : raw
    const before = await t.rows(votes)
    for (const direction of ['up', 'down']) {
      const res = await t.post(`/tracking/vote/${direction}`, body, bearer(token))
      expect(res.status).toBe(status)
      expect(await res.json()).toEqual(errorBody(status, expect.any(String)))
    }
    expect(await t.rows(votes)).toBe(before)
  })

  test('refuses a body not sent as JSON', async () => {
    const token = await viewer()
    const res = await t.app.request('/api/tracking/vote/up', {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'text/plain' },
      body: JSON.stringify({ itemId: item.product.id, itemTypeName: 'product' }),
    })
    expect(res.status).toBe(415)
  })
})

describe('a vote with the channel it was cast on', () => {
  const counted = async (channelId = 'wildtv') =>
    (await readInsights(t.db, channelId, '24h', t.now())).totals.votes
  const voteIn = (token: string, direction: 'up' | 'down', channel_id: unknown) =>
    t.post(
      `/tracking/vote/${direction}`,
      { itemId: item.product.id, itemTypeName: 'product', channel_id },
      bearer(token),
    )

  test('counts once in that channel’s insights; the answer is the same as without it', async () => {
    const token = await viewer()
    const before = { wildtv: await counted(), kbs: await counted('kbs') }
    const res = await voteIn(token, 'up', 'wildtv')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ item_id: item.product.id, vote_type: 1 })
    expect({ wildtv: await counted(), kbs: await counted('kbs') }).toEqual({
      ...before,
      wildtv: before.wildtv + 1,
    })
  })

  test('the same vote again counts nothing; turning it counts again', async () => {
    const token = await viewer()
    await voteIn(token, 'up', 'wildtv')
    const before = await counted()
    expect((await voteIn(token, 'up', 'wildtv')).status).toBe(200)
    expect(await counted()).toBe(before)
    expect((await voteIn(token, 'down', 'wildtv')).status).toBe(200)
    expect(await counted()).toBe(before + 1)
  })

  test('the same vote again is still the newest in the viewer’s list', async () => {
    const token = await viewer()
    await vote(token, 'up', item.product.id, 'product')
    t.setNow('2026-05-01T10:01:00.000Z')
    await vote(token, 'up', item.deal.id, 'deal')
    t.setNow('2026-05-01T10:02:00.000Z')
    await vote(token, 'up', item.product.id, 'product')
    expect(brief(await list(token, 'products')).map(([id]) => id)).toEqual([
      item.product.id,
      item.deal.id,
    ])
  })

  test('a vote without a channel counts for none', async () => {
    const token = await viewer()
    const before = await t.rows(insightEvents)
    expect((await vote(token, 'up', item.deal.id, 'deal')).status).toBe(200)
    expect(await t.rows(insightEvents)).toBe(before)
  })

  test.each([
    ['an unknown channel', 'no-such-channel', 404],
    ['a malformed channel', '../wildtv', 400],
    ['a channel that is not text', 7, 400],
    ['an overlong channel', 'w'.repeat(65), 400],
    ['a NUL in the channel', 'wild\u0000tv', 400],
  ])('refuses %s with a JSON error: no vote, nothing counted', async (_, channel, code) => {
    const token = await viewer()
    const before = { votes: await t.rows(votes), counted: await t.rows(insightEvents) }
    for (const direction of ['up', 'down'] as const) {
      const res = await voteIn(token, direction, channel)
      expect(res.status).toBe(code)
      expect(await res.json()).toEqual(errorBody(code, expect.any(String)))
    }
    expect({ votes: await t.rows(votes), counted: await t.rows(insightEvents) }).toEqual(before)
  })
})

describe('caching', () => {
  test('public rankings keep their cache headers beside the private vote routes', async () => {
    const res = await t.get('/tracking/products/most-liked')
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/)
  })
})

test('the SQL split of viator tickets agrees with the click-type rule over the whole catalog', async () => {
  const rows = await t.db
    .select({ type: products.type, link: products.link, viator: sql<boolean>`${isViatorTicket}` })
    .from(products)
  expect(rows.length).toBeGreaterThan(100)
  for (const row of rows) expect(row.viator).toBe(clickTypeFor(row) === 'Viator Ticket')
  const [viatorCount] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(isViatorTicket)
  expect(viatorCount?.n).toBeGreaterThan(0)
})
