// Measures the Studio's insights query at retail size: BENCH_EVENTS (default 10 million)
// raw events over 30 days on the 12 demo channels, read as they arrive (raw) and after the
// rollup, for each range; prints medians. A measurement, not a test: it asserts nothing.
// Needs a PostgreSQL server: `BENCH_DATABASE_URL=postgres://… npm run bench:insights`
// (a database of its own is made there and dropped after).
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { configFromEnv } from '../../server/config'
import { openDb } from '../../server/db'
import { readInsights, rollUp } from '../../server/insights'
import { seedIfEmpty } from '../../server/seed'
import { INSIGHT_RANGES } from '../../shared/api/insights'
import { median } from './server'

const url = process.env.BENCH_DATABASE_URL
if (!url) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL server (a database is made and dropped).')
  process.exit(2)
}
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const NOW = new Date('2026-05-31T12:30:00Z')
const CHANNEL = 'wildtv'

const name = `stv_bench_${randomBytes(4).toString('hex')}`
const admin = postgres(url, { max: 1, onnotice: () => {} })
await admin.unsafe(`create database ${name}`)
const own = new URL(url)
own.pathname = `/${name}`
const database = await openDb({ dataDir: 'memory://', databaseUrl: own.href })
const { db } = database

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now()
  const result = await work()
  return [result, performance.now() - started]
}

async function queryTimes(label: string) {
  for (const range of INSIGHT_RANGES) {
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      times.push((await timed(() => readInsights(db, CHANNEL, range, NOW)))[1])
    }
    console.log(
      `  ${label} ${range}: median ${median(times).toFixed(1)} ms (runs ${times.map((t) => t.toFixed(0)).join(', ')})`,
    )
  }
}

try {
  await seedIfEmpty(db, configFromEnv({ DATA_DIR: 'memory://' }))
  // Events spread evenly over 30 days and every demo channel; half are impressions of one
  // of 200 products, a tenth clicks, the rest loads, votes, QR visits, sign-ins, check-ins.
  const [, insertMs] = await timed(() =>
    db.execute(sql`
      insert into insight_events (channel_id, at, metric, product_id, n)
      select c.id,
        ${NOW.toISOString()}::timestamptz - (i % (30 * 24 * 60)) * interval '1 minute',
        case when i % 10 < 5 then 'impressions' when i % 10 = 5 then 'clicks'
          else (array['loads','votes','qrVisits','signIns','checkIns'])[1 + i % 5] end,
        case when i % 10 <= 5 then 1 + (i / 7) % 200 else 0 end, 1
      from generate_series(0, ${EVENTS - 1}) as i
      join (select id, row_number() over (order by id) - 1 as k, count(*) over () as m
        from channels) c on c.k = i % c.m
    `),
  )
  await db.execute(sql`analyze insight_events`)
  console.log(`${EVENTS.toLocaleString('en')} events inserted in ${(insertMs / 1000).toFixed(1)} s`)
  console.log('read from raw events only:')
  await queryTimes('raw')
  const [moved, rollMs] = await timed(() => rollUp(db))
  await db.execute(sql`analyze insight_hours`)
  await db.execute(sql`analyze insight_product_hours`)
  console.log(
    `rolled up ${moved.toLocaleString('en')} events in ${(rollMs / 1000).toFixed(1)} s (${Math.round(moved / (rollMs / 1000)).toLocaleString('en')} events/s)`,
  )
  console.log('read from rollups (what the Studio does):')
  await queryTimes('rolled')
} finally {
  await database.close()
  await admin.unsafe(`drop database if exists ${name}`)
  await admin.end()
}
