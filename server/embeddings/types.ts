// What matching by meaning needs of a text-embedding model, whichever runs it.

/**
 * One text-embedding model: texts in, vectors of unit length out (so a dot product is the
 * cosine similarity). `id` names the vector space: vectors of two models are never compared.
 * `embed` throws when the model cannot answer (a hosted endpoint down, a bad answer).
 */
export type EmbeddingModel = {
  readonly id: string
  readonly dimensions: number
  embed(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]>
  close(): Promise<void>
}

/** A query's vector and the model that made it (the space to search). */
export type QueryVector = { model: string; vector: Float32Array }

/**
 * The models a server embeds with: item vectors are kept for each of `models`, the preferred
 * first (a hosted endpoint, then the local model it falls back to). `embedQuery` asks them in
 * that order and answers with the first that works, logging each failure; null when none did.
 */
export type Embeddings = {
  readonly models: readonly EmbeddingModel[]
  embedQuery(text: string, signal?: AbortSignal): Promise<QueryVector | null>
  close(): Promise<void>
}
