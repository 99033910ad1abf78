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

const REQUEST = {
  channelId: 'wildtv',
  parentOrigin: 'https://tv.example',
  view: 'full',
  theme: 'auto',
  noPicture: false,
} as const
const BRIDGE = '/widget/0.0.9/chunks/bridge-AbC123.js'

test('the embed page asks for the preloads beside the widget module', () => {
  const html = embedPage(REQUEST, null, [BRIDGE])
  expect(html).toContain(
    `<script type="module" src="/widget/${BUILD_VERSION}/shoppable-tv.js"></script>\n` +
      `<link rel="modulepreload" href="${BRIDGE}">\n`,
  )
})

// Issue 17: without a time source the first card waits for no bridge, so the widget module
// gets the whole line; the widget asks for the bridge itself once it runs.
test('a page whose element has no time source (picture=none) preloads no bridge', () => {
  const html = embedPage({ ...REQUEST, noPicture: true }, null, [BRIDGE])
  expect(html).not.toContain('modulepreload')
  expect(html).toContain(`<script type="module" src="/widget/${BUILD_VERSION}/shoppable-tv.js">`)
})
