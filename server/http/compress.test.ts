import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { cachedJson } from './cache'
import {
  chooseEncoding,
  codingChosen,
  compression,
  isCompressible,
  MIN_COMPRESS_BYTES,
} from './compress'

describe('choosing the coding from Accept-Encoding', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })

  test.each([
    [undefined],
    [''],
    ['identity'],
    ['deflate, zstd'],
    ['br;q=0, gzip;q=0'],
    ['*;q=0'],
    ['gzip;q=0.3, identity;q=1'],
    // A weight outside 0–1 is unreadable, so the entry is ignored.
    ['gzip;q=2, br;q=x'],
  ])('%s → none', (header) => {
    expect(chooseEncoding(header)).toBeNull()
  })
})

describe('what is compressible', () => {
  test('text formats are; images (but SVG), fonts and archives are not', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/javascript; charset=utf-8',
      'text/css',
      'application/json; charset=utf-8',
      'application/xml',
      'application/manifest+json',
      'application/ld+json',
      'image/svg+xml',
      'text/plain',
    ]) {
      expect(isCompressible(type), type).toBe(true)
    }
    for (const type of [
      'image/png',
      'image/webp',
      'font/woff2',
      'application/octet-stream',
      'application/zip',
      null,
      undefined,
    ]) {
      expect(isCompressible(type), String(type)).toBe(false)
    }
  })
})

// An API answer as the routes give it: JSON with a content ETag, 304 handled by the route.
const items = Array.from({ length: 80 }, (_, id) => ({ id, title: `Item number ${id}` }))
const api = new Hono()
  .use(compression())
  .get('/items', (c) => cachedJson(c, { items }))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/picture', (c) =>
    c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png', ETag: '"pic"' }),
  )
  .post('/items', (c) => c.json({ items }))
  // A route that chose its coding itself (identity here) and answers its own conditionals.
  .get('/coded', (c) => {
    codingChosen(c)
    return c.body(json, 200, { 'Content-Type': 'application/json', ETag: '"coded"' })
  })
const json = JSON.stringify({ items })

describe('compressed API answers', () => {
  test('an answer is sent in the client’s coding, varying on Accept-Encoding', async () => {
    expect(json.length).toBeGreaterThan(MIN_COMPRESS_BYTES)
    const br = await api.request('/items', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    const bytes = Buffer.from(await br.arrayBuffer())
    expect(br.headers.get('content-length')).toBe(String(bytes.length))
    expect(brotliDecompressSync(bytes).toString()).toBe(json)
    expect(br.headers.get('vary')).toBe('Accept-Encoding')

    const gz = await api.request('/items', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(json)
  })

  test('an answer whose route chose its coding is sent as the route made it', async () => {
    const res = await api.request('/coded', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': '"coded"' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toBe(json)
  })

  test('without Accept-Encoding the answer goes as it is, still varying on it', async () => {
    const res = await api.request('/items')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('vary')).toContain('Accept-Encoding')
    expect(await res.text()).toBe(json)
  })

  test('each coding has its own ETag, and If-None-Match with it answers 304', async () => {
    const headers = { 'Accept-Encoding': 'br' }
    const identity = (await api.request('/items')).headers.get('etag') ?? ''
    const first = await api.request('/items', { headers })
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^".+-br"$/)
    expect(etag).not.toBe(identity)
    const again = await api.request('/items', { headers: { ...headers, 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('vary')).toContain('Accept-Encoding')
    expect(await again.text()).toBe('')
    // The brotli tag does not stand for the gzip body.
    const gz = await api.request('/items', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag },
    })
    expect(gz.status).toBe(200)
    expect(gz.headers.get('content-encoding')).toBe('gzip')
  })

  test('the route’s own 304, for a client holding the identity ETag, varies as its 200 does', async () => {
    const identity = (await api.request('/items')).headers.get('etag') ?? ''
    const res = await api.request('/items', { headers: { 'If-None-Match': identity } })
    expect(res.status).toBe(304)
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
  })

  test('small bodies, pictures and other methods than GET go as they are', async () => {
    const headers = { 'Accept-Encoding': 'br, gzip' }
    const small = await api.request('/small', { headers })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ ok: true })
    const picture = await api.request('/picture', { headers })
    expect(picture.headers.get('content-encoding')).toBeNull()
    expect((await picture.arrayBuffer()).byteLength).toBe(4096)
    const post = await api.request('/items', { method: 'POST', headers })
    expect(post.headers.get('content-encoding')).toBeNull()
  })
})
