// A playlist or subtitle segment read with the safe fetcher (server/http/safe-fetch.ts): no
// private addresses unless the operator allows them, a size cap and a deadline.
import { FetchRefused, fetchSafely } from '../http/safe-fetch'

/** Not in the spec: the largest playlist or WebVTT segment read (a 5,000-entry playlist fits). */
export const STREAM_FETCH_MAX_BYTES = 1024 * 1024
/** Not in the spec: the longest one read may take. */
export const STREAM_FETCH_TIMEOUT_MS = 10_000

/** A text read, or why not in words (with the server's status when it answered one). */
export type FetchedText =
  | { ok: true; text: string; url: string }
  | { ok: false; error: string; status: number | null }

export type FetchText = (url: string, signal: AbortSignal) => Promise<FetchedText>

/** The safe fetcher's sentence, which speaks of feeds, said of a stream. */
function aboutStream(message: string): string {
  return message.replace(/\bfeed\b/g, 'stream')
}

/** Reads texts with the safe fetcher; `allowPrivate` is FEED_FETCH_ALLOW_PRIVATE. */
export function safeFetchText(allowPrivate: boolean): FetchText {
  return async (url, signal) => {
    try {
      const fetched = await fetchSafely(url, {
        allowPrivate,
        maxBytes: STREAM_FETCH_MAX_BYTES,
        timeoutMs: STREAM_FETCH_TIMEOUT_MS,
        signal,
        headers: {
          Accept: 'application/vnd.apple.mpegurl, application/x-mpegurl, text/vtt, */*',
        },
      })
      const decoder = new TextDecoder()
      let text = ''
      for await (const chunk of fetched.body) text += decoder.decode(chunk, { stream: true })
      return { ok: true, text: text + decoder.decode(), url: fetched.finalUrl }
    } catch (error) {
      if (!(error instanceof FetchRefused)) throw error
      return { ok: false, error: aboutStream(error.message), status: error.status ?? null }
    }
  }
}
