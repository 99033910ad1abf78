import { describe, expect, it } from 'vitest'
import { layoutSlots } from './slots'

describe('layoutSlots', () => {
  it('stacks one column: each card below the one before, with the gap between', () => {
    expect(layoutSlots([100, 150, 120], 1, 300, 10)).toEqual({
      slots: [
        { x: 0, y: 0 },
        { x: 0, y: 110 },
        { x: 0, y: 270 },
      ],
      height: 390,
    })
  })

  it('fills rows left to right; a row is as tall as its tallest card', () => {
    // Two columns of (310 - 10) / 2 = 150 px: the second starts at 160.
    expect(layoutSlots([100, 180, 120], 2, 310, 10)).toEqual({
      slots: [
        { x: 0, y: 0 },
        { x: 160, y: 0 },
        { x: 0, y: 190 },
      ],
      height: 310,
    })
  })

  it('reserves nothing for no cards, and takes a bad column count as one', () => {
    expect(layoutSlots([], 3, 900, 10)).toEqual({ slots: [], height: 0 })
    expect(layoutSlots([50, 50], 0, 300, 10).slots).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 60 },
    ])
  })
})
