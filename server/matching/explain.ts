// What the Studio shows of matches: each item's title, vendor and type beside the match's
// reason and confidence.
import { inArray } from 'drizzle-orm'
import type { MatchReason } from '../../shared/api/studio'
import type { Db } from '../db'
import { products } from '../db/schema'
import type { Match } from './matcher'

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
 * The order people reviewing matches read them in: by the confidence shown (whole percent),
 * highest first, an exact match first among equals, else the matcher's order. A list that put
 * an exact match at 80% above a contextual one at 94% read as wrong.
 */
export function byShownScore<T extends { score: number; kind: 'exact' | 'contextual' }>(
  matches: readonly T[],
): T[] {
  const shown = (match: T) => Math.round(match.score * 100)
  return matches
    .map((match, i) => ({ match, i }))
    .sort(
      (a, b) =>
        shown(b.match) - shown(a.match) ||
        Number(b.match.kind === 'exact') - Number(a.match.kind === 'exact') ||
        a.i - b.i,
    )
    .map(({ match }) => match)
}

/** The matches by shown score (`byShownScore`), with what people reviewing them read of each item. */
export async function explainMatches(db: Db, matches: readonly Match[]): Promise<ExplainedMatch[]> {
  if (!matches.length) return []
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      vendor: products.vendor,
      type: products.type,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        matches.map((m) => m.productId),
      ),
    )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return byShownScore(matches).flatMap((match) => {
    const row = byId.get(match.productId)
    if (!row) return []
    const { id, ...item } = row
    return [{ productId: id, ...item, score: match.score, reason: match.reason }]
  })
}
