// Contextual ranking: one order from two (meaning and full text), with the channel's topic
// as a prior, and a confidence a person can read.
import { MIN_MATCH_CONFIDENCE } from '../../shared/api/studio'

/**
 * Not in the spec: reciprocal rank fusion's damping constant (the usual 60): an item's share
 * from one list is 1 / (RRF_K + its place), so the first places of either list count most
 * and neither list's raw scores need to be comparable.
 */
export const RRF_K = 60

/** Not in the spec: how much each list and the topic prior weigh in the fused score. */
export const FUSION_WEIGHTS = { meaning: 1, text: 0.5, topic: 1 } as const

/**
 * Not in the spec: cosine similarities of the local model mapped to confidence 0 and 1.
 * The Universal Sentence Encoder puts unrelated short texts near 0.1 and paraphrases above
 * 0.5 (measured on the matching set, tests/bench/matching).
 */
export const SIMILARITY_FLOOR = 0.1
export const SIMILARITY_CEILING = 0.5

/**
 * Not in the spec: the place (from 1) a strong first of either list is kept at or above. The
 * fusion can bury an item one list puts first and the other far down or not at all (a sim
 * racing wheel first by words, 18th by meaning); an item sure enough by its own list to be
 * shown (MIN_MATCH_CONFIDENCE) keeps a place in the five a viewer sees, when it is of the
 * channel's topic or the other search found it too: a first place of another topic by words
 * alone is mostly a homonym ("iron" brings a cast iron skillet to a golf channel).
 */
export const STRONG_FIRST_PLACE = 5

/** Not in the spec: a text-only match's confidence per caption word it shares (at most 1). */
const TEXT_CONFIDENCE_PER_WORD = 0.25

/** An item one of the two searches found, with what that search knows of it. */
export type Candidate = {
  productId: number
  onTopic: boolean
  /** Cosine similarity of the caption and the item, when the meaning search found it. */
  similarity?: number
  /** Caption words (as stemmed) the item's text shares, when the full-text search found it. */
  sharedWords?: number
}

/** A candidate in the fused order, with its fused score and confidence (0..1). */
export type Fused = Candidate & { fused: number; confidence: number }

/**
 * Fuses the meaning list and the text list (each best first) into one order: each list gives
 * an item 1 / (RRF_K + place), weighted, and an item of the channel's topic gets the topic
 * weight as if it were first in a third list. Ties keep the meaning list's order, then ids.
 * The first of either list, when sure enough by that list alone to be shown, is then raised
 * to STRONG_FIRST_PLACE if the fusion put it lower (`keepStrongFirsts`).
 */
export function fuse(meaning: readonly Candidate[], text: readonly Candidate[]): Fused[] {
  const byId = new Map<number, Candidate & { fused: number; order: number }>()
  const add = (list: readonly Candidate[], weight: number, offset: number) => {
    list.forEach((item, place) => {
      const held = byId.get(item.productId)
      const share = weight / (RRF_K + place + 1)
      if (held) {
        held.fused += share
        held.similarity ??= item.similarity
        held.sharedWords ??= item.sharedWords
      } else {
        byId.set(item.productId, { ...item, fused: share, order: offset + place })
      }
    })
  }
  add(meaning, FUSION_WEIGHTS.meaning, 0)
  add(text, FUSION_WEIGHTS.text, meaning.length)
  const topicShare = FUSION_WEIGHTS.topic / (RRF_K + 1)
  const fused = [...byId.values()]
    .map(({ order, ...item }) => ({
      ...item,
      order,
      fused: item.fused + (item.onTopic ? topicShare : 0),
      confidence: confidenceOf(item),
    }))
    .sort((a, b) => b.fused - a.fused || a.order - b.order || a.productId - b.productId)
    .map(({ order: _order, ...item }) => item)
  return keepStrongFirsts(fused, [meaning[0], text[0]])
}

/**
 * The fused order with each of `firsts` (the first of a list, as that list knew it) that is
 * strong, sure enough by its own list to be shown and of the channel's topic or found by both
 * searches, moved up to STRONG_FIRST_PLACE when it stood lower; the rest keep their order.
 */
export function keepStrongFirsts(
  fused: readonly Fused[],
  firsts: readonly (Candidate | undefined)[],
) {
  const out = [...fused]
  for (const first of firsts) {
    if (!first || confidenceOf(first) < MIN_MATCH_CONFIDENCE) continue
    const at = out.findIndex((f) => f.productId === first.productId)
    const held = out[at]
    const both = held?.similarity !== undefined && held.sharedWords !== undefined
    if (at < STRONG_FIRST_PLACE || !(held?.onTopic || both)) continue
    const [kept] = out.splice(at, 1)
    if (kept) out.splice(STRONG_FIRST_PLACE - 1, 0, kept)
  }
  return out
}

/**
 * How sure a contextual match is: from the meaning similarity when there is one, else from
 * the number of caption words the item shares; found by both searches, the higher of the two.
 */
export function confidenceOf(candidate: Candidate): number {
  const meaning =
    candidate.similarity === undefined
      ? 0
      : (candidate.similarity - SIMILARITY_FLOOR) / (SIMILARITY_CEILING - SIMILARITY_FLOOR)
  const text = (candidate.sharedWords ?? 0) * TEXT_CONFIDENCE_PER_WORD
  return round2(Math.min(1, Math.max(0, meaning, text)))
}

function round2(value: number): number {
  return Math.round(value * 100) / 100
}
