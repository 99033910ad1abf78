import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { etagMatches } from './cache'
import { addVary } from './vary'

/** The content codings the server sends. */
export type Encoding = 'br' | 'gzip'

/** Not in the spec: smaller bodies go as they are (the coding's overhead would eat the gain). */
export const MIN_COMPRESS_BYTES = 1024

/** The file name suffix of a body's precompressed copy in each coding (written by the build). */
export const ENCODING_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' }

/**
 * A precompressed copy of the response's body in `encoding`, or null to compress it now.
 * Static files have one from the build (`precompressFiles`); dynamic answers do not.
 */
export type Precompressed = (encoding: Encoding) => Promise<Uint8Array | null>

// Text formats. Images other than SVG, fonts (woff2 is brotli inside) and archives are
// compressed already: compressing them again costs time and gains nothing.
const COMPRESSIBLE =
  /^(text\/[-+.\w]+|application\/(json|javascript|xml|manifest\+json|[-.\w]+\+(json|xml))|image\/svg\+xml)$/

/**
 * Whether a Content-Type is a text format worth compressing. An event stream is not: it never
 * ends, and each event must leave at once.
 */
export function isCompressible(contentType: string | null | undefined): boolean {
  const mime = contentType?.split(';', 1)[0]?.trim().toLowerCase() ?? ''
  return mime !== 'text/event-stream' && COMPRESSIBLE.test(mime)
}

const QUALITY = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): brotli or gzip, whichever
 * the client ranks higher (brotli on a tie); none when it accepts neither (q=0, or not named and
 * no `*`) or ranks identity above both.
 */
export function chooseEncoding(header: string | null | undefined): Encoding | null {
  if (!header) return null
  const ranks = new Map<string, number>()
  for (const entry of header.split(',')) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase())
    if (!coding) continue
    const q = params.find((param) => param.startsWith('q='))?.slice(2) ?? '1'
    // A malformed weight makes the entry unreadable: it is ignored.
    if (!QUALITY.test(q)) continue
    ranks.set(coding === 'x-gzip' ? 'gzip' : coding, Number(q))
  }
  const rank = (coding: string) => ranks.get(coding) ?? ranks.get('*') ?? 0
  const br = rank('br')
  const gz = rank('gzip')
  const best = Math.max(br, gz)
  if (best <= 0 || (ranks.get('identity') ?? 0) > best) return null
  return br >= gz ? 'br' : 'gzip'
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Compresses a body off the main thread. `best` is for the build (brotli 11 takes about a
 * second for the site's largest script); `fast` is for answers compressed per request.
 */
export function compressBytes(
  body: Uint8Array,
  encoding: Encoding,
  effort: 'best' | 'fast',
): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: effort === 'best' ? 9 : 6 })
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  })
}

/** The ETag of a body's coded form: a different tag per coding, as RFC 9110 §8.8.3 requires. */
export function encodedEtag(etag: string, encoding: Encoding): string {
  return etag.replace(/"$/, `-${encoding}"`)
}

/** A body-less 304 with what RFC 9110 §15.4.5 asks it to repeat from the 200. */
function notModified(headers: Headers): Response {
  const kept = new Headers()
  for (const name of ['Cache-Control', 'ETag', 'Vary', 'Expires', 'Content-Location', 'Date']) {
    const value = headers.get(name)
    if (value !== null) kept.set(name, value)
  }
  return new Response(null, { status: 304, headers: kept })
}

/**
 * What to send for a GET or HEAD: the body compressed in the coding the client prefers when it is
 * text of at least MIN_COMPRESS_BYTES (with `Vary: Accept-Encoding`, Content-Length and an ETag
 * of its own), and a 304 when If-None-Match holds the ETag that would be sent. Range is not
 * supported: a Range request gets the whole representation with 200, as RFC 9110 §14.2 allows.
 */
export async function negotiate(
  request: RequestHeaders,
  response: Response,
  precompressed?: Precompressed,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return response
  const { status } = response
  // The body last: reading it makes @hono/node-server build a whole Fetch Response, where
  // the headers alone do not (an answer coded by its route is then sent as it was made).
  const compressible =
    status !== 206 &&
    !response.headers.has('Content-Encoding') &&
    !/\bno-transform\b/i.test(response.headers.get('Cache-Control') ?? '') &&
    isCompressible(response.headers.get('Content-Type')) &&
    response.body !== null
  const ifNoneMatch = request.headers.get('If-None-Match')
  // Nothing to code and no condition to test (a route that coded its answer itself): as it is.
  if (!compressible && !ifNoneMatch) return response
  const headers = new Headers(response.headers)
  const conditional = () => {
    const etag = headers.get('ETag')
    const matched = status === 200 && etag && etagMatches(ifNoneMatch, etag)
    return matched ? notModified(headers) : null
  }
  if (!compressible) return conditional() ?? response

  const body = new Uint8Array(await response.arrayBuffer())
  const identity = () => {
    headers.set('Content-Length', String(body.byteLength))
    return conditional() ?? new Response(body, { status, headers })
  }
  if (body.byteLength < MIN_COMPRESS_BYTES) return identity()
  addVary(headers, 'Accept-Encoding')
  const encoding = chooseEncoding(request.headers.get('Accept-Encoding'))
  if (!encoding) return identity()
  let encoded: Uint8Array
  try {
    encoded = (await precompressed?.(encoding)) ?? (await compressBytes(body, encoding, 'fast'))
  } catch (error) {
    console.error('Compression failed; sending the body as it is', error)
    return identity()
  }
  headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(encoded.byteLength))
  const etag = headers.get('ETag')
  if (etag) headers.set('ETag', encodedEtag(etag, encoding))
  return conditional() ?? new Response(new Uint8Array(encoded), { status, headers })
}

/**
 * What `negotiate` reads of a request: a Fetch Request has it, and so does a view of Hono's
 * request that reads the incoming headers without making the Request object (it is costly).
 */
export type RequestHeaders = {
  method: string
  headers: { get(name: string): string | null }
}

/** The requests whose route chose the coding and answered conditionals itself. */
const codedByRoute = new WeakSet<Context>()

/**
 * A route says it chose its answer's coding for this request's Accept-Encoding and decided
 * its 304 (the polled live feed does both from prepared bodies): `compression` leaves it be.
 */
export function codingChosen(c: Context): void {
  codedByRoute.add(c)
}

/** Middleware: `negotiate` for every answer of the app it is used in (compressed per request). */
export const compression = () =>
  createMiddleware(async (c, next) => {
    await next()
    if (codedByRoute.has(c)) return
    const request: RequestHeaders = {
      method: c.req.method,
      headers: { get: (name) => c.req.header(name) ?? null },
    }
    const sent = await negotiate(request, c.res)
    if (sent === c.res) return
    // Assigning over c.res would copy the old headers onto the new response (ETag included).
    c.res = undefined
    c.res = sent
  })
