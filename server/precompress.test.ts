import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { precompressFiles } from './precompress'

test('writes brotli and gzip copies of the text files worth it, and of nothing else', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'stv-precompress-'))
  mkdirSync(join(dir, 'assets'))
  const script = `console.log(${JSON.stringify('widget '.repeat(400))})\n`
  writeFileSync(join(dir, 'assets/app-abc.js'), script)
  writeFileSync(join(dir, 'small.css'), 'a{color:red}')
  writeFileSync(join(dir, 'card.png'), new Uint8Array(4096))

  const result = await precompressFiles(dir)
  expect(result).toMatchObject({ files: 1, bytes: script.length })
  const copy = (suffix: string) => readFileSync(join(dir, `assets/app-abc.js${suffix}`))
  expect(brotliDecompressSync(copy('.br')).toString()).toBe(script)
  expect(gunzipSync(copy('.gz')).toString()).toBe(script)
  expect(result.brotliBytes).toBe(copy('.br').length)
  for (const skipped of ['small.css', 'card.png']) {
    expect(existsSync(join(dir, `${skipped}.br`)), skipped).toBe(false)
  }
})
