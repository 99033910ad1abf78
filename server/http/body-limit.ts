// A request body limit that leaves the connection usable. Answering 413 without reading the
// body leaves the rest of it in the connection, where the server would read it as the next
// request; Node's HTTP server then resets the socket and the client's next request on it fails.
// So the rest is read and thrown away, up to a bound; past it the answer closes the connection.
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'

/** Not in the spec: how much of a request body the server reads (and throws away) to answer 413. */
export const MAX_DISCARD_BYTES = 1024 * 1024

/** Reads and drops the rest of a body; whether it ended within `budget` bytes. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number) {
  let left = budget
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return true
    left -= value.byteLength
    if (left < 0) return false
  }
}

/** The 413, telling the client not to reuse the connection when the body was not all read. */
function tooLarge(answer: Response, drained: boolean): Response {
  if (!drained) answer.headers.set('Connection', 'close')
  return answer
}

/**
 * Middleware: request bodies of at most `limit` bytes (or what it answers for the request), announced (Content-Length) or not (chunked).
 * A larger one gets `onTooLarge`'s answer (a 413) once the body has been read to its end, or,
 * when it is longer than MAX_DISCARD_BYTES, at once with `Connection: close`.
 */
export function bodyLimit(
  limit: number | ((c: Context) => number),
  onTooLarge: (c: Context, maxBytes: number) => Response,
) {
  return createMiddleware(async (c, next) => {
    // A GET or HEAD that announces no body (nearly every request): nothing to limit. Read
    // from the headers alone: making the request's Fetch object costs more than many a whole
    // answer. (Other methods may carry a body without the headers in-process, as tests send.)
    const { method } = c.req
    if (
      (method === 'GET' || method === 'HEAD') &&
      c.req.header('Content-Length') === undefined &&
      c.req.header('Transfer-Encoding') === undefined
    )
      return next()
    const maxBytes = typeof limit === 'number' ? limit : limit(c)
    const refuse = () => onTooLarge(c, maxBytes)
    const request = c.req.raw
    // An unbounded route streams its body and limits it itself (a feed upload, spooled to disk).
    if (!request.body || maxBytes === Number.POSITIVE_INFINITY) return next()
    const declared = request.headers.get('Content-Length')
    if (declared !== null && !request.headers.has('Transfer-Encoding')) {
      const length = Number(declared)
      // Node's parser has refused a malformed length already.
      if (!(length > maxBytes)) return next()
      if (length > MAX_DISCARD_BYTES) return tooLarge(refuse(), false)
      return tooLarge(refuse(), await discard(request.body.getReader(), MAX_DISCARD_BYTES))
    }
    // No length given: read the body here, so the route gets it whole and within the limit.
    const reader = request.body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        return tooLarge(refuse(), await discard(reader, MAX_DISCARD_BYTES - size))
      }
      chunks.push(value)
    }
    c.req.raw = new Request(request, { body: Buffer.concat(chunks) })
    return next()
  })
}
