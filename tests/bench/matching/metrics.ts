// The figures of matching quality, pure: whether an item fits a caption's labels,
// precision@5, hit@5 and reciprocal rank of one caption's ranked items, and their means over
// a set, overall and per channel.
import type { Acceptance } from './set'

/** How many of a matcher's first items the figures look at. */
export const TOP_K = 5

/** One item a matcher returned, as the figures need it. */
export type MatchedItem = { productId: number; title: string; category: string }

/** One caption's figures: precision@K and hit@K of its first K items, 1/rank of the first fit. */
export type CaptionScore = { precision: number; hit: number; reciprocalRank: number }

/** Means over a set of captions (0 for each figure when the set is empty). */
export type Figures = { captions: number; precision: number; hit: number; mrr: number }

/** Whether an item's category is acceptable or its title matches an acceptable pattern. */
export function acceptable(item: Pick<MatchedItem, 'title' | 'category'>, accept: Acceptance) {
  return (
    (accept.categories ?? []).includes(item.category) ||
    (accept.titles ?? []).some((pattern) => pattern.test(item.title))
  )
}

/**
 * Scores one caption's ranked items: places of the first K that hold no item count as
 * misses (a matcher returning two fitting items scores 2/5, not 2/2); the reciprocal rank
 * looks at the whole list and is 0 when nothing in it fits.
 */
export function scoreCaption(
  items: readonly MatchedItem[],
  accept: Acceptance,
  k = TOP_K,
): CaptionScore {
  const fits = items.map((item) => acceptable(item, accept))
  const top = fits.slice(0, k).filter(Boolean).length
  const first = fits.indexOf(true)
  return {
    precision: top / k,
    hit: top > 0 ? 1 : 0,
    reciprocalRank: first < 0 ? 0 : 1 / (first + 1),
  }
}

/** The means of captions' scores. */
export function meanFigures(scores: readonly CaptionScore[]): Figures {
  const n = scores.length
  const mean = (pick: (s: CaptionScore) => number) =>
    n ? scores.reduce((sum, s) => sum + pick(s), 0) / n : 0
  return {
    captions: n,
    precision: mean((s) => s.precision),
    hit: mean((s) => s.hit),
    mrr: mean((s) => s.reciprocalRank),
  }
}

/** A caption's score on the channel it airs on. */
export type ChannelScore = { channelId: string; score: CaptionScore }

/** The figures over all captions and per channel (channels in order of first appearance). */
export function figuresByChannel(scores: readonly ChannelScore[]): {
  overall: Figures
  channels: { channelId: string; figures: Figures }[]
} {
  const groups = new Map<string, CaptionScore[]>()
  for (const { channelId, score } of scores) {
    const group = groups.get(channelId) ?? []
    group.push(score)
    groups.set(channelId, group)
  }
  return {
    overall: meanFigures(scores.map((s) => s.score)),
    channels: [...groups].map(([channelId, group]) => ({
      channelId,
      figures: meanFigures(group),
    })),
  }
}
