import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { BUILD_VERSION } from '../shared/constants'
import { embedPage } from './embed'
import { bridgeChunks, framePreloads } from './frame-preloads'

const ENTRY = { file: 'shoppable-tv.js' }
const manifest = {
  'widget/element/index.ts': ENTRY,
  'widget/bridge/index.ts': {
    file: 'chunks/bridge-AbC123.js',
    imports: ['widget/element/index.ts', 'widget/shared-bit.ts'],
  },
  'widget/shared-bit.ts': { file: 'chunks/shared-bit-9x.js', imports: ['widget/bridge/index.ts'] },
  'widget/bridge/handoff.ts': { file: 'chunks/handoff-Zz.js', imports: ['widget/bridge/index.ts'] },
}

describe('bridgeChunks', () => {
  test('the bridge chunk and what it imports, without the widget module itself', () => {
    expect(bridgeChunks(manifest)).toEqual([
      `/widget/${BUILD_VERSION}/chunks/bridge-AbC123.js`,
      `/widget/${BUILD_VERSION}/chunks/shared-bit-9x.js`,
    ])
  })

  test('a build without a bridge chunk preloads nothing', () => {
    expect(bridgeChunks({ 'widget/element/index.ts': ENTRY })).toEqual([])
  })
})

describe('framePreloads', () => {
  let dist = ''
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  function build(manifestText: string | null): string {
    dist = mkdtempSync(join(tmpdir(), 'stv-dist-'))
    const dir = join(dist, 'widget', BUILD_VERSION, '.vite')
    mkdirSync(dir, { recursive: true })
    if (manifestText !== null) writeFileSync(join(dir, 'manifest.json'), manifestText)
    return dist
  }

  test("reads the build's manifest", () => {
    expect(framePreloads(build(JSON.stringify(manifest)))).toEqual(bridgeChunks(manifest))
  })

  test('none without a built widget, or with a manifest it cannot read', () => {
    expect(framePreloads(build(null))).toEqual([])
    expect(framePreloads(build('{"widget/bridge/index.ts": '))).toEqual([])
    expect(framePreloads(build('{"widget/bridge/index.ts": {"file": 3}}'))).toEqual([])
  })
})

test('the embed page asks for the preloads beside the widget module', () => {
  const html = embedPage(
    { channelId: 'wildtv', parentOrigin: 'https://tv.example', view: 'full', theme: 'auto' },
    null,
    ['/widget/0.0.9/chunks/bridge-AbC123.js'],
  )
  expect(html).toContain(
    `<script type="module" src="/widget/${BUILD_VERSION}/shoppable-tv.js"></script>\n` +
      '<link rel="modulepreload" href="/widget/0.0.9/chunks/bridge-AbC123.js">\n',
  )
})
