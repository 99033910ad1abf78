// Matching by words alone (no model answered, or no item has a vector yet: the first minutes
// after a fresh start): the best word matches are published, not dropped by the floor.
import { type MatchReason, MIN_MATCH_CONFIDENCE } from '../../shared/api/studio'

/**
 * Not in the spec: how many of the first contextual matches found by words alone are shown to
 * viewers though below the confidence floor (MIN_MATCH_CONFIDENCE). A shared word is worth
 * 0.25, so one-word matches, the most common by words, sat below the 0.35 floor: 49 of the
 * bench's 96 captions showed nothing by words alone (tests/bench/matching). Five, the places
 * the bench scores; the sixth (CONTEXT_MATCH_LIMIT) is held back like any unsure match.
 */
export const WORDS_ONLY_SHOWN = 5

/**
 * The contextual matches (best first) of a search by words alone, the first WORDS_ONLY_SHOWN
 * marked `bestByWords` when below the floor (`shownToViewers` shows them): they are the best
 * the words can tell. Their confidence stays what the words gave.
 */
export function wordsOnlyFloor<T extends { score: number; reason: MatchReason }>(
  matches: readonly T[],
): T[] {
  return matches.map((match, place) =>
    place < WORDS_ONLY_SHOWN &&
    match.score < MIN_MATCH_CONFIDENCE &&
    match.reason.kind === 'contextual'
      ? { ...match, reason: { ...match.reason, bestByWords: true } }
      : match,
  )
}
