import { describe, expect, test } from 'vitest'
import { DEMO_CHANNELS } from '../../shared/channels'
import { clickTypeFor } from '../../shared/rules/click-type'
import { coupangPageKey, dropCoupangDuplicates } from '../../shared/rules/coupang'
import { isValidImageUrl } from '../../shared/rules/image'
import { SECTIONS } from './data'
import { generateCatalog, type SeedItem } from './seed-data'

const catalog = generateCatalog()
const small = generateCatalog({ size: 200 })
const channelOf = (item: SeedItem) =>
  DEMO_CHANNELS.find((channel) => item.key.startsWith(`${channel.id}-`))

describe('generateCatalog', () => {
  test('gives the same catalog for the same seed', () => {
    expect(generateCatalog()).toEqual(catalog)
    expect(generateCatalog({ size: 500, seed: 7 })).toEqual(generateCatalog({ size: 500, seed: 7 }))
  })

  test('gives another catalog for another seed, with the same featured items first', () => {
    const other = generateCatalog({ seed: 7 })
    expect(other).not.toEqual(catalog)
    const featured = SECTIONS.reduce((sum, section) => sum + section.featured.length, 0)
    expect(other.slice(0, featured).map((item) => item.title)).toEqual(
      catalog.slice(0, featured).map((item) => item.title),
    )
  })

  test('a smaller catalog is the beginning of the default one', () => {
    expect(small).toEqual(catalog.slice(0, 200))
    expect(generateCatalog({ size: 0 })).toEqual([])
  })

  test('holds 3000 items by default', () => {
    expect(catalog).toHaveLength(3000)
  })

  test('gives every channel topic at least 150 items', () => {
    for (const { topic } of DEMO_CHANNELS) {
      expect(catalog.filter((item) => item.topics.includes(topic)).length).toBeGreaterThanOrEqual(
        150,
      )
    }
  })

  test('covers every channel and every item type even in a 200-item catalog', () => {
    for (const channel of DEMO_CHANNELS) {
      const own = small.filter((item) => channelOf(item) === channel)
      expect(own.length, channel.id).toBeGreaterThanOrEqual(10)
      expect(own.every((item) => item.topics.includes(channel.topic))).toBe(true)
    }
    expect(new Set(small.map((item) => item.type))).toEqual(new Set(['product', 'ticket', 'deal']))
  })

  test('is about 70% products, 15% tickets and 15% deals', () => {
    const share = (type: SeedItem['type']) =>
      catalog.filter((item) => item.type === type).length / catalog.length
    expect(share('product')).toBeCloseTo(0.7, 1)
    expect(share('ticket')).toBeCloseTo(0.15, 1)
    expect(share('deal')).toBeCloseTo(0.15, 1)
  })

  test('uses unique keys, titles and brand-model-type triples', () => {
    expect(new Set(catalog.map((item) => item.key)).size).toBe(catalog.length)
    expect(new Set(catalog.map((item) => item.title.toLowerCase())).size).toBe(catalog.length)
    const triples = catalog
      .filter((item) => item.model !== null)
      .map((item) => `${item.brand}|${item.model}|${item.type}`.toLowerCase())
    expect(new Set(triples).size).toBe(triples.length)
    expect(catalog[0]?.key).toMatch(/^[a-z0-9-]+-[a-z0-9-]+-0001$/)
  })

  test('sells through at least 60 retailers', () => {
    expect(new Set(catalog.map((item) => item.vendor)).size).toBeGreaterThanOrEqual(60)
  })

  test('links to https pages on the reserved .example TLD, free of no-image words', () => {
    for (const item of catalog) {
      const url = new URL(item.link)
      expect(url.protocol).toBe('https:')
      expect(url.hostname.endsWith('.example')).toBe(true)
      expect(item.link).not.toMatch(/noimage|no-image|placeholder|default|missing/i)
      // The widget checks image URLs with the same words; links must pass it as well.
      expect(isValidImageUrl(item.link)).toBe(true)
    }
    expect(new Set(catalog.map((item) => item.link)).size).toBe(catalog.length)
  })

  test('names viator only in the links of tickets sold through Viator', () => {
    const viator = catalog.filter((item) => item.vendor === 'Viator')
    expect(viator.filter((item) => item.type === 'ticket').length).toBeGreaterThan(50)
    for (const item of catalog) {
      const isViator = item.vendor === 'Viator'
      expect(item.link.toLowerCase().includes('viator')).toBe(isViator)
      if (isViator)
        expect(item.link).toMatch(/^https:\/\/www\.viator\.example\/tours\/[a-z0-9-]+\/d\d+$/)
      if (item.type === 'ticket') {
        expect(clickTypeFor(item)).toBe(isViator ? 'Viator Ticket' : 'DB Ticket')
      }
    }
  })

  test('lists Korean TV items on Coupang with the page key in the link', () => {
    const coupang = catalog.filter((item) => item.vendor === 'Coupang')
    expect(coupang.length).toBeGreaterThan(40)
    for (const item of catalog) {
      expect(item.pageKey !== null).toBe(item.vendor === 'Coupang')
      expect(coupangPageKey(item.link)).toBe(item.pageKey)
    }
    for (const item of coupang) {
      expect(channelOf(item)?.id).toBe('kbs')
      expect(item.link).toMatch(/^https:\/\/www\.coupang\.example\/vp\/products\/\d+\?itemId=\d+$/)
    }
  })

  test('keeps duplicate Coupang listings of one page, which the client drops', () => {
    for (const items of [small, catalog]) {
      const coupang = items.filter((item) => item.pageKey !== null)
      const pages = new Set(coupang.map((item) => item.pageKey))
      expect(pages.size).toBeLessThan(coupang.length)
      expect(new Set(coupang.map((item) => item.link)).size).toBe(coupang.length)
      expect(dropCoupangDuplicates(coupang)).toHaveLength(pages.size)
    }
  })

  test('prices in the channel currency, in hundredths, like a shop would', () => {
    const expected: Record<string, string> = {
      kbs: 'KRW',
      'intravel-uk': 'GBP',
      'intravel-eu': 'EUR',
    }
    for (const item of catalog) {
      expect(item.currency).toBe(expected[channelOf(item)?.id ?? ''] ?? 'USD')
      expect(Number.isInteger(item.priceCents) && item.priceCents > 0).toBe(true)
      if (item.currency === 'KRW') expect(item.priceCents % 100_000).toBe(90_000)
      else if (item.type === 'ticket') expect(item.priceCents % 100).toBe(0)
      else expect(item.priceCents % 100).toBe(99)
    }
  })

  test('prices stay in plausible ranges for their goods', () => {
    const price = (title: string) => catalog.find((item) => item.title === title)?.priceCents
    expect(price('Trailhawk TX-9 Spinning Reel')).toBe(14_999)
    expect(price('Dewberry Lab Glow 2 Cushion Foundation')).toBe(3_190_000)
    for (const item of catalog.filter((entry) => entry.currency !== 'KRW')) {
      expect(item.priceCents).toBeLessThan(1_000_000)
    }
  })

  test('describes every item in one to three finished sentences', () => {
    for (const item of catalog) {
      expect(item.description).not.toMatch(/[{}]|lorem|ipsum|undefined/i)
      const sentences = item.description.split(/[.!?](?:\s|$)/).filter((part) => part.trim())
      expect(sentences.length).toBeGreaterThanOrEqual(1)
      expect(sentences.length).toBeLessThanOrEqual(3)
    }
  })

  test('gives each invented brand to one channel only', () => {
    const owner = new Map<string, string>()
    for (const item of catalog.filter((entry) => entry.brand !== null)) {
      const channel = channelOf(item)?.id ?? ''
      expect(owner.get(item.brand ?? '') ?? channel).toBe(channel)
      owner.set(item.brand ?? '', channel)
    }
  })
})

describe('section data', () => {
  test('has one section per demo channel, in channel order', () => {
    expect(SECTIONS.map((section) => section.channelId)).toEqual(DEMO_CHANNELS.map((c) => c.id))
  })

  test('gives every product line at least one brand that makes it', () => {
    for (const section of SECTIONS) {
      const made = new Set(section.brands.flatMap((brand) => brand.lines))
      for (const line of section.lines) expect(made.has(line.key), line.key).toBe(true)
      for (const brand of section.brands) {
        for (const key of brand.lines) {
          expect(
            section.lines.some((line) => line.key === key),
            `${brand.name} ${key}`,
          ).toBe(true)
        }
      }
    }
  })
})
