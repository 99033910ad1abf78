/** How much of the start of a file decides its format and encoding. */
export const SNIFF_BYTES = 64 * 1024

/** The start of a byte stream, and the whole stream again (start included) to read on. */
export type PeekedSource = { head: Uint8Array; ended: boolean; all: AsyncIterable<Uint8Array> }

/**
 * Reads whole chunks until at least `bytes` are in hand (or the stream ends), without
 * losing them: `all` yields them first, then the rest of the stream.
 */
export async function peek(
  source: AsyncIterable<Uint8Array>,
  bytes: number,
): Promise<PeekedSource> {
  const iterator = source[Symbol.asyncIterator]()
  const taken: Uint8Array[] = []
  let size = 0
  let ended = false
  while (size < bytes) {
    const next = await iterator.next()
    if (next.done) {
      ended = true
      break
    }
    if (next.value.length === 0) continue
    taken.push(next.value)
    size += next.value.length
  }
  const head = concat(taken, size)
  async function* all(): AsyncGenerator<Uint8Array> {
    if (head.length > 0) yield head
    if (ended) return
    for (;;) {
      const next = await iterator.next()
      if (next.done) return
      yield next.value
    }
  }
  return { head, ended, all: all() }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0]
  const out = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.length
  }
  return out
}

/** Text of a byte stream in `encoding` (a WHATWG label), decoded as it comes; a BOM is dropped. */
export async function* decodeStream(
  bytes: AsyncIterable<Uint8Array>,
  encoding: string,
): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding)
  for await (const chunk of bytes) {
    const text = decoder.decode(chunk, { stream: true })
    if (text) yield text
  }
  const last = decoder.decode()
  if (last) yield last
}
