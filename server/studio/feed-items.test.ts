import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  FeedItemsPageSchema,
  FeedSummarySchema,
  feedPaths,
  ImportJobSchema,
} from '../../shared/api/feeds'
import { studioPaths } from '../../shared/api/studio'
import { merchantTsv } from '../feeds'
import { CARD_PICTURE_SIZE, picturePath } from '../media'
import { bearer, type TestApp, testApp } from '../testing'

// GET …/feeds/{feedId}/items: a feed's imported items, searched and paged by keyset.
const ID = 'items-shop'
let t: TestApp
let owner: Record<string, string>
let stranger: Record<string, string>
let feedId: number

const COLUMNS = ['id', 'title', 'description', 'link', 'image_link', 'price', 'availability']
const row = (
  id: string,
  title: string,
  availability = 'in stock',
  image_link = `https://img.shop.example/${id}.jpg`,
) => ({
  id,
  title,
  description: `${title}, as the shop describes it.`,
  link: `https://shop.example/p/${id}`,
  image_link,
  price: '19.00 USD',
  availability,
})
/** Where this server serves its own pictures (a feed may name one: the demo feed does). */
const ownMedia = () => `${t.config.publicOrigin}${t.config.apiPath}/media/`

beforeAll(async () => {
  t = await testApp({ now: '2026-05-01T10:00:00Z' })
  owner = bearer(await t.signIn('owner@example.test'))
  stranger = bearer(await t.signIn('stranger@example.test'))
  await t.post(studioPaths.channels, { id: ID, name: 'Items', topic: 'camping' }, owner)
  const added = await t.post(feedPaths.feeds(ID), { source: 'file', name: 'Camp' }, owner)
  feedId = v.parse(FeedSummarySchema, await added.json()).id
  const text = [
    ...merchantTsv(COLUMNS, [
      row('a1', 'Alpine tent for two'),
      row('a2', 'Down sleeping bag'),
      row('a3', 'Camping stove', 'out of stock'),
      row('a4', 'Tent pegs, set of ten'),
      row('a5', 'Head torch'),
      row('a6', 'Camp lantern', 'in stock', `${ownMedia()}products/lantern.svg`),
    ]),
  ].join('')
  const res = await t.sendRaw('POST', `${feedPaths.imports(ID, feedId)}?file=camp.tsv`, text, {
    ...owner,
    'Content-Type': 'text/tab-separated-values',
  })
  v.parse(ImportJobSchema, await res.json())
  await t.settled()
})
afterAll(() => t.close())

const items = async (query = '', who = owner) => {
  const res = await t.get(`${feedPaths.items(ID, feedId)}${query}`, who)
  return { status: res.status, body: (await res.json()) as unknown }
}
const page = async (query = '') => v.parse(FeedItemsPageSchema, (await items(query)).body)

describe('a feed’s items', () => {
  test('lists every imported item with its price, picture and whether it is live', async () => {
    const { items: all, next } = await page()
    expect(all.map((item) => [item.itemId, item.live])).toEqual([
      ['a1', true],
      ['a2', true],
      ['a3', false],
      ['a4', true],
      ['a5', true],
      ['a6', true],
    ])
    const first = all[0]
    expect(first).toEqual({
      id: first?.id,
      itemId: 'a1',
      title: 'Alpine tent for two',
      priceCents: 1900,
      currency: 'USD',
      picture: 'feed',
      pictureUrl: `${t.config.publicOrigin}${t.config.apiPath}${picturePath(first?.id ?? 0, 'https://img.shop.example/a1.jpg', CARD_PICTURE_SIZE)}`,
      live: true,
    })
    expect(next).toBeNull()
  })

  test('a picture on our own origin is the one this server draws, by its own path', async () => {
    const drawn = (await page('?q=a6')).items[0]
    expect([drawn?.picture, drawn?.pictureUrl]).toEqual([
      'drawn',
      `${ownMedia()}products/lantern.svg`,
    ])
  })

  test('pages by the last id shown, never repeating an item', async () => {
    const first = await page('?limit=2')
    expect(first.items.map((item) => item.itemId)).toEqual(['a1', 'a2'])
    const second = await page(`?limit=2&after=${first.next}`)
    expect(second.items.map((item) => item.itemId)).toEqual(['a3', 'a4'])
    const last = await page(`?limit=2&after=${second.next}`)
    expect(last.items.map((item) => item.itemId)).toEqual(['a5', 'a6'])
    expect(last.next).toBeNull()
  })

  test('searches the items’ words, or finds one by its item id', async () => {
    expect((await page('?q=tents')).items.map((item) => item.itemId)).toEqual(['a1', 'a4'])
    expect((await page('?q=a5')).items.map((item) => item.itemId)).toEqual(['a5'])
    expect((await page('?q=kayak')).items).toEqual([])
  })

  test.each([
    ['a limit of 0', '?limit=0', 'limit is at least 1'],
    ['a limit past the most', '?limit=101', 'limit is at most 100'],
    ['an after that is no id', '?after=x', 'after is the id of the last item shown'],
    ['a search too long', `?q=${'x'.repeat(101)}`, 'the search is at most 100 characters'],
  ])('refuses %s with 400 and a sentence', async (_, query, words) => {
    expect(await items(query)).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalid-request',
          message: `Invalid query field "${query.slice(1, query.indexOf('='))}": ${words}`,
        },
      },
    })
  })

  test('another user gets 403, and a feed of no channel of theirs is not listed', async () => {
    expect((await items('', stranger)).status).toBe(403)
    const res = await t.get(feedPaths.items(ID, feedId + 1000), owner)
    expect(res.status).toBe(404)
  })
})
