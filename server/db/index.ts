import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { vector } from '@electric-sql/pglite-pgvector'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { SETUP_LOCK } from './advisory-locks'
import { createFolder } from './create-folder'
import { type DbEvents, localEvents, postgresEvents } from './events'
import { acquireLock, type DbLock, embeddedFolder, type LockRole } from './lock'
import * as schema from './schema'

export type { DbEvents } from './events'

export { DatabaseInUseError, type LockRole } from './lock'
export { schema }

/** The Drizzle database both drivers present (queries are written once, for PostgreSQL). */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>

/**
 * An open database: the query builder, which engine runs it, its notifications (every process
 * on it hears them), how to close it, and `exclusively(work)`: runs work no other process on
 * this database runs at the same time (the first-start seed).
 */
export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  events: DbEvents
  close(): Promise<void>
  exclusively<T>(work: () => Promise<T>): Promise<T>
  /** An embedded database's data directory as an uncompressed tarball (for `from`); null on PostgreSQL. */
  dump(): Promise<Blob | null>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` ('memory://' for an
 * in-memory database; a fresh folder is created in a child process), and applies the
 * migrations (the same SQL on both). A PGlite folder is locked for this process (`role` says
 * what holds it) until `close()`; a folder another live process holds is refused with
 * DatabaseInUseError.
 */
export async function openDb(options: {
  dataDir: string
  databaseUrl: string | null
  role?: LockRole
  /** An in-memory embedded database starts as this `dump()` (tests' seeded template). */
  from?: Blob
}): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} })
    const db = drizzlePostgres(client, { schema })
    const exclusively = <T>(work: () => Promise<T>) => underSetupLock(client, work)
    // Two processes started together on an empty database would both create the schema.
    await exclusively(() => migratePostgres(db, { migrationsFolder })).catch(
      async (error: unknown) => {
        await client.end().catch(() => {})
        throw error
      },
    )
    // Both drivers expose the same query builder API; only the result plumbing differs.
    const events = postgresEvents(client)
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      events,
      close: () => events.close().then(() => client.end()),
      exclusively,
      dump: async () => null,
    }
  }
  const folder = embeddedFolder(options.dataDir)
  if (options.from && folder !== null)
    throw new Error('openDb: `from` is for an in-memory database')
  const lock = folder === null ? null : acquireLock(folder, options.role ?? 'server')
  try {
    // A fresh folder is made in a child process, whose memory goes with it (create-folder.ts).
    if (folder !== null) await createFolder(folder)
    // pgvector for item vectors (server/embeddings); PostgreSQL has it only when installed there.
    const client = new PGlite(options.dataDir, {
      extensions: { vector },
      ...(options.from ? { loadDataDir: options.from } : {}),
    })
    // One process holds an embedded database, so its notifications need not leave it.
    const events = localEvents()
    const close = () => events.close().then(() => closeThenRelease(client, lock))
    const db = drizzlePglite(client, { schema })
    await migratePglite(db, { migrationsFolder }).catch(async (error: unknown) => {
      await close().catch(() => {})
      throw error
    })
    // One process holds the folder (its lock), and PGlite runs one query at a time.
    const dump = async () => {
      // Written to its files first: a copy that must replay its log restarts each sequence
      // past the values it had logged ahead (up to 32), as after a crash.
      await client.exec('checkpoint')
      return client.dumpDataDir('none')
    }
    return { db, kind: 'pglite', events, close, exclusively: (work) => work(), dump }
  } catch (error) {
    lock?.release()
    throw error
  }
}

/** The lock goes last: until PGlite has closed, this process may still be writing. */
async function closeThenRelease(client: PGlite, lock: DbLock | null): Promise<void> {
  try {
    await client.close()
  } finally {
    lock?.release()
  }
}

/**
 * Runs `work` holding a session-level advisory lock on a connection reserved for it, so
 * another process's setup waits until this one's is done (its work runs on the pool).
 */
async function underSetupLock<T>(client: postgres.Sql, work: () => Promise<T>): Promise<T> {
  const reserved = await client.reserve()
  try {
    await reserved`select pg_advisory_lock(${SETUP_LOCK[0]}, ${SETUP_LOCK[1]})`
    try {
      return await work()
    } finally {
      await reserved`select pg_advisory_unlock(${SETUP_LOCK[0]}, ${SETUP_LOCK[1]})`
    }
  } finally {
    reserved.release()
  }
}
