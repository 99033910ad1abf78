// Fetches a feed URL that a Studio member typed, without letting it reach the server's own
// network (server/http/README.md, "Safe fetch"). Each hop's URL is checked (fetch-target.ts),
// and the connection goes only to the addresses that were checked: the request's `lookup`
// answers them, so a second DNS answer (rebinding) is never asked for. Host header and TLS
// server name stay the URL's host, so certificates are verified as usual.
import type { IncomingMessage, RequestOptions } from 'node:http'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { isIP } from 'node:net'
import { BUILD_VERSION } from '../../shared/constants'
import { type Coding, codingOf, readBody } from './fetch-body'
import { asRefusal, refuse } from './fetch-refused'
import {
  type CheckedTarget,
  checkTarget,
  type ResolvedAddress,
  type Resolver,
  systemResolver,
} from './fetch-target'

export { type FetchRefusal, FetchRefused } from './fetch-refused'
export type { Resolver } from './fetch-target'
export { isPublicAddress } from './public-address'

/** Redirects followed when the caller does not say. */
export const DEFAULT_MAX_REDIRECTS = 3

/** Sent with every fetch, so feed hosts can tell who is asking. */
export const FEED_USER_AGENT = `ShoppableTV-FeedFetcher/${BUILD_VERSION}`

export type SafeFetchOptions = {
  /** Operator setting: allow loopback/private/link-local targets (tests and local feeds). */
  allowPrivate: boolean
  /** The body (after decompression) may be at most this long. */
  maxBytes: number
  /** The whole fetch, redirects, headers and body, must be done within this. */
  timeoutMs: number
  /** Redirects followed; one more is refused. DEFAULT_MAX_REDIRECTS when not given. */
  maxRedirects?: number
  /** The system's resolver when not given. */
  resolve?: Resolver
  /** Sent with each request, e.g. If-None-Match; Host and Accept-Encoding are the fetcher's. */
  headers?: Record<string, string>
  /** The caller's stop (a server shutting down): ends the fetch at once, body reading included. */
  signal?: AbortSignal
}

export type FetchedBody = {
  /** The URL the body came from, after redirects. */
  finalUrl: string
  /** A 2xx, or 304 when the caller's validators matched. */
  status: number
  contentType: string | null
  /** The declared length of the body as it is read; null when not declared or when compressed. */
  contentLength: number | null
  etag: string | null
  lastModified: string | null
  /** Decompressed chunks; throws FetchRefused ('too-large', 'timeout', 'network') part way. */
  body: AsyncIterable<Uint8Array>
}

/**
 * Where a checked address is actually connected to. Always the address itself, except in
 * tests that stand a loopback server in for a public host to test what follows the connection.
 */
export type ConnectVia = (checked: ResolvedAddress) => ResolvedAddress

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** A `lookup` for the request that answers only the checked addresses, in either calling style. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  const answers = addresses.map(({ address }) => ({ address, family: isIP(address) }))
  return (_hostname, options, callback) => {
    const first = answers[0]
    if (options.all) callback(null, answers)
    else if (first) callback(null, first.address, first.family)
  }
}

/** Sends one GET to a checked target; resolves with the response's head. */
function send(
  target: CheckedTarget,
  headers: Record<string, string>,
  via: ConnectVia,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const { url, hostname } = target
  const options: RequestOptions = {
    hostname,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    method: 'GET',
    headers,
    // No pooled sockets: each request connects to the addresses checked for it.
    agent: false,
    lookup: pinnedLookup(target.addresses.map(via)),
  }
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(options)
    // The deadline destroys the socket whatever the fetch is doing, body reading included.
    signal.addEventListener('abort', () => request.destroy(), { once: true })
    request.on('response', resolve)
    request.on('error', reject)
    request.end()
  })
}

/** Settles with `work`, or rejects when the signal aborts first (a DNS lookup cannot be cancelled). */
function beforeAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    if (signal.aborted) onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

function header(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name]
  return typeof value === 'string' ? value : null
}

/** The caller's headers but Host (the URL's) and Accept-Encoding (what the fetcher decodes). */
function callerHeaders(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !/^(host|accept-encoding)$/i.test(name)),
  )
}

/** Whether the request asked for a 304 (it carries a validator from an earlier fetch). */
function conditional(headers: Record<string, string>): boolean {
  return Object.keys(headers).some((name) => /^if-(none-match|modified-since)$/i.test(name))
}

/** Refuses a response that is not the feed; its body's coding when it is. */
function accept(
  response: IncomingMessage,
  maxBytes: number,
  notModifiedOk: boolean,
): Coding | null {
  const status = response.statusCode ?? 0
  const ok = (status >= 200 && status <= 299) || (status === 304 && notModifiedOk)
  if (!ok) throw refuse.status(status)
  if (Number(response.headers['content-length']) > maxBytes) throw refuse.tooLarge(maxBytes)
  return codingOf(response)
}

/**
 * Fetches a feed URL with SafeFetchOptions' limits: the head is awaited, the body is read by
 * iterating `body`. Refuses with FetchRefused (its message is for the person who gave the URL).
 */
export function fetchSafely(url: string, options: SafeFetchOptions): Promise<FetchedBody> {
  return fetchVia(url, options, (checked) => checked)
}

/** fetchSafely, connecting through `via` (tests only; production code calls fetchSafely). */
export async function fetchVia(
  url: string,
  options: SafeFetchOptions,
  via: ConnectVia,
): Promise<FetchedBody> {
  const { maxBytes, timeoutMs, maxRedirects = DEFAULT_MAX_REDIRECTS } = options
  const check = { allowPrivate: options.allowPrivate, resolve: options.resolve ?? systemResolver }
  const headers = {
    'User-Agent': FEED_USER_AGENT,
    Accept: 'application/xml, text/xml, text/tab-separated-values, text/plain, */*',
    ...callerHeaders(options.headers),
    'Accept-Encoding': 'gzip',
  }
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(refuse.timeout(timeoutMs)), timeoutMs)
  const { signal } = deadline
  const stop = () => deadline.abort(refuse.network('stopped by the caller'))
  if (options.signal?.aborted) stop()
  else options.signal?.addEventListener('abort', stop, { once: true })
  // When the fetch is over: no deadline, and no listener left on the caller's signal (a stream
  // follower passes one signal to thousands of fetches).
  const release = () => {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', stop)
  }
  let reading = false
  try {
    let target = await beforeAbort(checkTarget(url, check), signal)
    for (let redirects = 0; ; redirects++) {
      const response = await beforeAbort(send(target, headers, via, signal), signal)
      const status = response.statusCode ?? 0
      if (!REDIRECTS.has(status)) {
        let coding: Coding | null
        try {
          coding = accept(response, maxBytes, conditional(headers))
        } catch (error) {
          response.destroy()
          throw error
        }
        reading = true
        const declared = header(response, 'content-length')
        return {
          finalUrl: target.url.href,
          status,
          contentType: header(response, 'content-type'),
          contentLength: declared === null || coding ? null : Number(declared),
          etag: header(response, 'etag'),
          lastModified: header(response, 'last-modified'),
          body: readBody(response, coding, maxBytes, signal, release),
        }
      }
      response.destroy()
      if (redirects >= maxRedirects) throw refuse.tooManyRedirects(maxRedirects)
      const location = header(response, 'location')
      if (location === null) throw refuse.status(status)
      target = await beforeAbort(checkTarget(location, check, target.url), signal)
    }
  } catch (error) {
    throw asRefusal(error, signal)
  } finally {
    if (!reading) release()
  }
}
