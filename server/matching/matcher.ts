import { eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm'
import type { MatchReason } from '../../shared/api/studio'
import type { MatchKind } from '../../shared/api/types'
import { type CatalogScope, type FindNamesOptions, findNames, hasTopic, inScope } from '../catalog'
import type { Db } from '../db'
import { products } from '../db/schema'
import type { Embeddings, QueryVector } from '../embeddings'
import { captionWords } from './caption-words'
import { variedInMargin } from './category-margin'
import { type Candidate, fuse } from './fuse'
import { type LookableRow, lookable } from './lookable'
import { searchMeaning } from './meaning-search'
import { namedOnScreen } from './on-screen'
import { isDropped, pickedFirst } from './picked'
import { foreignRegionTopics, type Region } from './region'
import { searchText } from './text-search'
import { lookAlikeKey, pickVaried, spreadOut } from './variety'
import { wordsOnlyFloor } from './words-floor'

export { orQuery } from './text-search'

/** Not in the spec: most exact matches taken from one segment. */
export const EXACT_MATCH_LIMIT = 4
/** Not in the spec: most contextual matches taken from one segment. */
export const CONTEXT_MATCH_LIMIT = 6

/**
 * Not in the spec: candidates read per place, so look-alikes (one brand's skillets, two
 * discounts on one tour) can give way to other items of nearly the same rank.
 */
const CANDIDATE_FACTOR = 3

/** Items and vendors (lower case) a channel never shows. */
export type Blocks = { productIds: readonly number[]; vendors: readonly string[] }

export const NO_BLOCKS: Blocks = { productIds: [], vendors: [] }

/** Conditions that leave blocked items and vendors out, and other regions' items. */
export function blockedFilter(blocked: Blocks, region: Region | null = null): SQL[] {
  const foreign = foreignRegionTopics(region)
  return [
    ...(foreign.length ? [sql`not (${products.topics} && ${toArray(foreign)})`] : []),
    ...(blocked.productIds.length ? [notInArray(products.id, [...blocked.productIds])] : []),
    ...(blocked.vendors.length
      ? [notInArray(sql`lower(${products.vendor})`, [...blocked.vendors])]
      : []),
  ]
}

/** What is on air, to be matched: the caption, the names on screen, a title. */
export type MatchInput = { caption: string; entities: readonly string[]; title?: string }

/**
 * How a channel matches: `page` rotates contextual results, `blocked` and `region` leave items
 * out, `scope` is whose catalog (the shared one by default).
 */
export type MatchOptions = {
  page?: number
  blocked?: Blocks
  region?: Region | null
  scope?: CatalogScope
  /** The models that embed captions; without them contextual matching goes by words alone. */
  embeddings?: Embeddings | null
  /**
   * The channel's signals on captions like this one (server/feedback): each item's net weight,
   * above 0 lifted, below dropped. None: matching as if nobody had said anything.
   */
  feedback?: (caption: SaidCaption) => Promise<ReadonlyMap<number, number>>
}

/** A caption as feedback compares it: its content words, lower case, and its vector if any. */
export type SaidCaption = { words: string[]; query: QueryVector | null }

const SHARED_CATALOG: CatalogScope = { channelId: null }

/** One matched item: how it matched, why, and how sure the matcher is (0..1). */
export type Match = { productId: number; kind: MatchKind; score: number; reason: MatchReason }

/** Not in the spec: confidence of an exact match by what the caption or screen named. */
const EXACT_CONFIDENCE = { title: 1, model: 0.95, event: 0.9, place: 0.85, brand: 0.8 } as const
type NameKind = keyof typeof EXACT_CONFIDENCE

/** Not in the spec: candidates each search (meaning, words) reads for the fusion. */
const SEARCH_DEPTH = 60

/**
 * Matches what is on air against the live items of a catalog (the shared one unless `scope`
 * says a channel's own). Exact first: a name of the catalog (title, model, event, place,
 * brand) heard in the caption or title, or on screen (an entity that is an item's name, is
 * part of it, or holds it; the longest first). Then contextual: the caption's meaning (nearest item vectors of the model
 * that embedded the caption) fused with its full-text rank (`fuse.ts`), the channel's topic
 * as a prior. Each match says why and how sure (`score`, 0..1); the caller decides what a
 * low confidence means. `page` rotates contextual results, so a segment repeated in a later
 * cycle brings some new items. Within each kind, look-alikes give way to other candidates of
 * nearly the same rank and neighbours are spread out (`variety.ts`). A channel with a region
 * (InTravel Europe) never gets another region's items (New York city passes), even by name.
 */
export async function matchContext(
  db: Db,
  topic: string,
  input: MatchInput,
  options: MatchOptions = {},
): Promise<Match[]> {
  const { page = 0, blocked = NO_BLOCKS, region = null, scope = SHARED_CATALOG } = options
  const allowed = [...inScope(scope), ...blockedFilter(blocked, region)]
  const said = `${input.title ?? ''} ${input.caption}`.trim()
  const onTopic = hasTopic(topic)

  const exactRows = await exactMatches(db, input, said, {
    allowed,
    onTopic,
    names: { scope, topic, filters: blockedFilter(blocked, region) },
  })
  // Contextual matches are of the items not named.
  const unnamed = [...allowed, ...notIn(exactRows.map((row) => row.id))]
  const {
    rows: contextual,
    byWordsAlone,
    query,
  } = await contextualMatches(db, said, { topic, conditions: unnamed, options, page })
  const weights = options.feedback
    ? await options.feedback({ words: captionWords(said), query })
    : NO_WEIGHTS
  const exactKept = exactRows.filter((row) => !isDropped(weights, row.id))
  const exact = exactKept.map(
    (row): Match => ({
      productId: row.id,
      kind: 'exact',
      score: EXACT_CONFIDENCE[row.nameKind],
      reason: { kind: 'exact', entity: row.name, heard: row.heard },
    }),
  )
  // Items the channel picked for captions like this one come first (read here when no search
  // found them); those it turned down for them are left out.
  const ranked = await pickedFirst(db, contextual, weights, { conditions: unnamed })
  // An item whose look-alike was named (a tour and its early-bird deal) gives way here too,
  // unless its own whole title was said or the channel picked it.
  const saidWhole = (row: LookableRow) => said.toLowerCase().includes(row.title.toLowerCase())
  const picked = (row: ContextRow) =>
    row.match.reason.kind === 'contextual' && row.match.reason.by === 'picked'
  const namedKinds = new Set(exactKept.map(lookAlikeKey))
  const others = ranked.filter(
    (row) => saidWhole(row) || picked(row) || !namedKinds.has(lookAlikeKey(row)),
  )
  const varied = variedInMargin(others, {
    limit: CONTEXT_MATCH_LIMIT,
    confidence: (row) => row.match.score,
    prefer: (row) => (picked(row) ? 2 : saidWhole(row) ? 1 : 0),
    before: exactKept.at(-1) ?? null,
  })
  const matches = varied.map((row) => row.match)
  return [...exact, ...(byWordsAlone ? wordsOnlyFloor(matches) : matches)]
}

type ExactRow = LookableRow & { nameKind: NameKind; name: string; heard: boolean }

/**
 * Items named on screen (an entity that is, holds or is part of an item's name: `on-screen.ts`)
 * or heard in what was said (names of the catalog found in the caption and title), best
 * named first, one per look-alike kind.
 */
async function exactMatches(
  db: Db,
  input: MatchInput,
  said: string,
  sql_: { allowed: SQL[]; onTopic: SQL; names: FindNamesOptions },
): Promise<ExactRow[]> {
  const shown = (await namedOnScreen(db, input.entities, sql_)).map(
    (hit): ExactRow => ({
      id: hit.id,
      title: hit.title,
      brand: hit.brand,
      category: hit.category,
      nameKind: hit.kind,
      name: hit.name,
      heard: false,
    }),
  )
  const heard = (await findNames(db, said, sql_.names)).map(
    (hit): ExactRow => ({
      id: hit.productId,
      title: hit.title,
      brand: hit.brand,
      category: hit.category,
      nameKind: hit.kind,
      name: hit.heard,
      heard: true,
    }),
  )
  const rows = [...shown, ...heard.filter((h) => !shown.some((s) => s.id === h.id))].sort(
    (a, b) => EXACT_CONFIDENCE[b.nameKind] - EXACT_CONFIDENCE[a.nameKind],
  )
  // A brand named brings one item of each kind it makes, not four look-alikes.
  return spreadOut(pickVaried(rows, EXACT_MATCH_LIMIT, false))
}

export type ContextRow = LookableRow & { match: Match }

const NO_WEIGHTS: ReadonlyMap<number, number> = new Map()

/** Leaves `ids` out (none: no condition). */
function notIn(ids: readonly number[]): SQL[] {
  return ids.length ? [notInArray(products.id, [...ids])] : []
}

/**
 * Contextual candidates: the nearest items by meaning (when a model embedded the caption)
 * and by words, fused; the page's window of them, with reasons and confidences, and whether
 * they were found by words alone (no model embedded the caption).
 */
async function contextualMatches(
  db: Db,
  said: string,
  at: { topic: string; conditions: SQL[]; options: MatchOptions; page: number },
): Promise<{ rows: ContextRow[]; byWordsAlone: boolean; query: QueryVector | null }> {
  if (!said) return { rows: [], byWordsAlone: true, query: null }
  const embeddings = at.options.embeddings ?? null
  const [byWords, byMeaning] = await Promise.all([
    searchText(db, said, { topic: at.topic, conditions: at.conditions, limit: SEARCH_DEPTH }),
    embeddings
      ? searchMeaning(db, embeddings, said, {
          conditions: at.conditions,
          limit: SEARCH_DEPTH,
          onTopic: hasTopic(at.topic),
        })
      : Promise.resolve(null),
  ])
  const meaningHits = byMeaning?.hits ?? []
  const looks = await lookOf(db, at.topic, [
    ...meaningHits.map((hit) => hit.productId),
    ...byWords.map((hit) => hit.id),
  ])
  const meaning: Candidate[] = meaningHits.map((hit) => ({
    productId: hit.productId,
    onTopic: looks.get(hit.productId)?.onTopic ?? false,
    similarity: hit.similarity,
  }))
  const text: Candidate[] = byWords.map((hit) => ({
    productId: hit.id,
    onTopic: hit.onTopic,
    sharedWords: hit.words.length,
  }))
  const start = (at.page % 3) * CONTEXT_MATCH_LIMIT
  const window = fuse(meaning, text).slice(start, start + CONTEXT_MATCH_LIMIT * CANDIDATE_FACTOR)
  const wordsOf = new Map(byWords.map((hit) => [hit.id, hit.words]))
  const closest = byMeaning
    ? await byMeaning.closestWords(
        window.filter((f) => !wordsOf.get(f.productId)?.length).map((f) => f.productId),
      )
    : new Map<number, string[]>()
  const rows = window.flatMap((f): ContextRow[] => {
    const look = looks.get(f.productId)
    if (!look) return []
    const words = wordsOf.get(f.productId) ?? closest.get(f.productId) ?? []
    const by = f.similarity === undefined ? 'words' : f.sharedWords ? 'both' : 'meaning'
    const reason: MatchReason = { kind: 'contextual', words, by }
    return [
      {
        ...look,
        match: { productId: f.productId, kind: 'contextual', score: f.confidence, reason },
      },
    ]
  })
  return { rows, byWordsAlone: byMeaning === null, query: byMeaning?.query ?? null }
}

/** What the look-alike rules and the topic prior read of items, by id. */
async function lookOf(
  db: Db,
  topic: string,
  ids: readonly number[],
): Promise<Map<number, LookableRow & { onTopic: boolean }>> {
  if (!ids.length) return new Map()
  const rows = await db
    .select({ ...lookable, onTopic: hasTopic(topic) })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]))
  return new Map(rows.map((row) => [row.id, { ...row, onTopic: Boolean(row.onTopic) }]))
}

function toArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`
}

/** Whether a product exists (for inputs naming one). */
export async function productExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, id))
    .limit(1)
  return rows.length > 0
}
