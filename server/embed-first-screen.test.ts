import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { writeEarlyScripts } from '../scripts/early-scripts'
import type { Product } from '../shared/api/types'
import { AUTH_TOKEN_KEY } from '../shared/auth-keys'
import { BUILD_VERSION, WIDGET_MODULE_PATH } from '../shared/constants'
import type { EarlyScripts } from '../shared/early-scripts/manifest'
import {
  drawFirstScreen,
  FIRST_SCREEN_CSS_FILE,
  FIRST_SCREEN_MODULE,
  type FirstScreenRender,
  firstCardProduct,
  firstScreenCss,
  HIDDEN_UNTIL_DRAWN,
  loadFirstScreenRender,
} from './embed-first-screen'
import { type TestApp, testApp } from './testing'

const CSS = '.card{position:absolute}'

const product = (fields: Partial<Product> = {}): Product => ({
  id: 7,
  title: 'Trail Reel',
  link: 'https://shop.example/reel',
  image: 'https://shop.example/reel.png',
  price: '$10.00',
  vendor: 'Riverstone',
  category: 'Reels',
  type: 'product',
  match: 'exact',
  why: 'Named on screen: Reel',
  time: '2026-05-01T10:00:00.000Z',
  ...fields,
})

// The widget's first screen as the build makes it for the server (`vite build --mode
// first-screen`), into a build folder of this file's own, which `/embed` below serves from.
const distDir = mkdtempSync(join(tmpdir(), 'stv-first-screen-'))
let render: FirstScreenRender | null = null
let early: EarlyScripts
beforeAll(async () => {
  early = writeEarlyScripts(distDir)
  await build({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    mode: 'first-screen',
    logLevel: 'silent',
    build: { outDir: join(distDir, 'widget-ssr') },
  })
  render = await loadFirstScreenRender(distDir)
})
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

const drawScreen = (options: Partial<Parameters<typeof drawFirstScreen>[0]> = {}) =>
  drawFirstScreen({
    channelId: 'wildtv',
    view: 'full',
    theme: 'auto',
    waitsForPicture: false,
    products: [product()],
    css: CSS,
    render,
    start: early.startWidget,
    pictureOrigin: 'https://shop.example',
    ...options,
  })

/** The drawn markup, or '' where nothing is drawn. */
const draw = async (options: Partial<Parameters<typeof drawFirstScreen>[0]> = {}) =>
  (await drawScreen(options))?.markup ?? ''

const STYLE = CSS + HIDDEN_UNTIL_DRAWN

describe('drawFirstScreen', () => {
  test('a declarative shadow root with the stylesheet, inert, the account bar, the status line, the tabs and one card', async () => {
    const html = await draw()
    expect(html.startsWith(`<template shadowrootmode="open"><style>${STYLE}</style>`)).toBe(true)
    expect(html).toContain('<div class="root" data-theme="auto" data-view="full" inert>')
    expect(html).toContain('class="acct-bar"')
    expect(html).toContain('<span>Connected!</span>')
    expect(html.match(/role="tab"/g)).toHaveLength(4)
    expect(html.match(/<li class="card"/g)).toHaveLength(1)
    expect(html).toContain('<span class="badge" data-match="exact">Exact match</span>')
    expect(html).toContain('<p class="card-meta">Riverstone · Reels</p>')
    expect(html).toContain('<p class="card-meta">Named on screen: Reel</p>')
    expect(html).toContain('aria-label="Buy: Trail Reel">Buy</a>')
    expect(html.endsWith('</template>')).toBe(true)
  })

  test('the root stays hidden until its last element has been parsed, so a screen painted half-parsed shows nothing that could move', async () => {
    const screen = await drawScreen()
    expect(screen?.style).toBe(STYLE)
    expect(HIDDEN_UNTIL_DRAWN).toContain('.root:not(:has(>.drawn-end)){visibility:hidden}')
    // The marker is the root's last child: the root's own closing tag follows it.
    expect(screen?.markup.endsWith('<span class="drawn-end"></span></div></template>')).toBe(true)
    expect(screen?.markup.match(/class="drawn-end"/g)).toHaveLength(1)
  })

  test('the store view has no account bar; a ticket says so, with no match badge or reason', async () => {
    const html = await draw({
      view: 'store',
      theme: 'dark',
      products: [product({ type: 'ticket', match: undefined, why: undefined })],
    })
    expect(html).toContain('data-theme="dark" data-view="store"')
    expect(html).not.toContain('acct-bar')
    expect(html).toContain('<span class="badge">Ticket</span></div>')
    expect(html).toContain('>Get tickets</a>')
    expect(html.match(/class="card-meta"/g)).toHaveLength(1)
  })

  test('every text from the feed is written as text, attributes quoted', async () => {
    const html = await draw({
      products: [
        product({
          title: '<img src=x onerror=alert(1)> "Reel"',
          vendor: '<b>V</b>',
          why: '</template><script>alert(2)</script>',
          price: '<i>9</i>',
          image: 'https://shop.example/a.png" onload="alert(3)',
        }),
      ],
    })
    expect(html).not.toMatch(/<img src=x|<b>|<script|<i>|" onload=/)
    // preact-render-to-string escapes what could open a tag or end a quoted attribute (`>` cannot).
    expect(html).toContain('>&lt;img src=x onerror=alert(1)> &quot;Reel&quot;</h3>')
    expect(html.match(/<\/template>/g)).toHaveLength(1)
  })

  test('draws nothing for the account view, a frame that waits for the picture, no stylesheet, no renderer or no card to show', async () => {
    expect(await drawScreen({ view: 'account' })).toBeNull()
    expect(await drawScreen({ waitsForPicture: true })).toBeNull()
    expect(await drawScreen({ css: null })).toBeNull()
    expect(await drawScreen({ render: null })).toBeNull()
    expect(await drawScreen({ start: null })).toBeNull()
    expect(await drawScreen({ products: [] })).toBeNull()
    expect(await drawScreen({ products: [product({ link: 'javascript:alert(1)' })] })).toBeNull()
  })

  test('draws nothing, and logs why, when the renderer fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = new Error('renderer broke')
    expect(await drawScreen({ render: () => Promise.reject(failure) })).toBeNull()
    expect(logged).toHaveBeenCalledWith('First screen', failure)
    logged.mockRestore()
  })

  test('draws nothing when the first card’s picture comes from another site (it may fail, be slow or be refused, and the drawn card would go again)', async () => {
    expect(await drawScreen({ pictureOrigin: 'https://stv.example' })).toBeNull()
    expect(await drawScreen({ products: [product({ image: 'not a url' })] })).toBeNull()
    expect(
      await drawScreen({ products: [product({ image: 'https://shop.example.evil.test/a.png' })] }),
    ).toBeNull()
  })

  test('the first card is the newest product the widget may open', () => {
    const unsafe = product({ id: 1, link: 'ftp://shop.example/x' })
    const next = product({ id: 2 })
    expect(firstCardProduct([unsafe, next])).toBe(next)
    expect(firstCardProduct([])).toBeUndefined()
  })
})

