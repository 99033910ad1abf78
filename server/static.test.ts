import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { staticRoutes } from './static'

const dist = mkdtempSync(join(tmpdir(), 'stv-dist-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))
const put = (path: string, body: string | Uint8Array) => {
  mkdirSync(dirname(join(dist, path)), { recursive: true })
  writeFileSync(join(dist, path), body)
}
// Text above the compression threshold, and bytes that are compressed already.
const script = `export const names = [${Array.from({ length: 200 }, (_, i) => `'name-${i}'`).join()}]\n`
const page = `<!doctype html><title>Docs</title>${'<p>How to embed the widget.</p>'.repeat(60)}`
const picture = new Uint8Array(4096).fill(7)
put('site/home/index.html', '<h1>Home</h1>')
put('site/demo/wildtv/index.html', '<h1>Wild TV</h1>')
put('site/404.html', '<h1>Not found</h1>')
put('site/studio/index.html', '<h1>Studio</h1>')
put('site/assets/app-abc123.js', 'console.log(1)')
put('widget/0.0.9/loader.js', '/*loader*/')
put('widget/0.0.9/shoppable-tv.js', '/*widget*/')
put('site/robots.txt', 'User-agent: *')
put('secret.txt', 'do not serve')
put('widget/0.0.9/chunks/shared-abc.js', script)
put('site/docs/index.html', page)
put('site/social-card.png', picture)
put('site/assets/font-abc.woff2', picture)
// A build's brotli copy of the docs page: the server sends it as it is.
const docsCopy = brotliCompressSync(page)
put('site/docs/index.html.br', docsCopy)
const app = staticRoutes(dist)

describe('static serving', () => {
  test('serves a prerendered page as uncached HTML', async () => {
    const res = await app.request('/demo/wildtv')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toBe('<h1>Wild TV</h1>')
  })

  test('answers any Studio channel page with the Studio shell, as a site page', async () => {
    const shell = await app.request('/studio')
    for (const path of ['/studio/channels/my-tv', '/studio/channels/wildtv']) {
      const res = await app.request(path)
      expect(res.status, path).toBe(200)
      expect(await res.text()).toBe('<h1>Studio</h1>')
      for (const name of [
        'content-type',
        'cache-control',
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'permissions-policy',
        'etag',
      ]) {
        expect(res.headers.get(name), `${path} ${name}`).toBe(shell.headers.get(name))
      }
    }
  })

  test('a Studio path that is no channel page is not found', async () => {
    for (const path of [
      '/studio/channels',
      '/studio/channels/',
      '/studio/channels/a/b',
      '/studio/x',
    ]) {
      expect((await app.request(path)).status, path).toBe(404)
    }
  })

  test('pages, the not-found page included, may be framed by our own pages only', async () => {
    for (const path of ['/demo/wildtv', '/docs', '/nowhere']) {
      const res = await app.request(path)
      expect(res.headers.get('content-security-policy')).toMatch(/; frame-ancestors 'self'$/)
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    }
  })

  test('redirects the spec’s aliases, keeping the query', async () => {
    const res = await app.request('/for-channels?ref=x')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/channels?ref=x')
    expect((await app.request('/')).headers.get('location')).toBe('/home')
    expect((await app.request('/home/')).headers.get('location')).toBe('/home')
  })

  test('answers the not-found page with status 404 for any other path', async () => {
    for (const path of ['/nope', '/demo/unknown-channel', '/home/index.html']) {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).toBe('<h1>Not found</h1>')
    }
  })

  test('never serves a file outside the build', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2F..%2Fsecret.txt',
      '/widget/..%2Fsecret.txt',
    ]) {
      const res = await app.request(path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).not.toContain('do not serve')
    }
  })

  test('serves versioned widget files immutable and the loader alias briefly cached', async () => {
    const file = await app.request('/widget/0.0.9/shoppable-tv.js')
    expect(file.headers.get('cache-control')).toContain('immutable')
    expect(file.headers.get('access-control-allow-origin')).toBe('*')
    const alias = await app.request('/widget/loader.js')
    expect(await alias.text()).toBe('/*loader*/')
    expect(alias.headers.get('cache-control')).toBe('public, max-age=300')
  })

  test('serves robots.txt as text', async () => {
    const res = await app.request('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
  })

  test('serves hashed assets immutable', async () => {
    const res = await app.request('/assets/app-abc123.js')
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(res.headers.get('content-type')).toContain('javascript')
  })
})

