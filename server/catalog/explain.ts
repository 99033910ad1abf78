// Why the matcher picked an item, for people reviewing matches in the Studio.
import { inArray, sql } from 'drizzle-orm'
import type { MatchReason } from '../../shared/api/studio'
import type { Db } from '../db'
import { products } from '../db/schema'
import type { Match, MatchInput } from './matcher'

/** A match with the item's title, vendor and type, and the reason it matched. */
export type ExplainedMatch = {
  productId: number
  title: string
  vendor: string
  type: string
  score: number
  reason: MatchReason
}

/**
 * Explains matches of one input: an exact match names the entity that equals the item's
 * title, model or brand; a contextual one lists the caption's words (as the full-text
 * search stems them) that the item's title, category or description also holds.
 */
export async function explainMatches(
  db: Db,
  input: MatchInput,
  matches: readonly Match[],
): Promise<ExplainedMatch[]> {
  if (!matches.length) return []
  const text = `${input.title ?? ''} ${input.caption}`
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      vendor: products.vendor,
      type: products.type,
      brand: products.brand,
      model: products.model,
      words: sql<
        string[]
      >`array(select unnest(tsvector_to_array(${products.search})) intersect select unnest(tsvector_to_array(to_tsvector('english', ${text}))) order by 1)`,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        matches.map((m) => m.productId),
      ),
    )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return matches.flatMap((match) => {
    const row = byId.get(match.productId)
    if (!row) return []
    const named = (value: string | null) =>
      input.entities.find((e) => value !== null && e.trim().toLowerCase() === value.toLowerCase())
    const entity = named(row.title) ?? named(row.model) ?? named(row.brand)
    const reason: MatchReason =
      match.kind === 'exact'
        ? { kind: 'exact', entity: entity ?? '' }
        : { kind: 'contextual', words: row.words }
    return [
      {
        productId: row.id,
        title: row.title,
        vendor: row.vendor,
        type: row.type,
        score: match.score,
        reason,
      },
    ]
  })
}
