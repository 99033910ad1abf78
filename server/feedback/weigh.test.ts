import { describe, expect, test } from 'vitest'
import type { QueryVector } from '../embeddings'
import {
  closeness,
  FEEDBACK_HALF_LIFE_DAYS,
  NEAR_BY_MEANING,
  NEAR_BY_WORDS,
  type SignalRow,
  sharedWords,
  weighSignals,
} from './weigh'

const DAY = 86_400_000
const now = new Date('2026-12-01T12:00:00Z')

/** A unit vector in two dimensions at `cosine` to [1, 0]. */
function at(cosine: number, model = 'm'): QueryVector {
  return { model, vector: Float32Array.from([cosine, Math.sqrt(1 - cosine * cosine)]) }
}

function row(overrides: Partial<SignalRow> = {}): SignalRow {
  return {
    productId: 1,
    signal: 'pin',
    count: 1,
    lastAt: now,
    caption: { words: ['swell', 'waves'], model: 'm', vector: at(1).vector },
    ...overrides,
  }
}

describe('shared words', () => {
  test('are the Dice share of two captions’ words, plurals alike, case ignored', () => {
    expect(sharedWords(['Swell', 'waves'], ['wave', 'swell'])).toBe(1)
    expect(sharedWords(['swell', 'waves', 'dark'], ['wave'])).toBe(0.5)
    expect(sharedWords(['grass'], ['gras'])).toBe(0)
    expect(sharedWords([], ['wave'])).toBe(0)
  })
})

describe('closeness', () => {
  const other = { words: ['swell'], model: 'm', vector: at(1).vector }

  test('is 0 up to the threshold of meaning, 1 for the same caption, linear between', () => {
    const words = ['blender']
    expect(closeness({ words, query: at(NEAR_BY_MEANING - 0.01) }, other)).toBe(0)
    expect(closeness({ words, query: at(NEAR_BY_MEANING) }, other)).toBeCloseTo(0, 6)
    expect(closeness({ words, query: at(1) }, other)).toBeCloseTo(1, 6)
    const half = NEAR_BY_MEANING + (1 - NEAR_BY_MEANING) / 2
    expect(closeness({ words, query: at(half) }, other)).toBeCloseTo(0.5, 6)
  })

  test('compares vectors of one model only, and words without vectors', () => {
    expect(closeness({ words: ['blender'], query: at(1, 'other') }, other)).toBe(0)
    expect(closeness({ words: ['swell'], query: null }, other)).toBe(1)
    // One word of four in common is a Dice share of 0.4: the threshold, so nothing yet.
    expect(sharedWords(['swell', 'a1', 'b1', 'c1'], ['swell'])).toBeCloseTo(NEAR_BY_WORDS, 6)
    expect(closeness({ words: ['swell', 'a1', 'b1', 'c1'], query: null }, other)).toBe(0)
  })
})

describe('weighing signals', () => {
  const caption = { words: ['swell', 'waves'], query: at(1) }

  test('sums each item’s signals on near captions, capped per kind', () => {
    const weights = weighSignals(
      [
        row({ productId: 1, signal: 'pin' }),
        row({ productId: 1, signal: 'click', count: 50 }),
        row({ productId: 2, signal: 'reject' }),
        row({ productId: 3, signal: 'save', count: 2 }),
      ],
      caption,
      now,
    )
    expect([...weights]).toEqual([
      [1, 1 + 0.05 * 10],
      [2, -1],
      [3, 0.3],
    ])
  })

  test('halves a signal each half-life, and leaves out what no near caption says', () => {
    const old = new Date(now.getTime() - FEEDBACK_HALF_LIFE_DAYS * DAY)
    const weights = weighSignals(
      [
        row({ productId: 1, lastAt: old }),
        row({
          productId: 2,
          caption: { words: ['blender'], model: 'm', vector: at(0).vector },
        }),
      ],
      caption,
      now,
    )
    expect([...weights]).toEqual([[1, 0.5]])
  })
})
