// How much a channel's past signals lift or drop each item for a caption: signals given on
// captions like it count, the nearer and the newer the more.
import type { FeedbackSignal } from '../../shared/api/feedback'
import { dot } from '../embeddings'
import type { SaidCaption } from '../matching'

/**
 * Not in the spec: what one signal is worth (a lift above 0, a drop below), and how many of
 * its kind on one segment's item count at most. An editor's word counts most; clicks are
 * anonymous, so they count once a minute per segment's item (`recordSignal`) and it takes five
 * to pick it (server/matching/picked.ts); a vote is one per signed-in viewer, so it takes two Saves or two "Not for me".
 */
export const SIGNAL_WEIGHT: Readonly<Record<FeedbackSignal, { each: number; most: number }>> = {
  pin: { each: 1, most: 1 },
  approve: { each: 0.8, most: 1 },
  click: { each: 0.05, most: 10 },
  save: { each: 0.15, most: 4 },
  reject: { each: -1, most: 1 },
  block: { each: -1, most: 1 },
  'not-for-me': { each: -0.15, most: 4 },
}

/** Not in the spec: the age (days) at which a signal counts half; it halves again each time. */
export const FEEDBACK_HALF_LIFE_DAYS = 14
export const DAY_MS = 86_400_000

/** Not in the spec: signals older than this (days) are not read at all. */
export const FEEDBACK_MAX_AGE_DAYS = 120

/**
 * Not in the spec: how alike two captions must be for a signal on one to count for the other.
 * By meaning, the cosine of their vectors (one model's); by words, the share of content words
 * they have in common (Dice). A signal counts from nothing at these to fully at identical.
 */
export const NEAR_BY_MEANING = 0.6
export const NEAR_BY_WORDS = 0.4

/** A signal as stored: on which item, how often, when last, and the caption it was given on. */
export type SignalRow = {
  productId: number
  signal: FeedbackSignal
  count: number
  lastAt: Date
  caption: { words: readonly string[]; model: string | null; vector: Float32Array | null }
}

/** A word as compared: lower case, a plural's trailing "s" left off ("waves", "wave"). */
function stem(word: string): string {
  const lower = word.toLowerCase()
  return lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss')
    ? lower.slice(0, -1)
    : lower
}

/** The share of words two captions have in common (Dice: 1 when the same, 0 when none shared). */
export function sharedWords(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a.map(stem))
  const right = new Set(b.map(stem))
  if (!left.size || !right.size) return 0
  let both = 0
  for (const word of left) if (right.has(word)) both++
  return (2 * both) / (left.size + right.size)
}

/**
 * How much a signal given on `other` counts for `caption` (0..1): 0 below both thresholds,
 * rising to 1 for the same caption, by meaning (vectors of the same model) or words.
 */
export function closeness(caption: SaidCaption, other: SignalRow['caption']): number {
  const query = caption.query
  const cosine =
    query &&
    other.vector &&
    other.model === query.model &&
    other.vector.length === query.vector.length
      ? dot(query.vector, other.vector)
      : 0
  const byMeaning = (cosine - NEAR_BY_MEANING) / (1 - NEAR_BY_MEANING)
  const byWords = (sharedWords(caption.words, other.words) - NEAR_BY_WORDS) / (1 - NEAR_BY_WORDS)
  return Math.min(1, Math.max(0, byMeaning, byWords))
}

/**
 * Each item's net weight for `caption` from a channel's signals: the sum over signals given on
 * captions like it of the signal's worth, times how alike the captions are, halved for each
 * FEEDBACK_HALF_LIFE_DAYS of age. Items no near signal touches are left out.
 */
export function weighSignals(
  rows: readonly SignalRow[],
  caption: SaidCaption,
  now: Date,
): Map<number, number> {
  const weights = new Map<number, number>()
  for (const row of rows) {
    const near = closeness(caption, row.caption)
    if (near <= 0) continue
    const { each, most } = SIGNAL_WEIGHT[row.signal]
    const days = Math.max(0, now.getTime() - row.lastAt.getTime()) / DAY_MS
    const worth = each * Math.min(row.count, most) * near * 0.5 ** (days / FEEDBACK_HALF_LIFE_DAYS)
    weights.set(row.productId, (weights.get(row.productId) ?? 0) + worth)
  }
  return weights
}
