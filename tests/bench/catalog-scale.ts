// Matching and the live feed at retail scale, on PostgreSQL: three channels own catalogs of
// 3,000, 100,000 and 1,000,000 items (imported through the real path into one database), then
// for each: the matcher's time per segment (p50, p95) over 60 spoken-style captions, the plan
// of the slowest, and `recent_products` requests per second. A measurement, not a test.
// `node --import tsx tests/bench/catalog-scale.ts` (database `stv_bench_scale`, dropped and
// made again; BENCH_REUSE=1 keeps it when it holds the catalogs, to measure again without
// importing; BENCH_SIZES=3000,100000 for other sizes).
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { createApp } from '../../server/app'
import { type Db, schema } from '../../server/db'
import { feeds } from '../../server/db/schema'
import { PROGRAMS } from '../../server/demo/programs'
import { lastImports } from '../../server/feeds'
import { createLive } from '../../server/live'
import { appendMatches, matchOnChannel } from '../../server/live/append'
import type { MatchInput } from '../../server/matching/matcher'
import { createTasks } from '../../server/tasks'
import {
  benchConfig,
  benchDatabaseUrl,
  channelWithFeed,
  importFeedFile,
  mib,
  peakMemory,
  percentile,
  postgresDatabase,
} from './bench-db'
import { retailRow, writeRetailFeed } from './retail-feed'
import { median } from './server'

const SIZES = (process.env.BENCH_SIZES ?? '3000,100000,1000000').split(',').map(Number)
const REUSE = process.env.BENCH_REUSE === '1'
/** Timed passes over the captions (after one untimed pass that warms the caches). */
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** recent_products: requests per timed round, rounds, requests in flight at once. */
const REQUESTS = 400
const ROUNDS = 3
const IN_FLIGHT = 4
const TOPIC = 'outdoors'
const DB_NAME = 'stv_bench_scale'

const channelOf = (size: number) => `bench-${size}`

/**
 * 60 segments: 48 captions of the demo programs (their on-screen names are not in this
 * retailer's catalog, so they match by context only), and 12 naming one of the retailer's
 * items by brand and model, as a presenter would.
 */
function captions(): MatchInput[] {
  const demo = Object.values(PROGRAMS)
    .flat()
    .filter((_, i) => i % 2 === 0)
    .slice(0, 48)
    .map((s) => ({ caption: s.caption, entities: [...s.entities], title: s.title }))
  const named = Array.from({ length: 12 }, (_, i) => {
    const row = retailRow(101 + i * 211)
    const brand = row.brand ?? ''
    const model = row.mpn ?? ''
    const noun = (row.title ?? '').split(' ').slice(2, -1).join(' ')
    return {
      caption: `In the studio today: the ${brand} ${noun}, model ${model}. Our host has used it all season.`,
      entities: [brand, model],
    }
  })
  return [...demo, ...named]
}

/** The size's channel and feed, imported now unless a finished import of it is kept. */
async function catalog(db: Db, database: Parameters<typeof channelWithFeed>[0], size: number) {
  const id = channelOf(size)
  const [kept] = await db.select().from(feeds).where(eq(feeds.channelId, id))
  if (kept) {
    const [last] = await lastImports(db, [kept.id])
    if (last?.status === 'done' && last.read === size) return { id, imported: null }
    throw new Error(`${id} holds an unfinished import: run without BENCH_REUSE`)
  }
  const feed = await channelWithFeed(database, id, TOPIC)
  const file = join(tmpdir(), `stv-bench-scale-${process.pid}-${size}.tsv`)
  await writeRetailFeed(file, size)
  const memory = peakMemory()
  const started = performance.now()
  try {
    const job = await importFeedFile(db, feed, file)
    const seconds = (performance.now() - started) / 1000
    return { id, imported: { seconds, rate: job.read / seconds, rss: memory.stop().sampled } }
  } finally {
    memory.stop()
    await rm(file, { force: true })
  }
}

/** Times every caption RUNS times on the channel; ms per segment. */
async function matchTimes(db: Db, channelId: string, inputs: MatchInput[]) {
  const channel = { id: channelId, topic: TOPIC, region: null }
  for (const input of inputs) await matchOnChannel({ db, embeddings: null }, channel, input)
  const times: number[] = []
  const worst = { ms: 0, input: inputs[0] }
  for (let run = 0; run < RUNS; run++) {
    for (const input of inputs) {
      const started = performance.now()
      await matchOnChannel({ db, embeddings: null }, channel, input)
      const ms = performance.now() - started
      times.push(ms)
      if (ms > worst.ms) Object.assign(worst, { ms, input })
    }
  }
  return { times, worst }
}

