import type { Config } from './config'
import type { Db } from './db'
import type { Vectorizer } from './embeddings/vectorizer'
import type { Tasks } from './tasks'

/** What every route needs: the database, the configuration, the time, and where background work runs. */
export type AppDeps = {
  db: Db
  dbKind: 'pglite' | 'postgres'
  config: Config
  now: () => Date
  tasks: Tasks
  /** Gives imported items their vectors (absent: no models, as in most tests). */
  vectorizer?: Pick<Vectorizer, 'kick' | 'models'>
}
