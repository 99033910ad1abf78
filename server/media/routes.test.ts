import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEFAULT_FEED_SETTINGS } from '../config'
import { products } from '../db/schema'
import { type TestApp, testApp } from '../testing'
import { type PictureHost, startPictureHost } from './picture-host-testing'
import { picturePath } from './picture-url'

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

let host: PictureHost
let dir: string
let t: TestApp
let strict: TestApp
let ids: number[]

/** Gives the seeded item at `index` a feed picture at `path` of the loopback host. */
async function pictureOf(app: TestApp, index: number, path: string): Promise<string> {
  const id = ids[index] ?? 0
  const link = `${host.origin}${path}`
  await app.db.update(products).set({ imageLink: link }).where(eq(products.id, id))
  return picturePath(id, link, 176)
}

beforeAll(async () => {
  host = await startPictureHost()
  dir = await mkdtemp(join(tmpdir(), 'stv-media-routes-'))
  const media = { cacheDir: dir, cacheMaxBytes: 1024 * 1024, fetchMaxBytes: 64 * 1024 }
  t = await testApp({
    config: { media, feeds: { ...DEFAULT_FEED_SETTINGS, allowPrivateAddresses: true } },
  })
  strict = await testApp({ config: { media: { ...media, cacheDir: join(dir, 'strict') } } })
  const rows = await t.db.select({ id: products.id }).from(products).orderBy(asc(products.id))
  ids = rows.map((row) => row.id)
}, 180_000)

afterAll(async () => {
  await Promise.all([t.close(), strict.close(), host.close()])
  await rm(dir, { recursive: true, force: true })
})

describe('GET /api/media/pictures/{id}/{hash}/{size}', () => {
  test('serves a feed picture from an http host as a 176 px square, AVIF for Chromium', async () => {
    const path = await pictureOf(t, 0, '/photo-avif.png')
    const res = await t.get(path, { Accept: CHROME_ACCEPT })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/avif')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('Vary')).toContain('Accept')
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([176, 176])
  })

  test('gives WebP where only WebP is accepted, JPEG where neither is, 352 px when asked', async () => {
    const path = await pictureOf(t, 1, '/photo-formats.png')
    const webp = await t.get(path, { Accept: 'image/webp,*/*' })
    expect(webp.headers.get('Content-Type')).toBe('image/webp')
    const jpeg = await t.get(path.replace(/176$/, '352'), { Accept: 'image/png' })
    expect(jpeg.headers.get('Content-Type')).toBe('image/jpeg')
    const meta = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()
    // The photo is 400×300: its square is 300 px, never enlarged.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 300])
  })

  test('fetches a picture once: later answers, in any size or format, come from the cache', async () => {
    const path = await pictureOf(t, 2, '/photo-cached.png')
    for (const accept of [CHROME_ACCEPT, CHROME_ACCEPT, 'image/webp']) {
      expect((await t.get(path, { Accept: accept })).status).toBe(200)
    }
    expect((await t.get(path.replace(/176$/, '352'))).status).toBe(200)
    expect(host.hits.get('/photo-cached.png')).toBe(1)
    expect((await readdir(dir)).filter((name) => !name.endsWith('.tmp')).length).toBeGreaterThan(0)
  })

  test('refuses a picture on a private address unless FEED_FETCH_ALLOW_PRIVATE allows it', async () => {
    const path = await pictureOf(strict, 3, '/photo-private.png')
    const res = await strict.get(path)
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({
      error: {
        code: 'private-address',
        message:
          "The picture's host 127.0.0.1 is a private or local network address; only public addresses are fetched.",
      },
    })
    expect(host.hits.get('/photo-private.png')).toBeUndefined()
  })

  test.each([
    ['/page.html', 'not-an-image', 'The picture address answered text/html, not a picture.'],
    ['/tiny.png', 'too-small', 'The picture is 8×8 px; it must be larger than 10×10.'],
    ['/lost.png', 'picture-error-status', "The picture's address answered 404."],
    ['/gone.png', 'no-image', 'The picture address leads to a "no image" file.'],
  ])('refuses %s with 502 %s', async (file, code, message) => {
    const path = await pictureOf(t, 4, file)
    const res = await t.get(path)
    expect(res.status).toBe(502)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60')
    expect(await res.json()).toEqual({ error: { code, message } })
  })

  test('refuses a picture larger than MEDIA_FETCH_MAX_MB', async () => {
    const res = await t.get(await pictureOf(t, 5, '/large.png'))
    expect(res.status).toBe(502)
    const { error } = (await res.json()) as { error: { code: string } }
    expect(error.code).toBe('too-large')
  })

  test.each([
    ['/media/pictures/abc/0123456789abcdef/176', 'a non-numeric id'],
    ['/media/pictures/1/0123456789ABCDEF/176', 'an upper-case hash'],
    ['/media/pictures/1/0123/176', 'a short hash'],
    ['/media/pictures/1/0123456789abcdef/100', 'a size the proxy does not draw'],
  ])('answers 400 JSON to %s (%s)', async (path) => {
    const res = await t.get(path)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: { code: 'bad-address', message: 'Not a picture address of this server' },
    })
  })

  test('answers 404 to an unknown item, a stale hash and an item with a drawn picture', async () => {
    const path = await pictureOf(t, 6, '/photo-known.png')
    const stale = path.replace(/\/[0-9a-f]{16}\//, '/0000000000000000/')
    const drawn = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, ids[7] ?? 0))
    for (const unknown of [
      '/media/pictures/999999999/0123456789abcdef/176',
      stale,
      picturePath(drawn[0]?.id ?? 0, 'http://anything.example/p.png', 176),
    ]) {
      const res = await t.get(unknown)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({
        error: { code: 'unknown-picture', message: 'Unknown picture' },
      })
    }
    expect(host.hits.get('/photo-known.png')).toBeUndefined()
  })
})
