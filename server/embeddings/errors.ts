// Why a model could not answer: one error class, its code from a fixed list, so callers
// (the fallback in index.ts, logs) tell a slow endpoint from a broken one.

/** What went wrong, by code, with the words a log line starts with. */
export const EMBEDDING_ERRORS = {
  timeout: 'no answer in time',
  unreachable: 'could not be reached',
  status: 'answered with an error status',
  'bad-answer': 'answered something that is not embeddings',
  worker: 'the local model failed',
  closed: 'the model was closed',
} as const

/** One of EMBEDDING_ERRORS' codes. */
export type EmbeddingErrorCode = keyof typeof EMBEDDING_ERRORS

/** A model could not embed; `code` says why, the message says what exactly. */
export class EmbeddingError extends Error {
  constructor(
    readonly code: EmbeddingErrorCode,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(`${EMBEDDING_ERRORS[code]}: ${detail}`, options)
    this.name = 'EmbeddingError'
  }
}
