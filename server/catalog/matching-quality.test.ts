import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { runMatcher, unanswerable } from '../../tests/bench/matching/evaluate'
import { todayMatcher } from '../../tests/bench/matching/matchers'
import { meanFigures } from '../../tests/bench/matching/metrics'
import { MATCHING_SET } from '../../tests/bench/matching/set'
import { type Database, openDb } from '../db'
import { seedIfEmpty } from '../seed'
import { TEST_CATALOG_SIZE, testConfig } from '../testing'

// A floor under matching quality: part of the labelled set of `npm run bench:matching`, run
// through the live feed's matcher (`matchOnChannel`, caption only) on the test catalog, must
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
 * The full-text matcher's figures on these captions at TEST_CATALOG_SIZE, measured and
 * rounded down (precision 0.272, hit 0.722, MRR 0.646 when set). With 200 items a caption
 * often has fewer than five fitting items, so these sit below the bench's. They are raised
 * to the new figures when the matcher by meaning replaces it.
 */
const FLOORS = { precision: 0.27, hit: 0.72, mrr: 0.64 }

const subset = MATCHING_SET.filter((caption) => FLOOR_CAPTIONS.includes(caption.id))

let database: Database
beforeAll(async () => {
  database = await openDb({ dataDir: 'memory://', databaseUrl: null })
  await seedIfEmpty(database.db, testConfig(), { catalogSize: TEST_CATALOG_SIZE })
})
afterAll(() => database.close())

describe('matching quality', () => {
  test('the floor runs 3 labelled captions of each channel, each with a fitting test item', async () => {
    expect(subset.map((caption) => caption.id).sort()).toEqual([...FLOOR_CAPTIONS].sort())
    expect((await unanswerable(database.db, subset)).map((caption) => caption.id)).toEqual([])
  })

  test('the live matcher keeps precision@5, hit@5 and MRR at or above their floors', async () => {
    const runs = await runMatcher(todayMatcher(database.db), subset)
    const figures = meanFigures(runs.map((run) => run.score))
    expect(figures.precision).toBeGreaterThanOrEqual(FLOORS.precision)
    expect(figures.hit).toBeGreaterThanOrEqual(FLOORS.hit)
    expect(figures.mrr).toBeGreaterThanOrEqual(FLOORS.mrr)
  })
})
