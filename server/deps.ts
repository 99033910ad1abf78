import type { Config } from './config'
import type { Db } from './db'

/** What every route needs: the database, the configuration and the time. */
export type AppDeps = {
  db: Db
  dbKind: 'pglite' | 'postgres'
  config: Config
  now: () => Date
}
