import type { Config } from './config'
import type { Db } from './db'
import type { Embeddings, Vectorizer } from './embeddings'
import type { Live } from './live'
import type { Tasks } from './tasks'

/**
 * What every route needs: the database, the configuration, the time, where background work
 * runs, the live feeds' change signal, and the models that embed captions for matching by meaning (none: by words alone).
 */
export type AppDeps = {
  db: Db
  embeddings: Embeddings | null
  dbKind: 'pglite' | 'postgres'
  config: Config
  now: () => Date
  tasks: Tasks
  /**
   * The live feeds' change signal. live/'s write functions send it themselves; others call
   * `feedChanged` only for their own data a feed shows (a catalog import, a channel's edit).
   */
  live: Live
  /** Gives imported items their vectors (absent: no models, as in most tests). */
  vectorizer?: Pick<Vectorizer, 'kick' | 'models'>
}
