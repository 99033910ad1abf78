import { expect, type Page, test } from '@playwright/test'
import { COMPILE_ALL_HINT } from '../../scripts/compile-hints'
import { WIDGET_MODULE_PATH } from '../../shared/constants'
import { PAGE_PATHS, PRERENDER_ORIGIN, REDIRECTS } from '../../shared/routes'
import { seoFor } from '../../site/head/seo'
import { headTags } from '../../site/head/tags'
import { EMBEDDING_SERVERS } from '../../site/pages/EmbeddingServers'
import { E2E } from './env'
import { type HeadSnapshot, hydrated, liveHead, serverHead, skipOnboarding } from './site'

/** The server's PUBLIC_ORIGIN, which is not the one the build prerendered for. */
const SITE = E2E.siteOrigin

/** One row of spec §2's table: what the server answers and where the browser ends up. */
type RouteCase = {
  path: string
  status: 200 | 301 | 404
  /** The page the server's redirects end on. */
  served: string
  /** Where the browser is after hydration (client redirects included); null: not ours to say. */
  settled: string | null
}

const SIGN_IN_CALLBACKS = ['/oauth2callback', '/app/oauth2callback']

const CASES: RouteCase[] = [
  ...PAGE_PATHS.map((path) => ({
    path,
    status: 200 as const,
    served: path,
    // The callbacks belong to the sign-in flow (sign-in.spec.ts); /intravel-redirect sends
    // the browser on to its edition's store (Playwright's locale is en-US).
    settled: SIGN_IN_CALLBACKS.includes(path)
      ? null
      : path === '/intravel-redirect'
        ? '/app?channelId=intravel-us'
        : path,
  })),
  ...Object.entries(REDIRECTS).map(([from, to]) => ({
    path: from,
    status: 301 as const,
    served: to,
    settled: to,
  })),
  { path: '/no-such-page', status: 404, served: '/no-such-page', settled: '/no-such-page' },
]

/** Checks a head against the SEO table entry of the page at `pathname`. */
function expectHeadOf(head: HeadSnapshot, pathname: string) {
  const expected = headTags(seoFor(pathname), SITE)
  expect(head.title).toBe(expected.title)
  expect(head.canonical).toBe(expected.canonical)
  const robots = expected.meta.find((tag) => tag.key === 'robots')
  expect(head.robots).toBe(robots?.content ?? null)
  expect(head.meta.description).toBe(seoFor(pathname).description)
  expect(head.meta['og:title']).toBe(expected.title)
  expect(head.meta['og:url'] ?? null).toBe(expected.canonical)
  expect(head.meta['og:image']).toBe(`${SITE}/social-card.png`)
  expect(head.meta['twitter:card']).toBe('summary_large_image')
  const all = head.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>)
  // The phone store as the server sends it also lists the channel's live products
  // (server/live/store-page.ts); a page reached by client navigation has none.
  const products = all.filter((item) => item['@type'] === 'ItemList')
  expect(products.length).toBeLessThanOrEqual(pathname === '/app' ? 1 : 0)
  const data = all.filter((item) => item['@type'] !== 'ItemList')
  expect(data).toEqual([
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      url: `${SITE}/`,
    }),
    expect.objectContaining({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      url: `${SITE}/`,
    }),
  ])
}

async function settledPath(page: Page, expected: string | null): Promise<string> {
  if (expected) await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === expected)
  return new URL(page.url()).pathname
}

for (const route of CASES) {
  test(`${route.path}: ${route.status}, head in the server's HTML and after hydration`, async ({
    page,
    context,
    request,
  }) => {
    // What the server sends, before any script runs.
    const first = await request.get(route.path, { maxRedirects: 0 })
    expect(first.status()).toBe(route.status)
    if (route.status === 301) expect(first.headers().location).toBe(route.served)
    const served = await request.get(route.path)
    expect(served.status()).toBe(route.status === 404 ? 404 : 200)
    expect(new URL(served.url()).pathname).toBe(route.served)
    const servedHead = await serverHead(page, await served.text())
    expectHeadOf(servedHead, route.served)
    if (route.served === '/app') {
      expect(servedHead.jsonLd.filter((text) => text.includes('"ItemList"'))).toHaveLength(1)
    }

    // What the browser shows once the page is hydrated.
    await skipOnboarding(context)
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(route.status === 404 ? 404 : 200)
    await hydrated(page)
    expectHeadOf(await liveHead(page), await settledPath(page, route.settled))
  })
}

