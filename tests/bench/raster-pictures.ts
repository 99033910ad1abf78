// The product pictures as another format would serve them (`BENCH_PICTURES` in host-cost.ts):
// what the widget's pictures cost the host page if the catalog's were raster images, as real
// Merchant Center feeds' are, instead of the demo catalog's SVG. Each picture the page asks for
// is answered from a cache filled before the measured loads: the server's SVG as it is, or
// that SVG drawn once by Chromium and encoded as WebP. Both formats go through the same
// interception, so only the bytes differ.
import type { Browser, BrowserContext, Page } from '@playwright/test'

export const PICTURE_FORMATS = ['served', 'svg', 'webp'] as const
export type PictureFormat = (typeof PICTURE_FORMATS)[number]

/** Not in the spec: WebP quality (about 4.5 kB a demo picture, against 0.84 kB of SVG). */
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
 * Answers the pictures of every context it is given in `format`, each made the first time it is
 * asked for (a warm-up load makes the first screen's before the measured loads; the demo
 * program's live matches bring new ones during a load: BENCH_LIVE=off avoids them). A picture
 * the server refuses is refused to the page too, so the widget drops its product as it would.
 */
export function pictureCache(browser: Browser, format: Exclude<PictureFormat, 'served'>) {
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
      // A failure is not kept: the next request asks the server again.
      made.catch(() => cache.delete(url))
    }
    return made
  }

  return {
    async serve(context: BrowserContext): Promise<void> {
      await context.route(PICTURE, async (route) => {
        const made = await picture(route.request().url()).catch((error: unknown) => {
          console.error('bench picture:', error)
          return null
        })
        if (!made) return route.abort('failed')
        const { contentType, body } = made
        await route.fulfill({
          status: 200,
          contentType,
          body,
          headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
        })
      })
    },
    /** How many pictures are kept, and their average bytes (the network side of the change). */
    async kept(): Promise<{ count: number; averageBytes: number }> {
      const bodies = await Promise.all(cache.values())
      const total = bodies.reduce((sum, p) => sum + p.body.length, 0)
      return { count: bodies.length, averageBytes: bodies.length ? total / bodies.length : 0 }
    },
    async close(): Promise<void> {
      if (drawing) await (await drawing).close()
    },
  }
}

/** Whether a request is for a product picture. */
export const isPicture = (url: string) => PICTURE.test(url)
