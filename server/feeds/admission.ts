// How many imports may run at once. Imports share the server's event loop and its database, so
// one person runs at most FEED_IMPORTS_PER_USER at a time and the whole service (every process
// on the database) at most `config.feeds.importsAtOnce`. The rows of `feed_imports` are the
// count, so it holds across processes; starting one takes an advisory lock for the count and
// the insert (store.ts, `beginImport`).
import type { ImportTrigger } from './store'

/** Not in the spec: imports one person may run at once (uploads and Import now). */
export const FEED_IMPORTS_PER_USER = 2

/** What a start is held to: a person's limit (null: none) and the service's. */
export type ImportQuota = { perUser: number | null; atOnce: number }

/** Running imports that are alive (a heartbeat within STALE_IMPORT_MS): all, and the person's. */
export type RunningCounts = { all: number; mine: number }

/** Error texts of a refused start. */
export const IMPORT_LIMIT_ERROR = {
  user: (limit: number) =>
    `You have ${limit} imports running, the most one person may run at once: wait for one to end, then try again.`,
  server: (limit: number) =>
    `The server is running ${limit} imports, the most it runs at once: try again in a few minutes.`,
} as const

/** An import may not start now: the person's or the service's imports are at their limit. */
export class ImportLimitReached extends Error {
  constructor(
    readonly scope: 'user' | 'server',
    readonly limit: number,
  ) {
    super(IMPORT_LIMIT_ERROR[scope](limit))
  }
}

/**
 * The quota a start is held to. A person's uploads and Import now count against their own
 * limit and the service's; a schedule's against the service's; the command line (its own
 * process, an operator's) and the first start's demo catalog against none, though they count.
 */
export function quotaFor(trigger: ImportTrigger, atOnce: number): ImportQuota | null {
  if (trigger === 'upload' || trigger === 'url') return { perUser: FEED_IMPORTS_PER_USER, atOnce }
  if (trigger === 'schedule') return { perUser: null, atOnce }
  return null
}

/** The refusal running imports call for under `quota`, or null when one more may start. */
export function overQuota(counts: RunningCounts, quota: ImportQuota): ImportLimitReached | null {
  if (quota.perUser !== null && counts.mine >= quota.perUser) {
    return new ImportLimitReached('user', quota.perUser)
  }
  if (counts.all >= quota.atOnce) return new ImportLimitReached('server', quota.atOnce)
  return null
}