/** The plans of the statements one match runs, the slowest printed in full. */
async function explainMatch(channelId: string, input: MatchInput) {
  const client = postgres(benchDatabaseUrl(DB_NAME), { max: 1, onnotice: () => {} })
  const statements: { query: string; params: unknown[] }[] = []
  const logged = drizzle(client, {
    schema,
    logger: { logQuery: (query, params) => statements.push({ query, params }) },
  }) as unknown as Db
  try {
    await matchOnChannel(
      { db: logged, embeddings: null },
      { id: channelId, topic: TOPIC, region: null },
      input,
    )
    let slowest = { ms: 0, plan: [] as string[] }
    for (const { query, params } of statements) {
      const rows = await client.unsafe(
        `explain (analyze, buffers) ${query}`,
        params as postgres.ParameterOrJSON<never>[],
      )
      const plan = rows.map((row) => String(row['QUERY PLAN']))
      const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1] ?? 0)
      console.log(`    ${ms.toFixed(1)} ms  ${query.replace(/\s+/g, ' ').slice(0, 110)}…`)
      if (ms > slowest.ms) slowest = { ms, plan }
    }
    console.log(slowest.plan.map((line) => `      ${line}`).join('\n'))
  } finally {
    await client.end()
  }
}

/** Requests per second of the channel's first feed page, IN_FLIGHT at a time. */
async function recentRate(app: ReturnType<typeof createApp>, channelId: string) {
  const path = `${benchConfig.apiPath}/product_search/recent_products/${channelId}/10`
  const one = async () => {
    const res = await app.request(path)
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`)
    const body: unknown = await res.json()
    if (!Array.isArray(body) || body.length !== 10) throw new Error(`${path}: not 10 items`)
  }
  const round = async (n: number) => {
    let left = n
    const started = performance.now()
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (left-- > 0) await one()
      }),
    )
    return n / ((performance.now() - started) / 1000)
  }
  await round(40)
  const rates: number[] = []
  for (let r = 0; r < ROUNDS; r++) rates.push(await round(REQUESTS))
  return median(rates)
}

const database = await postgresDatabase(DB_NAME, { keep: REUSE })
const { db } = database
const tasks = createTasks()
const inputs = captions()
try {
  const rows: string[] = []
  const now = new Date()
  const app = createApp({
    db,
    embeddings: null,
    dbKind: 'postgres',
    config: benchConfig,
    now: () => now,
    tasks,
    live: createLive(database.events),
  })
  for (const size of SIZES) {
    const { id, imported } = await catalog(db, database, size)
    await db.execute(sql`analyze products`)
    if (imported) {
      console.log(
        `${id}: imported in ${imported.seconds.toFixed(0)} s, ${Math.round(imported.rate).toLocaleString('en')} items/s, peak RSS ${mib(imported.rss)}`,
      )
    }
  }
  for (const size of SIZES) {
    const id = channelOf(size)
    const { times, worst } = await matchTimes(db, id, inputs)
    console.log(
      `${id}: match p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, slowest ${worst.ms.toFixed(0)} ms: "${worst.input?.caption}"`,
    )
    if (worst.input) await explainMatch(id, worst.input)
    // The live feed the widget reads: one segment's matches a minute, the last hour's.
    const feedEnd = now.getTime()
    for (const [i, input] of inputs.entries()) {
      // No viewers to tell: the signal goes nowhere.
      const live = { feedChanged() {} }
      await appendMatches(
        { db, embeddings: null, live },
        { id, topic: TOPIC, region: null, approval: 'auto' },
        input,
        {
          key: `bench:${i}`,
          time: new Date(feedEnd - (inputs.length - i) * 60_000),
          source: 'broadcaster',
        },
      )
    }
    const rate = await recentRate(app, id)
    rows.push(
      `| ${size.toLocaleString('en')} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${Math.max(...times).toFixed(0)} | ${Math.round(rate).toLocaleString('en')} |`,
    )
  }
  console.log(
    `\nmatcher: ${inputs.length} captions × ${RUNS} runs; recent_products: median of ${ROUNDS} × ${REQUESTS} requests, ${IN_FLIGHT} in flight`,
  )
  console.log('| catalog items | match p50 ms | match p95 ms | max ms | recent_products req/s |')
  console.log('| ---: | ---: | ---: | ---: | ---: |')
  for (const row of rows) console.log(row)
} finally {
  await tasks.stop()
  await database.close()
}
