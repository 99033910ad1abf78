import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEMO_CHANNELS } from '../../shared/channels'
import { products } from '../db/schema'
import { recentProducts } from '../live/recent'
import { type TestApp, testApp } from '../testing'
import { lookAlikeKey, pickVaried, spreadOut } from './variety'

const item = (title: string, brand: string | null, category: string) => ({ title, brand, category })
const skillet = item('Emberforge EF-44 Cast Iron Skillet', 'Emberforge', 'Cookware')
const skillet2 = item('Emberforge Heritage 12 Cast Iron Skillet', 'Emberforge', 'Cookware')
const skilletDeal = item('20% off the Emberforge EF-44 Cast Iron Skillet', 'Emberforge', 'Cookware')
const wok = item('Emberforge EF-86 Carbon Steel Wok', 'Emberforge', 'Cookware')
const paprika = item('Saltbox SB-91 Smoked Paprika', 'Saltbox', 'Pantry and spices')
const tour = item('Bike Tour of Barcelona', null, 'City tours')
const tourDeal = item('Early-bird 30% off: Bike Tour of Barcelona', null, 'City tours')

describe('look-alike items', () => {
  test("one brand's same kind of thing, and a deal on an item, look alike", () => {
    expect(lookAlikeKey(skillet)).toBe(lookAlikeKey(skillet2))
    expect(lookAlikeKey(skillet)).toBe(lookAlikeKey(skilletDeal))
    expect(lookAlikeKey(tour)).toBe(lookAlikeKey(tourDeal))
    expect(lookAlikeKey(skillet)).not.toBe(lookAlikeKey(wok))
    expect(lookAlikeKey(skillet)).not.toBe(
      lookAlikeKey(item('Bellarosa BR-87 Cast Iron Skillet', 'Bellarosa', 'Cookware')),
    )
  })

  test('pickVaried lets a look-alike give way to the next item, keeping rank order', () => {
    expect(pickVaried([skillet, skillet2, skilletDeal, wok, paprika], 3)).toEqual([
      skillet,
      wok,
      paprika,
    ])
    // With too few different items the best look-alikes fill the places, unless told not to.
    expect(pickVaried([skillet, skillet2, wok], 3)).toEqual([skillet, skillet2, wok])
    expect(pickVaried([skillet, skillet2, wok], 3, false)).toEqual([skillet, wok])
  })

  test('pickVaried lets the preferred look-alike stand for its kind, in rank order', () => {
    const said = (item: typeof skillet) => (item === skillet2 ? 1 : 0)
    expect(pickVaried([skillet, skillet2, wok], 2, true, said)).toEqual([skillet2, wok])
    expect(pickVaried([skillet, skillet2, wok], 2, false, () => 0)).toEqual([skillet, wok])
  })

  test('spreadOut keeps the first item and puts no look-alikes side by side when it can', () => {
    expect(spreadOut([skillet, skillet2, wok, paprika])).toEqual([skillet, paprika, skillet2, wok])
    expect(spreadOut([skillet2, wok], skillet)).toEqual([wok, skillet2])
    expect(spreadOut([skillet, skillet2])).toEqual([skillet, skillet2])
  })
})

describe("a channel's first feed", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(() => t.close())

  test('never shows two look-alike items one after the other', async () => {
    const brands = new Map((await t.db.select().from(products)).map((row) => [row.id, row.brand]))
    for (const channel of DEMO_CHANNELS) {
      const listed = await recentProducts(
        { db: t.db, config: t.config, now: () => new Date('2026-05-01T10:00:00Z') } as Parameters<
          typeof recentProducts
        >[0],
        channel.id,
        20,
      )
      const feed = listed.map((row) => ({
        title: row.title ?? '',
        category: row.category ?? '',
        brand: brands.get(Number(row.id)) ?? null,
      }))
      expect(feed.length, channel.id).toBeGreaterThan(5)
      const pairs = feed
        .slice(1)
        .map((next, index) => [feed[index], next] as const)
        .filter(([a, b]) => a && lookAlikeKey(a) === lookAlikeKey(b))
        .map(([a, b]) => `${a?.title} / ${b.title}`)
      expect(pairs, channel.id).toEqual([])
    }
  })
})
