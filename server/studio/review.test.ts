import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  BlockListSchema,
  MatchesAnswerSchema,
  REVIEW_MAX,
  REVIEW_PAGE,
  studioPaths,
  TryAnswerSchema,
} from '../../shared/api/studio'
import { channelBlocks, liveMatches, products } from '../db/schema'
import { bearer, type TestApp, testApp } from '../testing'

const ID = 'review-show'
let t: TestApp
let owner: Record<string, string>
let editor: Record<string, string>
let stranger: Record<string, string>
let key: string
let item: typeof products.$inferSelect

beforeAll(async () => {
  t = await testApp({ now: '2026-05-01T10:00:00Z' })
  owner = bearer(await t.signIn('owner@example.test'))
  editor = bearer(await t.signIn('editor@example.test'))
  stranger = bearer(await t.signIn('stranger@example.test'))
  await t.post(studioPaths.channels, { id: ID, name: 'Review', topic: 'none' }, owner)
  await t.post(studioPaths.members(ID), { email: 'editor@example.test', role: 'editor' }, owner)
  key = String(
    ((await (await t.post(studioPaths.channelKey(ID), undefined, owner)).json()) as { key: string })
      .key,
  )
  // An item with kin in the catalog (two more of its category), so a caption naming it also
  // brings contextual matches.
  const rows = await t.db.select().from(products).orderBy(products.id)
  const inCategory = (category: string) => rows.filter((r) => r.category === category).length
  const first = rows.find((r) => r.type === 'product' && inCategory(r.category) >= 3)
  if (!first) throw new Error('no catalog')
  item = first
})
afterAll(() => t.close())

let minute = 0
/** Pushes a caption as the broadcaster would, a minute after the last one. */
async function push(caption: string, entities: string[] = []) {
  minute += 1
  t.setNow(new Date(Date.parse('2026-05-01T10:00:00Z') + minute * 60_000).toISOString())
  const res = await t.post(
    `/channels/${ID}/context`,
    { caption, entities },
    { 'X-Channel-Key': key },
  )
  expect(res.status).toBe(201)
}

async function feed(): Promise<number[]> {
  const res = await t.get(`/product_search/recent_products/${ID}/50`)
  return ((await res.json()) as { id: number }[]).map((p) => p.id)
}

async function review() {
  return v.parse(MatchesAnswerSchema, await (await t.get(studioPaths.matches(ID), editor)).json())
}

describe('recent segments and their matches', () => {
  test('each segment lists its matches with the reason', async () => {
    // The description's words bring items sure enough to show (sharing two words or more).
    await push(`Here is the ${item.title}. ${item.description}`, [item.title])
    const { approval, pending, segments } = await review()
    expect(approval).toBe('auto')
    expect(pending).toBe(0)
    const [segment] = segments
    expect(segment).toMatchObject({
      caption: `Here is the ${item.title}. ${item.description}`,
      entities: [item.title],
      source: 'broadcaster',
    })
    const exact = segment?.matches.find((m) => m.productId === item.id)
    expect(exact).toMatchObject({
      kind: 'exact',
      status: 'live',
      reason: { kind: 'exact', entity: item.title },
    })
    expect(
      segment?.matches.some((m) => m.reason?.kind === 'contextual' && m.reason.words.length > 0),
    ).toBe(true)
  })
})

describe('paging the segments', () => {
  const PAGED = 'review-pages'
  const get = (query = '') => t.get(`${studioPaths.matches(PAGED)}${query}`, owner)

  beforeAll(async () => {
    await t.post(studioPaths.channels, { id: PAGED, name: 'Pages', topic: 'none' }, owner)
    // Pins are segments of their own: a page and two more, a second apart, the newest last.
    for (let i = 0; i < REVIEW_PAGE + 2; i++) {
      t.setNow(new Date(Date.parse('2026-05-02T10:00:00Z') + i * 1000).toISOString())
      const res = await t.post(studioPaths.pins(PAGED), { productId: item.id }, owner)
      expect(res.status).toBe(201)
    }
  })

  test('gives the newest page first and says that there are older ones', async () => {
    const answer = v.parse(MatchesAnswerSchema, await (await get()).json())
    expect(answer.segments.map((s) => s.airedAt)).toEqual(
      Array.from({ length: REVIEW_PAGE }, (_, i) =>
        new Date(Date.parse('2026-05-02T10:00:00Z') + (REVIEW_PAGE + 1 - i) * 1000).toISOString(),
      ),
    )
    expect(answer.more).toBe(true)
  })

  test('gives as many as the limit asks, and no more to come past the oldest', async () => {
    const all = REVIEW_PAGE + 2
    const answer = v.parse(MatchesAnswerSchema, await (await get(`?limit=${all}`)).json())
    expect(answer.segments).toHaveLength(all)
    expect(answer.more).toBe(false)
  })

  test.each([
    ['zero', '?limit=0', 'limit is at least 1'],
    ['more than the most', `?limit=${REVIEW_MAX + 1}`, `limit is at most ${REVIEW_MAX}`],
    ['not a number', '?limit=ten', 'limit is a whole number of segments'],
    ['a fraction', '?limit=1.5', 'limit is a whole number of segments'],
  ])('refuses a limit of %s with a sentence', async (_, query, words) => {
    const res = await get(query)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: { code: 'invalid-request', message: `Invalid query field "limit": ${words}` },
    })
  })
})

