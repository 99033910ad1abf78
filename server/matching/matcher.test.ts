import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MIN_MATCH_CONFIDENCE, shownToViewers } from '../../shared/api/studio'
import { products } from '../db/schema'
import { type TestApp, testApp } from '../testing'
import { matchContext, orQuery } from './matcher'
import { lookAlikeKey } from './variety'

let t: TestApp
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

describe('the matcher', () => {
  test('returns exact matches before contextual ones for a segment naming a product', async () => {
    const [named] = await t.db.select().from(products).where(eq(products.type, 'product')).limit(1)
    if (!named) throw new Error('catalog is empty')
    const matches = await matchContext(t.db, named.topics[0] ?? '', {
      caption: `Look at this ${named.category} — ${named.description}`,
      entities: [named.title.toUpperCase()],
    })
    expect(matches[0]).toMatchObject({ productId: named.id, kind: 'exact' })
    const kinds = matches.map((m) => m.kind)
    expect(kinds).toContain('contextual')
    expect(kinds.lastIndexOf('exact')).toBeLessThan(kinds.indexOf('contextual'))
    expect(new Set(matches.map((m) => m.productId)).size).toBe(matches.length)
  })

  test('finds contextual matches from the caption alone', async () => {
    const [row] = await t.db.select().from(products).limit(1)
    const matches = await matchContext(t.db, 'wildlife', {
      caption: row?.category ?? '',
      entities: [],
    })
    expect(matches.length).toBeGreaterThan(0)
    expect(matches.every((m) => m.kind === 'contextual')).toBe(true)
  })

  test('a caption saying a whole title shows that item, not one of its look-alikes', async () => {
    const rows = await t.db.select().from(products)
    const kinds = new Map<string, (typeof rows)[number]>()
    const alike = new Set<string>()
    // Of every kind with look-alikes, its last item: on a tie of rank the others come first.
    for (const row of rows) {
      const key = lookAlikeKey(row)
      const held = kinds.get(key)
      if (held) alike.add(key)
      if (!held || row.id > held.id) kinds.set(key, row)
    }
    const named = [...alike].flatMap((key) => kinds.get(key) ?? [])
    expect(named.length).toBeGreaterThan(10)
    for (const item of named.slice(0, 40)) {
      const matches = await matchContext(t.db, 'no-such-topic', {
        caption: `And now, the ${item.title}!`,
        entities: [],
      })
      expect(
        matches.map((m) => m.productId),
        item.title,
      ).toContain(item.id)
    }
  })

  test('by words alone (no item vectors), shows the best one-word matches, not nothing', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.type, 'product')).limit(1)
    const word = row?.title.split(' ').at(-1)?.toLowerCase()
    if (!word) throw new Error('catalog is empty')
    // One word of the catalog: every match shares just it (0.25, below the 0.35 floor).
    const matches = await matchContext(t.db, 'no-such-topic', {
      caption: `Look at that ${word}!`,
      entities: [],
    })
    const shown = matches.filter(shownToViewers)
    expect(shown.length).toBe(Math.min(5, matches.length))
    expect(shown.length).toBeGreaterThan(0)
    // Their confidence stays what one shared word gives; the mark shows them.
    expect(shown.every((m) => m.kind === 'contextual' && m.score < MIN_MATCH_CONFIDENCE)).toBe(true)
    expect(shown.map((m) => m.reason)).toContainEqual({
      kind: 'contextual',
      words: [word],
      by: 'words',
      bestByWords: true,
    })
    // Past the best five, an unsure match by words is held back like any other.
    const rest = matches.slice(5)
    expect(rest.every((m) => !shownToViewers(m))).toBe(true)
  })

  test('matches nothing for a caption of stop words and an unknown name', async () => {
    const matches = await matchContext(t.db, 'golf', {
      caption: 'and the of',
      entities: ['Nobody Knows This'],
    })
    expect(matches).toEqual([])
  })

  test("keeps a regional channel's matches in its region, even when another region's item is named", async () => {
    const rows = await t.db.select().from(products)
    const passUs = rows.find((row) => row.topics.includes('region:us') && /pass/i.test(row.title))
    if (!passUs) throw new Error('no US pass in the catalog')
    const input = {
      caption: 'A city pass for the museums, the trains and the sights of the city',
      entities: [passUs.title],
    }
    const regionOf = (id: number) =>
      rows.find((row) => row.id === id)?.topics.find((topic) => topic.startsWith('region:'))
    const europe = await matchContext(t.db, 'travel', input, { region: 'eu' })
    expect(europe.length).toBeGreaterThan(0)
    expect(europe.map((m) => regionOf(m.productId)).filter((r) => r && r !== 'region:eu')).toEqual(
      [],
    )
    // Without the rule the same caption does bring other regions' items.
    const anywhere = await matchContext(t.db, 'travel', input)
    expect(anywhere.map((m) => m.productId)).toContain(passUs.id)
    const us = await matchContext(t.db, 'travel', input, { region: 'us' })
    expect(us.map((m) => m.productId)).toContain(passUs.id)
  })

  test('turns free text into a safe OR query', () => {
    expect(orQuery("Bass-boats & reels: it's 2 o'clock!")).toBe('bass | boats | reels | clock')
    expect(orQuery('a | b & c')).toBeNull()
  })
})
