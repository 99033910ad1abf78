/**
 * A per-key debouncer that lets the first call through and drops repeats of the same key
 * within `waitMs` of it (leading edge). Clicks and up-votes are debounced this way (spec §7):
 * the viewer's first click is sent at once, so it is recorded even if the page goes away,
 * and a double click counts once. Returns `true` when the call for `key` may proceed.
 */
export function createKeyedDebouncer(waitMs: number, now: () => number): (key: string) => boolean {
  const last = new Map<string, number>()
  return (key) => {
    const time = now()
    // Forget keys whose window has passed, so the map stays as small as the burst.
    for (const [seen, at] of last) if (time - at >= waitMs) last.delete(seen)
    if (last.has(key)) return false
    last.set(key, time)
    return true
  }
}
