/** Whatever the platform's setTimeout returns; only ever handed back to clearTimeout. */
export type TimerId = ReturnType<typeof setTimeout>

/**
 * The timer functions shared code needs, injected so tests run on fake timers. Like the
 * platform's, clearTimeout ignores an id that is not a pending timer's, `undefined` included.
 */
export type Timers = {
  setTimeout(fn: () => void, ms: number): TimerId
  clearTimeout(id: TimerId | undefined): void
}

/** Resolves after `ms`, or at once when `signal` aborts (the caller then checks it). */
export function sleep(ms: number, timers: Timers, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve()
      return
    }
    const onAbort = () => {
      timers.clearTimeout(id)
      resolve()
    }
    const id = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
