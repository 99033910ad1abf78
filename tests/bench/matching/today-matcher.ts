// Today's matcher, frozen as it was before matching by meaning (a980b1f), so the bench keeps
// measuring it side by side with the live one: exact only for entities on screen (none here,
// captions alone), contextual by a full-text OR query ranked by ts_rank, the channel's topic
// first. Not used by the server.
import { and, desc, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm'
import { type CatalogScope, inScope } from '../../../server/catalog/catalog-store'
import type { Db } from '../../../server/db'
import { products } from '../../../server/db/schema'
import {
  type Blocks,
  blockedFilter,
  CONTEXT_MATCH_LIMIT,
  EXACT_MATCH_LIMIT,
  type MatchInput,
  NO_BLOCKS,
  orQuery,
} from '../../../server/matching/matcher'
import type { Region } from '../../../server/matching/region'
import { pickVaried, spreadOut } from '../../../server/matching/variety'
import type { MatchKind } from '../../../shared/api/types'

type MatchOptions = {
  page?: number
  blocked?: Blocks
  region?: Region | null
  scope?: CatalogScope
}
const SHARED_CATALOG: CatalogScope = { channelId: null }
const CANDIDATE_FACTOR = 3
const lookable = {
  id: products.id,
  title: products.title,
  brand: products.brand,
  category: products.category,
}
type LookableRow = { id: number; title: string; brand: string | null; category: string }

/** One matched item, with how it matched and how well. */
type Match = { productId: number; kind: MatchKind; score: number }

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
export async function todayMatchContext(
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
