// Matching by meaning and by words at retail scale: a channel owns a catalog of N items
// (imported through the real path), every item has a vector of a synthetic 512-dimension model
// (`denseWordModel`: the real one embeds about 39 items/s, 7 hours for 1,000,000), and ~50
// captions of the labelled set are matched on it with captions embedded by the same model.
// Per size: p50/p95 ms per segment of `matchOnChannel`, and of its two searches alone
// (`nearestItems` after the caption's vector, `searchText`). A measurement, not a test.
// `npm run bench:matching-scale -- [pglite|postgres] [--sizes 3000,100000,1000000] [--keep]`
// PostgreSQL: a database per size, `stv_bench_scale15_<size>`, dropped and made again unless
// `--keep` finds it filled; PGlite: a fresh temporary folder per size.
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, gt, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { catalogScopeOf, inScope } from '../../server/catalog/catalog-store'
import type { Database, Db } from '../../server/db'
import { queryRows } from '../../server/db/rows'
import { feeds, products } from '../../server/db/schema'
import { embeddingsOf } from '../../server/embeddings'
import { itemText, nearestItems, saveVectors } from '../../server/embeddings/store'
import { denseWordModel } from '../../server/embeddings/vectors-testing'
import { lastImports } from '../../server/feeds'
import { matchOnChannel } from '../../server/live/append'
import { blocksOf } from '../../server/live/blocks'
import { blockedFilter, type MatchInput } from '../../server/matching/matcher'
import { searchText } from '../../server/matching/text-search'
import {
  channelWithFeed,
  importFeedFile,
  percentile,
  pgliteDatabase,
  postgresDatabase,
} from './bench-db'
import { MATCHING_SET } from './matching/set'
import { writeRetailFeed } from './retail-feed'

const args = process.argv.slice(2)
const kind = args.includes('postgres') ? 'postgres' : 'pglite'
const sizesArg = args[args.indexOf('--sizes') + 1]
const SIZES = (args.includes('--sizes') && sizesArg ? sizesArg : '3000,100000,1000000')
  .split(',')
  .map(Number)
const KEEP = args.includes('--keep')
/** Timed passes over the captions (after one untimed pass that warms the caches). */
const RUNS = 2
const CAPTIONS = 50
/** Items embedded and saved per statement. */
const VECTOR_BATCH = 2000
const TOPIC = 'outdoors'
const CHANNEL = 'bench-meaning'

const model = denseWordModel()
const embeddings = embeddingsOf([model])
const inputs: MatchInput[] = MATCHING_SET.slice(0, CAPTIONS).map((c) => ({
  caption: c.caption,
  entities: [],
}))

/** The size's database: made and filled now, or (PostgreSQL, `--keep`) kept when it is full. */
async function filled(size: number): Promise<Database> {
  const name = `stv_bench_scale15_${size}`
  const database =
    kind === 'postgres' ? await postgresDatabase(name, { keep: KEEP }) : await pgliteDatabase()
  const { db } = database
  const [kept] = await db.select().from(feeds).where(eq(feeds.channelId, CHANNEL))
  if (kept) {
    const [last] = await lastImports(db, [kept.id])
    if (last?.status === 'done' && last.read === size) {
      await db.execute(sql`analyze`)
      return database
    }
    throw new Error(`${name} holds an unfinished catalog: run without --keep`)
  }
  const feed = await channelWithFeed(database, CHANNEL, TOPIC)
  const file = join(tmpdir(), `stv-bench-meaning-${process.pid}-${size}.tsv`)
  await writeRetailFeed(file, size)
  let started = performance.now()
  try {
    await importFeedFile(db, feed, file)
  } finally {
    await rm(file, { force: true })
  }
  console.log(`${size}: imported in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  started = performance.now()
  const vectors = await embedAll(db)
  console.log(
    `${size}: ${vectors.toLocaleString('en')} vectors saved in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
  await db.execute(sql`analyze`)
  return database
}

const ItemRow = v.object({ id: v.number(), text: v.string(), hash: v.string() })

/** Every item's vector, in pages by id (a page's save is one statement); how many. */
async function embedAll(db: Db): Promise<number> {
  let last = 0
  let saved = 0
  for (;;) {
    const rows = await queryRows(
      db,
      sql`select ${products.id} as id, ${itemText} as text, md5(${itemText}) as hash
          from ${products} where ${gt(products.id, last)} order by ${products.id}
          limit ${VECTOR_BATCH}`,
      ItemRow,
    )
    if (!rows.length) return saved
    const vectors = await model.embed(rows.map((row) => row.text))
    await saveVectors(
      db,
      model.id,
      rows.map((row, i) => ({
        productId: row.id,
        textHash: row.hash,
        vector: vectors[i] ?? new Float32Array(),
      })),
    )
    saved += rows.length
    last = rows.at(-1)?.id ?? last
  }
}

/** ms of `run` for every caption, RUNS times after one untimed pass. */
async function timed(run: (input: MatchInput) => Promise<unknown>): Promise<number[]> {
  for (const input of inputs) await run(input)
  const times: number[] = []
  for (let pass = 0; pass < RUNS; pass++) {
    for (const input of inputs) {
      const started = performance.now()
      await run(input)
      times.push(performance.now() - started)
    }
  }
  return times
}

const cell = (times: number[]) =>
  `${percentile(times, 0.5).toFixed(0)} / ${percentile(times, 0.95).toFixed(0)}`

const rows: string[] = []
for (const size of SIZES) {
  const database = await filled(size)
  try {
    const { db } = database
    const conditions = [
      ...inScope(await catalogScopeOf(db, CHANNEL)),
      ...blockedFilter(await blocksOf(db, CHANNEL)),
    ]
    const prefer = sql`${TOPIC} = any(${products.topics})`
    const match = await timed((input) =>
      matchOnChannel({ db, embeddings }, { id: CHANNEL, topic: TOPIC, region: null }, input),
    )
    const nearest = await timed(async (input) => {
      const query = await embeddings.embedQuery(input.caption)
      if (query)
        await nearestItems(db, query.model, query.vector, { conditions, limit: 60, prefer })
    })
    const text = await timed((input) =>
      searchText(db, input.caption, { topic: TOPIC, conditions, limit: 60 }),
    )
    const row = `| ${kind} | ${size.toLocaleString('en')} | ${cell(match)} | ${cell(nearest)} | ${cell(text)} |`
    console.log(row)
    rows.push(row)
  } finally {
    await database.close()
  }
}
console.log(`\n${inputs.length} captions × ${RUNS} runs after a warm-up pass; ms p50 / p95`)
console.log('| engine | items | matchOnChannel | nearest (embed + nearestItems) | searchText |')
console.log('| --- | ---: | ---: | ---: | ---: |')
for (const row of rows) console.log(row)
await embeddings.close()
