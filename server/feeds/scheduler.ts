// Scheduled URL feeds (hourly or daily): every process looks for due feeds once a minute;
// claiming one moves its next run on in the same statement, so exactly one process imports it.
import { ImportLimitReached } from './admission'
import { ImportBusy, importUrl, type JobDeps } from './jobs'
import { claimDueFeed, deferFeed } from './store'

/** Not in the spec: how often due feeds are looked for. */
export const FEED_SCHEDULE_TICK_MS = 60_000

/** Not in the spec: a due feed that could not start (too many imports running) tries again this much later. */
export const FEED_SCHEDULE_RETRY_MS = 2 * 60_000

/** What the log says of a scheduled import put off because too many imports run. */
export function deferredMessage(feedId: number, reason: string, retryAt: Date): string {
  return `The scheduled import of feed ${feedId} did not start: ${reason} It is tried again at ${retryAt.toISOString()}.`
}

/** The schedule's clock: `tick()` starts every due import (in the background). */
export function createFeedScheduler(
  deps: JobDeps,
  tickMs = FEED_SCHEDULE_TICK_MS,
  log: (line: string) => void = console.warn,
) {
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
        if (error instanceof ImportLimitReached) {
          // The service runs all the imports it may: this one tries again shortly, and the
          // feeds still due wait where they are, for a later look.
          const retryAt = new Date(deps.now().getTime() + FEED_SCHEDULE_RETRY_MS)
          await deferFeed(deps.db, feed.id, retryAt)
          log(deferredMessage(feed.id, error.message, retryAt))
          return
        }
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
