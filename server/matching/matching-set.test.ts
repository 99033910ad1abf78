import { describe, expect, test } from 'vitest'
import { DEMO_CHANNELS } from '../../shared/channels'
import { MATCHING_SET } from '../../tests/bench/matching/set'
import { PROGRAMS } from '../demo/programs'
import { generateCatalog } from '../demo/seed-data'

// The labelled set of `npm run bench:matching` against the demo catalog it is measured on.
const catalog = generateCatalog()
const categories = new Set(catalog.map((item) => item.category))

describe('the labelled matching set', () => {
  test('holds 8 captions for each demo channel, with unique ids', () => {
    const ids = new Set(MATCHING_SET.map((c) => c.id))
    expect(ids.size).toBe(MATCHING_SET.length)
    for (const channel of DEMO_CHANNELS) {
      expect(
        MATCHING_SET.filter((c) => c.channelId === channel.id),
        channel.id,
      ).toHaveLength(8)
    }
    expect(MATCHING_SET).toHaveLength(8 * DEMO_CHANNELS.length)
  })

  test('names only categories of the demo catalog, spelled as it spells them', () => {
    const named = MATCHING_SET.flatMap((c) => c.accept.categories ?? [])
    expect(named.filter((category) => !categories.has(category))).toEqual([])
  })

  test('every title pattern fits some item of the full demo catalog', () => {
    const unmatched = MATCHING_SET.flatMap((c) =>
      (c.accept.titles ?? [])
        .filter((pattern) => !catalog.some((item) => pattern.test(item.title)))
        .map((pattern) => `${c.id}: ${pattern}`),
    )
    expect(unmatched).toEqual([])
  })

  test('no caption repeats five words in a row of a catalog title, description or program', () => {
    const runs = (text: string) => {
      const words = text
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
      return words
        .slice(0, Math.max(0, words.length - 4))
        .map((_, i) => words.slice(i, i + 5).join(' '))
    }
    const catalogRuns = new Set(
      [
        ...catalog.flatMap((item) => [item.title, item.description]),
        ...Object.values(PROGRAMS).flatMap((segments) => segments.map((s) => s.caption)),
      ].flatMap(runs),
    )
    const copied = MATCHING_SET.filter((c) => runs(c.caption).some((run) => catalogRuns.has(run)))
    expect(copied.map((c) => c.id)).toEqual([])
  })
})
