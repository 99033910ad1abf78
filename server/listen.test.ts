import { Agent, createServer, get } from 'node:http'
import type { Socket } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import {
  type Bound,
  bind,
  closeServer,
  KEEP_ALIVE_MS,
  PortInUseError,
  STARTING_TEXT,
} from './listen'
import { freePort } from './process-testing'

const open: Bound[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => new Promise((done) => b.server.close(done))))
})

test('answers 503 JSON "starting" until the app is served, then the app', async () => {
  const port = await freePort()
  const bound = await bind('PORT', port, '127.0.0.1')
  open.push(bound)
  const early = await fetch(`http://127.0.0.1:${port}/api/health`)
  expect(early.status).toBe(503)
  expect(early.headers.get('retry-after')).toBe('1')
  expect(await early.json()).toEqual({ error: { code: 'starting', message: STARTING_TEXT } })
  bound.serve((_req, res) => res.end('the app'))
  const later = await fetch(`http://127.0.0.1:${port}/api/health`)
  expect(later.status).toBe(200)
  expect(await later.text()).toBe('the app')
})

test('a busy port is a PortInUseError naming the setting to change', async () => {
  const port = await freePort()
  const other = createServer()
  await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve))
  try {
    const refused = bind('DEMO_HOSTS_PORT', port, '127.0.0.1')
    await expect(refused).rejects.toThrow(PortInUseError)
    await expect(refused).rejects.toThrow(
      `DEMO_HOSTS_PORT=${port} on 127.0.0.1 is in use by another process. Stop it, or set DEMO_HOSTS_PORT to a free port.`,
    )
  } finally {
    await new Promise((done) => other.close(done))
  }
})

test('a stopping server cuts a request that never ends once the grace is over', async () => {
  const port = await freePort()
  const bound = await bind('PORT', port, '127.0.0.1')
  let arrived: () => void = () => {}
  const stuck = new Promise<void>((resolve) => {
    arrived = resolve
  })
  // A request under way that will not finish by itself (a slow upload, a stuck read).
  bound.serve(() => arrived())
  const outcome = new Promise<string>((resolve) => {
    const req = get({ port, host: '127.0.0.1', path: '/' }, () => resolve('answered'))
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
  })
  await stuck
  await closeServer(bound.server, 50)
  expect(bound.server.listening).toBe(false)
  expect(await outcome).toBe('ECONNRESET')
})

test('an idle kept-alive connection stays open longer than a load balancer keeps one (60 s)', async () => {
  const port = await freePort()
  const bound = await bind('PORT', port, '127.0.0.1')
  open.push(bound)
  const sockets: Socket[] = []
  bound.server.on('connection', (socket: Socket) => sockets.push(socket))
  bound.serve((_req, res) => res.end('ok'))
  const agent = new Agent({ keepAlive: true })
  try {
    const body = await new Promise<string>((resolve, reject) => {
      get({ port, host: '127.0.0.1', path: '/', agent }, (res) => {
        res.setEncoding('utf8')
        let text = ''
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => resolve(text))
      }).on('error', reject)
    })
    expect(body).toBe('ok')
    // The answer is sent: the server now waits this long for the connection's next request
    // (Node adds a second of its own, so the client is the one that closes).
    expect(sockets).toHaveLength(1)
    await expect.poll(() => sockets[0]?.timeout ?? 0).toBeGreaterThanOrEqual(KEEP_ALIVE_MS)
    expect(sockets[0]?.timeout).toBeGreaterThan(60_000)
    expect(bound.server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS)
  } finally {
    agent.destroy()
  }
})
