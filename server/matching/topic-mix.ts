// What each contextual search reads: the channel's best items plus the best few of the whole
// catalog, so a fitting item of another topic can still be found (Motocross gear on the
// motorsport channel, a surfboard on the beach channel) while the channel's own fill the list.

/**
 * Not in the spec: items of any topic each search (words, meaning) adds to the channel's own.
 * Channels hold far more on-topic items than a search reads (60), so with the topic as a
 * filter no other topic was ever reached; ten, a sixth of the list, lets the best of the
 * catalog in without crowding the channel out (the topic prior in `fuse.ts` still favours it).
 */
export const BEST_OVERALL = 10

/**
 * The on-topic list and the overall list as one, each item once, best first by `score` (ties
 * by id): the order the search itself gives, the topic left to the fusion's prior.
 */
export function withBestOverall<T>(
  onTopic: readonly T[],
  overall: readonly T[],
  key: (item: T) => { id: number; score: number },
): T[] {
  const byId = new Map<number, T>()
  for (const item of [...onTopic, ...overall]) {
    const { id } = key(item)
    if (!byId.has(id)) byId.set(id, item)
  }
  return [...byId.values()].sort((a, b) => {
    const ka = key(a)
    const kb = key(b)
    return kb.score - ka.score || ka.id - kb.id
  })
}
