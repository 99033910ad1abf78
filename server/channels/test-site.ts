import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What one path of a test site answers. */
export type TestPage = {
  body: string
  status?: number
  type?: string
  headers?: Record<string, string>
}

/**
 * A broadcaster's site for verification tests, on a loopback port of its own: each path
 * answers what `serve` set (404 otherwise), and `requests` lists the paths asked for.
 */
export async function testSite() {
  const pages = new Map<string, TestPage>()
  const requests: string[] = []
  const server = createServer((req, res) => {
    requests.push(req.url ?? '')
    const page = pages.get(req.url ?? '')
    res.writeHead(page?.status ?? (page ? 200 : 404), {
      'Content-Type': page?.type ?? 'text/plain; charset=utf-8',
      ...page?.headers,
    })
    res.end(page?.body ?? 'Not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** Makes `path` answer `page`. */
    serve(path: string, page: TestPage) {
      pages.set(path, page)
    },
    /** Forgets every page and request. */
    clear() {
      pages.clear()
      requests.length = 0
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export type TestSite = Awaited<ReturnType<typeof testSite>>
