import { describe, expect, it } from 'vitest'
import { MIN_MATCH_CONFIDENCE as MIN_CONFIDENCE } from '../../shared/api/studio'
import { type Candidate, confidenceOf, fuse, STRONG_FIRST_PLACE } from './fuse'

const item = (productId: number, extra: Partial<Candidate> = {}): Candidate => ({
  productId,
  onTopic: false,
  ...extra,
})

describe('fuse', () => {
  it('puts an item both searches found above one only one of them found', () => {
    const fused = fuse(
      [item(1, { similarity: 0.5 }), item(2, { similarity: 0.45 })],
      [item(3, { sharedWords: 2 }), item(2, { sharedWords: 1 })],
    )
    expect(fused.map((f) => f.productId)).toEqual([2, 1, 3])
  })

  it('lets the meaning list lead the text list at equal places', () => {
    const fused = fuse([item(1, { similarity: 0.4 })], [item(2, { sharedWords: 1 })])
    expect(fused.map((f) => f.productId)).toEqual([1, 2])
  })

  it('raises items of the channel topic, as a prior rather than a wall', () => {
    const meaning = [item(1, { similarity: 0.5 }), item(2, { similarity: 0.4, onTopic: true })]
    expect(fuse(meaning, []).map((f) => f.productId)).toEqual([2, 1])
    // An off-topic item both searches put first beats an on-topic one far down one list.
    const filler = Array.from({ length: 29 }, (_, i) => item(10 + i))
    const fused = fuse(
      [item(1, { similarity: 0.6 })],
      [item(1, { sharedWords: 3 }), ...filler, item(99, { sharedWords: 1, onTopic: true })],
    )
    expect(fused[0]?.productId).toBe(1)
    expect(fused[1]?.productId).toBe(99)
  })

  it('keeps a strong first of either list in the five, not a weak one', () => {
    const meaning = Array.from({ length: 30 }, (_, i) =>
      item(10 + i, { similarity: 0.45 - i * 0.005, onTopic: true }),
    )
    // First by words with three shared words (0.75), of the channel's topic, found by meaning
    // nowhere.
    const strong = fuse(meaning, [
      item(1, { sharedWords: 3, onTopic: true }),
      item(12, { sharedWords: 1 }),
    ])
    expect(strong.map((f) => f.productId).indexOf(1)).toBe(STRONG_FIRST_PLACE - 1)
    expect(strong.slice(0, 4).map((f) => f.productId)).toEqual([12, 10, 11, 13])
    // One shared word (0.25) is below the floor: the fusion's place stands.
    const weak = fuse(meaning, [item(1, { sharedWords: 1, onTopic: true })])
    expect(weak.map((f) => f.productId).indexOf(1)).toBe(30)
    // Of another topic and by words alone, as sure: the fusion's place stands too.
    const homonym = fuse(meaning, [item(1, { sharedWords: 3 })])
    expect(homonym.map((f) => f.productId).indexOf(1)).toBe(30)
    // First by meaning, of another topic, sure enough (0.4 -> 0.75) and found by words: kept.
    const byMeaning = fuse(
      [item(2, { similarity: 0.4 }), ...meaning.slice(1)],
      [
        ...meaning.slice(0, 10).map((m) => ({ ...m, similarity: undefined, sharedWords: 1 })),
        item(2, { sharedWords: 1 }),
      ],
    )
    expect(byMeaning.map((f) => f.productId).indexOf(2)).toBe(STRONG_FIRST_PLACE - 1)
  })

  it('keeps what each search knew of an item', () => {
    const [first] = fuse([item(7, { similarity: 0.3 })], [item(7, { sharedWords: 2 })])
    expect(first).toMatchObject({ productId: 7, similarity: 0.3, sharedWords: 2 })
  })
})

describe('confidenceOf', () => {
  it('grows with the meaning similarity, from 0 at the floor to 1 at the ceiling', () => {
    expect(confidenceOf(item(1, { similarity: 0.05 }))).toBe(0)
    expect(confidenceOf(item(1, { similarity: 0.3 }))).toBe(0.5)
    expect(confidenceOf(item(1, { similarity: 0.9 }))).toBe(1)
  })

  it('gives a text-only match a quarter per shared word', () => {
    expect(confidenceOf(item(1, { sharedWords: 1 }))).toBe(0.25)
    expect(confidenceOf(item(1, { sharedWords: 1 }))).toBeLessThan(MIN_CONFIDENCE)
    expect(confidenceOf(item(1, { sharedWords: 2 }))).toBeGreaterThanOrEqual(MIN_CONFIDENCE)
  })

  it('takes the better of the two when both searches found the item', () => {
    expect(confidenceOf(item(1, { similarity: 0.2, sharedWords: 3 }))).toBe(0.75)
  })
})
