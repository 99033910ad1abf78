/** What the look-alike rules read of an item. */
export type Lookable = { title: string; brand: string | null; category: string }

/** Deal prefixes the generator puts before a listed item's title. */
const DEAL_PREFIX = /^(early-bird \d+% off: |\d+% off the |bundle: )/i

/**
 * Two items look alike when this key is equal: same brand and same kind of thing (the last
 * word of the title without its deal prefix), e.g. "Emberforge EF-44 Cast Iron Skillet",
 * "Emberforge Heritage 12 Cast Iron Skillet" and "20% off the Emberforge EF-44 Cast Iron
 * Skillet"; for items without a brand the first word stands for it (two listings of one
 * tour in one city look alike, two events in one city do not).
 */
export function lookAlikeKey(item: Lookable): string {
  const base = item.title.replace(DEAL_PREFIX, '').split(' + ')[0] ?? item.title
  const words = base
    .toLowerCase()
    .replace(/\(.*\)$/, '')
    .split(/[\s,]+/)
    .filter(Boolean)
  const first = item.brand?.toLowerCase() ?? words[0] ?? ''
  return `${first}|${words[words.length - 1] ?? ''}`
}

/**
 * Up to `limit` items of a ranked list, best first, taking at most one item per look-alike
 * key while others are left; with `fill` the rest of the places go to the next best in rank
 * order, without it they stay empty. Of a key's items the one `prefer` scores highest stands
 * for it (the first in rank order on a tie), e.g. the item a caption names among its
 * look-alikes.
 */
export function pickVaried<T extends Lookable>(
  ranked: readonly T[],
  limit: number,
  fill = true,
  prefer: (item: T) => number = () => 0,
): T[] {
  const best = new Map<string, T>()
  for (const item of ranked) {
    const key = lookAlikeKey(item)
    const held = best.get(key)
    if (held === undefined || prefer(item) > prefer(held)) best.set(key, item)
  }
  const taken: T[] = []
  const keys = new Set<string>()
  for (const item of ranked) {
    if (taken.length >= limit) break
    const key = lookAlikeKey(item)
    if (keys.has(key)) continue
    keys.add(key)
    taken.push(best.get(key) ?? item)
  }
  for (const item of fill ? ranked : []) {
    if (taken.length >= limit) break
    if (!taken.includes(item)) taken.push(item)
  }
  return ranked.filter((item) => taken.includes(item))
}

/**
 * The same items in an order where neighbours differ: each next item is the first left that
 * is neither a look-alike nor of the same category as the one before (of those `mayLead`
 * allows to move up for that), else the first that is no look-alike, else simply the first left.
 */
export function spreadOut<T extends Lookable>(
  items: readonly T[],
  before: Lookable | null = null,
  mayLead: (item: T) => boolean = () => true,
): T[] {
  const left = [...items]
  const out: T[] = []
  let previous: Lookable | null = before
  while (left.length > 0) {
    const prev = previous
    const differs = (item: Lookable) => prev === null || lookAlikeKey(item) !== lookAlikeKey(prev)
    const otherCategory = left.findIndex(
      (item) => differs(item) && item.category !== prev?.category && mayLead(item),
    )
    const chosen = otherCategory !== -1 ? otherCategory : Math.max(0, left.findIndex(differs))
    const [item] = left.splice(chosen, 1)
    if (item === undefined) break
    out.push(item)
    previous = item
  }
  return out
}
