import { getEventListeners } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { ResolvedAddress } from './fetch-target'
import {
  type FetchedBody,
  FetchRefused,
  fetchSafely,
  fetchVia,
  type Resolver,
  type SafeFetchOptions,
} from './safe-fetch'

const servers: Server[] = []

afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((done) => {
          server.closeAllConnections()
          server.close(done)
        }),
    ),
  )
})

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/** A loopback HTTP server; `requests` lists every request it received. */
async function serve(handler: Handler) {
  const requests: IncomingMessage[] = []
  const server = createServer((request, response) => {
    requests.push(request)
    handler(request, response)
  })
  servers.push(server)
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return { port, requests, url: (path: string) => `http://feeds.example:${port}${path}` }
}

/** A resolver from a table; unknown names fail as DNS does. Records what it was asked. */
function fakeResolver(table: Record<string, string[]>) {
  const asked: string[] = []
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname)
    const addresses = table[hostname]
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }
  return { resolve, asked }
}

const local = fakeResolver({ 'feeds.example': ['127.0.0.1'] })

function options(overrides: Partial<SafeFetchOptions> = {}): SafeFetchOptions {
  return { allowPrivate: false, maxBytes: 1024, timeoutMs: 5_000, maxRedirects: 3, ...overrides }
}

const loopback = (overrides: Partial<SafeFetchOptions> = {}) =>
  options({ allowPrivate: true, resolve: local.resolve, ...overrides })

async function refusal(work: Promise<unknown>): Promise<FetchRefused> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(FetchRefused)
  return error as FetchRefused
}

async function readAll(fetched: FetchedBody): Promise<string> {
  const chunks: Uint8Array[] = []
  for await (const chunk of fetched.body) chunks.push(chunk)
  return Buffer.concat(chunks).toString()
}

describe('refused before anything is sent', () => {
  test.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['192.168.0.10', 'private'],
    ['169.254.169.254', 'cloud metadata'],
    ['fe80::1', 'link-local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ])('a name that resolves to %s (%s)', async (address) => {
    const { resolve } = fakeResolver({ 'feeds.example': [address] })
    const refused = await refusal(
      fetchSafely('http://feeds.example/feed.xml', options({ resolve })),
    )
    expect(refused.reason).toBe('private-address')
    expect(refused.message).toBe(
      `The feed URL points to a private or local network address (feeds.example is ${address}); only public addresses are fetched.`,
    )
  })

  test.each([
    ['http://127.0.0.1/feed', '127.0.0.1'],
    ['http://[::1]:8080/feed', '::1'],
    ['http://[::ffff:127.0.0.1]/feed', '::ffff:7f00:1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://2130706433/feed', '127.0.0.1'],
    ['http://0x7f.1/feed', '127.0.0.1'],
    ['https://[fd00::1]/feed', 'fd00::1'],
  ])('a literal address: %s', async (url, address) => {
    const { resolve, asked } = fakeResolver({})
    const refused = await refusal(fetchSafely(url, options({ resolve })))
    expect(refused.reason).toBe('private-address')
    expect(refused.message).toContain(`(${address})`)
    expect(asked).toEqual([])
  })

  test('a name with one public and one private address', async () => {
    const { resolve } = fakeResolver({ 'feeds.example': ['93.184.216.34', '10.0.0.5'] })
    const refused = await refusal(fetchSafely('https://feeds.example/', options({ resolve })))
    expect(refused.reason).toBe('private-address')
    expect(refused.message).toContain('10.0.0.5')
  })

  test.each([
    ['file:///etc/passwd', 'file:'],
    ['ftp://feeds.example/feed.txt', 'ftp:'],
    ['gopher://feeds.example/', 'gopher:'],
    ['javascript:alert(1)', 'javascript:'],
  ])('another scheme: %s', async (url, protocol) => {
    const refused = await refusal(fetchSafely(url, options({ resolve: local.resolve })))
    expect(refused.reason).toBe('scheme')
    expect(refused.message).toBe(
      `The feed URL must start with http:// or https:// (it starts with ${protocol}).`,
    )
  })

  test.each([
    ['http://user:secret@feeds.example/feed', 'must not contain a user name or password'],
    ['http://user@feeds.example/feed', 'must not contain a user name or password'],
    ['feeds.example/feed.xml', 'is not a valid web address'],
    ['http://', 'is not a valid web address'],
  ])('a URL that is not accepted: %s', async (url, why) => {
    const refused = await refusal(fetchSafely(url, loopback()))
    expect(refused.reason).toBe('bad-url')
    expect(refused.message).toBe(`The feed URL ${why}.`)
  })

  test('a name DNS does not know', async () => {
    const refused = await refusal(fetchSafely('http://nowhere.example/', loopback()))
    expect(refused.reason).toBe('dns')
    expect(refused.message).toBe("The feed's host name nowhere.example could not be found.")
  })

  test('a name DNS answers with no address', async () => {
    const resolve: Resolver = async () => []
    const refused = await refusal(fetchSafely('http://feeds.example/', loopback({ resolve })))
    expect(refused.reason).toBe('dns')
  })
})

