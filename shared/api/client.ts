import * as v from 'valibot'
import {
  API_TIMEOUT_MS,
  GET_MAX_RETRIES,
  GET_RETRY_BASE_MS,
  RECENT_PRODUCTS_MAX_COUNT,
} from '../constants'
import { ErrorBodySchema, type ErrorCode } from './error-codes'
import {
  API_ERROR,
  API_ERROR_TEXT,
  type ApiError,
  type ApiErrorCode,
  apiError,
  errorCodeForStatus,
} from './errors'
// The widget's table: the embedding paths stay out of its bundle.
import { specPaths as paths } from './paths'
import { withRetry } from './retry'
import type { Timers } from './timers'
import {
  type ClickBody,
  ClickBodySchema,
  type Product,
  ProductListSchema,
  ProductSchema,
  type UserDetails,
  UserDetailsSchema,
} from './types'

/** The part of `fetch` the client uses; the widget passes its Env's, tests a fake. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

/** Either the parsed data or a coded error: callers never see thrown exceptions. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError }

/** The methods of the signed-in calls (the Studio edits and removes too). */
export type AuthedMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Per-call options: a signal cancels the request and any retry wait. Every request also gives
 * up after API_TIMEOUT_MS as a network failure (an upload of a file excepted).
 */
export type RequestOptions = { signal?: AbortSignal }

/** Query of the most-liked / most-clicked lists. */
export type RankingQuery = { channelId?: string; limit?: number }

export type ApiClientOptions = {
  /** API base, e.g. `https://stv.example/api`; a trailing slash is ignored. */
  base: string
  fetch: FetchLike
  timers: Timers
}

