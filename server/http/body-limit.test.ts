import { Agent, request } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_BODY_BYTES } from '../app'
import { clicks } from '../db/schema'
import { type TestServer, testServer } from '../testing'
import { MAX_DISCARD_BYTES } from './body-limit'

let s: TestServer
beforeAll(async () => {
  s = await testServer()
})
afterAll(() => s.close())

type Answer = { status: number; headers: Record<string, string | string[] | undefined> }

/** One request through `agent`; the body goes in pieces (chunked) unless a length is given. */
function send(
  agent: Agent,
  path: string,
  options: { method?: string; body?: Buffer; chunked?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { body, chunked = false } = options
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (body && !chunked) headers['Content-Length'] = String(body.byteLength)
    const req = request(`${s.origin}${path}`, { agent, method: options.method ?? 'GET', headers })
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
    })
    // Once the answer is in, an error writing the rest of the body is no failure (and a
    // promise settles once, so it is ignored); before it, it is.
    req.on('error', reject)
    if (body && chunked) {
      const piece = 16 * 1024
      for (let at = 0; at < body.byteLength; at += piece) req.write(body.subarray(at, at + piece))
    } else if (body) req.write(body)
    req.end()
  })
}

const oversize = (bytes: number) =>
  Buffer.from(JSON.stringify({ itemId: 1, clickTypeName: 'Deal', pad: 'x'.repeat(bytes) }))

describe('an oversize body', () => {
  test.each([
    ['chunked, 100 kB', 100_000, true],
    ['with Content-Length, 1 MB', 1_000_000, false],
    ['chunked, beyond what the server discards', MAX_DISCARD_BYTES + 200_000, true],
    ['with Content-Length, beyond what the server discards', MAX_DISCARD_BYTES + 200_000, false],
  ])(
    '%s gets a 413 and leaves the client able to send its next request',
    async (_name, bytes, chunked) => {
      const before = await s.rows(clicks)
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      try {
        const first = await send(agent, '/api/tracking/click', {
          method: 'POST',
          body: oversize(bytes),
          chunked,
        })
        expect(first.status).toBe(413)
        if (bytes > MAX_DISCARD_BYTES) expect(first.headers.connection).toBe('close')
        const next = await send(agent, '/api/health')
        expect(next.status).toBe(200)
      } finally {
        agent.destroy()
      }
      expect(await s.rows(clicks)).toBe(before)
    },
  )

  test('a body at the limit is still read', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const body = Buffer.from(JSON.stringify({ itemId: 'none', clickTypeName: 'Deal' }))
      expect(body.byteLength).toBeLessThan(MAX_BODY_BYTES)
      const first = await send(agent, '/api/tracking/click', {
        method: 'POST',
        body,
        chunked: true,
      })
      expect(first.status).toBe(400)
      expect((await send(agent, '/api/health')).status).toBe(200)
    } finally {
      agent.destroy()
    }
  })
})