describe('pins', () => {
  test('a pinned product tops the live feed at once', async () => {
    const [other] = await t.db
      .select()
      .from(products)
      .where(eq(products.vendor, item.vendor))
      .limit(1)
      .offset(3)
    const target = other ?? item
    t.setNow(new Date(Date.parse('2026-05-01T10:00:30Z') + minute * 60_000).toISOString())
    const res = await t.post(studioPaths.pins(ID), { productId: target.id }, editor)
    expect(res.status).toBe(201)
    expect((await feed())[0]).toBe(target.id)
    const [segment] = (await review()).segments
    expect(segment).toMatchObject({ source: 'pin', title: 'Pinned by editor@example.test' })
  })

  test.each([
    ['a product id as text', { productId: '1' }, 400],
    ['product 0', { productId: 0 }, 400],
    ['a fraction', { productId: 1.5 }, 400],
    ['an unknown product', { productId: 999_999 }, 400],
    ['no product', {}, 400],
  ])('refuses %s, and pins nothing', async (_, body, status) => {
    const before = await t.rows(liveMatches)
    expect((await t.post(studioPaths.pins(ID), body, editor)).status).toBe(status)
    expect(await t.rows(liveMatches)).toBe(before)
  })
})

describe('blocks', () => {
  test('a blocked product leaves the feed at once and is never matched again there', async () => {
    expect(await feed()).toContain(item.id)
    const res = await t.post(studioPaths.blocks(ID), { kind: 'product', value: item.id }, editor)
    const { blocks } = v.parse(BlockListSchema, await res.json())
    expect(blocks).toEqual([
      expect.objectContaining({
        kind: 'product',
        value: String(item.id),
        label: item.title,
        blockedBy: 'editor@example.test',
      }),
    ])
    expect(await feed()).not.toContain(item.id)
    await push(`Again the ${item.title}`, [item.title])
    expect(await feed()).not.toContain(item.id)
    const [segment] = (await review()).segments
    expect(segment?.matches.map((m) => m.productId)).not.toContain(item.id)
    expect((await t.post(studioPaths.pins(ID), { productId: item.id }, editor)).status).toBe(409)
  })

  test('"try a caption" previews as the feed matches: a blocked product is not offered', async () => {
    const res = await t.post(
      studioPaths.tryCaption(ID),
      { caption: `Once more the ${item.title}`, entities: [item.title] },
      editor,
    )
    expect(res.status).toBe(200)
    const { matches } = v.parse(TryAnswerSchema, await res.json())
    expect(matches.length).toBeGreaterThan(0)
    expect(matches.map((m) => m.productId)).not.toContain(item.id)
  })

  test('a blocked vendor takes all its items with it, and unblocking brings them back', async () => {
    await t.post(
      studioPaths.blocks(ID),
      { kind: 'vendor', value: item.vendor.toUpperCase() },
      owner,
    )
    const vendorIds = new Set(
      (
        await t.db
          .select({ id: products.id })
          .from(products)
          .where(eq(products.vendor, item.vendor))
      ).map((r) => r.id),
    )
    expect((await feed()).some((id) => vendorIds.has(id))).toBe(false)
    const query = `kind=vendor&value=${encodeURIComponent(item.vendor)}`
    const res = await t.send('DELETE', `${studioPaths.blocks(ID)}?${query}`, undefined, editor)
    expect(v.parse(BlockListSchema, await res.json()).blocks.map((b) => b.kind)).toEqual([
      'product',
    ])
    await t.send(
      'DELETE',
      `${studioPaths.blocks(ID)}?kind=product&value=${item.id}`,
      undefined,
      editor,
    )
    expect(await feed()).toContain(item.id)
  })

  test.each([
    ['an unknown kind', { kind: 'brand', value: 'x' }],
    ['a product by name', { kind: 'product', value: 'Nikon' }],
    ['an unknown product', { kind: 'product', value: 999_999 }],
    ['an empty vendor', { kind: 'vendor', value: '  ' }],
  ])('refuses blocking %s, and blocks nothing', async (_, body) => {
    const before = await t.rows(channelBlocks)
    expect((await t.post(studioPaths.blocks(ID), body, editor)).status).toBe(400)
    expect(await t.rows(channelBlocks)).toBe(before)
  })

  test('refuses unblocking without a kind and value', async () => {
    expect(
      (await t.send('DELETE', `${studioPaths.blocks(ID)}?kind=brand&value=x`, undefined, editor))
        .status,
    ).toBe(400)
    expect(
      (await t.send('DELETE', `${studioPaths.blocks(ID)}?kind=vendor`, undefined, editor)).status,
    ).toBe(400)
  })
})

