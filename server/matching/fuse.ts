// Contextual ranking: one order from two (meaning and full text), with the channel's topic
// as a prior, and a confidence a person can read.

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
  return [...byId.values()]
    .map(({ order, ...item }) => ({
      ...item,
      order,
      fused: item.fused + (item.onTopic ? topicShare : 0),
      confidence: confidenceOf(item),
    }))
    .sort((a, b) => b.fused - a.fused || a.order - b.order || a.productId - b.productId)
    .map(({ order: _order, ...item }) => item)
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
