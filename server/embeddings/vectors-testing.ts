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

/**
 * A dense stand-in for a sentence model: each word (lower case, 3+ letters) has a fixed random
 * direction in every dimension (seeded by its hash, components in [-1, 1]), a text is the unit
 * sum of its words'. Texts sharing words are near, and unlike `wordVector` every component has
 * a sign, as a real model's do: what the sign-bit pre-filter needs to be measured on.
 */
export function denseWordModel(id = 'dense-words', dimensions = 512): EmbeddingModel {
  const words = new Map<string, Float32Array>()
  const wordDirection = (word: string) => {
    let direction = words.get(word)
    if (!direction) {
      let state = 0
      for (const char of word) state = (state * 31 + char.charCodeAt(0)) >>> 0
      direction = new Float32Array(dimensions)
      for (let i = 0; i < dimensions; i++) {
        // mulberry32: a small seeded generator, so a word's direction is the same in every run.
        state = (state + 0x6d2b79f5) >>> 0
        let t = state
        t = Math.imul(t ^ (t >>> 15), t | 1)
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
        direction[i] = ((t ^ (t >>> 14)) >>> 0) / 2 ** 31 - 1
      }
      words.set(word, direction)
    }
    return direction
  }
  const embedOne = (text: string) => {
    const vector = new Float32Array(dimensions)
    for (const word of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
      const direction = wordDirection(word)
      for (let i = 0; i < dimensions; i++) vector[i] = (vector[i] ?? 0) + (direction[i] ?? 0)
    }
    let length = 0
    for (const x of vector) length += x * x
    length = Math.sqrt(length) || 1
    for (let i = 0; i < dimensions; i++) vector[i] = (vector[i] ?? 0) / length
    return vector
  }
  return {
    id,
    dimensions,
    async embed(texts, signal) {
      signal?.throwIfAborted()
      return texts.map(embedOne)
    },
    async close() {},
  }
}
