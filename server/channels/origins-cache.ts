import type { Db } from '../db'
import { allVerifiedOrigins } from './origins'

/**
 * How long one process trusts its copy of the verified origins, in ms. Registering (or
 * verifying) an origin must take effect on every process within 1 s (ARCHITECTURE.md §10); a process re-reads
 * the set at most this long after a change made by any process, and at once after its own.
 */
export const ORIGINS_TTL_MS = 500

/** The set of origins allowed to call the API from a browser (verified ones), cached per process. */
export type OriginsCache = { get(): Promise<ReadonlySet<string>>; invalidate(): void }

/**
 * Every channel's verified origins plus our own, read at most every ORIGINS_TTL_MS; one
 * read at a time however many requests wait for it.
 */
export function originsCache(
  publicOrigin: string,
  options: { db: Db; now: () => Date },
): OriginsCache {
  let cached: { at: number; origins: ReadonlySet<string> } | null = null
  let reading: Promise<ReadonlySet<string>> | null = null
  let generation = 0
  return {
    async get() {
      const at = options.now().getTime()
      if (cached && at - cached.at < ORIGINS_TTL_MS && at >= cached.at) return cached.origins
      if (!reading) {
        const started = generation
        reading = allVerifiedOrigins(options.db)
          .then((rows) => {
            const origins = new Set([publicOrigin, ...rows])
            if (started === generation) cached = { at, origins }
            return origins
          })
          .finally(() => {
            reading = null
          })
      }
      return reading
    },
    invalidate() {
      // A read already under way may predate the change: neither keep nor join it.
      generation++
      cached = null
      reading = null
    },
  }
}
