import { describe, expect, it } from 'vitest'
import { type MatchReason, MIN_MATCH_CONFIDENCE, shownToViewers } from '../../shared/api/studio'
import { reasonText, scoreText } from './on-air'

describe('reasonText', () => {
  it('tells a name heard in the caption from one shown on screen', () => {
    expect(reasonText({ kind: 'exact', entity: 'Pro V1', heard: true })).toBe('Heard: Pro V1')
    expect(reasonText({ kind: 'exact', entity: 'Pro V1' })).toBe('Named on screen: Pro V1')
  })

  it('says whether a contextual match came by meaning, by words or both', () => {
    expect(reasonText({ kind: 'contextual', words: ['keeper', 'strike'], by: 'meaning' })).toBe(
      'Close in meaning to: keeper, strike',
    )
    expect(reasonText({ kind: 'contextual', words: [], by: 'meaning' })).toBe(
      'Close in meaning to the caption.',
    )
    expect(reasonText({ kind: 'contextual', words: ['surf'], by: 'both' })).toBe(
      'Close in meaning; shares the words: surf',
    )
    expect(reasonText({ kind: 'contextual', words: ['pan'] })).toBe('Shares the words: pan')
  })

  it('explains a pin and a match kept without a reason', () => {
    expect(reasonText(null, true)).toBe('Pinned in the Studio.')
    expect(reasonText(null)).toBe('No reason was kept for this match.')
  })
})

describe('confidence', () => {
  it('reads as a whole percentage, clamped', () => {
    expect(scoreText(0.456)).toBe('46%')
    expect(scoreText(1.7)).toBe('100%')
  })

  it('holds back contextual matches below the threshold, never exact ones', () => {
    const reason: MatchReason = { kind: 'contextual', words: ['tent'], by: 'words' }
    expect(shownToViewers({ score: MIN_MATCH_CONFIDENCE, reason })).toBe(true)
    expect(shownToViewers({ score: MIN_MATCH_CONFIDENCE - 0.01, reason })).toBe(false)
    expect(shownToViewers({ score: 0, reason: { kind: 'exact', entity: 'Tent' } })).toBe(true)
  })

  it('shows the best matches by words alone, below the threshold, as they are', () => {
    const reason: MatchReason = {
      kind: 'contextual',
      words: ['tent'],
      by: 'words',
      bestByWords: true,
    }
    expect(shownToViewers({ score: 0.25, reason })).toBe(true)
  })
})
