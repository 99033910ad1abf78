// A stand-in model for tests that need vectors but not meaning: it loads nothing and answers
// at once, the same text always with the same vector. Tests that measure meaning use the local
// model (local.test.ts).
import { EmbeddingError } from './errors'
import { type EmbeddingsLog, embeddingsOf } from './index'
import type { EmbeddingModel, Embeddings } from './types'
import { normalise } from './vectors'

/** Not in the spec: the fake model's dimensions. */
export const FAKE_DIMENSIONS = 64

/** A fake model's name and behaviour: `fail` makes every call throw that error. */
export type FakeModelOptions = { id?: string; dimensions?: number; fail?: EmbeddingError }

/**
 * A deterministic model: each lower-cased word adds 1 to a bucket chosen by its hash, so
 * texts sharing words are near and texts sharing none are orthogonal (unless buckets collide).
 */
export function fakeEmbeddingModel(options: FakeModelOptions = {}): EmbeddingModel & {
  /** Every text embedded so far, in order (tests check what was asked). */
  readonly seen: readonly string[]
} {
  const dimensions = options.dimensions ?? FAKE_DIMENSIONS
  const seen: string[] = []
  return {
    id: options.id ?? `fake-${dimensions}`,
    dimensions,
    seen,
    async embed(texts, signal) {
      if (signal?.aborted) throw signal.reason
      if (options.fail) throw options.fail
      seen.push(...texts)
      return texts.map((text) => bagOfWords(text, dimensions))
    },
    async close() {},
  }
}

/** Embeddings over fake models (one by default), for tests of code that uses Embeddings. */
export function fakeEmbeddings(
  models: readonly EmbeddingModel[] = [fakeEmbeddingModel()],
  log: EmbeddingsLog = () => {},
): Embeddings {
  return embeddingsOf(models, log)
}

/** A model that always fails with `code`, to test falling back. */
export function failingModel(id: string, code: EmbeddingError['code'] = 'status'): EmbeddingModel {
  return fakeEmbeddingModel({ id, fail: new EmbeddingError(code, `${id} is a failing fake`) })
}

function bagOfWords(text: string, dimensions: number): Float32Array {
  const vector = new Float32Array(dimensions)
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  // A text without words still has a direction: bucket 0, shared by all such texts.
  if (words.length === 0) vector[0] = 1
  for (const word of words) {
    const bucket = fnv1a(word) % dimensions
    vector[bucket] = (vector[bucket] ?? 0) + 1
  }
  return normalise(vector) ?? vector
}

// FNV-1a, 32 bits: a cheap, stable hash (the same bucket in every run and on every machine).
function fnv1a(word: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < word.length; i++) {
    hash ^= word.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}
