// Contextual candidates by words: the caption as a full-text OR query over titles,
// categories and descriptions, each hit with the caption words it shares.
import { and, desc, type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { hasTopic } from '../catalog'
import type { Db } from '../db'
import { CountSchema, queryRows } from '../db/rows'
import { products } from '../db/schema'
import { contentWords, isReasonWord } from './caption-words'
import { BEST_OVERALL, withBestOverall } from './topic-mix'

/** The searchable words of a text, each once: lower case, 3+ characters, not only digits. */
export function captionWords(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9\s]/g, ' ')
        .split(/\s+/)
        .filter((word) => word.length >= 3 && !/^\d+$/.test(word)),
    ),
  ]
}

/** The words of a text as an OR full-text query, or null when nothing is left to search. */
export function orQuery(text: string): string | null {
  const words = captionWords(text)
  return words.length ? words.join(' | ') : null
}

/**
 * Not in the spec: a caption word that the statistics say more items than this hold is left out
 * of the OR query (5% of 1,000,000 items). Such a word ("great", "today") reads a large share of
 * the index and the table to rank them while telling little; below ~50,000 items no word can
 * exceed it, so a small catalog's results are exactly those of the whole caption.
 */
export const WORD_ROWS_BUDGET = 50_000

/** A caption word and about how many items hold it (0 when the statistics do not list it). */
export type WordRows = { word: string; rows: number }

/**
 * The words worth an OR query: those within `budget` rows, in their order; when every word is
 * over it, the one fewest items hold (a caption of common words still finds something).
 */
export function wordsWithinBudget(words: readonly WordRows[], budget: number): string[] {
  const kept = words.filter((w) => w.rows <= budget).map((w) => w.word)
  if (kept.length || !words.length) return kept
  const rarest = words.reduce((best, w) => (w.rows < best.rows ? w : best))
  return [rarest.word]
}

const WordRowsRow = v.object({ word: v.string(), rows: CountSchema })

/**
 * About how many items hold each word: the frequency of its stem among the most common
 * elements of `products.search` (what ANALYZE keeps in pg_stats) times the table's rows; 0 for
 * a word not listed, which is rarer than every listed one (or the table was never analysed).
 */
export async function wordRows(db: Db, words: readonly string[]): Promise<WordRows[]> {
  if (!words.length) return []
  return queryRows(
    db,
    sql`select w.word, coalesce(max(st.freq), 0)
                 * greatest((select reltuples from pg_class where oid = 'products'::regclass), 0)
                 as rows
        from unnest(${sql.param([...words])}::text[]) with ordinality as w(word, n)
        left join lateral unnest(tsvector_to_array(to_tsvector('english', w.word))) as l(lexeme)
          on true
        left join (
          select e.elem, e.freq
          from pg_stats s,
            unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(elem, freq)
          where s.schemaname = current_schema() and s.tablename = 'products'
            and s.attname = 'search'
        ) st on st.elem = l.lexeme
        group by w.word, w.n
        order by w.n`,
    WordRowsRow,
  )
}

/**
 * Of the content words said (`contentWords`), those whose full-text stems `vector` holds,
 * whole and as said, the first said of each stem ("flies" and "fly": "flies"), in the order
 * said: the stems the search matched on map back to the caption's own words.
 */
export function saidWordsIn(said: readonly string[], vector: SQL): SQL<string[]> {
  return sql<string[]>`array(select s.w from (
      select distinct on (l.stems) c.w, c.n from unnest(${sql.param([...said])}::text[])
        with ordinality as c(w, n),
        lateral (select tsvector_to_array(to_tsvector('english', c.w)) as stems) l
      where l.stems && tsvector_to_array(${vector})
      order by l.stems, c.n
    ) s order by s.n)`
}

/** An item the words of a caption found, best rank first. */
export type TextHit = {
  id: number
  title: string
  brand: string | null
  category: string
  onTopic: boolean
  /**
   * The caption's content words the item also holds (by their full-text stems), whole and as
   * the caption said them, in the order said: no stems ("fli"), no stop words ("two", "day").
   */
  words: string[]
}

/**
 * Live items whose text shares words with `text`, by full-text rank: up to `limit` of the
 * channel's topic plus the BEST_OVERALL best of any (so another topic never crowds the
 * channel out, yet its best fit is found), the conditions (scope, blocks, region, exclusions)
 * applied. Only the caption's words within `wordBudget` rows (WORD_ROWS_BUDGET unless a test
 * says) are searched for; `words` still lists every shared one.
 */
export async function searchText(
  db: Db,
  text: string,
  options: { topic: string; conditions: SQL[]; limit: number; wordBudget?: number },
): Promise<TextHit[]> {
  const budget = options.wordBudget ?? WORD_ROWS_BUDGET
  const words = wordsWithinBudget(
    await wordRows(db, captionWords(text).filter(isReasonWord)),
    budget,
  )
  if (!words.length) return []
  const said = contentWords(text, Number.POSITIVE_INFINITY)
  const query = words.join(' | ')
  const tsQuery = sql`to_tsquery('english', ${query})`
  const onTopic = hasTopic(options.topic)
  const rank = sql<number>`ts_rank(${products.search}, ${tsQuery})`
  const search = (conditions: SQL[], limit: number) =>
    db
      .select({
        id: products.id,
        title: products.title,
        brand: products.brand,
        category: products.category,
        onTopic,
        rank,
        words: saidWordsIn(said, sql`${products.search}`),
      })
      .from(products)
      .where(and(sql`${products.search} @@ ${tsQuery}`, ...conditions))
      .orderBy(desc(rank), products.id)
      .limit(limit)
  const [own, overall] = await Promise.all([
    search([...options.conditions, onTopic], options.limit),
    search(options.conditions, BEST_OVERALL),
  ])
  return withBestOverall(own, overall, (row) => ({ id: row.id, score: Number(row.rank) })).map(
    ({ rank: _rank, ...row }) => ({ ...row, onTopic: Boolean(row.onTopic) }),
  )
}
