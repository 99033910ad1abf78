import type { Config } from './config'
import type { Db } from './db'
import { channelOrigins } from './db/schema'

/** What every route needs: the database, the configuration and the time. */
export type AppDeps = {
  db: Db
  dbKind: 'pglite' | 'postgres'
  config: Config
  now: () => Date
}

/** Not in the spec: how long the set of registered origins is cached, in ms. */
const ORIGINS_TTL_MS = 10_000

/**
 * The origins allowed to call the API from a browser: every channel's registered origins
 * plus our own. Cached briefly so CORS checks do not hit the database on every request.
 */
export function registeredOrigins(deps: AppDeps): () => Promise<Set<string>> {
  let cached: { at: number; origins: Set<string> } | null = null
  return async () => {
    const at = deps.now().getTime()
    if (cached && at - cached.at < ORIGINS_TTL_MS) return cached.origins
    const rows = await deps.db
      .selectDistinct({ origin: channelOrigins.origin })
      .from(channelOrigins)
    const origins = new Set([deps.config.publicOrigin, ...rows.map((r) => r.origin)])
    cached = { at, origins }
    return origins
  }
}
