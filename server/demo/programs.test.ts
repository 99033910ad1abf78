import { describe, expect, test } from 'vitest'
import { DEMO_CHANNELS } from '../../shared/channels'
import { PROGRAMS } from './programs'
import { generateCatalog, type SeedItem } from './seed-data'

const catalogs = {
  'a 200-item catalog': generateCatalog({ size: 200 }),
  'the default catalog': generateCatalog(),
}

/** Exact match as the matcher does it: an entity equals a brand, model or title. */
function names(items: readonly SeedItem[]): Set<string> {
  return new Set(
    items
      .flatMap((item) => [item.brand, item.model, item.title])
      .flatMap((name) => (name ? [name.toLowerCase()] : [])),
  )
}

/** Words of five letters or more (skips most stop words), a trailing s cut as a cheap stem. */
function captionWords(caption: string): string[] {
  return caption
    .toLowerCase()
    .split(/[^a-z-]+/)
    .filter((word) => word.length >= 5)
    .map((word) => word.replace(/s$/, ''))
}

const ownItems = (items: readonly SeedItem[], channelId: string) =>
  items.filter((item) => item.key.startsWith(`${channelId}-`))

describe('PROGRAMS', () => {
  test('has a program for every demo channel and no other', () => {
    expect(Object.keys(PROGRAMS).sort()).toEqual(DEMO_CHANNELS.map((channel) => channel.id).sort())
  })

  test('runs 8 to 14 segments of 20 to 60 seconds per channel', () => {
    for (const [channelId, program] of Object.entries(PROGRAMS)) {
      expect(program.length, channelId).toBeGreaterThanOrEqual(8)
      expect(program.length, channelId).toBeLessThanOrEqual(14)
      for (const segment of program) {
        expect(segment.durationSec).toBeGreaterThanOrEqual(20)
        expect(segment.durationSec).toBeLessThanOrEqual(60)
        expect(segment.title.trim()).not.toBe('')
      }
    }
  })

  test('captions read as one or two subtitle sentences', () => {
    for (const program of Object.values(PROGRAMS)) {
      for (const { caption } of program) {
        const sentences = caption.split(/[.!?](?=\s+[A-Z]|$)/).filter((part) => part.trim())
        expect(sentences.length, caption).toBeGreaterThanOrEqual(1)
        expect(sentences.length, caption).toBeLessThanOrEqual(2)
      }
    }
  })

  test('names an on-screen entity in most segments and leaves some to context', () => {
    for (const [channelId, program] of Object.entries(PROGRAMS)) {
      const named = program.filter((segment) => segment.entities.length > 0).length
      expect(named / program.length, channelId).toBeGreaterThan(0.5)
      expect(named, channelId).toBeLessThan(program.length)
    }
  })

  for (const [label, items] of Object.entries(catalogs)) {
    test(`every entity is a brand, model or title of the channel's own items in ${label}`, () => {
      for (const [channelId, program] of Object.entries(PROGRAMS)) {
        const known = names(ownItems(items, channelId))
        for (const entity of program.flatMap((segment) => segment.entities)) {
          expect(known.has(entity.toLowerCase()), `${channelId}: ${entity}`).toBe(true)
        }
      }
    })
  }

  test('context-only captions share words with the channel’s catalog text', () => {
    // Two shared words in the seeded catalog; at least one even in a 200-item test catalog.
    for (const [label, items, least] of [
      ['default', catalogs['the default catalog'], 2],
      ['200', catalogs['a 200-item catalog'], 1],
    ] as const) {
      for (const [channelId, program] of Object.entries(PROGRAMS)) {
        const text = ownItems(items, channelId)
          .map((item) => `${item.title} ${item.category} ${item.description}`)
          .join(' ')
          .toLowerCase()
        for (const segment of program.filter((entry) => entry.entities.length === 0)) {
          const shared = new Set(
            captionWords(segment.caption).filter((word) => text.includes(word)),
          )
          expect(shared.size, `${label} ${channelId}: ${segment.caption}`).toBeGreaterThanOrEqual(
            least,
          )
        }
      }
    }
  })
})
