import { describe, expect, test } from 'vitest'
import { matchReasonText, WHY_MAX_LENGTH, whyLine } from './match-reason'

describe('matchReasonText', () => {
  test('says a heard name was heard, and a name on screen was shown', () => {
    expect(matchReasonText({ kind: 'exact', entity: 'Trail Runner 2', heard: true })).toBe(
      'Heard: Trail Runner 2',
    )
    expect(matchReasonText({ kind: 'exact', entity: 'Trail Runner 2' })).toBe(
      'Named on screen: Trail Runner 2',
    )
  })

  test('names the words a contextual match shares or lies closest to', () => {
    expect(matchReasonText({ kind: 'contextual', words: ['tent', 'camp'] })).toBe(
      'Shares the words: tent, camp',
    )
    expect(matchReasonText({ kind: 'contextual', words: ['tent'], by: 'meaning' })).toBe(
      'Close in meaning to: tent',
    )
    expect(matchReasonText({ kind: 'contextual', words: ['tent'], by: 'both' })).toBe(
      'Close in meaning; shares the words: tent',
    )
    expect(matchReasonText({ kind: 'contextual', words: [], by: 'meaning' })).toBe(
      'Close in meaning to the caption.',
    )
  })
})

describe('whyLine', () => {
  test('is the reason in words when it fits', () => {
    expect(whyLine({ kind: 'exact', entity: 'Trail Runner 2', heard: true })).toBe(
      'Heard: Trail Runner 2',
    )
  })

  test('keeps the whole words that fit and marks the rest with an ellipsis', () => {
    const words = Array.from({ length: 20 }, (_, i) => `word${i}`)
    const line = whyLine({ kind: 'contextual', words })
    expect(line.length).toBeLessThanOrEqual(WHY_MAX_LENGTH)
    expect(line).toMatch(/^Shares the words: word0, word1, .*word\d+…$/)
  })

  test('cuts a long name at the limit', () => {
    const line = whyLine({ kind: 'exact', entity: 'x'.repeat(200), heard: true })
    expect(line).toHaveLength(WHY_MAX_LENGTH)
    expect(line.startsWith('Heard: xxx')).toBe(true)
    expect(line.endsWith('…')).toBe(true)
  })

  test('cuts a single word too long to fit whole', () => {
    const line = whyLine({ kind: 'contextual', words: ['y'.repeat(200)], by: 'meaning' })
    expect(line).toHaveLength(WHY_MAX_LENGTH)
    expect(line.startsWith('Close in meaning to: yyy')).toBe(true)
  })
})
