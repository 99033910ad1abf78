import { eq, inArray, notInArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { channels, products } from '../db/schema'
import { createFeed } from '../feeds/store'
import { matchContext } from '../matching/matcher'
import { namedOnScreen } from '../matching/on-screen'
import { postgresTestApp, type TestApp, testApp } from '../testing'
import { type CatalogItem, itemKey, retireUnseen, upsertItems } from './catalog-store'
import { backfillNameKeys, findNames } from './names-store'

// Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
const url = process.env.TEST_DATABASE_URL

type Draft = Pick<CatalogItem, 'title'> & Partial<CatalogItem>

function item(feedId: number, channelId: string, id: string, draft: Draft): CatalogItem {
  return {
    key: itemKey(feedId, id),
    feedId,
    externalId: id,
    channelId,
    type: 'product',
    brand: null,
    model: null,
    category: 'Things',
    description: 'A thing.',
    vendor: 'Shop',
    link: `https://shop.example/${id}`,
    imagePath: null,
    imageLink: `https://shop.example/${id}.jpg`,
    moreImageLinks: [],
    priceCents: 1000,
    listPriceCents: null,
    currency: 'USD',
    topics: ['outdoors'],
    pageKey: null,
    availability: 'in_stock',
    gtin: null,
    ...draft,
  }
}

const CATALOG: [string, Draft][] = [
  [
    'shoe',
    {
      title: 'Pacific Crest Trail Running Shoe',
      brand: 'Pacific Crest',
      model: 'Trail Running Shoe',
    },
  ],
  ['jacket', { title: 'Pacific Crest Rain Jacket', brand: 'Pacific Crest', model: 'Rain Jacket' }],
  [
    'pack',
    { title: 'Pacific Crest Day Pack', brand: 'Pacific Crest', model: 'Day Pack', topics: [] },
  ],
  ['balls', { title: 'Birdie Pro V1 Golf Balls', brand: 'Birdie', model: 'Pro V1' }],
  ['torch', { title: 'Crème Brûlée Torch', brand: 'Flambé' }],
  ['ace', { title: 'Ace Racket', brand: 'Ace' }],
  ['nike', { title: 'Nike Tempo Shorts', brand: 'Nike', model: 'Tempo Shorts' }],
  ['classic', { title: 'The Classic', brand: 'Pro', model: 'One' }],
  ['inreach', { title: 'Garmin inReach Mini 2 Satellite Communicator', brand: 'Garmin' }],
  ['fenix', { title: 'Garmin Fenix 8 Watch', brand: 'Garmin', model: 'Fenix 8' }],
  [
    'fowey',
    { title: 'Harbour Lights Festival, Fowey', type: 'ticket', category: 'Festival tickets' },
  ],
  [
    'ticket',
    {
      title: 'Harbour Lights Festival, Port Isaac',
      type: 'ticket',
      category: 'Festival tickets',
    },
  ],
]

function suite(name: string, open: () => Promise<TestApp>) {
  describe(name, () => {
    let t: TestApp
    let feedA = 0
    let feedB = 0
    const scope = { channelId: 'names-a' }
    const items = () => CATALOG.map(([id, draft]) => item(feedA, 'names-a', id, draft))
    const find = (caption: string, options: Partial<Parameters<typeof findNames>[2]> = {}) =>
      findNames(t.db, caption, { scope, topic: 'outdoors', ...options })
    const titlesOf = async (hits: { productId: number }[]) => {
      if (!hits.length) return []
      const rows = await t.db
        .select({ id: products.id, title: products.title })
        .from(products)
        .where(
          inArray(
            products.id,
            hits.map((hit) => hit.productId),
          ),
        )
      const titles = new Map(rows.map((row) => [row.id, row.title]))
      return hits.map((hit) => titles.get(hit.productId))
    }

    beforeAll(async () => {
      t = await open()
      const now = new Date('2026-05-01T10:00:00Z')
      for (const id of ['names-a', 'names-b']) {
        await t.db
          .insert(channels)
          .values({ id, name: id, topic: 'outdoors', description: 'Names test' })
      }
      const feed = (channelId: string) =>
        createFeed(t.db, {
          channelId,
          name: 'Names',
          source: 'file',
          url: null,
          schedule: 'off',
          createdBy: 'test',
          now,
        })
      feedA = (await feed('names-a'))?.id ?? 0
      feedB = (await feed('names-b'))?.id ?? 0
      await upsertItems(t.db, 1, items())
      await upsertItems(t.db, 1, [item(feedB, 'names-b', 'lamp', { title: 'Zephyr Storm Lamp' })])
    })
    afterAll(() => t?.close())

    test('a plural said finds the singular name', async () => {
      const hits = await find('Look at those two Trail Running Shoes go')
      expect(await titlesOf(hits)).toEqual(['Pacific Crest Trail Running Shoe'])
      expect(hits[0]).toMatchObject({ kind: 'model', heard: 'Trail Running Shoes', span: [4, 7] })
    })

    test('case and punctuation do not matter', async () => {
      const hits = await find('He hits the PRO-V1!')
      expect(await titlesOf(hits)).toEqual(['Birdie Pro V1 Golf Balls'])
      expect(hits[0]).toMatchObject({ kind: 'model', key: 'pro v1', heard: 'PRO-V1' })
    })

    test('accents do not matter, either way', async () => {
      expect(await titlesOf(await find('a creme brulee torch for the sugar'))).toEqual([
        'Crème Brûlée Torch',
      ])
      expect((await find('Flambe'))[0]).toMatchObject({ kind: 'brand', heard: 'Flambe' })
    })

    test('the longest name said wins over a name inside it', async () => {
      const hits = await find('New Pacific Crest Trail Running Shoes today')
      expect(await titlesOf(hits)).toEqual(['Pacific Crest Trail Running Shoe'])
      expect(hits[0]).toMatchObject({ kind: 'title', heard: 'Pacific Crest Trail Running Shoes' })
    })

    test('two names that do not overlap are both found, the longer first', async () => {
      const hits = await find('A Pacific Crest Rain Jacket and some Pro V1 balls')
      expect(await titlesOf(hits)).toEqual([
        'Pacific Crest Rain Jacket',
        'Birdie Pro V1 Golf Balls',
      ])
    })

    test('a brand said brings its items, the channel topic first', async () => {
      const hits = await find('Everything here is Pacific Crest')
      expect(await titlesOf(hits)).toEqual([
        'Pacific Crest Trail Running Shoe',
        'Pacific Crest Rain Jacket',
        'Pacific Crest Day Pack',
      ])
      expect(hits.every((hit) => hit.kind === 'brand')).toBe(true)
      expect(await find('Everything here is Pacific Crest', { perKey: 1 })).toHaveLength(1)
    })

    test('a name inside a longer word never matches', async () => {
      expect(await find('Grace and Nikesha won the race')).toEqual([])
      expect(await titlesOf(await find('Nike, as Grace said'))).toEqual(['Nike Tempo Shorts'])
    })

    test('a name made of common words does not fire on ordinary speech', async () => {
      expect(await find('The classic one, a pro at work')).toEqual([])
    })

    test('a ticket is found by its event and by its place', async () => {
      expect((await find('the Harbour Lights Festival is back'))[0]).toMatchObject({
        kind: 'event',
      })
      expect((await find('down in Port Isaac tonight'))[0]).toMatchObject({ kind: 'place' })
    })

    test("an event said with its place names that place's ticket, not the event elsewhere", async () => {
      const hits = await find('The Harbour Lights Festival comes to Port Isaac')
      expect(await titlesOf(hits)).toEqual(['Harbour Lights Festival, Port Isaac'])
      expect(hits[0]).toMatchObject({ names: 2, kind: 'event' })
      expect(await titlesOf(await find('The Harbour Lights Festival is back'))).toEqual([
        'Harbour Lights Festival, Fowey',
        'Harbour Lights Festival, Port Isaac',
      ])
    })

    describe('names on screen', () => {
      const where = () => ({
        allowed: [eq(products.active, true), eq(products.channelId, scope.channelId)],
        onTopic: sql`'outdoors' = any(${products.topics})`,
        names: { scope, topic: 'outdoors' },
      })
      const shown = async (entities: string[]) =>
        (await namedOnScreen(t.db, entities, where())).map(({ title, kind, name }) => ({
          title,
          kind,
          name,
        }))
      const inReach = 'Garmin inReach Mini 2 Satellite Communicator'

      test('an entity that is part of a title names that item, not the brand', async () => {
        expect(await shown(['Garmin inReach Mini 2'])).toEqual([
          { title: inReach, kind: 'model', name: 'Garmin inReach Mini 2' },
        ])
        expect(await shown(['garmin INREACH'])).toEqual([
          { title: inReach, kind: 'model', name: 'garmin INREACH' },
        ])
      })

      test('an entity holding a name names its item, the longest name first', async () => {
        expect(await shown(['Garmin Fenix 8 Solar (2025)'])).toEqual([
          { title: 'Garmin Fenix 8 Watch', kind: 'model', name: 'Garmin Fenix 8' },
        ])
        expect(await shown(['Garmin Oregon 700'])).toEqual([
          { title: inReach, kind: 'brand', name: 'Garmin' },
          { title: 'Garmin Fenix 8 Watch', kind: 'brand', name: 'Garmin' },
        ])
      })

      test('an entity equal to a name is that name, as before', async () => {
        expect((await shown(['Garmin'])).map((hit) => hit.kind)).toEqual(['brand', 'brand'])
        expect(await shown(['PACIFIC CREST RAIN JACKET'])).toEqual([
          { title: 'Pacific Crest Rain Jacket', kind: 'title', name: 'PACIFIC CREST RAIN JACKET' },
        ])
        expect(await shown(['Running Shoes'])).toEqual([
          { title: 'Pacific Crest Trail Running Shoe', kind: 'model', name: 'Running Shoes' },
        ])
      })

      test('words only inside a description, or inside a word, name nothing', async () => {
        expect(await shown(['A thing'])).toEqual([])
        expect(await shown(['Garmi', 'inReach Mini 22'])).toEqual([])
      })

      test('the matcher calls the item named on screen an exact match', async () => {
        const matches = await matchContext(
          t.db,
          'outdoors',
          { caption: '', entities: ['Garmin inReach Mini 2'] },
          { scope },
        )
        const [first] = await titlesOf(matches)
        expect(first).toBe(inReach)
        expect(matches[0]).toMatchObject({
          kind: 'exact',
          score: 0.95,
          reason: { kind: 'exact', entity: 'Garmin inReach Mini 2', heard: false },
        })
      })
    })

    test('only the scope is searched, and the filters apply', async () => {
      expect(await find('a Zephyr Storm Lamp')).toEqual([])
      expect(await find('a Zephyr Storm Lamp', { scope: { channelId: 'names-b' } })).toHaveLength(1)
      expect(await find('Nike', { scope: { channelId: null } })).toEqual([])
      const [nike] = await find('Nike')
      const filters = [notInArray(products.id, [nike?.productId ?? 0])]
      expect(await find('Nike', { filters })).toEqual([])
    })

    test('the dictionary follows the catalog: import, rename, retire', async () => {
      const added = item(feedA, 'names-a', 'kettle', { title: 'Bramble Camp Kettle' })
      expect(await find('the Bramble Camp Kettle')).toEqual([])
      await upsertItems(t.db, 2, [...items(), added])
      expect(await titlesOf(await find('the Bramble Camp Kettle'))).toEqual(['Bramble Camp Kettle'])

      await upsertItems(t.db, 3, [...items(), { ...added, title: 'Thistle Billy Can' }])
      expect(await find('the Bramble Camp Kettle')).toEqual([])
      expect(await titlesOf(await find('a thistle billy can'))).toEqual(['Thistle Billy Can'])

      await upsertItems(t.db, 4, items())
      await retireUnseen(t.db, feedA, 4)
      expect(await find('a thistle billy can')).toEqual([])
      expect(await find('Trail Running Shoe')).toHaveLength(1)
    })

    test('the backfill writes the keys of rows that have none, once', async () => {
      await t.db.update(products).set({ nameKeys: null }).where(eq(products.feedId, feedA))
      expect(await find('Pro V1')).toEqual([])
      const [before] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(sql`${products.nameKeys} is null`)
      expect(await backfillNameKeys(t.db)).toBe(before?.n)
      expect(await titlesOf(await find('Pro V1'))).toEqual(['Birdie Pro V1 Golf Balls'])
      expect(await backfillNameKeys(t.db)).toBe(0)
    })

    test('two backfills at once write every row', async () => {
      await t.db.update(products).set({ nameKeys: null })
      await Promise.all([backfillNameKeys(t.db), backfillNameKeys(t.db)])
      const [left] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(sql`${products.nameKeys} is null`)
      expect(left?.n).toBe(0)
      expect(await titlesOf(await find('Pro V1'))).toEqual(['Birdie Pro V1 Golf Balls'])
    })

    test('finds a demo program name in the shared catalog', async () => {
      const hits = await find('What a drive with the Fairhaven Carry 10 Driver!', {
        scope: { channelId: null },
        topic: 'golf',
      })
      expect(await titlesOf(hits.slice(0, 1))).toEqual(['Fairhaven Carry 10 Driver'])
    })
  })
}

suite('names on PGlite', () => testApp())
describe.runIf(url)('on PostgreSQL', () => {
  suite('names', () => postgresTestApp(url ?? '', 'stv_names'))
})
