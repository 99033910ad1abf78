// Scheduled URL feeds (hourly or daily): every process looks for due feeds once a minute;
// claiming one moves its next run on in the same statement, so exactly one process imports it.
import { ImportBusy, importUrl, type JobDeps } from './jobs'
import { claimDueFeed } from './store'

/** Not in the spec: how often due feeds are looked for. */
export const FEED_SCHEDULE_TICK_MS = 60_000

/** The schedule's clock: `tick()` starts every due import (in the background). */
export function createFeedScheduler(deps: JobDeps, tickMs = FEED_SCHEDULE_TICK_MS) {
  let timer: ReturnType<typeof setInterval> | undefined
  let running: Promise<void> = Promise.resolve()

  async function tick() {
    for (;;) {
      const feed = await claimDueFeed(deps.db, deps.now())
      if (!feed) return
      try {
        await importUrl(deps, feed, {
          trigger: 'schedule',
          startedBy: 'schedule',
          fileName: null,
          background: true,
        })
      } catch (error) {
        // Still importing since the last run: this run is skipped, the next is due as usual.
        if (!(error instanceof ImportBusy)) throw error
      }
    }
  }

  return {
    tick,
    start() {
      timer = setInterval(() => {
        running = running.then(tick).catch((error: unknown) => {
          console.error('feed schedule tick failed', error)
        })
      }, tickMs)
      timer.unref?.()
    },
    async stop() {
      if (timer) clearInterval(timer)
      await running
    },
  }
}
