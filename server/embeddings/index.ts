// Matching by meaning's models: a hosted endpoint when the operator configured one, always the
// local model behind it, and the one rule for a query: the first model that answers.
import type { EmbeddingsSettings } from '../config'
import { EmbeddingError } from './errors'
import { hostedModel } from './hosted'
import { localModel } from './local'
import type { EmbeddingModel, Embeddings } from './types'

export { EMBEDDING_ERRORS, EmbeddingError, type EmbeddingErrorCode } from './errors'
export { embeddingsEndpoint, hostedModel, hostedModelId } from './hosted'
export { LOCAL_DIMENSIONS, LOCAL_MODEL_ID, localModel } from './local'
export {
  bytesVector,
  hasVectors,
  nearestItems,
  vectorBytes,
  vectorCoverage,
  vectorCoverageByFeed,
  vectorsOf,
} from './store'
export type { EmbeddingModel, Embeddings, QueryVector } from './types'
export { createVectorizer, embedEveryItem, type Vectorizer } from './vectorizer'
export { dot, normalise } from './vectors'

/** Where a model's failures are told: one line each (the server's console by default). */
export type EmbeddingsLog = (message: string) => void

/** The server's models: [hosted, local] with EMBEDDINGS_URL set, else [local]. */
export function createEmbeddings(
  settings: EmbeddingsSettings,
  log: EmbeddingsLog = console.warn,
): Embeddings {
  const local = localModel()
  return embeddingsOf(settings.hosted ? [hostedModel(settings.hosted), local] : [local], log)
}

/** Embeddings over these models, preferred first: a query falls back along them in order. */
export function embeddingsOf(
  models: readonly EmbeddingModel[],
  log: EmbeddingsLog = console.warn,
): Embeddings {
  return {
    models,
    async embedQuery(text, signal) {
      for (const [i, model] of models.entries()) {
        if (signal?.aborted) return null
        try {
          const [vector] = await model.embed([text], signal)
          if (vector) return { model: model.id, vector }
          throw new Error('no vector in the answer')
        } catch (error) {
          // The caller gave up (the segment ended): not the model's failure.
          if (signal?.aborted) return null
          // Closed on purpose (the server stopping, which closes the models before the caption
          // clock's last queries end): nothing to tell; the next model may still answer.
          if (error instanceof EmbeddingError && error.code === 'closed') continue
          const next = models[i + 1]
          const reason = error instanceof Error ? error.message : String(error)
          log(
            `embeddings: ${model.id} failed, ${next ? `asking ${next.id}` : 'no model left'}: ${reason}`,
          )
        }
      }
      return null
    },
    async close() {
      await Promise.all(models.map((model) => model.close()))
    },
  }
}
