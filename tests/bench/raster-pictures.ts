// The product pictures as another format would serve them (`BENCH_PICTURES` in host-cost.ts):
// what the widget's pictures cost the host page if the catalog's were raster images, as real
// Merchant Center feeds' are, instead of the demo catalog's SVG. Each picture the page asks for
// is answered from a cache filled before the measured loads: the server's SVG as it is, or
// that SVG drawn once by Chromium and encoded as WebP. Both formats go through the same
// interception, so only the bytes differ.
import type { Browser, BrowserContext, Page } from '@playwright/test'

export const PICTURE_FORMATS = ['served', 'svg', 'webp'] as const
export type PictureFormat = (typeof PICTURE_FORMATS)[number]

/** Not in the spec: WebP quality (4.2 kB a demo picture, against 0.5 kB of SVG gzipped). */
const WEBP_QUALITY = 80
const PICTURE = /\/api\/media\//

export function pictureFormat(value: string | undefined): PictureFormat {
  const format = value ?? 'served'
  const known = PICTURE_FORMATS.find((name) => name === format)
  if (!known) throw new Error(`BENCH_PICTURES=${format}: ${PICTURE_FORMATS.join(', ')}`)
  return known
}

type Picture = { contentType: string; body: Buffer }

/**
 * Answers the pictures of every context it is given in `format`. `warm(urls)` fills the cache
 * before the measured loads; a picture first asked for during a load is made then, on a page
 * of its own (the demo program's live matches bring new ones: BENCH_LIVE=off avoids them).
 */
export function rasterPictures(browser: Browser, format: Exclude<PictureFormat, 'served'>) {
  const cache = new Map<string, Promise<Picture>>()
  let drawing: Promise<Page> | null = null

  async function draw(svg: string): Promise<Buffer> {
    drawing ??= browser.newPage({ viewport: { width: 400, height: 400 } })
    const page = await drawing
    await page.setContent(`<body style="margin:0">${svg}</body>`)
    const size = await page.evaluate(() => {
      const box = document.querySelector('svg')?.getBoundingClientRect()
      return { width: Math.round(box?.width ?? 400), height: Math.round(box?.height ?? 400) }
    })
    const cdp = await page.context().newCDPSession(page)
    try {
      const { data } = await cdp.send('Page.captureScreenshot', {
        format: 'webp',
        quality: WEBP_QUALITY,
        clip: { x: 0, y: 0, ...size, scale: 1 },
      })
      return Buffer.from(data, 'base64')
    } finally {
      await cdp.detach()
    }
  }

  async function make(url: string): Promise<Picture> {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    const svg = await response.text()
    if (format === 'svg') return { contentType: 'image/svg+xml', body: Buffer.from(svg) }
    return { contentType: 'image/webp', body: await draw(svg) }
  }

  const picture = (url: string) => {
    let made = cache.get(url)
    if (!made) {
      made = make(url)
      cache.set(url, made)
    }
    return made
  }

  return {
    /** Makes each of these pictures now, so the measured loads only read the cache. */
    async warm(urls: Iterable<string>): Promise<void> {
      await Promise.all([...new Set(urls)].map(picture))
    },
    async serve(context: BrowserContext): Promise<void> {
      await context.route(PICTURE, async (route) => {
        const { contentType, body } = await picture(route.request().url())
        await route.fulfill({
          status: 200,
          contentType,
          body,
          headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
        })
      })
    },
    /** Bytes of the cached pictures (the cost on the network side of the change). */
    averageBytes: async () => {
      const bodies = await Promise.all(cache.values())
      return bodies.length ? bodies.reduce((sum, p) => sum + p.body.length, 0) / bodies.length : 0
    },
    async close(): Promise<void> {
      if (drawing) await (await drawing).close()
    },
  }
}

/** Whether a request is for a product picture. */
export const isPicture = (url: string) => PICTURE.test(url)
