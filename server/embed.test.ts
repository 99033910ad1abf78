import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { UNREGISTERED_DEMO_CHANNEL } from './channels'
import { channels } from './db/schema'
import { readEmbedRequest } from './embed'
import { recentProducts } from './live'
import { type TestApp, testApp } from './testing'

let s: TestApp
beforeAll(async () => {
  s = await testApp()
})
afterAll(() => s.close())

const DEMO_HOSTS = 'http://127.0.0.1:8081'
const embed = (query: string) => s.app.request(`/embed?${query}`)
const csp = (res: Response) => res.headers.get('content-security-policy') ?? ''

describe('GET /embed', () => {
  test("without a view or theme, the channel's defaults apply; the page's own choice wins", async () => {
    await s.db
      .update(channels)
      .set({ defaultView: 'store', defaultTheme: 'dark' })
      .where(eq(channels.id, 'wedosport'))
    const origin = encodeURIComponent(DEMO_HOSTS)
    const plain = await (await embed(`channelId=wedosport&parentOrigin=${origin}`)).text()
    expect(plain).toContain('channel-id="wedosport" view="store" theme="dark"')
    const chosen = await (
      await embed(`channelId=wedosport&parentOrigin=${origin}&view=full&theme=light`)
    ).text()
    expect(chosen).toContain('channel-id="wedosport" view="full" theme="light"')
    expect((await embed(`channelId=wedosport&parentOrigin=${origin}&view=huge`)).status).toBe(400)
  })

  // Issue 17: the loader's word that the element has no time source; the frame reads it, and
  // the page then leaves out the bridge's preload (frame-preloads.test.ts).
  test('takes picture=none, and refuses any other picture', async () => {
    const origin = encodeURIComponent(DEMO_HOSTS)
    const res = await embed(`channelId=wildtv&parentOrigin=${origin}&picture=none`)
    expect(res.status).toBe(200)
    const read = (query: string) =>
      readEmbedRequest(s.depsWith(s.now), new URL(`http://localhost/embed?${query}`))
    expect(await read(`channelId=wildtv&parentOrigin=${origin}&picture=none`)).toMatchObject({
      noPicture: true,
    })
    expect(await read(`channelId=wildtv&parentOrigin=${origin}`)).toMatchObject({
      noPicture: false,
    })
    const refused = await embed(`channelId=wildtv&parentOrigin=${origin}&picture=later`)
    expect(await refused.text()).toContain('picture must be one of none')
  })

  test('for a registered origin: the widget inline, framable by that origin only', async () => {
    const res = await embed(`channelId=wildtv&parentOrigin=${encodeURIComponent(DEMO_HOSTS)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(csp(res)).toContain(`frame-ancestors ${DEMO_HOSTS};`)
    expect(csp(res)).toContain("script-src 'self'")
    expect(res.headers.get('x-frame-options')).toBeNull()
    const html = await res.text()
    expect(html).toContain(`<meta name="shoppable-tv-parent-origin" content="${DEMO_HOSTS}">`)
    expect(html).toContain(
      '<shoppable-tv channel-id="wildtv" view="full" theme="auto" mode="inline"></shoppable-tv>',
    )
    expect(html).toContain('<script type="module" src="/widget/0.0.9/shoppable-tv.js"></script>')
  })

  test('sends the channel’s first feed with the page, and the first cards’ pictures to fetch', async () => {
    const html = await (
      await embed(`channelId=wildtv&parentOrigin=${encodeURIComponent(DEMO_HOSTS)}`)
    ).text()
    const block = /<script type="application\/json" data-stv-feed="wildtv">(.*?)<\/script>/.exec(
      html,
    )
    const pool = await recentProducts(s.depsWith(s.now), 'wildtv', 50)
    expect(pool.length).toBeGreaterThan(10)
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(JSON.parse(JSON.stringify(pool)))
    // The feed shows the pool newest first: the newest two come first.
    const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)">/g)]
    expect(preloads.map((match) => match[1])).toEqual([pool[0]?.image, pool[1]?.image])
    // The account view shows no feed.
    const account = await (
      await embed(`channelId=wildtv&parentOrigin=${encodeURIComponent(DEMO_HOSTS)}&view=account`)
    ).text()
    expect(account).not.toContain('data-stv-feed')
  })

  test('passes a known view and theme on', async () => {
    const res = await embed(`channelId=kbs&parentOrigin=${DEMO_HOSTS}&view=store&theme=light`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('channel-id="kbs" view="store" theme="light"')
  })

  test('an origin not registered for the channel gets a refusal nobody can frame', async () => {
    for (const query of [
      'channelId=wildtv&parentOrigin=https://evil.example',
      'channelId=wildtv&parentOrigin=http://127.0.0.1:8082',
      'channelId=wildtv&parentOrigin=https://127.0.0.1:8081',
      `channelId=${UNREGISTERED_DEMO_CHANNEL}&parentOrigin=${DEMO_HOSTS}`,
    ]) {
      const res = await embed(query)
      expect(res.status, query).toBe(403)
      expect(csp(res), query).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      const html = await res.text()
      expect(html).toContain('is not registered for the channel')
      expect(html).not.toContain('<shoppable-tv')
    }
  })

  test('the seed registers our own origin for the unregistered demo channel', async () => {
    const res = await embed(
      `channelId=${UNREGISTERED_DEMO_CHANNEL}&parentOrigin=http://localhost:8080`,
    )
    expect(res.status).toBe(200)
  })

  test.each([
    ['', 400],
    ['parentOrigin=https://evil.example', 400],
    [`channelId=nope-channel&parentOrigin=${DEMO_HOSTS}`, 404],
    [`channelId=../admin&parentOrigin=${DEMO_HOSTS}`, 400],
    [`channelId=WILDTV&parentOrigin=${DEMO_HOSTS}`, 400],
    [`channelId=wildtv&channelId=kbs&parentOrigin=${DEMO_HOSTS}`, 400],
    ['channelId=wildtv', 400],
    ['channelId=wildtv&parentOrigin=', 400],
    [`channelId=wildtv&parentOrigin=${DEMO_HOSTS}/`, 400],
    [`channelId=wildtv&parentOrigin=${DEMO_HOSTS}/page`, 400],
    ['channelId=wildtv&parentOrigin=null', 400],
    ['channelId=wildtv&parentOrigin=javascript:alert(1)', 400],
    [`channelId=wildtv&parentOrigin=${encodeURIComponent(`${DEMO_HOSTS}; script-src *`)}`, 400],
    [`channelId=wildtv&parentOrigin=${DEMO_HOSTS}&parentOrigin=https://evil.example`, 400],
    [`channelId=wildtv&parentOrigin=${DEMO_HOSTS}&view=admin`, 400],
    [`channelId=wildtv&parentOrigin=${DEMO_HOSTS}&theme=%3Cscript%3E`, 400],
    [`channelId=wildtv&parentOrigin=${DEMO_HOSTS}&picture=soon`, 400],
    [`channelId=wildtv&parentOrigin=${DEMO_HOSTS}&picture=none&picture=none`, 400],
  ])('refuses ?%s with %i, unframable, its input shown only as text', async (query, status) => {
    const res = await embed(query)
    expect(res.status).toBe(status)
    expect(csp(res)).toContain("frame-ancestors 'none'")
    const html = await res.text()
    expect(html).not.toContain('<shoppable-tv')
    expect(html).not.toContain('<script')
  })
})
