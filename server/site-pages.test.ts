import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { Product } from '../shared/api/types'
import { channels, products } from './db/schema'
import { widgetChannelOf } from './site-pages'
import { type TestApp, testApp } from './testing'

const dist = mkdtempSync(join(tmpdir(), 'stv-site-pages-'))
const put = (path: string, body: string) => {
  mkdirSync(dirname(join(dist, path)), { recursive: true })
  writeFileSync(join(dist, path), body)
}
const built = (name: string) =>
  `<!doctype html><html lang="en"><head><title>${name}</title></head><body><main>${name}</main></body></html>`
/** /app as built: the default channel's widget (site/pages/AppPage.tsx). */
const APP_BUILT = built('Live store').replace(
  '</main>',
  '<shoppable-tv channel-id="wildtv" view="full" theme="dark"></shoppable-tv></main>',
)
put('site/app/index.html', APP_BUILT)
put('site/demo/wildtv/index.html', built('Wild TV'))
for (const id of ['kbs', 'wedosport', 'justcooking']) put(`site/demo/${id}/index.html`, built(id))
put('site/demo/index.html', built('Demo channels'))
put('site/home/index.html', built('Home'))
put('site/404.html', '<h1>Not found</h1>')

let t: TestApp
beforeAll(async () => {
  t = await testApp({ config: { distDir: dist } })
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

const html = async (path: string) => (await t.app.request(path)).text()

/** The first feed a page carries for a channel, parsed; undefined when it has none. */
function feedIn(page: string, channelId: string): Product[] | undefined {
  const block = new RegExp(
    `<script type="application/json" data-stv-feed="${channelId}">(.*?)</script>`,
    's',
  ).exec(page)
  return block ? (JSON.parse(block[1] ?? '') as Product[]) : undefined
}

const preloadsIn = (page: string) =>
  [...page.matchAll(/<link rel="preload" as="image" href="([^"]*)">/g)].map((m) => m[1])

async function pool(channelId: string): Promise<Product[]> {
  return (await t.get(`/product_search/recent_products/${channelId}/50`)).json() as Promise<
    Product[]
  >
}

describe('widgetChannelOf', () => {
  const url = (query = '') => new URL(`http://localhost:8080/x${query}`)
  test('/app: its channelId, else the default; /demo/{id}: its id', () => {
    expect(widgetChannelOf('/app', url('?channelId=kbs'))).toBe('kbs')
    expect(widgetChannelOf('/app', url())).toBe('wildtv')
    expect(widgetChannelOf('/demo/kbs', url())).toBe('kbs')
  })
  test('pages without the widget, and values that are no channel id, have none', () => {
    expect(widgetChannelOf('/app', url('?channelId=..%2Fx'))).toBeNull()
    expect(widgetChannelOf('/demo/KBS', url())).toBeNull()
    expect(widgetChannelOf('/demo', url())).toBeNull()
    expect(widgetChannelOf('/demo/kbs/more', url())).toBeNull()
    expect(widgetChannelOf('/home', url('?channelId=kbs'))).toBeNull()
  })
})

describe('the first feed in the site’s widget pages', () => {
  test('/app carries what recent_products/{id}/50 answers, and preloads the first cards’ pictures', async () => {
    const page = await html('/app?channelId=wildtv')
    const expected = await pool('wildtv')
    expect(expected.length).toBeGreaterThan(10)
    expect(feedIn(page, 'wildtv')).toEqual(expected)
    // The feed shows the pool newest first: the newest two come first.
    expect(preloadsIn(page)).toEqual([expected[0]?.image, expected[1]?.image])
    // In the head, so the browser fetches the pictures beside the page's scripts.
    expect(page.indexOf('data-stv-feed')).toBeLessThan(page.indexOf('</head>'))
  })

  test('/app without a channelId carries the default channel’s; /demo/{id} its own', async () => {
    expect(feedIn(await html('/app'), 'wildtv')).toEqual(await pool('wildtv'))
    const demo = await html('/demo/kbs')
    expect(feedIn(demo, 'kbs')).toEqual(await pool('kbs'))
    expect(feedIn(demo, 'wildtv')).toBeUndefined()
  })

  test("/app's widget starts on the channel the query asks for, beside that channel's feed", async () => {
    const page = await html('/app?channelId=kbs&src=qr')
    expect(page.match(/<shoppable-tv [^>]*>/g)).toEqual([
      '<shoppable-tv channel-id="kbs" view="full" theme="dark">',
    ])
    expect(feedIn(page, 'kbs')).toEqual(await pool('kbs'))
    // As built for the default channel, asked for or not.
    for (const path of ['/app', '/app?channelId=wildtv']) {
      expect(await html(path), path).toContain('<shoppable-tv channel-id="wildtv" ')
    }
  })

  test('pages without the widget carry none', async () => {
    for (const path of ['/demo', '/home', '/home?channelId=wildtv']) {
      expect(await html(path), path).not.toContain('data-stv-feed')
    }
  })

  test('an unknown, archived or malformed channel gets the page as built, and nothing is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await t.db
      .update(channels)
      .set({ archivedAt: new Date('2026-04-01T00:00:00Z') })
      .where(eq(channels.id, 'lionsgate'))
    // The widget is given a channel id the query names (as the page's first render gives
    // it); a value that is no channel id leaves the default.
    for (const query of ['nope-tv', 'lionsgate', '%3Cscript%3E']) {
      const res = await t.app.request(`/app?channelId=${query}`)
      expect(res.status, query).toBe(200)
      const widget = query.startsWith('%') ? 'wildtv' : query
      expect(await res.text(), query).toBe(
        APP_BUILT.replace('channel-id="wildtv"', `channel-id="${widget}"`),
      )
    }
    expect(logged).not.toHaveBeenCalled()
    logged.mockRestore()
  })

  test('a change to the feed reaches the page at once, as it reaches the API', async () => {
    const [first] = await pool('wedosport')
    if (!first) throw new Error('wedosport has nothing live')
    expect(feedIn(await html('/demo/wedosport'), 'wedosport')?.[0]?.title).toBe(first.title)
    await t.db
      .update(products)
      .set({ active: false })
      .where(eq(products.id, Number(first.id)))
    t.depsWith(t.now).live.feedChanged('wedosport')
    await vi.waitFor(async () => {
      expect(feedIn(await html('/demo/wedosport'), 'wedosport')?.[0]?.id).not.toBe(first.id)
    })
    expect(feedIn(await html('/demo/wedosport'), 'wedosport')).toEqual(await pool('wedosport'))
  })

  test('a title that would end the block stays data', async () => {
    const hostile = '</script><script>alert(1)</script>'
    const [first] = await pool('justcooking')
    if (!first) throw new Error('justcooking has nothing live')
    await t.db
      .update(products)
      .set({ title: hostile })
      .where(eq(products.id, Number(first.id)))
    t.depsWith(t.now).live.feedChanged('justcooking')
    await vi.waitFor(async () => {
      expect(feedIn(await html('/demo/justcooking'), 'justcooking')?.[0]?.title).toBe(hostile)
    })
    const page = await html('/demo/justcooking')
    expect(page).not.toContain('<script>alert(1)')
  })
})
