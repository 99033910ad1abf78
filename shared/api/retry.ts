import { sleep, type Timers } from './timers'

/**
 * How often and when to try again: `retries` extra attempts, waiting baseMs, 2×, 4× …, or
 * baseMs × the attempt number (1×, 2×, 3× …) when `linear`.
 */
export type RetryPolicy<T> = {
  retries: number
  baseMs: number
  linear?: boolean
  shouldRetry: (result: T) => boolean
}

/**
 * Runs `attempt` and retries it with backoff while `shouldRetry` says so.
 * Returns the last result; an aborted `signal` stops the waiting (the next attempt is
 * expected to see the signal and answer at once).
 */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy<T>,
  timers: Timers,
  signal?: AbortSignal,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    const result = await attempt()
    if (retry >= policy.retries || signal?.aborted || !policy.shouldRetry(result)) return result
    await sleep(policy.baseMs * (policy.linear ? retry + 1 : 2 ** retry), timers, signal)
  }
}