describe('approve first', () => {
  test('owners turn it on; editors may not', async () => {
    expect(
      (await t.send('PATCH', studioPaths.channel(ID), { approval: 'review' }, editor)).status,
    ).toBe(403)
    expect(
      (await t.send('PATCH', studioPaths.channel(ID), { approval: 'sometimes' }, owner)).status,
    ).toBe(400)
    const res = await t.send('PATCH', studioPaths.channel(ID), { approval: 'review' }, owner)
    expect(((await res.json()) as { approval: string }).approval).toBe('review')
  })

  test('matches wait until an editor approves them; rejected ones never show', async () => {
    const before = await feed()
    const [waiting] = await t.db.select().from(products).limit(1).offset(7)
    if (!waiting) throw new Error('catalog too small')
    await push(`Look: ${waiting.title}`, [waiting.title])
    expect(await feed()).toEqual(before)
    const answer = await review()
    expect(answer.pending).toBeGreaterThan(0)
    const queued = answer.segments[0]?.matches ?? []
    expect(queued.every((m) => m.status === 'pending')).toBe(true)
    const approve = queued.find((m) => m.productId === waiting.id)
    const reject = queued.find((m) => m.productId !== waiting.id)
    if (!approve || !reject) throw new Error('expected two matches')
    const decide = (id: number, decision: string) =>
      t.post(studioPaths.match(ID, id), { decision }, editor)
    expect((await decide(approve.id, 'approve')).status).toBe(200)
    expect((await feed())[0]).toBe(waiting.id)
    expect((await decide(approve.id, 'reject')).status).toBe(409)
    expect((await decide(reject.id, 'reject')).status).toBe(200)
    expect(await feed()).not.toContain(reject.productId)
    expect((await review()).pending).toBe(answer.pending - 2)
  })

  test.each([
    ['a bad decision', 1, { decision: 'maybe' }, 400],
    ['a bad id', 'abc', { decision: 'approve' }, 400],
    ['an unknown match', 999_999, { decision: 'approve' }, 409],
  ])('refuses %s', async (_, id, body, status) => {
    const res = await t.post(`${studioPaths.matches(ID)}/${id}`, body, editor)
    expect(res.status).toBe(status)
  })
})

test('another user gets 403 on every review route, and nothing changes', async () => {
  const before = [await t.rows(liveMatches), await t.rows(channelBlocks)]
  const routes: [string, string, unknown?][] = [
    ['GET', studioPaths.matches(ID)],
    ['POST', studioPaths.match(ID, 1), { decision: 'approve' }],
    ['POST', studioPaths.pins(ID), { productId: item.id }],
    ['GET', studioPaths.blocks(ID)],
    ['POST', studioPaths.blocks(ID), { kind: 'vendor', value: 'x' }],
    ['DELETE', `${studioPaths.blocks(ID)}?kind=vendor&value=x`],
    ['POST', studioPaths.tryCaption(ID), { caption: 'x' }],
  ]
  for (const [method, path, body] of routes) {
    expect((await t.send(method, path, body, stranger)).status).toBe(403)
  }
  expect([await t.rows(liveMatches), await t.rows(channelBlocks)]).toEqual(before)
})
