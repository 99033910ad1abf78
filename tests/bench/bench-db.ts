// What the import and scale benches share: their own database (a PGlite folder, or a
// PostgreSQL database dropped and made again each run), a channel owning a feed as a
// broadcaster's would, a peak-memory sampler and percentiles.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import * as v from 'valibot'
import { createChannel } from '../../server/channels'
import { configFromEnv } from '../../server/config'
import { type Database, type Db, openDb } from '../../server/db'
import { queryRows } from '../../server/db/rows'
import { createFeed, type FeedRow, importFile } from '../../server/feeds'
import { createTasks } from '../../server/tasks'

/** Where `tests/bench` reaches PostgreSQL unless BENCH_DATABASE_URL or TEST_DATABASE_URL says. */
export const LOCAL_POSTGRES = 'postgres://postgres:pg@127.0.0.1:5432/postgres'

/** The server's configuration as the benches run it (nothing here is listened on). */
export const benchConfig = configFromEnv({
  PORT: '8080',
  DEMO_HOSTS_PORT: '8081',
  DATA_DIR: 'memory://',
})

/** The bench's owner of every channel it makes. */
export const BENCH_OWNER = 'bench@shop.example'

function serverUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES
}

/** The URL of the bench's database `name` on the PostgreSQL server the benches use. */
export function benchDatabaseUrl(name: string): string {
  const url = new URL(serverUrl())
  url.pathname = `/${name}`
  return url.href
}

/**
 * A PostgreSQL database of the bench's own, named `name`: dropped and made again unless
 * `keep` (then made only when missing). Never touches another database.
 */
export async function postgresDatabase(
  name: string,
  options: { keep?: boolean } = {},
): Promise<Database & { created: boolean }> {
  if (!/^stv_bench\w*$/.test(name)) throw new Error(`not a bench database: ${name}`)
  const admin = postgres(serverUrl(), { max: 1, onnotice: () => {} })
  let created = false
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${name}`
    if (found && !options.keep) await admin.unsafe(`drop database ${name} with (force)`)
    if (!found || !options.keep) {
      await admin.unsafe(`create database ${name}`)
      created = true
    }
  } finally {
    await admin.end()
  }
  return {
    ...(await openDb({ dataDir: 'memory://', databaseUrl: benchDatabaseUrl(name) })),
    created,
  }
}

/** PGlite in a fresh temporary folder (a real folder, as in production); removed on close. */
export async function pgliteDatabase(): Promise<Database & { folder: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'stv-bench-pglite-'))
  const database = await openDb({ dataDir: folder, databaseUrl: null, role: 'cli' })
  return {
    ...database,
    folder,
    async close() {
      await database.close()
      await rm(folder, { recursive: true, force: true })
    },
  }
}

/** A Studio channel with one file feed, as a broadcaster makes them before an import. */
export async function channelWithFeed(
  database: Database,
  id: string,
  topic: string,
): Promise<FeedRow> {
  const channel = await createChannel(
    database.db,
    {
      id,
      name: `Bench ${id}`,
      topic,
      description: 'A channel of the benchmark',
      defaultView: 'full',
      defaultTheme: 'auto',
    },
    BENCH_OWNER,
  )
  if (!channel) throw new Error(`channel ${id} exists already`)
  const feed = await createFeed(database.db, {
    channelId: id,
    name: `${id} catalog`,
    source: 'file',
    url: null,
    schedule: 'off',
    createdBy: BENCH_OWNER,
    now: new Date(),
  })
  if (!feed) throw new Error(`feed of ${id} exists already`)
  return feed
}

/**
 * The process's resident memory from now on: where it started, its peak sampled every 100 ms,
 * the kernel's own high-water mark for the whole process (`maxRSS`, which also sees peaks
 * between samples and before the start) and where it ended; bytes.
 */
export function peakMemory() {
  const start = process.memoryUsage.rss()
  let sampled = start
  const timer = setInterval(() => {
    sampled = Math.max(sampled, process.memoryUsage.rss())
  }, 100)
  return {
    stop() {
      clearInterval(timer)
      const end = process.memoryUsage.rss()
      sampled = Math.max(sampled, end)
      return { start, sampled, end, maxRss: process.resourceUsage().maxRSS * 1024 }
    },
  }
}

/**
 * The highest resident memory of the PostgreSQL server processes serving database `name`
 * (VmHWM of each backend, from /proc; shared buffers they touched included); null when
 * /proc cannot be read (another machine, or another user's processes).
 */
export async function backendPeak(db: Db, name: string): Promise<number | null> {
  const rows = await queryRows(
    db,
    sql`select pid from pg_stat_activity where datname = ${name}`,
    v.object({ pid: v.number() }),
  )
  let peak: number | null = null
  for (const { pid } of rows) {
    try {
      const status = await readFile(`/proc/${pid}/status`, 'utf8')
      const kib = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1])
      if (kib) peak = Math.max(peak ?? 0, kib * 1024)
    } catch {
      // not on this machine, or not ours to read
    }
  }
  return peak
}

/** The value below which `p` (0–1) of `values` fall (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0
}

/** Bytes as MiB, for the tables. */
export function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MiB`
}

/** Imports a feed file into `feed` through the real path, in the foreground; throws unless done. */
export async function importFeedFile(db: Db, feed: FeedRow, file: string) {
  const job = await importFile(
    { db, config: benchConfig, now: () => new Date(), tasks: createTasks() },
    feed,
    file,
    { trigger: 'cli', startedBy: 'bench', fileName: 'retail.tsv', background: false },
  )
  if (job.status !== 'done') throw new Error(`import into feed ${feed.id} failed: ${job.error}`)
  return job
}
