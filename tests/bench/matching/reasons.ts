// Reasons by meaning: every labelled caption matched on its channel as the live feed matches
// it, and for each item found by meaning alone, each caption word's similarity to the item.
// Prints, for a range of floors, how many fitting and unfitting items keep a word to name,
// then every such match with its four nearest words. A measurement, not a test: it chose
// WORD_SIMILARITY_FLOOR (server/matching/meaning-search.ts).
// `npm run bench:reasons` (PGlite in a temporary folder; the local model; about 2 minutes).

import { createEmbeddings } from '../../../server/embeddings'
import { vectorsOf } from '../../../server/embeddings/store'
import { embedEveryItem } from '../../../server/embeddings/vectorizer'
import { dot } from '../../../server/embeddings/vectors'
import { matchOnChannel } from '../../../server/live/append'
import { contentWords } from '../../../server/matching/caption-words'
import { seedIfEmpty } from '../../../server/seed'
import { shownToViewers } from '../../../shared/api/studio'
import { benchConfig, pgliteDatabase } from '../bench-db'
import { channelOf } from './evaluate'
import { describeItems } from './matchers'
import { acceptable } from './metrics'
import { MATCHING_SET } from './set'

/** The floors compared. */
const FLOORS = [0.15, 0.2, 0.25, 0.3, 0.35]

type WordSimilarity = { word: string; similarity: number }
type MeaningMatch = { caption: string; title: string; fits: boolean; words: WordSimilarity[] }

const database = await pgliteDatabase()
const embeddings = createEmbeddings(benchConfig.embeddings)
const found: MeaningMatch[] = []
try {
  await seedIfEmpty(database.db, benchConfig)
  await embedEveryItem({ db: database.db, dbKind: database.kind, models: embeddings.models })
  const [model] = embeddings.models
  if (!model) throw new Error('no embedding model')
  for (const caption of MATCHING_SET) {
    const input = { caption: caption.caption, entities: [] }
    const matches = await matchOnChannel({ db: database.db, embeddings }, channelOf(caption), input)
    const ids = matches
      .filter(shownToViewers)
      .filter((m) => m.reason.kind === 'contextual' && m.reason.by === 'meaning')
      .map((m) => m.productId)
    if (!ids.length) continue
    const words = contentWords(caption.caption)
    const [items, wordVectors, itemVectors] = await Promise.all([
      describeItems(database.db, ids),
      model.embed(words),
      vectorsOf(database.db, model.id, ids),
    ])
    for (const item of items) {
      const vector = itemVectors.get(item.productId)
      if (!vector) continue
      const similarities = words.flatMap((word, i) => {
        const wordVector = wordVectors[i]
        return wordVector ? [{ word, similarity: dot(wordVector, vector) }] : []
      })
      found.push({
        caption: caption.id,
        title: item.title,
        fits: acceptable(item, caption.accept),
        words: similarities.sort((a, b) => b.similarity - a.similarity),
      })
    }
  }
} finally {
  await embeddings.close()
  await database.close()
}

const share = (matches: MeaningMatch[], floor: number) => {
  const kept = matches.filter((m) => (m.words[0]?.similarity ?? 0) >= floor).length
  return `${kept}/${matches.length} (${Math.round((100 * kept) / Math.max(1, matches.length))} %)`
}
const fitting = found.filter((m) => m.fits)
const unfitting = found.filter((m) => !m.fits)
console.log(`${found.length} matches by meaning alone; items that keep a word to name:`)
console.log('floor  fitting          not fitting')
for (const floor of FLOORS) {
  console.log(`${floor.toFixed(2)}   ${share(fitting, floor).padEnd(17)}${share(unfitting, floor)}`)
}
console.log()
for (const m of found) {
  const words = m.words.slice(0, 4).map((w) => `${w.word} ${w.similarity.toFixed(2)}`)
  console.log(`${m.fits ? '+' : '-'} ${m.caption}: ${m.title} — ${words.join(', ')}`)
}