describe('fetching', () => {
  test('with allowPrivate, a loopback feed is fetched by name and by address', async () => {
    const server = await serve((_, response) => response.end('<rss/>'))
    const byName = await fetchSafely(server.url('/feed.xml'), loopback())
    expect(byName).toMatchObject({ status: 200, finalUrl: server.url('/feed.xml') })
    expect(await readAll(byName)).toBe('<rss/>')
    const byAddress = await fetchSafely(`http://127.0.0.1:${server.port}/feed.xml`, loopback())
    expect(await readAll(byAddress)).toBe('<rss/>')
  })

  test('connects to the checked address: one lookup, the Host header is the name', async () => {
    const server = await serve((_, response) => response.end('ok'))
    const { resolve, asked } = fakeResolver({ 'feeds.example': ['127.0.0.1'] })
    await readAll(await fetchSafely(server.url('/'), loopback({ resolve })))
    expect(asked).toEqual(['feeds.example'])
    expect(server.requests[0]?.headers.host).toBe(`feeds.example:${server.port}`)
  })

  test('sends a User-Agent and the caller headers; gives the validators back', async () => {
    const server = await serve((request, response) => {
      if (request.headers['if-none-match'] === '"v1"') response.writeHead(304).end()
      else
        response
          .writeHead(200, { ETag: '"v1"', 'Last-Modified': 'Tue, 24 Nov 2026 06:00:00 GMT' })
          .end('x')
    })
    const first = await fetchSafely(server.url('/'), loopback())
    expect(first).toMatchObject({
      status: 200,
      etag: '"v1"',
      lastModified: 'Tue, 24 Nov 2026 06:00:00 GMT',
    })
    await readAll(first)
    const again = await fetchSafely(
      server.url('/'),
      loopback({
        headers: { 'If-None-Match': '"v1"', host: 'admin.internal', 'accept-encoding': 'zstd' },
      }),
    )
    expect(again.status).toBe(304)
    expect(await readAll(again)).toBe('')
    expect(server.requests[0]?.headers['user-agent']).toMatch(/^ShoppableTV-FeedFetcher\//)
    expect(server.requests[0]?.headers['accept-encoding']).toBe('gzip')
    // The caller's validator went; its Host and Accept-Encoding did not (those are the fetcher's).
    expect(server.requests[1]?.headers).toMatchObject({
      'if-none-match': '"v1"',
      host: `feeds.example:${server.port}`,
      'accept-encoding': 'gzip',
    })
  })

  test('a 304 the caller did not ask for (no validator sent) is refused', async () => {
    const server = await serve((_, response) => response.writeHead(304).end())
    expect(await refusal(fetchSafely(server.url('/'), loopback()))).toMatchObject({
      reason: 'status',
      status: 304,
    })
  })

  test('an answer other than 2xx is refused with its status', async () => {
    const server = await serve((_, response) => response.writeHead(404).end('no'))
    const refused = await refusal(fetchSafely(server.url('/gone'), loopback()))
    expect(refused).toMatchObject({ reason: 'status', status: 404 })
    expect(refused.message).toBe("The feed's server answered 404 (Not Found) instead of the feed.")
  })

  test('a server that is not there is a network refusal', async () => {
    const server = await serve(() => {})
    const port = server.port
    await new Promise((done) => servers.splice(0)[0]?.close(done))
    const refused = await refusal(fetchSafely(`http://127.0.0.1:${port}/`, loopback()))
    expect(refused.reason).toBe('network')
    expect(refused.message).toBe("The feed's server refused the connection (ECONNREFUSED).")
  })
})

describe('redirects', () => {
  /** /hop/N redirects to /hop/N-1 (a relative Location); /hop/0 is the feed. */
  const chain = () =>
    serve((request, response) => {
      const left = Number(request.url?.split('/').pop())
      if (left === 0) response.end('feed')
      else response.writeHead(302, { Location: `${left - 1}` }).end()
    })

  test('follows maxRedirects of them, relative ones included', async () => {
    const server = await chain()
    const fetched = await fetchSafely(server.url('/hop/3'), loopback({ maxRedirects: 3 }))
    expect(fetched.finalUrl).toBe(server.url('/hop/0'))
    expect(await readAll(fetched)).toBe('feed')
    expect(server.requests).toHaveLength(4)
  })

  test('refuses one more than maxRedirects', async () => {
    const server = await chain()
    const refused = await refusal(fetchSafely(server.url('/hop/4'), loopback({ maxRedirects: 3 })))
    expect(refused.reason).toBe('too-many-redirects')
    expect(refused.message).toBe(
      "The feed URL redirects more than 3 times; give the feed's final address.",
    )
    expect(server.requests).toHaveLength(4)
  })

  test('a redirect without a Location is a status refusal', async () => {
    const server = await serve((_, response) => response.writeHead(301).end())
    expect(await refusal(fetchSafely(server.url('/'), loopback()))).toMatchObject({
      reason: 'status',
      status: 301,
    })
  })

  // The first hop must pass the address check (so its address looks public to the resolver)
  // yet reach a loopback server: fetchVia connects 93.184.216.34 to 127.0.0.1. What these prove
  // is that each redirect target is checked from the start; the first hop's connection itself
  // is covered by the tests above.
  const publicName = fakeResolver({
    'feeds.example': ['93.184.216.34'],
    'internal.example': ['10.0.0.7'],
  })
  const toLoopback = (checked: ResolvedAddress): ResolvedAddress =>
    checked.address === '93.184.216.34' ? { address: '127.0.0.1', family: 4 } : checked

  test.each([
    ['http://127.0.0.1:PORT/feed', 'private-address'],
    ['http://[::1]:PORT/feed', 'private-address'],
    ['http://169.254.169.254/latest/meta-data/', 'private-address'],
    ['http://internal.example/feed', 'private-address'],
    ['file:///etc/passwd', 'scheme'],
    ['http://unknown.example/feed', 'dns'],
  ])('a redirect to %s is checked again and refused', async (location, reason) => {
    const server = await serve((_, response) =>
      response.writeHead(302, { Location: location.replace('PORT', String(server.port)) }).end(),
    )
    const fetching = fetchVia(
      server.url('/feed'),
      options({ resolve: publicName.resolve }),
      toLoopback,
    )
    expect((await refusal(fetching)).reason).toBe(reason)
    expect(server.requests).toHaveLength(1)
  })
})

describe('size', () => {
  test('a declared length over maxBytes is refused before the body is read', async () => {
    const server = await serve((_, response) => {
      response.writeHead(200, { 'Content-Length': 2048 })
      response.write('x'.repeat(100))
    })
    const refused = await refusal(fetchSafely(server.url('/'), loopback({ maxBytes: 1024 })))
    expect(refused.reason).toBe('too-large')
    expect(refused.message).toBe('The feed is larger than the limit of 1 KB.')
  })

  test('an undeclared length stops once the body passes maxBytes', async () => {
    const server = await serve((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' })
      // Left open: only the fetcher stopping closes the connection.
      for (let i = 0; i < 10; i++) response.write('y'.repeat(500))
    })
    const fetched = await fetchSafely(server.url('/'), loopback({ maxBytes: 1024 }))
    expect(fetched.contentLength).toBeNull()
    const socket = server.requests[0]?.socket
    const closed = new Promise((done) => socket?.once('close', done))
    let given = 0
    const reading = (async () => {
      for await (const chunk of fetched.body) given += chunk.byteLength
    })()
    expect((await refusal(reading)).reason).toBe('too-large')
    expect(given).toBeLessThanOrEqual(1024)
    await closed
  })

  test('a body of exactly maxBytes is read whole', async () => {
    const server = await serve((_, response) => response.end('z'.repeat(1024)))
    const fetched = await fetchSafely(server.url('/'), loopback({ maxBytes: 1024 }))
    expect(fetched.contentLength).toBe(1024)
    expect(await readAll(fetched)).toHaveLength(1024)
  })

  test('a gzip feed is decompressed', async () => {
    const server = await serve((_, response) => {
      response.writeHead(200, { 'Content-Encoding': 'gzip' }).end(gzipSync('id\ttitle\n1\tLamp\n'))
    })
    const fetched = await fetchSafely(server.url('/'), loopback())
    expect(fetched.contentLength).toBeNull()
    expect(await readAll(fetched)).toBe('id\ttitle\n1\tLamp\n')
  })

  test('a brotli feed is decompressed too (some servers send it unasked)', async () => {
    const server = await serve((_, response) => {
      response.writeHead(200, { 'Content-Encoding': 'br' }).end(brotliCompressSync('<feed/>'))
    })
    expect(await readAll(await fetchSafely(server.url('/'), loopback()))).toBe('<feed/>')
  })

  test('a reader that stops early closes the connection', async () => {
    const server = await serve((_, response) => {
      response.writeHead(200)
      response.write('part one')
    })
    const fetched = await fetchSafely(server.url('/'), loopback())
    const socket = server.requests[0]?.socket
    const closed = new Promise((done) => socket?.once('close', done))
    for await (const _ of fetched.body) break
    await closed
    expect(socket?.destroyed).toBe(true)
  })

  test('a gzip bomb stops at maxBytes of decompressed bytes', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024))
    const server = await serve((_, response) => {
      response.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': bomb.byteLength })
      response.end(bomb)
    })
    const maxBytes = 1024 * 1024
    expect(bomb.byteLength).toBeLessThan(maxBytes)
    const fetched = await fetchSafely(server.url('/'), loopback({ maxBytes }))
    let given = 0
    const reading = (async () => {
      for await (const chunk of fetched.body) given += chunk.byteLength
    })()
    const refused = await refusal(reading)
    expect(refused.reason).toBe('too-large')
    expect(refused.message).toBe('The feed is larger than the limit of 1 MB.')
    expect(given).toBeLessThanOrEqual(maxBytes)
  })

  test('damaged gzip data is a network refusal while the body is read', async () => {
    const server = await serve((_, response) => {
      response.writeHead(200, { 'Content-Encoding': 'gzip' }).end('not gzip at all')
    })
    const fetched = await fetchSafely(server.url('/'), loopback())
    const refused = await refusal(readAll(fetched))
    expect(refused.reason).toBe('network')
    expect(refused.message).toMatch(/^The feed's compressed data is damaged \(Z_/)
  })

  test('a coding it cannot read is refused', async () => {
    const server = await serve((_, response) => {
      response.writeHead(200, { 'Content-Encoding': 'zstd' }).end('????')
    })
    const refused = await refusal(fetchSafely(server.url('/'), loopback()))
    expect(refused.reason).toBe('network')
    expect(refused.message).toContain('content encoding zstd is not supported')
  })
})

