import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  compressBytes,
  ENCODING_SUFFIX,
  type Encoding,
  isCompressible,
  MIN_COMPRESS_BYTES,
} from './http/compress'
import { typeOf } from './static'

const ENCODINGS = Object.keys(ENCODING_SUFFIX) as Encoding[]

/** What `precompressFiles` wrote: how many files, their size and the size of their brotli copies. */
export type Precompression = { files: number; bytes: number; brotliBytes: number }

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file under `dir` of at
 * least MIN_COMPRESS_BYTES, at the best compression, for the static server to send as they
 * are. Done once at build time: brotli's best setting is too slow to run per request, and
 * the copies cost no memory or CPU in the server.
 */
export async function precompressFiles(dir: string): Promise<Precompression> {
  // The copies themselves are not text (typeOf gives them no text type), so none is redone.
  const names = await readdir(dir, { recursive: true })
  const result: Precompression = { files: 0, bytes: 0, brotliBytes: 0 }
  await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name)
      const info = await stat(path)
      if (!info.isFile() || info.size < MIN_COMPRESS_BYTES || !isCompressible(typeOf(name))) return
      const body = await readFile(path)
      for (const encoding of ENCODINGS) {
        const copy = await compressBytes(body, encoding, 'best')
        await writeFile(path + ENCODING_SUFFIX[encoding], copy)
        if (encoding === 'br') result.brotliBytes += copy.byteLength
      }
      result.files++
      result.bytes += body.byteLength
    }),
  )
  return result
}
