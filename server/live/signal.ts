// The change signal of the live feeds. live/'s own writes (matches, pins, decisions, blocks) send
// it themselves; other capabilities call `feedChanged` only after a change of their own data a
// feed shows (a catalog import, a channel's edit). Every server process on the database hears
// it (DbEvents), so each drops its cached answers and pushes the new list to its viewers.
import type { Db, DbEvents } from '../db'

/** The database topic the signal travels on (a payload names one channel, or EVERY_CHANNEL). */
export const LIVE_TOPIC = 'stv_live_feed'

/** The payload for a change that may touch every channel (an import made items inactive). */
export const EVERY_CHANNEL = '*'

/** A channel id, or EVERY_CHANNEL. */
export type ChangedFeed = string

/** What a writer of the live feeds needs: the signal alone. */
export type FeedSignal = Pick<Live, 'feedChanged'>

/** What live/'s write functions take: the database, and the signal they send after writing. */
export type WriteDeps = { db: Db; live: FeedSignal }

/** Announces changes of live feeds and hears them, from this process and every other. */
export type Live = {
  /** Tells every process that `channelId`'s live feed (or EVERY_CHANNEL's) may have changed. */
  feedChanged(channelId: ChangedFeed): void
  /** Calls `listener` for each change heard; returns how to stop. */
  onChange(listener: (channelId: ChangedFeed) => void): () => void
  /** Calls `listener` when the process stops (its live streams end, so servers can close). */
  onStop(listener: () => void): void
  /** Starts hearing the database's notifications. */
  start(): Promise<void>
  /** Stops hearing them, and ends what waits on `onStop`. */
  stop(): void
}

/**
 * The change signal over a database's notifications. A failed notify is logged, never thrown:
 * the write it follows has happened, and the time-based backstop (LIVE_MAX_AGE_S) catches up.
 */
export function createLive(events: DbEvents): Live {
  const listeners = new Set<(channelId: ChangedFeed) => void>()
  const stopping = new Set<() => void>()
  let unlisten: (() => void) | null = null
  return {
    feedChanged(channelId) {
      events.notify(LIVE_TOPIC, channelId).catch((error: unknown) => {
        console.error('live feed notification failed', error)
      })
    },
    onChange(listener) {
      const own = (channelId: ChangedFeed) => listener(channelId)
      listeners.add(own)
      return () => {
        listeners.delete(own)
      }
    },
    onStop(listener) {
      stopping.add(listener)
    },
    async start() {
      if (unlisten) return
      unlisten = await events.listen(LIVE_TOPIC, (payload) => {
        for (const listener of [...listeners]) listener(payload)
      })
    },
    stop() {
      unlisten?.()
      unlisten = null
      for (const listener of stopping) listener()
      stopping.clear()
    },
  }
}
