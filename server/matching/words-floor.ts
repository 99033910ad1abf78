// Matching by words alone (no model answered, or no item has a vector yet: the first minutes
// after a fresh start): the best word matches are published, not dropped by the floor.
import { MIN_MATCH_CONFIDENCE } from '../../shared/api/studio'

/**
 * Not in the spec: how many of the first contextual matches found by words alone are raised to
 * the confidence floor (MIN_MATCH_CONFIDENCE), so viewers see them. A shared word is worth 0.25,
 * so one-word matches, the most common by words, sat below the 0.35 floor: 49 of the bench's
 * 96 captions showed nothing by words alone (tests/bench/matching). Five, the places the bench
 * scores; the sixth (CONTEXT_MATCH_LIMIT) keeps its own confidence.
 */
export const WORDS_ONLY_SHOWN = 5

/**
 * The contextual matches (best first) of a search by words alone, the first WORDS_ONLY_SHOWN
 * at least at the floor: they are the best the words can tell.
 */
export function wordsOnlyFloor<T extends { score: number }>(matches: readonly T[]): T[] {
  return matches.map((match, place) =>
    place < WORDS_ONLY_SHOWN && match.score < MIN_MATCH_CONFIDENCE
      ? { ...match, score: MIN_MATCH_CONFIDENCE }
      : match,
  )
}
