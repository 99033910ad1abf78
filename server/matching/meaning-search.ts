// Contextual candidates by meaning: the caption's vector against the catalog's item vectors,
// and, for the reason line, which of the caption's words lie closest to an item.
import type { SQL } from 'drizzle-orm'
import type { Db } from '../db'
import {
  dot,
  type Embeddings,
  hasVectors,
  nearestItems,
  type QueryVector,
  vectorsOf,
} from '../embeddings'
import { contentWords } from './caption-words'
import { BEST_OVERALL, withBestOverall } from './topic-mix'

/** An item the caption's meaning found, nearest first. */
export type MeaningHit = { productId: number; similarity: number }

/** What the meaning search found, and how to tell why an item was found. */
export type MeaningSearch = {
  hits: MeaningHit[]
  /** The caption's vector and the model that made it. */
  query: QueryVector
  /** For each item, the caption's words nearest its meaning (best first, at most two). */
  closestWords(productIds: readonly number[]): Promise<Map<number, string[]>>
}

/**
 * Not in the spec: the least similarity a caption word needs to an item's meaning to be named
 * as the reason it matched. Measured with the local model on the labelled set's 185 matches by
 * meaning alone (`npm run bench:reasons`): below 0.25 a word was mostly a chance neighbour
 * ("dark" on a surfboard, "seconds" on an avalanche beacon, "wide" on shin guards); at 0.25,
 * 58 of 76 fitting items keep a word, and the rest say "Close in meaning to the caption.".
 */
export const WORD_SIMILARITY_FLOOR = 0.25
/** Not in the spec: caption words named as the reason of a match by meaning. */
const REASON_WORDS = 2

/**
 * The caption words to name as why an item matched by meaning: those at least
 * WORD_SIMILARITY_FLOOR similar to it, best first, at most REASON_WORDS.
 */
export function reasonWords(similarities: readonly { word: string; similarity: number }[]) {
  return similarities
    .filter((w) => w.similarity >= WORD_SIMILARITY_FLOOR)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, REASON_WORDS)
    .map((w) => w.word)
}

/**
 * The live items nearest in meaning to `said` under `conditions`, searched in the space of the
 * model that embedded it (a hosted endpoint, or the local model it fell back to): the `limit`
 * nearest of the channel's topic (`onTopic`, when given) plus the BEST_OVERALL nearest of any,
 * nearest first; null when no model could embed it (matching then goes on by words alone).
 */
export async function searchMeaning(
  db: Db,
  embeddings: Embeddings,
  said: string,
  options: { conditions: SQL[]; limit: number; onTopic?: SQL },
): Promise<MeaningSearch | null> {
  // Nothing embedded yet (a fresh catalog, the first minutes of a first start): the caption is
  // not embedded either, so matching goes on by words without waiting on a model.
  const embedded = await Promise.all(
    embeddings.models.map((model) => hasVectors(db, model.id, options.conditions)),
  )
  if (!embedded.includes(true)) return null
  const query = await embeddings.embedQuery(said)
  if (!query) return null
  const nearest = (conditions: SQL[], limit: number) =>
    nearestItems(db, query.model, query.vector, { conditions, limit })
  const hits = options.onTopic
    ? withBestOverall(
        ...(await Promise.all([
          nearest([...options.conditions, options.onTopic], options.limit),
          nearest(options.conditions, BEST_OVERALL),
        ])),
        (hit) => ({ id: hit.productId, score: hit.similarity }),
      )
    : await nearest(options.conditions, options.limit)
  const model = embeddings.models.find((m) => m.id === query.model)
  return {
    hits,
    query,
    async closestWords(productIds) {
      const words = contentWords(said)
      if (!model || !words.length || !productIds.length) return new Map()
      const [wordVectors, itemVectors] = await Promise.all([
        model.embed(words).catch(() => null),
        vectorsOf(db, model.id, productIds),
      ])
      if (!wordVectors) return new Map()
      const reasons = new Map<number, string[]>()
      for (const [productId, item] of itemVectors) {
        const similarities = words.map((word, i) => {
          const vector = wordVectors[i]
          return { word, similarity: vector?.length === item.length ? dot(vector, item) : 0 }
        })
        reasons.set(productId, reasonWords(similarities))
      }
      return reasons
    },
  }
}
