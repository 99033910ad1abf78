// A stand-in embedding model for the vector store's tests: fast, deterministic, and near for
// texts that share words, so "nearest" has a checkable answer without the real model.
import type { EmbeddingModel } from './types'

/** A word-count model whose calls are recorded and which fails while `failing` is set. */
export type WordModel = EmbeddingModel & {
  /** Every text it embedded, in order. */
  readonly texts: string[]
  /** How many times `embed` was called, failed calls included. */
  calls: number
  failing: boolean
}

/** Each word (lower case, 3+ letters) adds 1 to a dimension chosen by its hash; unit length. */
export function wordVector(text: string, dimensions: number): Float32Array {
  const vector = new Float32Array(dimensions)
  for (const word of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
    let hash = 0
    for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
    vector[hash % dimensions] = (vector[hash % dimensions] ?? 0) + 1
  }
  const length = Math.hypot(...vector) || 1
  return vector.map((x) => x / length)
}

/** A word model named `id` (a different id is a different vector space). */
export function wordModel(id = 'words', dimensions = 64): WordModel {
  const model: WordModel = {
    id,
    dimensions,
    texts: [],
    calls: 0,
    failing: false,
    async embed(texts, signal) {
      model.calls++
      signal?.throwIfAborted()
      // Lets the other side of a race run between the read and the save.
      await new Promise((resolve) => setImmediate(resolve))
      if (model.failing) throw new Error(`${id} is down`)
      model.texts.push(...texts)
      return texts.map((text) => wordVector(text, dimensions))
    },
    async close() {},
  }
  return model
}
