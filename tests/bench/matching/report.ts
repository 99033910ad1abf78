// What the bench prints: each matcher's figures and latency, overall and per channel, as
// Markdown tables, and the captions a matcher did worst on.
import { percentile } from '../bench-db'
import type { CaptionRun } from './evaluate'
import { type Figures, figuresByChannel, meanFigures, TOP_K } from './metrics'

/** One matcher's figures over a set, with its time per caption (p50, p95, ms). */
export type MatcherSummary = {
  name: string
  overall: Figures
  channels: { channelId: string; figures: Figures }[]
  /** Captions it returned nothing for. */
  empty: number
  p50Ms: number
  p95Ms: number
}

/** A matcher's summary from its runs. */
export function summarize(name: string, runs: readonly CaptionRun[]): MatcherSummary {
  const times = runs.map((run) => run.ms)
  return {
    name,
    ...figuresByChannel(
      runs.map((run) => ({ channelId: run.caption.channelId, score: run.score })),
    ),
    empty: runs.filter((run) => run.items.length === 0).length,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
  }
}

const figure = (value: number) => value.toFixed(3)

/** The overall table: one row per matcher. */
export function overallTable(summaries: readonly MatcherSummary[]): string[] {
  return [
    `| matcher | captions | empty | precision@${TOP_K} | hit@${TOP_K} | MRR | p50 ms | p95 ms |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...summaries.map(
      (s) =>
        `| ${s.name} | ${s.overall.captions} | ${s.empty} | ${figure(s.overall.precision)} | ${figure(s.overall.hit)} | ${figure(s.overall.mrr)} | ${s.p50Ms.toFixed(1)} | ${s.p95Ms.toFixed(1)} |`,
    ),
  ]
}

/**
 * The set in two halves, every other caption each (4 of each channel's 8): constants are
 * chosen on the first ('tune') and the second ('held out') shows whether they carry over.
 */
export function inHalf(index: number): 'tune' | 'held out' {
  return index % 2 === 0 ? 'tune' : 'held out'
}

/** The halves table: one row per matcher and half (runs in the set's order). */
export function halvesTable(results: readonly { name: string; runs: readonly CaptionRun[] }[]) {
  return [
    `| matcher | half | captions | empty | precision@${TOP_K} | hit@${TOP_K} | MRR |`,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...results.flatMap(({ name, runs }) =>
      (['tune', 'held out'] as const).map((half) => {
        const part = runs.filter((_, i) => inHalf(i) === half)
        const f = meanFigures(part.map((run) => run.score))
        const empty = part.filter((run) => run.items.length === 0).length
        return `| ${name} | ${half} | ${f.captions} | ${empty} | ${figure(f.precision)} | ${figure(f.hit)} | ${figure(f.mrr)} |`
      }),
    ),
  ]
}

/** The per-channel table: one row per channel and matcher. */
export function channelTable(summaries: readonly MatcherSummary[]): string[] {
  const channelIds = summaries[0]?.channels.map((c) => c.channelId) ?? []
  return [
    `| channel | matcher | captions | precision@${TOP_K} | hit@${TOP_K} | MRR |`,
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...channelIds.flatMap((channelId) =>
      summaries.flatMap((s) => {
        const f = s.channels.find((c) => c.channelId === channelId)?.figures
        return f
          ? [
              `| ${channelId} | ${s.name} | ${f.captions} | ${figure(f.precision)} | ${figure(f.hit)} | ${figure(f.mrr)} |`,
            ]
          : []
      }),
    ),
  ]
}

/** The `count` captions a matcher did worst on (lowest precision, then reciprocal rank). */
export function worstRuns(runs: readonly CaptionRun[], count: number): CaptionRun[] {
  return [...runs]
    .sort(
      (a, b) =>
        a.score.precision - b.score.precision ||
        a.score.reciprocalRank - b.score.reciprocalRank ||
        a.caption.id.localeCompare(b.caption.id),
    )
    .slice(0, count)
}

/** Worst captions as lines: the caption, its figures, and what came first in its place. */
export function worstLines(runs: readonly CaptionRun[], shown = 3): string[] {
  return runs.flatMap((run) => [
    `- ${run.caption.id} (${run.caption.channelId}) p@${TOP_K} ${figure(run.score.precision)}, RR ${figure(run.score.reciprocalRank)}: "${run.caption.caption}"`,
    `  wanted: ${[...(run.caption.accept.categories ?? []), ...(run.caption.accept.titles ?? []).map(String)].join(', ')}`,
    `  got: ${
      run.items
        .slice(0, shown)
        .map((item) => `${item.title} [${item.category}]`)
        .join('; ') || 'nothing'
    }`,
  ])
}
