import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema'

export { schema }

/** The Drizzle database both drivers present (queries are written once, for PostgreSQL). */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>

/** An open database: the query builder, which engine runs it, and how to close it. */
export type Database = { db: Db; kind: 'pglite' | 'postgres'; close(): Promise<void> }

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` ('memory://' for an
 * in-memory database), and applies the migrations (the same SQL on both).
 */
export async function openDb(options: {
  dataDir: string
  databaseUrl: string | null
}): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} })
    const db = drizzlePostgres(client, { schema })
    await migratePostgres(db, { migrationsFolder })
    // Both drivers expose the same query builder API; only the result plumbing differs.
    return { db: db as unknown as Db, kind: 'postgres', close: () => client.end() }
  }
  const client = new PGlite(options.dataDir)
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return { db, kind: 'pglite', close: () => client.close() }
}