describe('compressed static files', () => {
  const js = '/widget/0.0.9/chunks/shared-abc.js'
  const accept = (encodings: string, more: Record<string, string> = {}) =>
    app.request(js, { headers: { 'Accept-Encoding': encodings, ...more } })
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

  test('brotli when the client accepts it, gzip when only that, the same bytes decoded', async () => {
    const br = await accept('gzip, deflate, br')
    expect(br.headers.get('content-encoding')).toBe('br')
    const brBody = await bytes(br)
    expect(br.headers.get('content-length')).toBe(String(brBody.length))
    expect(brBody.length).toBeLessThan(script.length)
    expect(brotliDecompressSync(brBody).toString()).toBe(script)

    const gz = await accept('br;q=0, gzip')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script)
    for (const res of [br, gz]) {
      expect(res.headers.get('vary')).toBe('Accept-Encoding')
      expect(res.headers.get('content-type')).toContain('javascript')
      expect(res.headers.get('cache-control')).toContain('immutable')
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
    }
  })

  test('as it is when the client accepts neither, still varying on Accept-Encoding', async () => {
    for (const res of [await app.request(js), await accept('identity'), await accept('gzip;q=0')]) {
      expect(res.headers.get('content-encoding')).toBeNull()
      expect(res.headers.get('vary')).toBe('Accept-Encoding')
      expect(await res.text()).toBe(script)
    }
  })

  test('HEAD gives the headers of GET without the body', async () => {
    const get = await accept('br')
    const head = await app.request(js, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } })
    expect(head.status).toBe(200)
    for (const name of ['content-encoding', 'content-length', 'etag', 'vary']) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name))
    }
    expect(await head.text()).toBe('')
  })

  test('each coding has its own ETag; If-None-Match with it answers 304', async () => {
    const etags = await Promise.all(
      ['identity', 'br', 'gzip'].map(async (coding) => (await accept(coding)).headers.get('etag')),
    )
    expect(new Set(etags).size).toBe(3)
    const [identity, br] = etags as [string, string, string]
    const notModified = await accept('br', { 'If-None-Match': br })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('etag')).toBe(br)
    expect(notModified.headers.get('vary')).toBe('Accept-Encoding')
    expect(notModified.headers.get('cache-control')).toContain('immutable')
    expect(await notModified.text()).toBe('')
    expect((await accept('identity', { 'If-None-Match': identity })).status).toBe(304)
    // A tag of the brotli body does not stand for the gzip one.
    expect((await accept('gzip', { 'If-None-Match': br })).status).toBe(200)
  })

  test('pages revalidate with their ETag too', async () => {
    const first = await app.request('/home')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    const again = await app.request('/home', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })

  test('a Range request gets the whole file with 200', async () => {
    const res = await accept('br', { Range: 'bytes=0-9' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-range')).toBeNull()
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(script)
  })

  test('sends the build’s precompressed copy, unless it is older than the file', async () => {
    const headers = { 'Accept-Encoding': 'br' }
    const fresh = await app.request('/docs', { headers })
    expect(fresh.headers.get('content-encoding')).toBe('br')
    expect(await bytes(fresh)).toEqual(docsCopy)

    const old = new Date(Date.now() - 60_000)
    utimesSync(join(dist, 'site/docs/index.html.br'), old, old)
    const stale = await app.request('/docs', { headers })
    expect(stale.headers.get('content-encoding')).toBe('br')
    const body = await bytes(stale)
    expect(body).not.toEqual(docsCopy)
    expect(brotliDecompressSync(body).toString()).toBe(page)
  })

  test('small files, pictures and fonts go as they are', async () => {
    const headers = { 'Accept-Encoding': 'br, gzip' }
    for (const path of ['/widget/loader.js', '/social-card.png', '/assets/font-abc.woff2']) {
      const res = await app.request(path, { headers })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-encoding'), path).toBeNull()
    }
    const png = await app.request('/social-card.png', { headers })
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(picture)
  })
})

describe('pages with something added on the server', () => {
  test('an addition that fails sends the page as built, never a 5xx', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = staticRoutes(dist, {
      pageAdditions: () => Promise.reject(new Error('database down')),
    })
    const res = await failing.request('/docs', { headers: { 'Accept-Encoding': 'br' } })
    expect(res.status).toBe(200)
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page)
    expect(quiet).toHaveBeenCalledOnce()
    quiet.mockRestore()
  })

  test('the added markup goes in the head of the page it is for only', async () => {
    put('site/channels/index.html', '<html><head><title>For channels</title></head></html>')
    const adding = staticRoutes(dist, {
      pageAdditions: async (path) =>
        path === '/channels' ? { head: '<meta name="x" content="1">', canonical: null } : null,
    })
    const added = await adding.request('/channels')
    expect(await added.text()).toBe(
      '<html><head><title>For channels</title><meta name="x" content="1">\n</head></html>',
    )
    expect(added.headers.get('etag')).not.toBe((await app.request('/channels')).headers.get('etag'))
    expect(await (await adding.request('/home')).text()).toBe('<h1>Home</h1>')
  })
})

