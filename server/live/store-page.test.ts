import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { channels, products } from '../db/schema'
import { type TestApp, testApp } from '../testing'

const dist = mkdtempSync(join(tmpdir(), 'stv-store-'))
const put = (path: string, body: string | Uint8Array) => {
  mkdirSync(dirname(join(dist, path)), { recursive: true })
  writeFileSync(join(dist, path), body)
}
// The prerender's store page: a generic canonical, the site's own JSON-LD, over 1 kB.
const storePage = `<!doctype html><html lang="en"><head><title>Live store</title>
<link rel="canonical" href="http://localhost:8080/app">
<script type="application/ld+json">{"@type":"WebSite"}</script>
</head><body>${'<p>The live store.</p>'.repeat(80)}</body></html>`
put('site/app/index.html', storePage)
// A build copy: never sent for a page the server added to.
put('site/app/index.html.br', brotliCompressSync(storePage))
put('site/home/index.html', '<!doctype html><html><head></head><body>Home</body></html>')
put('site/404.html', '<h1>Not found</h1>')

const publicOrigin = 'https://tv.example'
/** The site URL the prerender wrote into the page (a build may be made for another host). */
const prerendered = 'http://localhost:8080'
const wildtv = '/app?channelId=wildtv'
let t: TestApp

beforeAll(async () => {
  t = await testApp({ config: { publicOrigin, distDir: dist } })
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

type Listed = {
  '@type': string
  itemListElement: { position: number; item: { name: string; offers: { price: string } } }[]
}

const page = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers })

/** The ItemLists in a page's JSON-LD. */
function itemLists(html: string): Listed[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
  return scripts
    .map((m) => JSON.parse(m[1] ?? '') as Listed)
    .filter((data) => data['@type'] === 'ItemList')
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]

async function recentTitles(channelId: string): Promise<string[]> {
  const res = await t.get(`/product_search/recent_products/${channelId}/10`)
  return ((await res.json()) as { title: string }[]).map((p) => p.title)
}

/** The first item of a channel's live feed, as the API answers it. */
async function firstOf(channelId: string): Promise<{ id: number; title: string }> {
  const res = await t.get(`/product_search/recent_products/${channelId}/1`)
  const [first] = (await res.json()) as { id: number; title: string }[]
  if (!first) throw new Error(`${channelId} has nothing live`)
  return first
}

const START_MS = Date.parse('2026-05-01T10:00:00Z')

/** Sets the clock `seconds` after the test app's start. */
function later(seconds: number) {
  t.setNow(new Date(START_MS + seconds * 1000).toISOString())
}

describe('the store page’s structured data', () => {
  test('lists the channel’s live feed as recent_products answers it, in order', async () => {
    const res = await page(wildtv)
    expect(res.status).toBe(200)
    const html = await res.text()
    const [list, ...more] = itemLists(html)
    expect(more).toEqual([])
    const titles = await recentTitles('wildtv')
    expect(titles.length).toBeGreaterThan(0)
    expect(list?.itemListElement.map((e) => e.item.name)).toEqual(titles)
    expect(list?.itemListElement.map((e) => e.position)).toEqual(titles.map((_, i) => i + 1))
    // The site's own structured data stays.
    expect(html).toContain('{"@type":"WebSite"}')
  })

  test('names the channel in the canonical address, keeping the prerender’s site URL', async () => {
    const golf = '/app?channelId=golf-network'
    expect(canonicalOf(await (await page(golf)).text())).toBe(`${prerendered}${golf}`)
  })

  test('the default channel’s canonical address is plain /app, as the sitemap lists it', async () => {
    expect(canonicalOf(await (await page(wildtv)).text())).toBe(`${prerendered}/app`)
  })

  test('without a channelId, lists the channel the page opens by default', async () => {
    const html = await (await page('/app')).text()
    expect(canonicalOf(html)).toBe(`${prerendered}/app`)
    expect(itemLists(html)[0]?.itemListElement.map((e) => e.item.name)).toEqual(
      await recentTitles('wildtv'),
    )
  })

  test('an unknown, archived or malformed channel gets the page as built, with 200', async () => {
    await t.db
      .update(channels)
      .set({ archivedAt: new Date('2026-04-01T00:00:00Z') })
      .where(eq(channels.id, 'kbs'))
    for (const query of ['nope-tv', 'kbs', '%3Cscript%3E', 'WildTV']) {
      const res = await page(`/app?channelId=${query}`)
      expect(res.status, query).toBe(200)
      expect(await res.text(), query).toBe(storePage)
    }
  })

  test('other pages are never added to', async () => {
    const res = await page('/home?channelId=wildtv')
    expect(await res.text()).toBe('<!doctype html><html><head></head><body>Home</body></html>')
  })

  test('a title that would close the script is escaped and parses back whole', async () => {
    const hostile = '</script><script>alert(1)</script>'
    const first = await firstOf('justcooking')
    await t.db.update(products).set({ title: hostile }).where(eq(products.id, first.id))
    const html = await (await page('/app?channelId=justcooking')).text()
    expect(html).not.toContain('<script>alert(1)')
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length)
    expect(itemLists(html)[0]?.itemListElement[0]?.item.name).toBe(hostile)
  })

  test('is kept a few seconds per channel, then read again', async () => {
    const channel = 'wedosport'
    const first = await firstOf(channel)
    const path = `/app?channelId=${channel}`
    const before = itemLists(await (await page(path)).text())[0]?.itemListElement[0]?.item.name
    await t.db.update(products).set({ title: 'Renamed racket' }).where(eq(products.id, first.id))
    later(2)
    const cached = itemLists(await (await page(path)).text())[0]?.itemListElement[0]?.item.name
    expect(cached).toBe(before)
    later(6)
    const fresh = itemLists(await (await page(path)).text())[0]?.itemListElement[0]?.item.name
    expect(fresh).toBe('Renamed racket')
    later(0)
  })

  test('an inactive item leaves both the feed and the structured data', async () => {
    const channel = 'lionsgate'
    const first = await firstOf(channel)
    await t.db.update(products).set({ active: false }).where(eq(products.id, first.id))
    const titles = await recentTitles(channel)
    expect(titles).not.toContain(first.title)
    const html = await (await page(`/app?channelId=${channel}`)).text()
    expect(itemLists(html)[0]?.itemListElement.map((e) => e.item.name)).toEqual(titles)
  })
})

describe('sending the page with data', () => {
  test('compressed per request, never the build’s copy of the page without it', async () => {
    const res = await page(wildtv, { 'Accept-Encoding': 'br' })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toContain('Accept-Encoding')
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()
    expect(itemLists(html)).toHaveLength(1)
  })

  test('an ETag of its own, revalidated every time, and 304 while it holds', async () => {
    const plain = await page(wildtv)
    const etag = plain.headers.get('etag') ?? ''
    expect(etag).not.toBe((await page('/app?channelId=nope-tv')).headers.get('etag'))
    expect(plain.headers.get('cache-control')).toBe('no-cache')
    const again = await page(wildtv, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
  })

  test('a site page’s security headers, as the page without data has', async () => {
    const withData = await page(wildtv)
    const without = await page('/app?channelId=nope-tv')
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'permissions-policy',
      'x-content-type-options',
      'content-type',
    ]) {
      expect(withData.headers.get(name), name).not.toBeNull()
      expect(withData.headers.get(name), name).toBe(without.headers.get(name))
    }
  })
})