describe('GET /embed with the widget built', () => {
  let s: TestApp
  beforeAll(async () => {
    mkdirSync(join(distDir, 'widget', BUILD_VERSION), { recursive: true })
    writeFileSync(join(distDir, 'widget', BUILD_VERSION, FIRST_SCREEN_CSS_FILE), CSS)
    s = await testApp({ config: { distDir } })
  })
  afterAll(async () => {
    await s.close()
  })

  const origin = encodeURIComponent('http://127.0.0.1:8081')
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
  const hash = sha256(STYLE)
  const startHash = () => sha256(early.startWidget.script)
  const scriptSrc = (res: Response) =>
    res.headers.get('content-security-policy')?.match(/script-src ([^;]*)/)?.[1]

  test('reads the stylesheet and the renderer the build wrote; none without a build', async () => {
    expect(firstScreenCss(distDir)).toBe(CSS)
    expect(firstScreenCss(join(distDir, 'missing'))).toBeNull()
    expect(render).toBeTypeOf('function')
    expect(await loadFirstScreenRender(join(distDir, 'missing'))).toBeNull()
    expect(FIRST_SCREEN_MODULE).toBe(join('widget-ssr', 'first-screen.js'))
  })

  test('draws the first screen into the element for a frame without a time source, its stylesheet allowed by hash', async () => {
    const res = await s.app.request(`/embed?channelId=wildtv&parentOrigin=${origin}&picture=none`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/mode="inline"><template shadowrootmode="open"><style>/)
    expect(html).toContain('<li class="card"')
    expect(res.headers.get('content-security-policy')).toContain(hash)
  })

  test('beside a drawn screen the module is preloaded and started once the drawn picture has settled, by a script allowed by hash', async () => {
    const res = await s.app.request(`/embed?channelId=wildtv&parentOrigin=${origin}&picture=none`)
    const html = await res.text()
    expect(html).toContain(`<link rel="modulepreload" href="${WIDGET_MODULE_PATH}">`)
    expect(html).not.toContain(`<script type="module" src=`)
    const start = early.startWidget.script
    expect(html).toContain(`</shoppable-tv>\n<script type="module">${start}</script>`)
    expect(start).toContain('/shoppable-tv.js`')
    expect(start).toContain('import(')
    // It reads the stored session by the widget's key (shared/early-scripts/start-widget.test.ts;
    // tests/e2e/embed-first-screen.spec.ts runs it).
    expect(start).toContain('localStorage')
    expect(start).toContain(JSON.stringify(AUTH_TOKEN_KEY))
    // The hash the build wrote is the hash of the bytes the page carries.
    expect(early.startWidget.hash).toBe(startHash())
    expect(scriptSrc(res)).toBe(`'self' ${startHash()}`)
  })

  test('draws nothing where the first card waits for the picture or the view is the account', async () => {
    for (const query of ['', '&view=account&picture=none']) {
      const res = await s.app.request(`/embed?channelId=wildtv&parentOrigin=${origin}${query}`)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).not.toContain('shadowrootmode')
      expect(html).toContain(`<script type="module" src="${WIDGET_MODULE_PATH}"></script>`)
      expect(html).not.toContain('<script type="module">')
      expect(res.headers.get('content-security-policy')).not.toContain(hash)
      expect(scriptSrc(res)).toBe("'self'")
    }
  })
})