describe('a server on another origin than the build prerendered for', () => {
  // An SSR entry that renders every file naming the origin; the build's files name the default.
  const entry = `export function renderSite(origin) {
  return new Map([
    ['home/index.html', '<h1>Home at ' + origin + '</h1>' + '<p>words</p>'.repeat(200)],
    ['404.html', '<h1>Not found at ' + origin + '</h1>'],
    ['robots.txt', 'Sitemap: ' + origin + '/sitemap.xml'],
  ])
}`
  const other = mkdtempSync(join(tmpdir(), 'stv-dist-'))
  afterAll(() => rmSync(other, { recursive: true, force: true }))
  for (const [path, body] of [
    ['site-ssr/entry-server.js', entry],
    ['site/index.html', '<html></html>'],
    ['site/app.html', '<html></html>'],
    ['site/home/index.html', '<h1>Home at http://localhost:8080</h1>'],
    ['site/privacy/index.html', '<h1>Privacy</h1>'],
    ['site/robots.txt', 'Sitemap: http://localhost:8080/sitemap.xml'],
  ] as const) {
    mkdirSync(dirname(join(other, path)), { recursive: true })
    writeFileSync(join(other, path), body)
  }
  const served = staticRoutes(other, { origin: 'https://tv.example' })

  test('sends pages, robots.txt and the not-found page rendered for its origin', async () => {
    expect(await (await served.request('/home')).text()).toContain('Home at https://tv.example')
    expect(await (await served.request('/robots.txt')).text()).toBe(
      'Sitemap: https://tv.example/sitemap.xml',
    )
    const missing = await served.request('/no-such-page')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('<h1>Not found at https://tv.example</h1>')
  })

  test('compresses a rendered page itself, and sends files it did not render as built', async () => {
    const res = await served.request('/home', { headers: { 'Accept-Encoding': 'br' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    const text = brotliDecompressSync(new Uint8Array(await res.arrayBuffer())).toString()
    expect(text).toContain('Home at https://tv.example')
    expect(await (await served.request('/privacy')).text()).toBe('<h1>Privacy</h1>')
  })
})
