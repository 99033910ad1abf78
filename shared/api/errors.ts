import type { ErrorCode } from './error-codes'

/**
 * Error codes of the API client. Every failed call carries one; user-facing text is chosen
 * from the code at the edge (STYLE.md rule 5), so stores never show raw exceptions.
 */
export const API_ERROR = {
  /** The request never got an answer (offline, DNS, CORS, connection reset). */
  network: 'network',
  /** The caller gave up (element removed, channel switched). Never shown to people. */
  aborted: 'aborted',
  /** 401: the session is missing or no longer valid. */
  unauthorized: 'unauthorized',
  /** 404: unknown channel or resource. */
  notFound: 'not-found',
  /** Any other 4xx: the request was refused. */
  refused: 'refused',
  /** 5xx: the server failed. The only code the public GETs retry (spec §7). */
  server: 'server',
  /** 2xx with a body that does not match the contract. */
  invalidResponse: 'invalid-response',
  /** The client refused to send a body that breaks the contract. */
  invalidRequest: 'invalid-request',
} as const

export type ApiErrorCode = (typeof API_ERROR)[keyof typeof API_ERROR]

/**
 * A failed call: its code, the HTTP status when there was one, a readable message (the server's
 * own when it sent one) and the server's code when it sent one (shared/api/error-codes.ts), which
 * is what a client branches on to tell one refusal of a status from another.
 */
export type ApiError = { code: ApiErrorCode; status?: number; message: string; server?: ErrorCode }

/** Text shown to viewers for each code. */
export const API_ERROR_TEXT: Record<ApiErrorCode, string> = {
  network: 'Network Error',
  aborted: 'Request cancelled',
  unauthorized: 'Session invalid. Please log in again.',
  'not-found': 'This channel or item was not found.',
  refused: 'The request was refused.',
  server: 'Something went wrong on our side. Please try again.',
  'invalid-response': 'The server sent an answer we could not read.',
  'invalid-request': 'The request was not valid.',
}

/** Maps a non-OK HTTP status to its error code. */
export function errorCodeForStatus(status: number): ApiErrorCode {
  if (status === 401) return API_ERROR.unauthorized
  if (status === 404) return API_ERROR.notFound
  if (status >= 500) return API_ERROR.server
  return API_ERROR.refused
}

/** Builds an ApiError; the message defaults to the code's text. */
export function apiError(
  code: ApiErrorCode,
  status?: number,
  message?: string,
  server?: ErrorCode,
): ApiError {
  const error: ApiError = { code, message: message ?? API_ERROR_TEXT[code] }
  if (status !== undefined) error.status = status
  if (server !== undefined) error.server = server
  return error
}
