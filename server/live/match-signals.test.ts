import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MatchesAnswerSchema, studioPaths } from '../../shared/api/studio'
import { clickTypeFor } from '../../shared/rules/click-type'
import { matchFeedback, products } from '../db/schema'
import { bearer, type TestApp, testApp } from '../testing'
import { noteSignal } from './match-signals'

// Learning from review and viewers (issue 64): signals on a channel's matches lift or drop
// items for later captions like the one they were given on.
const ID = 'learning-show'
let t: TestApp
let owner: Record<string, string>
let key: string
let catalog: (typeof products.$inferSelect)[]
let caption: string

beforeAll(async () => {
  t = await testApp({ now: '2026-05-01T10:00:00Z' })
  owner = bearer(await t.signIn('owner@example.test'))
  await t.post(studioPaths.channels, { id: ID, name: 'Learning', topic: 'none' }, owner)
  const answer = (await (await t.post(studioPaths.channelKey(ID), undefined, owner)).json()) as {
    key: string
  }
  key = answer.key
  catalog = await t.db.select().from(products).orderBy(products.id)
  const inCategory = (category: string) => catalog.filter((r) => r.category === category).length
  const item = catalog.find((r) => r.type === 'product' && inCategory(r.category) >= 5)
  if (!item) throw new Error('no catalog')
  // The category and description's words bring several contextual matches, no exact one.
  caption = `Now for something in ${item.category.toLowerCase()}: ${item.description}`
})
afterAll(() => t.close())

let minute = 0
/** Pushes a caption as the broadcaster would, a minute after the last; its matches. */
async function push(said: string) {
  // Signals are stored in the background: what was said before this caption is in.
  await t.settled()
  minute += 1
  t.setNow(new Date(Date.parse('2026-05-01T10:00:00Z') + minute * 60_000).toISOString())
  const res = await t.post(
    `/channels/${ID}/context`,
    { caption: said, entities: [] },
    {
      'X-Channel-Key': key,
    },
  )
  expect(res.status).toBe(201)
  const review = v.parse(
    MatchesAnswerSchema,
    await (await t.get(studioPaths.matches(ID), owner)).json(),
  )
  const [latest] = review.segments
  expect(latest?.caption).toBe(said)
  return latest?.matches ?? []
}

/** A product no match of `caption` showed, of a category none of them has. */
function unshownProduct(shown: readonly { productId: number }[]) {
  const categories = new Set(shown.map((m) => catalog.find((r) => r.id === m.productId)?.category))
  const found = catalog.find((r) => r.type === 'product' && !categories.has(r.category))
  if (!found) throw new Error('catalog too small')
  return found
}

const PICKED = { kind: 'contextual', words: [], by: 'picked' }

describe('signals from the Studio', () => {
  test('a pin lifts its item for the caption on air when it comes again, not for others', async () => {
    const first = await push(caption)
    const pinned = unshownProduct(first)
    expect((await t.post(studioPaths.pins(ID), { productId: pinned.id }, owner)).status).toBe(201)
    const again = await push(caption)
    const lifted = again.find((m) => m.productId === pinned.id)
    expect(lifted?.reason).toEqual(PICKED)
    expect(lifted?.status).toBe('live')
    expect(again.filter((m) => m.kind === 'contextual')[0]?.productId).toBe(pinned.id)
    // The live feed says why.
    const feed = (await (await t.get(`/product_search/recent_products/${ID}/50`)).json()) as {
      id: number
      why?: string
    }[]
    expect(feed.find((p) => p.id === pinned.id)?.why).toBe(
      'Picked by the channel for captions like this',
    )
    const other = await push('Tomorrow brings heavy rain to the northern valleys')
    expect(other.map((m) => m.productId)).not.toContain(pinned.id)
  })

  test('a product blocked and unblocked stays out of captions like the one that showed it', async () => {
    const shown = (await push(caption)).find(
      (m) => m.reason?.kind === 'contextual' && m.reason.by !== 'picked',
    )
    if (!shown) throw new Error('no contextual match')
    const block = { kind: 'product', value: shown.productId }
    expect((await t.post(studioPaths.blocks(ID), block, owner)).status).toBe(200)
    const query = `?kind=product&value=${shown.productId}`
    expect(
      (await t.send('DELETE', `${studioPaths.blocks(ID)}${query}`, undefined, owner)).status,
    ).toBe(200)
    expect((await push(caption)).map((m) => m.productId)).not.toContain(shown.productId)
  })
})

