// Writes the brotli and gzip copies of the built site's and widget's text files, which the
// server sends to browsers that accept them (server/precompress.ts).
import { join, resolve } from 'node:path'
import { precompressFiles } from '../server/precompress'

const root = resolve(import.meta.dirname, '..')
for (const dir of ['dist/site', 'dist/widget']) {
  const { files, bytes, brotliBytes } = await precompressFiles(join(root, dir))
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`
  console.log(`${dir}: ${files} files, ${kib(bytes)} → ${kib(brotliBytes)} brotli`)
}
