import { describe, expect, test } from 'vitest'
import {
  acceptable,
  figuresByChannel,
  type MatchedItem,
  meanFigures,
  scoreCaption,
} from '../../tests/bench/matching/metrics'

// The figures of `npm run bench:matching` (tests/bench/matching/metrics.ts).
let nextId = 1
const item = (category: string, title = `${category} item`): MatchedItem => ({
  productId: nextId++,
  title,
  category,
})
const surf = { categories: ['Surfboards and wetsuits'], titles: [/Surf Contest/] }

describe('acceptable items', () => {
  test('an item fits by its category or by a title pattern, else not', () => {
    expect(acceptable(item('Surfboards and wetsuits'), surf)).toBe(true)
    expect(acceptable(item('Action sports events', 'Pro Surf Contest Day Pass'), surf)).toBe(true)
    expect(acceptable(item('Action sports events', 'Supercross Main Event'), surf)).toBe(false)
    expect(acceptable(item('Surfboards'), surf)).toBe(false)
  })

  test('labels with only titles, or only categories, still decide', () => {
    expect(
      acceptable(item('Kitchen appliances', 'High-Speed Blender'), { titles: [/Blender/] }),
    ).toBe(true)
    expect(acceptable(item('Kitchen appliances', 'Air Fryer'), { titles: [/Blender/] })).toBe(false)
    expect(acceptable(item('Putters'), {})).toBe(false)
  })
})

describe('one caption’s score', () => {
  test('precision counts fitting items among the first five', () => {
    const items = [
      item('Surfboards and wetsuits'),
      item('Golf balls'),
      item('Surfboards and wetsuits'),
      item('Golf balls'),
      item('Golf balls'),
      item('Surfboards and wetsuits'),
    ]
    expect(scoreCaption(items, surf)).toEqual({ precision: 0.4, hit: 1, reciprocalRank: 1 })
  })

  test('places a matcher left empty count as misses', () => {
    const items = [item('Surfboards and wetsuits'), item('Surfboards and wetsuits')]
    expect(scoreCaption(items, surf).precision).toBe(0.4)
    expect(scoreCaption([], surf)).toEqual({ precision: 0, hit: 0, reciprocalRank: 0 })
  })

  test('the reciprocal rank is of the first fitting item, even past the fifth', () => {
    const misses = Array.from({ length: 5 }, () => item('Golf balls'))
    expect(scoreCaption([misses[0] as MatchedItem, item('Surfboards and wetsuits')], surf)).toEqual(
      {
        precision: 0.2,
        hit: 1,
        reciprocalRank: 0.5,
      },
    )
    expect(scoreCaption([...misses, item('Surfboards and wetsuits')], surf)).toEqual({
      precision: 0,
      hit: 0,
      reciprocalRank: 1 / 6,
    })
  })
})

describe('figures over a set', () => {
  test('are the means of the captions’ scores, overall and per channel in order of appearance', () => {
    const scores = [
      { channelId: 'wedosport', score: { precision: 1, hit: 1, reciprocalRank: 1 } },
      { channelId: 'golf-network', score: { precision: 0.2, hit: 1, reciprocalRank: 0.5 } },
      { channelId: 'wedosport', score: { precision: 0, hit: 0, reciprocalRank: 0 } },
    ]
    const { overall, channels } = figuresByChannel(scores)
    expect(overall.captions).toBe(3)
    expect(overall.precision).toBeCloseTo(0.4)
    expect(overall.hit).toBeCloseTo(2 / 3)
    expect(overall.mrr).toBeCloseTo(0.5)
    expect(channels).toEqual([
      { channelId: 'wedosport', figures: { captions: 2, precision: 0.5, hit: 0.5, mrr: 0.5 } },
      { channelId: 'golf-network', figures: { captions: 1, precision: 0.2, hit: 1, mrr: 0.5 } },
    ])
  })

  test('an empty set has zero figures, not NaN', () => {
    expect(meanFigures([])).toEqual({ captions: 0, precision: 0, hit: 0, mrr: 0 })
  })
})