describe('time', () => {
  /** A server that takes requests and calls `arrived` with each, answering only what `reply` does. */
  async function stalling(reply: (response: ServerResponse) => void = () => {}) {
    let arrived: (request: IncomingMessage) => void = () => {}
    const first = new Promise<IncomingMessage>((resolve) => {
      arrived = resolve
    })
    const server = await serve((request, response) => {
      arrived(request)
      reply(response)
    })
    return { ...server, first }
  }

  test('a server that never answers times out and its socket is closed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const server = await stalling()
    const fetching = fetchSafely(server.url('/'), loopback({ timeoutMs: 30_000 }))
    const request = await server.first
    const closed = new Promise((done) => request.socket.once('close', done))
    vi.advanceTimersByTime(29_999)
    await Promise.resolve()
    expect(request.socket.destroyed).toBe(false)
    vi.advanceTimersByTime(1)
    const refused = await refusal(fetching)
    expect(refused.reason).toBe('timeout')
    expect(refused.message).toBe('The feed did not arrive within 30 seconds.')
    await closed
  })

  test('a body that stops part way times out while it is read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const server = await stalling((response) => {
      response.writeHead(200)
      response.write('first part')
    })
    const fetched = await fetchSafely(server.url('/'), loopback({ timeoutMs: 10_000 }))
    const iterator = fetched.body[Symbol.asyncIterator]()
    expect(Buffer.from((await iterator.next()).value as Uint8Array).toString()).toBe('first part')
    const next = iterator.next()
    vi.advanceTimersByTime(10_000)
    expect((await refusal(next)).reason).toBe('timeout')
  })

  test('the caller’s signal (a server shutting down) ends a fetch and its body at once', async () => {
    const server = await stalling((response) => {
      response.writeHead(200)
      response.write('first part')
    })
    const stop = new AbortController()
    const fetched = await fetchSafely(server.url('/'), loopback({ signal: stop.signal }))
    const iterator = fetched.body[Symbol.asyncIterator]()
    await iterator.next()
    const next = iterator.next()
    stop.abort()
    expect((await refusal(next)).reason).toBe('network')
    const again = new AbortController()
    again.abort()
    expect(
      (await refusal(fetchSafely(server.url('/'), loopback({ signal: again.signal })))).reason,
    ).toBe('network')
  })

  test('a fetch done, read or refused, leaves no listener on the caller’s signal', async () => {
    const server = await serve((request, response) => {
      if (request.url === '/missing') response.writeHead(404).end()
      else response.writeHead(200).end('whole')
    })
    const stop = new AbortController()
    for (let i = 0; i < 12; i++) {
      const fetched = await fetchSafely(server.url('/'), loopback({ signal: stop.signal }))
      for await (const _ of fetched.body) {
        // read to the end
      }
      await refusal(fetchSafely(server.url('/missing'), loopback({ signal: stop.signal })))
    }
    expect(getEventListeners(stop.signal, 'abort')).toEqual([])
  })

  test('a DNS lookup that never answers times out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const resolve: Resolver = () => new Promise(() => {})
    const fetching = fetchSafely('http://slow.example/', options({ resolve, timeoutMs: 50 }))
    vi.advanceTimersByTime(50)
    expect((await refusal(fetching)).reason).toBe('timeout')
  })
})
