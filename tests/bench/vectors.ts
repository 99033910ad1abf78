// Item vectors at the demo catalog's size (3,000 items), on PGlite (pgvector) and on this
// machine's PostgreSQL (no pgvector: the bytea fallback, scored in JS): how long the vectorizer's
// database side takes to give every item a 512-number vector (the model is a stand-in that
// answers at once with random unit vectors, so only storage is timed), the once-a-minute check
// when nothing is pending, the coverage count, and nearestItems (p50, p95) over the shared
// catalog's live, unblocked items. A measurement, not a test.
// `node --import tsx tests/bench/vectors.ts` (database `stv_bench_vectors`, dropped and made
// again; BENCH_ENGINES=pglite for PGlite alone).
import { performance } from 'node:perf_hooks'
import { inScope } from '../../server/catalog/catalog-store'
import type { Database } from '../../server/db'
import { nearestItems, pendingItems, vectorCoverage } from '../../server/embeddings/store'
import type { EmbeddingModel } from '../../server/embeddings/types'
import { createVectorizer } from '../../server/embeddings/vectorizer'
import { blockedFilter, NO_BLOCKS } from '../../server/matching/matcher'
import { seedIfEmpty } from '../../server/seed'
import { createTasks } from '../../server/tasks'
import { benchConfig, percentile, pgliteDatabase, postgresDatabase } from './bench-db'

const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',')
const DIMENSIONS = 512
const QUERIES = 200
const LIMIT = 30

/** A small seeded generator, so every run embeds and asks the same vectors. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32 - 0.5
  }
}

function unitVector(next: () => number): Float32Array {
  const vector = Float32Array.from({ length: DIMENSIONS }, next)
  const length = Math.hypot(...vector)
  return vector.map((x) => x / length)
}

/** A model that answers at once: the vectorizer's time is then the database's. */
function instantModel(): EmbeddingModel {
  const next = random(1)
  return {
    id: 'bench-512',
    dimensions: DIMENSIONS,
    async embed(texts) {
      return texts.map(() => unitVector(next))
    },
    async close() {},
  }
}

async function measure(name: string, database: Database) {
  await seedIfEmpty(database.db, benchConfig)
  const model = instantModel()
  const tasks = createTasks()
  const vectorizer = createVectorizer({
    db: database.db,
    dbKind: database.kind,
    models: [model],
    tasks,
  })
  let started = performance.now()
  vectorizer.kick()
  await vectorizer.idle()
  const vectorizing = performance.now() - started
  const coverage = await vectorCoverage(database.db, model.id)

  started = performance.now()
  const pending = await pendingItems(database.db, model.id, 128)
  const check = performance.now() - started
  started = performance.now()
  await vectorCoverage(database.db, model.id)
  const counting = performance.now() - started

  const conditions = [...inScope({ channelId: null }), ...blockedFilter(NO_BLOCKS)]
  const next = random(2)
  const times: number[] = []
  for (let i = 0; i < QUERIES + 10; i++) {
    const query = unitVector(next)
    started = performance.now()
    const found = await nearestItems(database.db, model.id, query, { conditions, limit: LIMIT })
    if (i >= 10) times.push(performance.now() - started) // the first ten warm the caches
    if (found.length !== LIMIT) throw new Error(`found ${found.length} items`)
  }
  await tasks.stop()
  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log(
    `| ${name} | ${coverage.embedded} of ${coverage.live} | ${ms(vectorizing)} | ${ms(check)} (${pending.length} pending) | ${ms(counting)} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} |`,
  )
}

console.log(
  '| engine | items with a vector | vectorizing (database side) | minute check | coverage count | nearest p50 | nearest p95 |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- |')
for (const engine of ENGINES) {
  const database =
    engine === 'pglite' ? await pgliteDatabase() : await postgresDatabase('stv_bench_vectors')
  try {
    await measure(
      engine === 'pglite' ? 'PGlite, pgvector' : 'PostgreSQL 15, bytea fallback',
      database,
    )
  } finally {
    await database.close()
  }
}
