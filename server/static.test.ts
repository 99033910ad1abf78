import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { staticRoutes } from './static'

const dist = mkdtempSync(join(tmpdir(), 'stv-dist-'))
const put = (path: string, body: string) => {
  mkdirSync(dirname(join(dist, path)), { recursive: true })
  writeFileSync(join(dist, path), body)
}
put('site/home/index.html', '<h1>Home</h1>')
put('site/demo/wildtv/index.html', '<h1>Wild TV</h1>')
put('site/404.html', '<h1>Not found</h1>')
put('site/assets/app-abc123.js', 'console.log(1)')
put('widget/0.0.9/loader.js', '/*loader*/')
put('widget/0.0.9/shoppable-tv.js', '/*widget*/')
put('site/robots.txt', 'User-agent: *')
put('secret.txt', 'do not serve')
const app = staticRoutes(dist)

describe('static serving', () => {
  test('serves a prerendered page as uncached HTML', async () => {
    const res = await app.request('/demo/wildtv')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toBe('<h1>Wild TV</h1>')
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
