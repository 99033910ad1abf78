import { and, desc, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { MatchKind } from '../../shared/api/types'
import type { Db } from '../db'
import { products } from '../db/schema'
import { type CatalogScope, inScope } from './catalog-store'
import { foreignRegionTopics, type Region } from './region'
import { pickVaried, spreadOut } from './variety'

/** Not in the spec: most exact matches taken from one segment. */
export const EXACT_MATCH_LIMIT = 4
/** Not in the spec: most contextual matches taken from one segment. */
export const CONTEXT_MATCH_LIMIT = 6

/**
 * Not in the spec: candidates read per place, so look-alikes (one brand's skillets, two
 * discounts on one tour) can give way to other items of nearly the same rank.
 */
const CANDIDATE_FACTOR = 3

/** What the variety rules need of a candidate row. */
const lookable = {
  id: products.id,
  title: products.title,
  brand: products.brand,
  category: products.category,
}
type LookableRow = { id: number; title: string; brand: string | null; category: string }

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
}

const SHARED_CATALOG: CatalogScope = { channelId: null }

/** One matched item, with how it matched and how well. */
export type Match = { productId: number; kind: MatchKind; score: number }

/** The words of a text as an OR full-text query, or null when nothing is left to search. */
export function orQuery(text: string): string | null {
  const words = new Set(
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9\s]/g, ' ')
      .split(/\s+/)
      .filter((word) => word.length >= 3 && !/^\d+$/.test(word)),
  )
  return words.size ? [...words].join(' | ') : null
}

/**
 * Matches what is on air against the live items of a catalog (the shared one unless `scope`
 * says a channel's own): exact matches first (an entity equals an
 * item's brand, model or title, case-insensitive), then contextual ones (full-text rank
 * of the caption and title over titles, categories and descriptions). Items of the
 * channel's topic come first within each kind. `page` rotates contextual results, so a
 * segment repeated in a later cycle brings some new items. Within each kind, look-alikes
 * give way to other candidates of nearly the same rank and neighbours are spread out
 * (`variety.ts`), so a feed does not show near-identical rows one after another. A channel with a region
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
  const names = [...new Set(input.entities.map((e) => e.trim().toLowerCase()).filter(Boolean))]
  const onTopic = sql`${topic} = any(${products.topics})`
  const exact: Match[] = []
  let exactRows: LookableRow[] = []
  if (names.length) {
    const titleHit = inArray(sql`lower(${products.title})`, names)
    const rows = await db
      .select(lookable)
      .from(products)
      .where(
        and(
          or(
            titleHit,
            inArray(sql`lower(${products.model})`, names),
            inArray(sql`lower(${products.brand})`, names),
          ),
          ...allowed,
        ),
      )
      // A named title beats a named model, which beats a brand; then the channel's topic.
      .orderBy(
        desc(sql`(${titleHit})::int`),
        desc(sql`(lower(${products.model}) = any(${toArray(names)}))::int`),
        desc(sql`(${onTopic})::int`),
        products.id,
      )
      .limit(EXACT_MATCH_LIMIT * CANDIDATE_FACTOR)
    // A brand named on screen brings one item of each kind it makes, not four look-alikes.
    exactRows = spreadOut(pickVaried(rows, EXACT_MATCH_LIMIT, false))
    for (const row of exactRows) exact.push({ productId: row.id, kind: 'exact', score: 1 })
  }

  const query = orQuery(`${input.title ?? ''} ${input.caption}`)
  if (!query) return exact
  const tsQuery = sql`to_tsquery('english', ${query})`
  const rank = sql<number>`ts_rank(${products.search}, ${tsQuery})`
  const exclude: SQL[] = exact.length
    ? [
        notInArray(
          products.id,
          exact.map((m) => m.productId),
        ),
      ]
    : []
  const rows = await db
    .select({ ...lookable, rank })
    .from(products)
    .where(and(sql`${products.search} @@ ${tsQuery}`, ...exclude, ...allowed))
    .orderBy(desc(sql`(${onTopic})::int`), desc(rank), products.id)
    .limit(CONTEXT_MATCH_LIMIT * CANDIDATE_FACTOR)
    .offset((page % 3) * CONTEXT_MATCH_LIMIT)
  // Of look-alikes, the one whose whole title was said stands for them.
  const said = `${input.title ?? ''} ${input.caption}`.toLowerCase()
  const named = (row: LookableRow) => (said.includes(row.title.toLowerCase()) ? 1 : 0)
  const varied = spreadOut(
    pickVaried(rows, CONTEXT_MATCH_LIMIT, true, named),
    exactRows.at(-1) ?? null,
  )
  const contextual = varied.map(
    (row): Match => ({ productId: row.id, kind: 'contextual', score: Number(row.rank) }),
  )
  return [...exact, ...contextual]
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
