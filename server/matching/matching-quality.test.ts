import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runMatcher, unanswerable } from '../../tests/bench/matching/evaluate'
import { feedbackMatchers } from '../../tests/bench/matching/feedback'
import { liveMatcher, todayMatcher } from '../../tests/bench/matching/matchers'
import { meanFigures } from '../../tests/bench/matching/metrics'
import { MATCHING_SET } from '../../tests/bench/matching/set'
import { type Database, openDb } from '../db'
import { createEmbeddings } from '../embeddings'
import type { Embeddings } from '../embeddings/types'
import { embedEveryItem } from '../embeddings/vectorizer'
import { seedIfEmpty } from '../seed'
import { TEST_CATALOG_SIZE, testConfig } from '../testing'

// A floor under matching quality: part of the labelled set of `npm run bench:matching`, run
// through the live feed's matcher (`matchOnChannel`, caption only, names and meaning and
// words) on the test catalog with every item embedded by the local model, must
// keep precision@5, hit@5 and MRR at or above the floors. The full set on the full catalog is
// the bench's; this is the part that runs in seconds on every `npm test`.

/** Per channel: its first two captions and the one naming a catalog item. */
const FLOOR_CAPTIONS = [
  ['danger-surf-swell', 'danger-crux', 'danger-named-cragline'],
  ['sport-top-corner', 'sport-break-point', 'sport-named-netcraft'],
  ['wild-fish-on', 'wild-glassing', 'wild-named-trailhawk'],
  ['eu-old-walls', 'eu-bunk', 'eu-named-rialto'],
  ['uk-sideways-rain', 'uk-peaty-dram', 'uk-named-fellwalker'],
  ['us-open-highway', 'us-canyon-rim', 'us-named-grand-canyon'],
  ['cook-silky-soup', 'cook-steak-sear', 'cook-named-olivewood'],
  ['film-chase-bass', 'film-limo', 'film-named-ninth-meridian'],
  ['kbs-glowing-skin', 'kbs-sea-of-lights', 'kbs-named-lumina'],
  ['motor-lights-out', 'motor-marbles', 'motor-named-scuderia'],
  ['beach-forty-five', 'beach-off-the-tower', 'beach-named-sunward'],
  ['golf-big-stick', 'golf-twelve-feet', 'golf-named-fairhaven'],
].flat()

/**
 * The live matcher's figures on these captions at TEST_CATALOG_SIZE with the local model,
 * measured and rounded down (precision 0.389, hit 0.861, MRR 0.728 when set, issue 64; the
 * full-text matcher before it: 0.283, 0.722, 0.646). With 200 items a caption often has fewer
 * than five fitting items, so precision sits below the bench's.
 */
const FLOORS = { precision: 0.38, hit: 0.86, mrr: 0.72 }

/**
 * The live matcher by words alone (no item vectors: a fresh start, no model) on the same
 * captions, measured and rounded down (0.278, 0.694, 0.606 when set; before issue 64 the
 * confidence floor left most captions empty).
 */
const WORDS_ONLY_FLOORS = { precision: 0.27, hit: 0.69, mrr: 0.6 }

/**
 * The live matcher once the channel has reviewed each caption (its first fitting item shown
 * pinned, its first wrong one rejected) and the caption airs again, measured and rounded down
 * (0.417, 1, 1 when set; 0.389, 0.861, 0.728 before the review). The held-out figure ('feedback': reviews of the other captions
 * only) stays at the live matcher's: the set's captions of one channel are about different
 * things, none near enough another to lift or drop an item.
 */
const REVIEWED_FLOORS = { precision: 0.41, hit: 1, mrr: 1 }

const subset = MATCHING_SET.filter((caption) => FLOOR_CAPTIONS.includes(caption.id))

let database: Database
let embeddings: Embeddings
beforeAll(async () => {
  database = await openDb({ dataDir: 'memory://', databaseUrl: null })
  await seedIfEmpty(database.db, testConfig(), { catalogSize: TEST_CATALOG_SIZE })
  // The server's own local model (no hosted endpoint in tests), every test item embedded.
  embeddings = createEmbeddings(testConfig().embeddings)
  await embedEveryItem({ db: database.db, dbKind: database.kind, models: embeddings.models })
}, 120_000)
afterAll(async () => {
  await embeddings?.close()
  await database?.close()
})

describe('matching quality', () => {
  test('the floor runs 3 labelled captions of each channel, each with a fitting test item', async () => {
    expect(subset.map((caption) => caption.id).sort()).toEqual([...FLOOR_CAPTIONS].sort())
    expect((await unanswerable(database.db, subset)).map((caption) => caption.id)).toEqual([])
  })

  test('the live matcher keeps precision@5, hit@5 and MRR at or above their floors', async () => {
    const runs = await runMatcher(liveMatcher(database.db, embeddings), subset)
    const figures = meanFigures(runs.map((run) => run.score))
    const today = meanFigures(
      (await runMatcher(todayMatcher(database.db), subset)).map((run) => run.score),
    )
    expect(figures.precision).toBeGreaterThanOrEqual(FLOORS.precision)
    expect(figures.hit).toBeGreaterThanOrEqual(FLOORS.hit)
    expect(figures.mrr).toBeGreaterThanOrEqual(FLOORS.mrr)
    // And strictly better than the full-text matcher it replaced, on every figure.
    expect(figures.precision).toBeGreaterThan(today.precision)
    expect(figures.hit).toBeGreaterThan(today.hit)
    expect(figures.mrr).toBeGreaterThan(today.mrr)
  })

  test('by words alone it keeps its floors too', async () => {
    const runs = await runMatcher(liveMatcher(database.db, null), subset)
    const figures = meanFigures(runs.map((run) => run.score))
    expect(figures.precision).toBeGreaterThanOrEqual(WORDS_ONLY_FLOORS.precision)
    expect(figures.hit).toBeGreaterThanOrEqual(WORDS_ONLY_FLOORS.hit)
    expect(figures.mrr).toBeGreaterThanOrEqual(WORDS_ONLY_FLOORS.mrr)
  })

  test('reviewed by the channel, a caption airing again keeps its floors, and none is lost', async () => {
    const base = liveMatcher(database.db, embeddings)
    const { matchers } = await feedbackMatchers(database.db, embeddings, base, subset)
    const [heldOut, reviewed] = matchers
    if (!heldOut || !reviewed) throw new Error('no feedback matchers')
    const before = meanFigures((await runMatcher(base, subset)).map((run) => run.score))
    const again = meanFigures((await runMatcher(reviewed, subset)).map((run) => run.score))
    const others = meanFigures((await runMatcher(heldOut, subset)).map((run) => run.score))
    expect(again.precision).toBeGreaterThanOrEqual(REVIEWED_FLOORS.precision)
    expect(again.hit).toBeGreaterThanOrEqual(REVIEWED_FLOORS.hit)
    expect(again.mrr).toBeGreaterThanOrEqual(REVIEWED_FLOORS.mrr)
    // Better than before the review on every figure; the other captions' reviews cost nothing.
    expect(again.precision).toBeGreaterThan(before.precision)
    expect(again.hit).toBeGreaterThan(before.hit)
    expect(again.mrr).toBeGreaterThan(before.mrr)
    expect(others).toEqual(before)
  })
})
