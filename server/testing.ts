import { createHash, randomBytes } from 'node:crypto'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { and, count, eq, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import postgres from 'postgres'
import { inject } from 'vitest'
import { CACHED_POOL_SIZE } from '../shared/constants'
import { createApp } from './app'
import { createSession, devIdentityProviderFor, upsertUser, withDevIdentityProvider } from './auth'
import { type Config, configFromEnv } from './config'
import { type Database, openDb } from './db'
import { liveMatches } from './db/schema'
import type { AppDeps } from './deps'
import { createVectorizer, type EmbeddingModel, type Embeddings } from './embeddings'
import { createLive, createProgramClock } from './live'
import { type SeedConfig, seedIfEmpty } from './seed'
import { createTasks } from './tasks'

/** Not in the spec: the catalog size tests seed (covers every topic and program entity). */
export const TEST_CATALOG_SIZE = 200

/** A configuration for tests: in-memory database, fixed origins. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    // No picture checks: an import's tests would fetch their .example pictures (server/media's test them).
    ...configFromEnv({
      PORT: '8080',
      DEMO_HOSTS_PORT: '8081',
      DATA_DIR: 'memory://',
      FEED_PICTURE_SAMPLE: '0',
      // No OCR of followed streams: server/on-air/ocr's tests read frames themselves.
      STREAM_SCREEN_EVERY_S: '0',
      // The demo programs matched at known times, not followed from their streams.
      DEMO_ON_AIR: 'clock',
    }),
    ...overrides,
  }
}

/**
 * A seeded in-memory server for route tests, with a movable clock and request helpers. Items
 * get vectors only when `vectorModels` is given (a vectorizer started after the seed, kicked by
 * imports); `settled()` waits for its passes too.
 */
export async function testApp(
  options: {
    now?: string
    config?: Partial<Config>
    database?: Database
    /** Models for matching by meaning; none by default, so tests match by words alone. */
    embeddings?: Embeddings | null
    /** Models whose item vectors a vectorizer keeps (those of `embeddings` by default). */
    vectorModels?: readonly EmbeddingModel[]
  } = {},
) {
  const config = testConfig(options.config)
  const startsAt = options.now ?? '2026-05-01T10:00:00Z'
  const template = options.database || options.embeddings ? null : templatePath(config, startsAt)
  const seeded = template ? await readTemplate(template) : null
  const database =
    options.database ??
    (await openDb({ dataDir: 'memory://', databaseUrl: null, from: seeded ?? undefined }))
  await seedIfEmpty(database.db, config, { catalogSize: TEST_CATALOG_SIZE })
  let current = new Date(startsAt)
  const now = () => current
  const embeddings = options.embeddings ?? null
  const live = createLive(database.events)
  await live.start()
  const clock = createProgramClock({
    db: database.db,
    embeddings,
    now,
    tickMs: 60_000,
    live,
  })
  await clock.backfill()
  await clock.tick()
  if (template && !seeded) await saveTemplate(template, database)
  const tasks = createTasks()
  const vectorModels = options.vectorModels ?? embeddings?.models
  const vectorizer = vectorModels
    ? createVectorizer({ db: database.db, dbKind: database.kind, models: vectorModels, tasks })
    : undefined
  vectorizer?.start()
  const deps: AppDeps = {
    db: database.db,
    embeddings,
    dbKind: database.kind,
    config,
    now,
    tasks,
    live,
    ...(vectorizer ? { vectorizer } : {}),
  }
  const app = createApp(deps)
  const request = (path: string, init?: RequestInit) => app.request(`/api${path}`, init)
  return {
    app,
    db: database.db,
    embeddings,
    config,
    clock,
    tasks,
    /** The live feeds' change signal the app and its program clock send. */
    live,
    /** Absent unless `vectorModels` was given. */
    vectorizer,
    /** The test's clock (what the app reads as now). */
    now,
    /** The app's dependencies with another clock (a second process, a middleware alone). */
    depsWith: (clock: () => Date): AppDeps => ({ ...deps, now: clock }),
    /** Waits for background work (feed imports) to end. */
    settled: () => tasks.idle(),
    async close() {
      await tasks.stop()
      await vectorizer?.stop()
      live.stop()
      await database.close()
    },
    setNow(iso: string) {
      current = new Date(iso)
    },
    get: (path: string, headers?: Record<string, string>) => request(path, { headers }),
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    /** Any method, with a JSON body when one is given. */
    send: (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      request(path, {
        method,
        headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    /** Any method with a body sent as it is (a feed file). */
    sendRaw: (method: string, path: string, body: BodyInit, headers: Record<string, string> = {}) =>
      request(path, { method, headers, body }),
    /** Signs a viewer in (as the OIDC callback would) and returns their session token. */
    async signIn(email: string, name: string | null = null) {
      const identity = { issuer: 'test', subject: email, email, name, displayName: null }
      const user = await upsertUser(database.db, identity, current)
      return (await createSession(database.db, user.id, current)).token
    },
    /** How many rows a table holds (to prove a refused request changed nothing). */
    async rows(table: PgTable) {
      const [row] = await database.db.select({ n: count() }).from(table)
      return row?.n ?? 0
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof testApp>>

/**
 * How many items a channel's pool of CACHED_POOL_SIZE holds in a test app: its distinct live
 * matched items, up to the pool's size (the test catalog may match fewer).
 */
export async function poolSizeOf(t: Pick<TestApp, 'db'>, channelId: string): Promise<number> {
  const matched = await t.db
    .selectDistinct({ id: liveMatches.productId })
    .from(liveMatches)
    .where(and(eq(liveMatches.channelId, channelId), eq(liveMatches.status, 'live')))
  return Math.min(CACHED_POOL_SIZE, matched.length)
}

/**
 * Where this run keeps the database `testApp` makes from these seed inputs and start time
 * (server/testing-setup.ts), or null outside Vitest's node project. Seeding and the clock's
 * backfill take about 10 s; starting from the kept copy about 1 s, and the same steps then find
 * nothing left to do.
 */
function templatePath(config: Config, startsAt: string): string | null {
  const folder = inject('seededTemplates')
  if (!folder) return null
  const seedInputs: SeedConfig = {
    publicOrigin: config.publicOrigin,
    demoHostsOrigin: config.demoHostsOrigin,
    apiPath: config.apiPath,
    feeds: config.feeds,
  }
  const key = JSON.stringify({ ...seedInputs, startsAt, catalogSize: TEST_CATALOG_SIZE })
  return join(folder, `${createHash('sha256').update(key).digest('hex').slice(0, 24)}.tar`)
}

async function readTemplate(path: string): Promise<Blob | null> {
  try {
    return new Blob([await readFile(path)])
  } catch (error) {
    // Not made yet: this test app makes it.
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null
    throw error
  }
}

/** Written aside then renamed, so a test file running beside this one never reads half. */
async function saveTemplate(path: string, database: Database): Promise<void> {
  const dump = await database.dump()
  if (!dump) return
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(aside, new Uint8Array(await dump.arrayBuffer()))
  await rename(aside, path)
}

/**
 * `testApp` on a PostgreSQL database of its own, made on the server at `url` (named
 * `{prefix}_{random}`), so races run on separate connections and never meet other suites' data.
 * The pool is opened first, so racing requests do not queue behind new connections. `close`
 * closes the app and drops the database.
 */
export async function postgresTestApp(
  url: string,
  prefix: string,
  options: { config?: Partial<Config> } = {},
): Promise<TestApp> {
  const own = await ownPostgresDatabase(url, prefix)
  const t = await testApp({
    ...options,
    database: await openDb({ dataDir: 'memory://', databaseUrl: own.url }),
  })
  await Promise.all(Array.from({ length: 10 }, () => t.db.execute(sql`select pg_sleep(0.05)`)))
  return {
    ...t,
    async close() {
      await t.close()
      await own.drop()
    },
  }
}

/** A database of a test's own on the test PostgreSQL server (`ownPostgresDatabase`). */
export type OwnPostgresDatabase = { url: string; drop: () => Promise<void> }

/**
 * An empty database of its own on the PostgreSQL server of `url` (TEST_DATABASE_URL), named
 * `prefix` and a random suffix: test files run side by side (one per core), and none may
 * meet, or drop, another's tables. `drop` removes it, with any connection a killed process
 * left open.
 */
export async function ownPostgresDatabase(
  url: string,
  prefix: string,
): Promise<OwnPostgresDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`create database "${name}"`)
  } catch (error) {
    await admin.end()
    throw error
  }
  const own = new URL(url)
  own.pathname = `/${name}`
  return {
    url: own.href,
    async drop() {
      try {
        await admin.unsafe(`drop database if exists "${name}" with (force)`)
      } finally {
        await admin.end()
      }
    },
  }
}

/** The Authorization header of a session token. */
export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` }
}

/**
 * `testApp` behind a real HTTP server on an ephemeral loopback port, which is also its
 * public origin, with the development identity provider when Google is not configured
 * (as `npm start` serves them).
 */
export async function testServer(
  options: { now?: string; config?: Partial<Config>; database?: Database } = {},
) {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const t = await testApp({ ...options, config: { publicOrigin: origin, ...options.config } })
  const idp = await devIdentityProviderFor(t.config, t.db)
  server.on('request', withDevIdentityProvider(idp, getRequestListener(t.app.fetch)))
  return {
    ...t,
    origin,
    idp,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await t.close()
    },
  }
}

export type TestServer = Awaited<ReturnType<typeof testServer>>