/** Typed requests of spec §7 used by the widget. */
export type ApiClient = {
  /** The URL of the channel's live stream (Server-Sent Events of `products`, issue 16). */
  liveStreamUrl(channelId: string): string
  recentProducts(
    channelId: string,
    count: number,
    options?: RequestOptions,
  ): Promise<ApiResult<Product[]>>
  mostLiked(query: RankingQuery, options?: RequestOptions): Promise<ApiResult<Product[]>>
  mostClicked(query: RankingQuery, options?: RequestOptions): Promise<ApiResult<Product[]>>
  trackClick(body: ClickBody, options?: RequestOptions): Promise<ApiResult<null>>
  /** `GET /auth_google/details` with the session token as bearer (spec §7). */
  userDetails(token: string, options?: RequestOptions): Promise<ApiResult<UserDetails>>
  /** `POST /auth_google/logout`: revokes the session of this token. */
  signOut(token: string, options?: RequestOptions): Promise<ApiResult<null>>
  /**
   * A request with the session token as bearer (none when `token` is null) whose JSON answer
   * is checked against `schema`; the signed-in calls (shared/api/rewards.ts), the frame's
   * handoff redemption (shared/api/handoff.ts) and the Studio's calls are built on it. A Blob
   * (a File) body is sent as it is with its own type; any other body as JSON.
   */
  authed<S extends v.GenericSchema>(
    token: string | null,
    method: AuthedMethod,
    path: string,
    schema: S,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<ApiResult<v.InferOutput<S>>>
}

/** Spec §8: what a sign-in or account action says when there is no way to sign in. */
export const SIGN_IN_FIRST_TEXT = 'Please sign in with OAuth first'

/**
 * Spec §8: the viewer's text for a failed user-details load: 'Session invalid. Please log in
 * again.' on a 401, 'Failed to fetch user details (Status: {n})' on any other status.
 */
export function userDetailsErrorText(error: ApiError): string {
  if (error.code === API_ERROR.unauthorized) return API_ERROR_TEXT.unauthorized
  if (error.status !== undefined) return `Failed to fetch user details (Status: ${error.status})`
  return API_ERROR_TEXT[error.code]
}

/**
 * Where the sign-in navigation goes (spec §4 "Sign-in flow"): the API's Google sign-in
 * endpoint with `redirectUri`, the page the server returns the credential to.
 */
export function signInUrl(base: string, redirectUri: string, channelId?: string): string {
  const query = new URLSearchParams({ redirectUri })
  if (channelId) query.set('channelId', channelId)
  return `${base.replace(/\/+$/, '')}${paths.signIn}?${query}`
}

// A token goes into an Authorization header: printable ASCII without spaces, or not at all
// (a stray character would make fetch throw, which would read as a network error).
const TOKEN = /^[\x21-\x7e]{1,4096}$/

function fail<T>(
  code: ApiErrorCode,
  status?: number,
  message?: string,
  server?: ErrorCode,
): ApiResult<T> {
  return { ok: false, error: apiError(code, status, message, server) }
}

/**
 * Reads a product list: the array itself or `{ products }` / `{ data }` (spec §7). Items that
 * break the contract are left out rather than failing the whole list.
 */
export function parseProductList(body: unknown): ApiResult<Product[]> {
  const list = v.safeParse(ProductListSchema, body)
  if (!list.success) return fail(API_ERROR.invalidResponse)
  const items = Array.isArray(list.output)
    ? list.output
    : 'products' in list.output
      ? list.output.products
      : list.output.data
  const products: Product[] = []
  for (const item of items) {
    const parsed = v.safeParse(ProductSchema, item)
    if (parsed.success) products.push(parsed.output)
  }
  return { ok: true, data: products }
}

/** Creates the API client for one base URL. */
export function createApiClient({ base, fetch, timers }: ApiClientOptions): ApiClient {
  const root = base.replace(/\/+$/, '')

  /**
   * One request, answer body included, given up after `timeoutMs` (none for null) as a network
   * failure: a frozen server or a dead connection must not hold its caller (a poll) forever.
   */
  async function request(
    path: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
    timeoutMs: number | null = API_TIMEOUT_MS,
  ): Promise<ApiResult<unknown>> {
    if (signal?.aborted) return fail(API_ERROR.aborted)
    // One controller for the caller's signal and the timeout. The race also ends a fetch that
    // does not heed its signal.
    const controller = new AbortController()
    const abort = () => controller.abort()
    const stopped = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', reject, { once: true })
    })
    stopped.catch(() => {})
    signal?.addEventListener('abort', abort, { once: true })
    const timer = timeoutMs === null ? undefined : timers.setTimeout(abort, timeoutMs)
    let response: Response
    let text: string
    try {
      response = await Promise.race([
        fetch(`${root}${path}`, { ...init, signal: controller.signal }),
        stopped,
      ])
      text = await Promise.race([response.text(), stopped])
    } catch {
      return fail(signal?.aborted ? API_ERROR.aborted : API_ERROR.network)
    } finally {
      timers.clearTimeout(timer)
      signal?.removeEventListener('abort', abort)
    }
    let body: unknown = null
    if (text !== '') {
      try {
        body = JSON.parse(text)
      } catch {
        if (response.ok) return fail(API_ERROR.invalidResponse, response.status)
      }
    }
    if (!response.ok) {
      const parsed = v.safeParse(ErrorBodySchema, body)
      const server = parsed.success ? parsed.output.error : undefined
      // The code as the server sent it: one outside the table matches no client's branch.
      const serverCode = server?.code as ErrorCode | undefined
      return fail(errorCodeForStatus(response.status), response.status, server?.message, serverCode)
    }
    return { ok: true, data: body }
  }

  async function getProducts(path: string, signal?: AbortSignal): Promise<ApiResult<Product[]>> {
    const result = await request(path, { headers: { accept: 'application/json' } }, signal)
    return result.ok ? parseProductList(result.data) : result
  }

  /** Most liked / clicked: retried on 5xx only, with exponential backoff (spec §7, §9). */
  function getRanking(path: string, query: RankingQuery, signal?: AbortSignal) {
    const params = new URLSearchParams()
    if (query.channelId) params.set('channel_id', query.channelId)
    if (query.limit !== undefined) params.set('limit', String(query.limit))
    const search = params.size > 0 ? `?${params}` : ''
    return withRetry(
      () => getProducts(`${path}${search}`, signal),
      {
        retries: GET_MAX_RETRIES,
        baseMs: GET_RETRY_BASE_MS,
        shouldRetry: (result) => !result.ok && result.error.code === API_ERROR.server,
      },
      timers,
      signal,
    )
  }

  return {
    liveStreamUrl: (channelId) => `${root}${paths.liveStream(channelId)}`,
    recentProducts(channelId, count, options = {}) {
      // The endpoint accepts 1…50 (spec §7); a wider ask is clamped rather than refused.
      const safeCount = Math.min(Math.max(Math.trunc(count), 1), RECENT_PRODUCTS_MAX_COUNT)
      return getProducts(paths.recentProducts(channelId, safeCount), options.signal)
    },
    mostLiked(query, options = {}) {
      return getRanking(paths.mostLiked, query, options.signal)
    },
    mostClicked(query, options = {}) {
      return getRanking(paths.mostClicked, query, options.signal)
    },
    async trackClick(body, options = {}) {
      const parsed = v.safeParse(ClickBodySchema, body)
      if (!parsed.success) return fail(API_ERROR.invalidRequest)
      const result = await request(
        paths.click,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(parsed.output),
          // The click opens the partner's page; keepalive lets the request outlive this one.
          keepalive: true,
        },
        options.signal,
      )
      return result.ok ? { ok: true, data: null } : result
    },
    userDetails(token, options) {
      return authed(token, 'GET', paths.userDetails, UserDetailsSchema, undefined, options)
    },
    async signOut(token, options = {}) {
      if (!TOKEN.test(token)) return fail(API_ERROR.invalidRequest)
      const result = await request(
        paths.signOut,
        // keepalive: sign-out may navigate away (to /home) before the answer arrives.
        { method: 'POST', headers: { authorization: `Bearer ${token}` }, keepalive: true },
        options.signal,
      )
      return result.ok ? { ok: true, data: null } : result
    },
    authed,
  }

  /** A request with the session token as bearer (if any) and a JSON answer checked against `schema`; a Blob body goes as it is. */
  async function authed<S extends v.GenericSchema>(
    token: string | null,
    method: AuthedMethod,
    path: string,
    schema: S,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResult<v.InferOutput<S>>> {
    if (token !== null && !TOKEN.test(token)) return fail(API_ERROR.invalidRequest)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (token !== null) headers.authorization = `Bearer ${token}`
    const init: RequestInit = { method, headers }
    if (body instanceof Blob) {
      // A file goes as it is (the browser streams it from disk), never read into memory first.
      headers['content-type'] = body.type || 'application/octet-stream'
      init.body = body
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      init.body = JSON.stringify(body)
    }
    // An upload takes as long as the file and the link need: only the caller's signal ends it.
    const result = await request(
      path,
      init,
      options.signal,
      body instanceof Blob ? null : undefined,
    )
    if (!result.ok) return result
    const parsed = v.safeParse(schema, result.data)
    return parsed.success ? { ok: true, data: parsed.output } : fail(API_ERROR.invalidResponse)
  }
}
