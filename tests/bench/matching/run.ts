// The matching bench: a fresh database seeded with the full demo catalog (3,000 items, the
// default seed), every matcher of `benchMatchers` over every caption of the labelled set on
// its channel, caption only. Prints precision@5, hit@5, MRR and latency per matcher, per
// channel, and the worst captions of the new matcher; then the live matcher with the channel's
// reviews of its other captions ('feedback', leave-one-out) and of all of them ('reviewed', the
// caption airing again), and with EMBEDDINGS_URL set the hosted model ('hosted') beside the
// local one ('new'). A measurement, not a test.
// `npm run bench:matching -- [pglite|postgres] [--json]` (PGlite in a temporary folder by
// default; PostgreSQL in the database `stv_bench_matching`, dropped and made again).
// `--json` prints the figures as one JSON document instead of the tables, for CI logs.
import { createEmbeddings, embeddingsOf, LOCAL_MODEL_ID } from '../../../server/embeddings'
import { vectorCoverage } from '../../../server/embeddings/store'
import { embedEveryItem } from '../../../server/embeddings/vectorizer'
import { seedIfEmpty } from '../../../server/seed'
import { benchConfig, pgliteDatabase, postgresDatabase } from '../bench-db'
import { runMatcher, unanswerable } from './evaluate'
import { feedbackMatchers } from './feedback'
import { benchMatchers, liveMatcher } from './matchers'
import { channelTable, halvesTable, overallTable, summarize, worstLines, worstRuns } from './report'
import { MATCHING_SET } from './set'

const args = process.argv.slice(2)
const json = args.includes('--json')
const kind = args.includes('postgres') ? 'postgres' : 'pglite'
/** Worst captions listed for the lead. */
const WORST = 12

const log = json ? () => {} : (line = '') => console.log(line)
const database =
  kind === 'postgres' ? await postgresDatabase('stv_bench_matching') : await pgliteDatabase()
try {
  const seeding = performance.now()
  await seedIfEmpty(database.db, benchConfig)
  log(`${kind}: demo catalog seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`)
  // The server's models as configured (the local model unless EMBEDDINGS_URL says otherwise).
  const embeddings = createEmbeddings(benchConfig.embeddings)
  const embedding = performance.now()
  await embedEveryItem({ db: database.db, dbKind: database.kind, models: embeddings.models })
  for (const model of embeddings.models) {
    const coverage = await vectorCoverage(database.db, model.id)
    log(
      `${model.id}: ${coverage.embedded} of ${coverage.live} items embedded in ${((performance.now() - embedding) / 1000).toFixed(1)} s`,
    )
  }
  const unfit = await unanswerable(database.db, MATCHING_SET)
  for (const caption of unfit) log(`warning: no live item fits ${caption.id}`)

  // 'new' is the local model; a hosted model configured gets a column of its own.
  const local = embeddingsOf(embeddings.models.filter((model) => model.id === LOCAL_MODEL_ID))
  const hosted =
    embeddings.models.length > 1 ? [liveMatcher(database.db, embeddings, 'hosted')] : []
  const learning = await feedbackMatchers(
    database.db,
    local,
    liveMatcher(database.db, local),
    MATCHING_SET,
  )
  const results = []
  for (const matcher of [...benchMatchers(database.db, local), ...hosted, ...learning.matchers]) {
    // An untimed pass first, so the times are of warm caches, as on a running server.
    await runMatcher(matcher, MATCHING_SET)
    const runs = await runMatcher(matcher, MATCHING_SET)
    results.push({ summary: summarize(matcher.name, runs), runs })
  }
  const summaries = results.map((r) => r.summary)
  // The captions another reviewed caption of their channel is near enough to count for.
  const near = results.map((r) =>
    summarize(
      r.summary.name,
      r.runs.filter((run) => learning.nearReviewed(run.caption)),
    ),
  )
  const focus = results.find((r) => r.summary.name === 'new') ?? results.at(-1)
  const worst = focus ? worstRuns(focus.runs, WORST) : []

  if (json) {
    console.log(
      JSON.stringify({
        database: kind,
        captions: MATCHING_SET.length,
        unanswerable: unfit.map((c) => c.id),
        matchers: summaries,
        nearReviewed: near,
        worst: { matcher: focus?.summary.name ?? null, captions: worst.map((r) => r.caption.id) },
      }),
    )
  } else {
    log()
    log(`${MATCHING_SET.length} captions, caption only (no entity list)`)
    for (const line of overallTable(summaries)) log(line)
    log()
    log('captions near another reviewed caption of their channel:')
    for (const line of overallTable(near)) log(line)
    log()
    for (const line of halvesTable(results.map((r) => ({ name: r.summary.name, runs: r.runs }))))
      log(line)
    log()
    for (const line of channelTable(summaries)) log(line)
    log()
    log(`worst ${worst.length} captions of '${focus?.summary.name}':`)
    for (const line of worstLines(worst)) log(line)
  }
  await embeddings.close()
} finally {
  await database.close()
}
