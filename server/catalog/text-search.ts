// Contextual candidates by words: the caption as a full-text OR query over titles,
// categories and descriptions, each hit with the caption words it shares.
import { and, desc, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { products } from '../db/schema'

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

/** An item the words of a caption found, best rank first. */
export type TextHit = {
  id: number
  title: string
  brand: string | null
  category: string
  onTopic: boolean
  /** The caption's words (as the full-text search stems them) the item also holds. */
  words: string[]
}

/**
 * Up to `limit` live items whose text shares words with `text`: those of the channel's topic
 * first, each part by full-text rank (so another topic never crowds the channel out), the
 * conditions (scope, blocks, region, exclusions) applied.
 */
export async function searchText(
  db: Db,
  text: string,
  options: { topic: string; conditions: SQL[]; limit: number },
): Promise<TextHit[]> {
  const query = orQuery(text)
  if (!query) return []
  const tsQuery = sql`to_tsquery('english', ${query})`
  const onTopic = sql<boolean>`${options.topic} = any(${products.topics})`
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      brand: products.brand,
      category: products.category,
      onTopic,
      words: sql<
        string[]
      >`array(select unnest(tsvector_to_array(${products.search})) intersect select unnest(tsvector_to_array(to_tsvector('english', ${text}))) order by 1)`,
    })
    .from(products)
    .where(and(sql`${products.search} @@ ${tsQuery}`, ...options.conditions))
    .orderBy(desc(onTopic), desc(sql`ts_rank(${products.search}, ${tsQuery})`), products.id)
    .limit(options.limit)
  return rows.map((row) => ({ ...row, onTopic: Boolean(row.onTopic) }))
}
