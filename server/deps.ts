import type { Config } from './config'
import type { Db } from './db'
import type { Tasks } from './tasks'

/** What every route needs: the database, the configuration, the time, and where background work runs. */
export type AppDeps = {
  db: Db
  dbKind: 'pglite' | 'postgres'
  config: Config
  now: () => Date
  tasks: Tasks
}