test("on another port than the build's, no page, sitemap or robots.txt names another origin", async ({
  request,
}) => {
  expect(SITE).not.toBe(PRERENDER_ORIGIN)
  const loopback = /https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?/g
  const ours: string[] = [E2E.siteOrigin, E2E.demoHostsOrigin]
  // /docs names an operator's own model servers on loopback as examples: not our origin.
  const modelServers = EMBEDDING_SERVERS.flatMap((server) =>
    server.env.filter(([name]) => name === 'EMBEDDINGS_URL').map(([, url]) => url),
  )
  for (const path of [...PAGE_PATHS, '/no-such-page', '/sitemap.xml', '/robots.txt']) {
    const text = await (await request.get(path)).text()
    const allowed = path === '/docs' ? [...ours, ...modelServers] : ours
    const others = [...new Set(text.match(loopback))].filter((origin) => !allowed.includes(origin))
    expect(others, path).toEqual([])
  }
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${SITE}/home</loc>`)
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`)
})

test('the version badge shows package.json’s version', async ({ page }) => {
  const { version } = (await import('../../package.json', { with: { type: 'json' } })).default
  await page.goto('/home')
  await expect(page.getByTitle('Build version')).toHaveText(`v${version}`)
})

test('client navigation keeps the head in step, and a FAQ link opens its question', async ({
  page,
  context,
}) => {
  await skipOnboarding(context)
  await page.goto('/privacy')
  await hydrated(page)
  await page.getByRole('navigation', { name: 'Product' }).getByRole('link', { name: 'FAQ' }).click()
  await expect(page).toHaveURL(/\/home#faq$/)
  // The head follows the route's render, a moment after the URL (slower on a busy machine).
  await expect(page).toHaveTitle(headTags(seoFor('/home'), SITE).title)
  expectHeadOf(await liveHead(page), '/home')
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport()

  await page.goto('/home#faq-buy')
  await hydrated(page)
  await expect(page.getByText('Its link takes you to the retailer')).toBeVisible()
})

test("a page's own scripts are asked for at low priority; the widget's script and the lead picture are not", async ({
  request,
}) => {
  /** The opening tags of a page's head that match `pattern`. */
  const headTags = async (path: string, pattern: RegExp) => {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    return [...head.matchAll(pattern)].map(([tag]) => tag)
  }
  // On /demo/{id} they are asked for only after the widget's (first-card-chain.spec.ts).
  const siteScripts = await headTags(
    '/home',
    /<script type="module"[^>]*\/assets\/[^>]*>|<link rel="modulepreload"[^>]*>/g,
  )
  expect(siteScripts.length).toBeGreaterThan(1)
  for (const tag of siteScripts) expect(tag).toContain('fetchpriority="low"')
  const demoScripts = await headTags('/demo/wildtv', /<script[^>]*>/g)
  const widget = demoScripts.find((tag) => tag.includes(`"${WIDGET_MODULE_PATH}"`))
  expect(widget).toBeDefined()
  expect(widget).not.toContain('fetchpriority')
  const [poster] = await headTags('/demo/wildtv', /<link rel="preload" as="image"[^>]*>/g)
  expect(poster).toContain('fetchpriority="high"')
})

test("the widget's module asks V8 to compile it whole as it streams in; its lazy chunks do not", async ({
  request,
}) => {
  const widget = await (await request.get(WIDGET_MODULE_PATH)).text()
  expect(widget.startsWith(`${COMPILE_ALL_HINT}\n`)).toBe(true)
  const lazy = widget.match(/import\([`"']\.\/(chunks\/[\w-]+\.js)[`"']\)/)?.[1]
  expect(lazy).toBeDefined()
  const chunk = await (
    await request.get(new URL(lazy ?? '', `http://x${WIDGET_MODULE_PATH}`).pathname)
  ).text()
  expect(chunk).not.toContain(COMPILE_ALL_HINT)
})
