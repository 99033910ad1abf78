import { rollUpConversions } from '../conversions/rollup'
import type { Db } from '../db'
import { rollUp } from './store'

/** Not in the spec: how often each process rolls raw insight events up. */
export const ROLLUP_EVERY_MS = 60_000

/**
 * Rolls raw events up every ROLLUP_EVERY_MS, conversions' too (deleting click-outs past the
 * attribution window at `now()`). Every process may run this: a rollup claims
 * its events with `for update skip locked`, so two never move the same event.
 */
export function startRollups(
  db: Db,
  everyMs = ROLLUP_EVERY_MS,
  now: () => Date = () => new Date(),
) {
  let running: Promise<unknown> = Promise.resolve()
  const run = () => {
    running = running
      .then(() => rollUp(db))
      .then(() => rollUpConversions(db, now()))
      .catch((error: unknown) => console.error('insights rollup failed', error))
  }
  const timer = setInterval(run, everyMs)
  timer.unref?.()
  return {
    /** Stops the timer and waits for a rollup under way. */
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
