/** A seeded source of numbers in [0, 1): same seed, same sequence. */
export type Random = () => number

/** Mulberry32: a tiny, fast, well-spread 32-bit PRNG; enough for demo data, not for secrets. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** One element of a non-empty list, chosen by `random`. */
export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick() needs a non-empty list')
  return item
}

/** A whole number in [min, max], both included. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}

/** Two different elements of a list of at least two (one when the list has one). */
export function pickTwo<T>(random: Random, items: readonly T[]): T[] {
  const first = Math.floor(random() * items.length)
  if (items.length < 2) return items.slice(first, first + 1)
  const second = (first + 1 + Math.floor(random() * (items.length - 1))) % items.length
  return [items[first], items[second]].filter((item): item is T => item !== undefined)
}
