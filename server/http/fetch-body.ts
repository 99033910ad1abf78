// Reading a fetched feed's body: decompressed, within maxBytes (a gzip bomb stops at the limit
// of decompressed bytes, and of compressed ones), within the fetch's deadline.
import type { IncomingMessage } from 'node:http'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { asRefusal, refuse } from './fetch-refused'

/** The Content-Encodings the fetcher reads. */
export type Coding = 'gzip' | 'deflate' | 'br'

/** The body's Content-Encoding; null for none; refuses codings it cannot read. */
export function codingOf(response: IncomingMessage): Coding | null {
  const coding = (response.headers['content-encoding'] ?? '').trim().toLowerCase()
  if (coding === '' || coding === 'identity') return null
  if (coding === 'gzip' || coding === 'x-gzip') return 'gzip'
  if (coding === 'deflate' || coding === 'br') return coding
  throw refuse.network(`content encoding ${coding} is not supported`)
}

const decoders = { gzip: createGunzip, deflate: createInflate, br: createBrotliDecompress }

/**
 * The response's body, decompressed, counted against maxBytes before each chunk is given out.
 * The deadline's abort, too many bytes, or the reader stopping destroy the response (its socket);
 * `done` runs then, whichever it was.
 */
export async function* readBody(
  response: IncomingMessage,
  coding: Coding | null,
  maxBytes: number,
  signal: AbortSignal,
  done: () => void,
): AsyncGenerator<Uint8Array> {
  let source: Readable = response
  const destroyAll = (error?: Error) => {
    source.destroy(error)
    response.destroy(error)
  }
  const onAbort = () => destroyAll(signal.reason)
  try {
    if (coding) {
      source = pipeline(response, decoders[coding](), () => {})
      // Compressed bytes count too: a stream that inflates to nothing must still end.
      let compressed = 0
      response.on('data', (chunk: Buffer) => {
        compressed += chunk.byteLength
        if (compressed > maxBytes) destroyAll(refuse.tooLarge(maxBytes))
      })
    }
    if (signal.aborted) throw signal.reason
    signal.addEventListener('abort', onAbort, { once: true })
    let size = 0
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.byteLength
      if (size > maxBytes) throw refuse.tooLarge(maxBytes)
      yield chunk
    }
  } catch (error) {
    throw asRefusal(error, signal)
  } finally {
    signal.removeEventListener('abort', onAbort)
    destroyAll()
    done()
  }
}
