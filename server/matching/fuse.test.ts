import { describe, expect, it } from 'vitest'
import { MIN_MATCH_CONFIDENCE as MIN_CONFIDENCE } from '../../shared/api/studio'
import { type Candidate, confidenceOf, fuse } from './fuse'

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
