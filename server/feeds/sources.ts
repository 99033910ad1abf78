// Where a feed's bytes come from: an uploaded file spooled to disk, a file given on the
// command line, a URL, or text the server generates (the demo feed). All are read as a
// stream of byte chunks, counted as they go for the progress bar.
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** A stream of a feed's bytes and how many have been read so far. */
export type CountedBytes = { chunks: AsyncIterable<Uint8Array>; bytesRead: () => number }

/** Counts the bytes of `source` as they are read. */
export function counted(source: AsyncIterable<Uint8Array>): CountedBytes {
  let n = 0
  async function* chunks() {
    for await (const chunk of source) {
      n += chunk.byteLength
      yield chunk
    }
  }
  return { chunks: chunks(), bytesRead: () => n }
}

/** A file's bytes in 64 KiB chunks, and its size. */
export async function fileBytes(path: string): Promise<{ stream: Readable; size: number }> {
  const { size } = await stat(path)
  return { stream: createReadStream(path, { highWaterMark: 64 * 1024 }), size }
}

/** Text made piece by piece (the demo feed), as UTF-8 chunks of about 64 KiB. */
export async function* textBytes(pieces: Iterable<string>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder()
  let pending = ''
  for (const piece of pieces) {
    pending += piece
    if (pending.length >= 64 * 1024) {
      yield encoder.encode(pending)
      pending = ''
    }
  }
  if (pending) yield encoder.encode(pending)
}

/** The upload was larger than the limit; nothing of it is kept. */
export class UploadTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes, the most a feed may be.`)
  }
}

/**
 * Writes an upload to a temporary file as it arrives (never whole in memory), refusing it past
 * `maxBytes`. The caller removes the file (`discard`) when done with it.
 */
export async function spool(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<{ path: string; size: number }> {
  const path = join(tmpdir(), `stv-feed-${randomBytes(9).toString('hex')}`)
  let size = 0
  async function* limited() {
    for await (const chunk of Readable.fromWeb(body as import('node:stream/web').ReadableStream)) {
      const bytes: Buffer = chunk
      size += bytes.byteLength
      if (size > maxBytes) throw new UploadTooLarge(maxBytes)
      yield bytes
    }
  }
  try {
    await pipeline(limited, createWriteStream(path, { flags: 'wx' }))
  } catch (error) {
    await discard(path)
    throw error
  }
  return { path, size }
}

/** Removes a spooled file (absent is fine). */
export function discard(path: string): Promise<void> {
  return rm(path, { force: true })
}
