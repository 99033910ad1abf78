// A loopback "retailer CDN" for tests: plain http pictures, a few broken answers, and a count
// of the requests each path received.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

/** A PNG of a flat colour, `width`×`height`. */
export function pngOf(width: number, height: number, colour = '#2a6') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

export type PictureHost = {
  origin: string
  /** Requests received per path. */
  hits: Map<string, number>
  close(): Promise<void>
}

/**
 * Serves `/photo-{n}.png` (a 400×300 photo, n any word), `/tiny.png` (8×8), `/large.png` (about 270 kB), `/page.html`
 * (HTML, not a picture), `/lost.png` (404) and `/gone.png` (redirects to `no-image.png`).
 */
export async function startPictureHost(): Promise<PictureHost> {
  const photo = await pngOf(400, 300)
  const tiny = await pngOf(8, 8)
  // Noise does not compress: about 270 kB, past the tests' 64 kB limit.
  const large = await sharp(
    Buffer.alloc(300 * 300 * 3).map((_, i) => (i * 7919) % 251),
    {
      raw: { width: 300, height: 300, channels: 3 },
    },
  )
    .png({ compressionLevel: 0 })
    .toBuffer()
  const hits = new Map<string, number>()
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    hits.set(path, (hits.get(path) ?? 0) + 1)
    const send = (type: string, body: Buffer | string) => {
      response.writeHead(200, { 'Content-Type': type }).end(body)
    }
    if (/^\/photo-[\w-]+\.png$/.test(path) || path === '/no-image.png') send('image/png', photo)
    else if (path === '/tiny.png') send('image/png', tiny)
    else if (path === '/large.png') send('image/png', large)
    else if (path === '/page.html') send('text/html', '<!doctype html><p>Not a picture</p>')
    else if (path === '/gone.png') response.writeHead(302, { Location: '/no-image.png' }).end()
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
