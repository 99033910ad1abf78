// Names of the catalog found in captions, at retail scale on PostgreSQL: `findNames` time per
// caption (median, p95, max) on the catalogs of 3,000, 100,000 and 1,000,000 items that
// `npm run bench:scale` imports into `stv_bench_scale` (run that first with BENCH_REUSE=1, which
// keeps it), and whether the item a caption names is among the hits. BENCH_BACKFILL=100000
// first empties that catalog's name keys and times the backfill. A measurement, not a test.
// `node --import tsx tests/bench/catalog-names.ts`
import { and, eq, sql } from 'drizzle-orm'
import { findNames } from '../../server/catalog/names-store'
import { products } from '../../server/db/schema'
import { PROGRAMS } from '../../server/demo/programs'
import { percentile, postgresDatabase } from './bench-db'
import { retailRow } from './retail-feed'
import { median } from './server'

const SIZES = (process.env.BENCH_SIZES ?? '3000,100000,1000000').split(',').map(Number)
const BACKFILL = Number(process.env.BENCH_BACKFILL ?? 0)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const TOPIC = 'outdoors'

type Caption = { text: string; names: string | null }

/**
 * 72 captions: 48 of the demo programs (no name of this retailer in them: the common case, a
 * miss), 12 naming an item by brand, noun and model as a presenter would, 12 saying a brand
 * alone (hundreds of items each at 1,000,000).
 */
function captions(size: number): Caption[] {
  const demo = Object.values(PROGRAMS)
    .flat()
    .filter((_, i) => i % 2 === 0)
    .slice(0, 48)
    .map((s) => ({ text: s.caption, names: null }))
  const named = Array.from({ length: 12 }, (_, i) => {
    const row = retailRow((101 + i * 211) % size)
    const noun = (row.title ?? '').split(' ').slice(2, -1).join(' ')
    return {
      text: `In the studio today: the ${row.brand} ${noun}, model ${row.mpn}. Our host has used it all season.`,
      names: `SKU-${(101 + i * 211) % size}`,
    }
  })
  const brands = Array.from({ length: 12 }, (_, i) => ({
    text: `Everything you see on the boat today comes from ${retailRow(7 + i * 97).brand}, and it shows.`,
    names: null,
  }))
  return [...demo, ...named, ...brands]
}

const database = await postgresDatabase('stv_bench_scale', { keep: true })
const { db } = database
try {
  if (BACKFILL) {
    const scope = eq(products.channelId, `bench-${BACKFILL}`)
    await db.update(products).set({ nameKeys: null }).where(scope)
    const { backfillNameKeys } = await import('../../server/catalog/names-store')
    const started = performance.now()
    const n = await backfillNameKeys(db)
    const seconds = (performance.now() - started) / 1000
    console.log(
      `backfill: ${n.toLocaleString('en')} rows in ${seconds.toFixed(1)} s (${Math.round(n / seconds).toLocaleString('en')} rows/s)`,
    )
    await db.execute(sql`analyze products`)
  }
  const table: string[] = []
  for (const size of SIZES) {
    const channelId = `bench-${size}`
    const [keyed] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.channelId, channelId), sql`${products.nameKeys} is not null`))
    if (!keyed?.n)
      throw new Error(`${channelId} has no keyed items: run BENCH_REUSE=1 npm run bench:scale`)
    const inputs = captions(size)
    const options = { scope: { channelId }, topic: TOPIC }
    for (const input of inputs) await findNames(db, input.text, options)
    const times: number[] = []
    let found = 0
    let live = 0
    let hits = 0
    for (let run = 0; run < RUNS; run++) {
      for (const input of inputs) {
        const started = performance.now()
        const result = await findNames(db, input.text, options)
        times.push(performance.now() - started)
        if (run > 0) continue
        hits += result.length
        if (!input.names) continue
        const [row] = await db
          .select({ id: products.id, active: products.active })
          .from(products)
          .where(and(eq(products.channelId, channelId), eq(products.externalId, input.names)))
        // An item out of stock is rightly not found.
        if (!row?.active) continue
        live++
        if (result.some((hit) => hit.productId === row.id)) found++
      }
    }
    table.push(
      `| ${size.toLocaleString('en')} | ${median(times).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${Math.max(...times).toFixed(0)} | ${found}/${live} | ${(hits / inputs.length).toFixed(1)} |`,
    )
  }
  console.log(`\nfindNames: 72 captions × ${RUNS} runs (after one warm pass)`)
  console.log(
    '| catalog items | median ms | p95 ms | max ms | named live item found | hits per caption |',
  )
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const row of table) console.log(row)
} finally {
  await database.close()
}
