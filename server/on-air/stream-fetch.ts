// Playlists and segments read with the safe fetcher (server/http/safe-fetch.ts): no private
// addresses unless the operator allows them, a size cap and a deadline.
import { refuse } from '../http/fetch-refused'
import { FetchRefused, fetchSafely } from '../http/safe-fetch'

/** Not in the spec: the largest playlist or WebVTT segment read (a 5,000-entry playlist fits). */
export const STREAM_TEXT_MAX_BYTES = 1024 * 1024
/** Not in the spec: the largest video segment read (6 s of the lowest rendition at 10 Mbit/s). */
export const STREAM_SEGMENT_MAX_BYTES = 8 * 1024 * 1024
/** Not in the spec: the longest one read may take. */
export const STREAM_FETCH_TIMEOUT_MS = 10_000

/** What was read, or why not in words (with the server's status when it answered one). */
export type Fetched<T> =
  | { ok: true; body: T; url: string }
  | { ok: false; error: string; status: number | null }

/** How a follower reads: text (playlists, WebVTT) or bytes (video segments). */
export type StreamFetch = {
  text(url: string, signal: AbortSignal): Promise<Fetched<string>>
  bytes(url: string, signal: AbortSignal): Promise<Fetched<Uint8Array>>
}

/** The safe fetcher's sentence, which speaks of feeds, said of a stream. */
function aboutStream(message: string): string {
  return message.replace(/\bfeed\b/g, 'stream')
}

async function read(
  url: string,
  signal: AbortSignal,
  allowPrivate: boolean,
  maxBytes: number,
): Promise<Fetched<Uint8Array>> {
  try {
    const fetched = await fetchSafely(url, {
      allowPrivate,
      maxBytes,
      timeoutMs: STREAM_FETCH_TIMEOUT_MS,
      signal,
      headers: {
        Accept: 'application/vnd.apple.mpegurl, application/x-mpegurl, text/vtt, video/mp2t, */*',
      },
    })
    const chunks: Uint8Array[] = []
    for await (const chunk of fetched.body) chunks.push(chunk)
    return { ok: true, body: Buffer.concat(chunks), url: fetched.finalUrl }
  } catch (error) {
    if (!(error instanceof FetchRefused)) throw error
    return { ok: false, error: aboutStream(error.message), status: error.status ?? null }
  }
}

/** Reads with the safe fetcher; `allowPrivate` is FEED_FETCH_ALLOW_PRIVATE. */
export function safeStreamFetch(allowPrivate: boolean): StreamFetch {
  return {
    async text(url, signal) {
      const got = await read(url, signal, allowPrivate, STREAM_TEXT_MAX_BYTES)
      return got.ok ? { ...got, body: new TextDecoder().decode(got.body) } : got
    },
    bytes: (url, signal) => read(url, signal, allowPrivate, STREAM_SEGMENT_MAX_BYTES),
  }
}

/** A server's request handler (Hono's `app.fetch`). */
export type RequestHandler = (request: Request) => Response | Promise<Response>

/**
 * Reads streams whose URL starts with `base` (this server's own demo streams) from `handler`,
 * in the process: no network, and no private-address exception for our own loopback origin.
 * Every other URL is read by `others`.
 */
export function withOwnStreams(
  base: string,
  handler: RequestHandler,
  others: StreamFetch,
): StreamFetch {
  async function own(
    url: string,
    signal: AbortSignal,
    maxBytes: number,
  ): Promise<Fetched<Uint8Array>> {
    const response = await handler(new Request(url, { signal }))
    if (!response.ok) {
      const refused = refuse.status(response.status)
      return { ok: false, error: aboutStream(refused.message), status: response.status }
    }
    const body = new Uint8Array(await response.arrayBuffer())
    if (body.length > maxBytes) {
      return { ok: false, error: aboutStream(refuse.tooLarge(maxBytes).message), status: null }
    }
    return { ok: true, body, url }
  }
  const isOwn = (url: string) => url.startsWith(base)
  return {
    async text(url, signal) {
      if (!isOwn(url)) return others.text(url, signal)
      const got = await own(url, signal, STREAM_TEXT_MAX_BYTES)
      return got.ok ? { ...got, body: new TextDecoder().decode(got.body) } : got
    },
    bytes: (url, signal) =>
      isOwn(url) ? own(url, signal, STREAM_SEGMENT_MAX_BYTES) : others.bytes(url, signal),
  }
}
