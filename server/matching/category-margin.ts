// Which categories a segment's contextual matches mix: another category than the best one only
// when it fits nearly as well, so variety never costs a better-fitting item its place.
import { type Lookable, pickVaried, spreadOut } from './variety'

/**
 * Not in the spec: how much lower (in confidence, 0..1) the best item of another category may
 * be than the best of the first category (the fused first item's) for that category to share
 * the matches. Measured on tests/bench/matching (local model), precision@5 / hit@5 at margins
 * 0, 0.05, 0.1, 0.2, 0.3 on its tune half (48 captions): 0.600/0.875, 0.592/0.854,
 * 0.575/0.854, 0.571/0.854, 0.571/0.854; on its held-out half: 0.500/0.792, 0.504/0.813,
 * 0.517/0.854, 0.517/0.854, 0.517/0.854; on the floor test's 36 captions at 200 items, 0, 0.1
 * and 0.2: 0.367/0.806, 0.389/0.833, 0.389/0.861. The tune half's best (0) did not carry over,
 * so 0.2, even on all three. By words alone any margin under 0.25 (one shared word) is the
 * same: precision@5 0.440 against 0.421 with every category mixed.
 */
export const CATEGORY_MARGIN = 0.2

/**
 * The ranked candidates with those of categories that may share the matches first (the first
 * item's category, and each other whose best item's `confidence` is within `margin` of its
 * best), each part in rank order; `mixes` says which items are of such a category.
 */
export function byCategoryMargin<T extends { category: string }>(
  ranked: readonly T[],
  confidence: (item: T) => number,
  margin = CATEGORY_MARGIN,
): { ranked: T[]; mixes: (item: T) => boolean } {
  const best = new Map<string, number>()
  for (const item of ranked) {
    best.set(item.category, Math.max(best.get(item.category) ?? 0, confidence(item)))
  }
  const first = ranked[0]
  const floor = first ? (best.get(first.category) ?? 0) - margin : 0
  const mixes = (item: T) =>
    item.category === first?.category || (best.get(item.category) ?? 0) >= floor
  return { ranked: [...ranked.filter(mixes), ...ranked.filter((item) => !mixes(item))], mixes }
}

/**
 * Up to `limit` of the ranked contextual candidates as shown: one per look-alike kind while
 * others are left (`pickVaried`, `prefer` choosing among look-alikes), those of categories
 * within the margin first, then, to fill the places, the others in rank order; neighbours
 * spread out (`spreadOut`, after `before`): a category moves up for variety only if within
 * the margin, any item to keep look-alikes apart.
 */
export function variedInMargin<T extends Lookable>(
  ranked: readonly T[],
  how: {
    limit: number
    confidence: (item: T) => number
    prefer?: (item: T) => number
    before?: Lookable | null
  },
): T[] {
  const margin = byCategoryMargin(ranked, how.confidence)
  const picked = pickVaried(margin.ranked, how.limit, true, how.prefer)
  return spreadOut(picked, how.before ?? null, margin.mixes)
}
