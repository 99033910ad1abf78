// Measures a broadcaster's feed import at retail size: a generated Merchant Center feed of N
// items (default 1 million, about 0.1% bad rows) written to a temporary file, then imported
// through the real path (`importFile`, as the command line and a spooled upload do) into a
// channel's catalog; prints items/s and resident memory (this process's; on PostgreSQL also the
// server backends'). PGlite's own start (migrations) is most of its memory, so the RSS at the
// import's start and end are printed beside the peak. A measurement, not a test.
// `node --import tsx tests/bench/feed-import.ts [pglite|postgres] [items]`
// (PostgreSQL: BENCH_DATABASE_URL, TEST_DATABASE_URL or the local server; the database
// `stv_bench` is dropped and made again).
import { rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { importFile } from '../../server/feeds'
import { createTasks } from '../../server/tasks'
import {
  backendPeak,
  benchConfig,
  channelWithFeed,
  mib,
  peakMemory,
  pgliteDatabase,
  postgresDatabase,
} from './bench-db'
import { badRows, writeRetailFeed } from './retail-feed'

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite'
const items = Number(process.argv[3] ?? process.env.BENCH_ITEMS ?? 1_000_000)
/** Not in the spec: how often progress is printed while the import runs. */
const PRINT_EVERY_MS = 15_000

const file = join(tmpdir(), `stv-bench-feed-${process.pid}.tsv`)
let started = performance.now()
await writeRetailFeed(file, items)
const { size } = await stat(file)
console.log(
  `feed: ${items.toLocaleString('en')} rows (${badRows(items)} bad) in ${mib(size)}, written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)

const database = kind === 'postgres' ? await postgresDatabase('stv_bench') : await pgliteDatabase()
const tasks = createTasks()
try {
  const feed = await channelWithFeed(database, 'bench-import', 'outdoors')
  const memory = peakMemory()
  let printed = performance.now()
  started = performance.now()
  const job = await importFile(
    { db: database.db, config: benchConfig, now: () => new Date(), tasks },
    feed,
    file,
    {
      trigger: 'cli',
      startedBy: 'bench',
      fileName: 'retail.tsv',
      background: false,
      onProgress: (p) => {
        if (performance.now() - printed < PRINT_EVERY_MS) return
        printed = performance.now()
        const s = (printed - started) / 1000
        console.log(
          `  ${s.toFixed(0)} s: read ${p.read.toLocaleString('en')} (${Math.round(p.read / s).toLocaleString('en')}/s), rss ${mib(process.memoryUsage.rss())}`,
        )
      },
    },
  )
  const seconds = (performance.now() - started) / 1000
  const peak = memory.stop()
  console.log(
    `${kind}: ${job.status}${job.error ? ` (${job.error})` : ''}; read ${job.read.toLocaleString('en')}, imported ${job.imported.toLocaleString('en')}, rejected ${job.rejected.toLocaleString('en')} in ${seconds.toFixed(1)} s`,
  )
  const backend = database.kind === 'postgres' ? await backendPeak(database.db, 'stv_bench') : null
  console.log(
    '| database | items | seconds | items/s | RSS at start | peak RSS (sampled) | RSS at end | maxRSS | PostgreSQL backend peak |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  console.log(
    `| ${kind} | ${job.read.toLocaleString('en')} | ${seconds.toFixed(0)} | ${Math.round(job.read / seconds).toLocaleString('en')} | ${mib(peak.start)} | ${mib(peak.sampled)} | ${mib(peak.end)} | ${mib(peak.maxRss)} | ${backend === null ? '-' : mib(backend)} |`,
  )
} finally {
  await tasks.stop()
  await database.close()
  await rm(file, { force: true })
}