describe('signals from viewers', () => {
  let viewers = 0
  /** Votes on `productId` on the channel as `count` viewers who have not voted yet. */
  async function votes(direction: 'up' | 'down', productId: number, count: number) {
    const product = catalog.find((r) => r.id === productId)
    if (!product) throw new Error('unknown product')
    for (let i = 0; i < count; i++) {
      viewers += 1
      const viewer = bearer(await t.signIn(`viewer-${viewers}@example.test`))
      const body = { itemId: productId, itemTypeName: clickTypeFor(product), channel_id: ID }
      expect((await t.post(`/tracking/vote/${direction}`, body, viewer)).status).toBe(200)
    }
  }

  test('two viewers’ Saves pick a shown item; one viewer’s alone does not', async () => {
    const matches = await push(caption)
    const saved = matches
      .filter((m) => m.reason?.kind === 'contextual' && m.reason.by !== 'picked')
      .at(-1)
    if (!saved) throw new Error('no contextual match')
    await votes('up', saved.productId, 1)
    expect((await push(caption)).find((m) => m.productId === saved.productId)?.reason).not.toEqual(
      PICKED,
    )
    await votes('up', saved.productId, 1)
    expect((await push(caption)).find((m) => m.productId === saved.productId)?.reason).toEqual(
      PICKED,
    )
  })

  test('two viewers’ "Not for me" leave a shown item out', async () => {
    const matches = await push(caption)
    const unwanted = matches.find(
      (m) => m.reason?.kind === 'contextual' && m.reason.by !== 'picked',
    )
    if (!unwanted) throw new Error('no contextual match')
    await votes('down', unwanted.productId, 2)
    expect((await push(caption)).map((m) => m.productId)).not.toContain(unwanted.productId)
  })

  test('clicks count once a minute per item of a segment', async () => {
    const [clicked] = await push(caption)
    if (!clicked) throw new Error('no match')
    const product = catalog.find((r) => r.id === clicked.productId)
    const body = {
      itemId: clicked.productId,
      clickTypeName: product && clickTypeFor(product),
      channel_id: ID,
    }
    const page = { Origin: t.config.publicOrigin }
    for (let i = 0; i < 5; i++) {
      expect((await t.post('/tracking/click', body, page)).status).toBe(201)
    }
    await t.settled()
    const rows = await t.db.select().from(matchFeedback)
    expect(rows.filter((r) => r.signal === 'click')).toEqual([
      expect.objectContaining({ productId: clicked.productId, count: 1 }),
    ])
  })
})

test('the request that gives a signal is answered before the signal is stored', async () => {
  const said = { key: 'held', caption: 'A caption whose model never answers' }
  const waiting: ((abort: AbortSignal) => Promise<void>)[] = []
  const tasks = {
    ...t.tasks,
    run: (_: string, task: (abort: AbortSignal) => Promise<void>) => void waiting.push(task),
  }
  const [item] = catalog
  if (!item) throw new Error('catalog is empty')
  noteSignal({ db: t.db, embeddings: null, tasks }, ID, said, {
    productId: item.id,
    signal: 'save',
    at: t.now(),
  })
  const stored = async () =>
    (await t.db.select().from(matchFeedback)).filter((row) => row.segmentKey === said.key)
  expect(await stored()).toEqual([])
  await Promise.all(waiting.map((task) => task(new AbortController().signal)))
  expect(await stored()).toEqual([expect.objectContaining({ productId: item.id, count: 1 })])
})
