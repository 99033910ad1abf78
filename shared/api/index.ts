export {
  type ApiClient,
  type ApiClientOptions,
  type ApiResult,
  createApiClient,
  type FetchLike,
  parseProductList,
  type RankingQuery,
  type RequestOptions,
} from './client'
export { createKeyedDebouncer } from './debounce'
export {
  EmbedCheckSchema,
  type EmbedRefusal,
  type EmbedSnippet,
  EmbedSnippetSchema,
  refusalText,
} from './embed'
export {
  API_ERROR,
  API_ERROR_TEXT,
  type ApiError,
  type ApiErrorCode,
  apiError,
  errorCodeForStatus,
} from './errors'
export {
  CHANNEL_KEY_HEADER,
  CREDENTIAL_PARAM,
  DEFAULT_API_PATH,
  EMBED_CHECK_PATH,
  HANDOFF_FRAGMENT_KEY,
  paths,
  specPaths,
} from './paths'
export { type RetryPolicy, withRetry } from './retry'
export { sleep, type TimerId, type Timers } from './timers'
export * from './types'
