import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type APIRequestContext, expect, test } from '@playwright/test'
import sharp from 'sharp'
import { merchantTsv } from '../../server/feeds/tsv-writer'
import { E2E } from './env'
import { signInToStudio } from './studio-steps'

// Issue 62, point 1: a broadcaster's feed whose pictures are on a plain-http host imported as
// accepted, and their own page's widget stayed empty (the frame's CSP, img-src 'self' data:
// https:, blocked every picture, and the widget drops a product whose picture fails). Now the
// server serves each feed picture through its own origin. Here one loopback server is both the
// retailer's http picture host and the broadcaster's site (the e2e server runs with
// FEED_FETCH_ALLOW_PRIVATE=1 and ORIGIN_VERIFY_ALLOW_PRIVATE=1, as loopback is all there is).

const run = Date.now().toString(36)
const TITLES = ['Kestrel Trail Stove', 'Kestrel Ridge Lantern', 'Kestrel Summit Kettle']
const pages = new Map<string, { type: string; body: Buffer | string }>()
const pictureHits: string[] = []
let server: Server
let origin: string

test.beforeAll(async () => {
  const photo = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#c84' },
  })
    .jpeg()
    .toBuffer()
  server = createServer((req, res) => {
    const path = req.url ?? '/'
    if (path.startsWith('/pictures/')) {
      pictureHits.push(path)
      res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo)
      return
    }
    const page = pages.get(path)
    res.writeHead(page ? 200 : 404, { 'Content-Type': page?.type ?? 'text/plain' })
    res.end(page?.body ?? 'Not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** The Studio API as the signed-in broadcaster. */
function studioApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` }
  return {
    async post<T>(path: string, data?: unknown, raw?: string): Promise<T> {
      const res = await request.post(`/api${path}`, {
        headers: raw === undefined ? headers : { ...headers, 'Content-Type': 'text/plain' },
        ...(raw === undefined ? { data } : { data: raw }),
      })
      expect(res.ok(), `${path}: ${await res.text()}`).toBe(true)
      return (await res.json()) as T
    },
    async get<T>(path: string): Promise<T> {
      const res = await request.get(`/api${path}`, { headers })
      expect(res.ok()).toBe(true)
      return (await res.json()) as T
    },
  }
}

test('a feed whose pictures are on an http loopback host shows its products in the broadcaster page’s widget', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signInToStudio(page, { name: 'Pia Pictures', email: `pia-${run}@example.com` })
  const token = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? ''
  const api = studioApi(request, token)
  const id = `pia-${run}`
  await api.post('/studio/channels', { id, name: `Pia Outdoors ${run}`, topic: 'Camping' })

  // The broadcaster's site, registered and verified with the token the Studio gives.
  const { origins } = await api.post<{ origins: { origin: string; token: string }[] }>(
    `/studio/channels/${id}/origins`,
    { origin },
  )
  const verification = origins.find((entry) => entry.origin === origin)?.token ?? ''
  pages.set('/.well-known/shoppable-tv.txt', { type: 'text/plain', body: verification })
  await api.post(`/studio/channels/${id}/origins/verify`, { origin })

  // A feed of three items, each picture on the http host, and one whose picture is not there.
  const item = (title: string, n: number) => ({
    id: `KES-${n}`,
    title,
    description: `${title}, for a night outdoors.`,
    link: `https://kestrel-${run}.example/p/${n}`,
    image_link: `${origin}/pictures/${n}.jpg`,
    price: `${49 + n}.00 USD`,
    availability: 'in_stock',
    brand: 'Kestrel',
  })
  const rows = [
    ...TITLES.map(item),
    { ...item('Kestrel Spare Mantle', 3), id: 'KES-GONE', image_link: `${origin}/gone/3.jpg` },
  ]
  const tsv = [...merchantTsv(Object.keys(rows[0] ?? {}), rows)].join('')
  const feed = await api.post<{ id: number }>(`/studio/channels/${id}/feeds`, {
    source: 'file',
    name: 'kestrel',
  })
  const job = await api.post<{ id: number }>(
    `/studio/channels/${id}/feeds/${feed.id}/imports?file=kestrel.tsv`,
    undefined,
    tsv,
  )
  await expect
    .poll(
      async () =>
        (
          await api.get<{ status: string }>(
            `/studio/channels/${id}/feeds/${feed.id}/imports/${job.id}`,
          )
        ).status,
      { timeout: 30_000 },
    )
    .toBe('done')
  // The import checked the pictures: the one that is not there is in its report, by row.
  const importPath = `/studio/channels/${id}/feeds/${feed.id}/imports/${job.id}`
  expect(await api.get<{ pictureFailures: number }>(importPath)).toMatchObject({
    imported: 4,
    rejected: 0,
    pictureFailures: 1,
  })
  const report = await api.get<{ rejects: { row: number; itemId: string; reason: string }[] }>(
    `${importPath}/rejects?offset=0`,
  )
  expect(report.rejects.map(({ row, itemId, reason }) => [row, itemId, reason])).toEqual([
    [5, 'KES-GONE', 'picture'],
  ])

  // What is on air names the three items.
  const { key } = await api.post<{ key: string }>(`/studio/channels/${id}/key`)
  const context = await request.post(`/api/channels/${id}/context`, {
    headers: { 'X-Channel-Key': key },
    data: { caption: 'Tonight by the fire: our Kestrel kit.', entities: TITLES },
  })
  expect(context.status()).toBe(201)

  // The page with the snippet the Studio gives.
  const snippet = await api.get<{ html: string }>(`/embed/snippet?channelId=${id}`)
  pages.set('/live.html', {
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Pia Outdoors</title></head><body><h1>Pia Outdoors, live</h1>\n${snippet.html}\n</body></html>`,
  })
  const blocked: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })
  await page.goto(`${origin}/live.html`)
  const frame = page.frameLocator('iframe')
  const cards = frame.locator('shoppable-tv h3.card-title')
  await expect(cards).toHaveCount(3, { timeout: 30_000 })
  expect((await cards.allTextContents()).sort()).toEqual([...TITLES].sort())

  // Every picture came through our origin, decoded, and no http picture was blocked.
  const pictures = frame.locator('shoppable-tv img.card-img')
  for (const src of await pictures.evaluateAll((imgs) =>
    imgs.map((img) => (img as HTMLImageElement).currentSrc),
  )) {
    expect(src.startsWith(`${E2E.siteOrigin}/api/media/pictures/`)).toBe(true)
  }
  expect(
    await pictures.evaluateAll((imgs) =>
      imgs.every((img) => (img as HTMLImageElement).naturalWidth === 176),
    ),
  ).toBe(true)
  expect(blocked).toEqual([])
  expect(pictureHits.length).toBeGreaterThanOrEqual(3)
})
