// What a hostile or a large feed upload costs everyone else (issue 61): a server process (this
// script, forked with `--serve`: an in-memory PGlite, or PostgreSQL with `postgres`) takes
// Studio uploads over HTTP while this process reads a public route beside them. Per case: the
// server's longest event-loop block (monitorEventLoopDelay, and the longest gap between its
// heartbeats, which still counts when the server never answers again), the read's latency
// idle and during the upload and its import (reads sent every READ_EVERY_MS whether or not
// the previous one has answered, timed from when they were due), and how the upload ended.
//
//   npm run bench:feed-nesting [-- postgres] [-- --cap 120] [-- --items 20000]
//
// A case still running after `--cap` seconds (the old parser on 200,000 levels ran 18 minutes)
// is cut off: its server is killed and the next case gets a fresh one. Runs against an older
// checkout too (copy this file into it): it uses only `testApp`, the Studio routes and HTTP.
import { type ChildProcess, fork } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { getRequestListener } from '@hono/node-server'
import { type Database, openDb } from '../../server/db'
import { bearer, testApp } from '../../server/testing'
import { feedPaths } from '../../shared/api/feeds'
import { studioPaths } from '../../shared/api/studio'
import { benchArgs } from './args'
import { postgresDatabase } from './bench-db'
import { median } from './server'

const CHANNEL = 'nesting-bench'
const READ = '/api/product_search/recent_products/wildtv/1'
/** A read is sent this often, answered or not (a steady stream of viewers). */
const READ_EVERY_MS = 50
/** Reads in flight at most; past it the bench waits (a server that never answers). */
const MAX_IN_FLIGHT = 200
const HEARTBEAT_MS = 20

type FromServer =
  | { kind: 'ready'; port: number; token: string }
  | { kind: 'beat'; at: number }
  | { kind: 'delay'; maxMs: number; p99Ms: number }
type ToServer = { kind: 'reset' } | { kind: 'report' }

/** The server side: a seeded app on an ephemeral port, its event loop watched. */
async function serve(onPostgres: boolean) {
  const send = (message: FromServer) => {
    if (process.connected) process.send?.(message)
  }
  const database: Database = onPostgres
    ? await postgresDatabase('stv_bench_nesting')
    : await openDb({ dataDir: 'memory://', databaseUrl: null })
  const t = await testApp({ database })
  const token = await t.signIn('broadcaster@shop.example')
  await t.post(
    studioPaths.channels,
    { id: CHANNEL, name: 'Nesting', topic: 'fishing' },
    bearer(token),
  )
  const server = createServer(getRequestListener(t.app.fetch))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  let delay = monitorEventLoopDelay({ resolution: 1 })
  delay.enable()
  setInterval(() => send({ kind: 'beat', at: Date.now() }), HEARTBEAT_MS)
  process.on('disconnect', () => process.exit(0)) // the bench has gone
  process.on('message', (message: ToServer) => {
    if (message.kind === 'reset') {
      delay.disable()
      delay = monitorEventLoopDelay({ resolution: 1 })
      delay.enable()
    } else {
      send({ kind: 'delay', maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6 })
    }
  })
  send({ kind: 'ready', port: (server.address() as AddressInfo).port, token })
}

/** A feed nested `levels` deep: `rss > channel > a > a > …`, as the outside test sent one. */
function nestedFeed(levels: number): string {
  return `<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${'<a>'.repeat(levels)}${'</a>'.repeat(levels)}</channel></rss>\n`
}

/** A plain RSS feed of `count` valid items. */
function largeFeed(count: number): string {
  const items: string[] = []
  for (let i = 0; i < count; i++) {
    items.push(
      `<item><g:id>L-${i}</g:id><g:title>Lakeside spinning reel ${i}</g:title><g:description>A smooth spinning reel for lake and river, model ${i}.</g:description><g:link>https://reels.example/p/${i}</g:link><g:image_link>https://img.reels.example/${i}.jpg</g:image_link><g:price>49.00 USD</g:price><g:availability>in_stock</g:availability></item>`,
    )
  }
  return `<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Reels</title>${items.join('\n')}</channel></rss>\n`
}

/**
 * A server process of this script, ready. Its spooled uploads go to `spoolDir` (TMPDIR), which
 * the bench removes at the end: a server cut off at the cap leaves its upload behind.
 */
async function startServer(onPostgres: boolean, spoolDir: string) {
  const child: ChildProcess = fork(
    process.argv[1] ?? '',
    ['--serve', ...(onPostgres ? ['postgres'] : [])],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, TMPDIR: spoolDir },
    },
  )
  let lastBeat = Date.now()
  let longestGap = 0
  let delayAnswer: ((message: { maxMs: number; p99Ms: number }) => void) | null = null
  const ready = new Promise<{ port: number; token: string }>((resolve, reject) => {
    child.on('message', (message: FromServer) => {
      if (message.kind === 'ready') resolve(message)
      else if (message.kind === 'beat') {
        const now = Date.now()
        longestGap = Math.max(longestGap, now - lastBeat)
        lastBeat = now
      } else delayAnswer?.(message)
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)))
  })
  const { port, token } = await ready
  return {
    origin: `http://127.0.0.1:${port}`,
    headers: bearer(token),
    reset() {
      longestGap = 0
      lastBeat = Date.now()
      child.send({ kind: 'reset' } satisfies ToServer)
    },
    /** The longest gap between heartbeats so far, counting the one still open. */
    longestGap: () => Math.max(longestGap, Date.now() - lastBeat),
    report: (timeoutMs: number) =>
      new Promise<{ maxMs: number; p99Ms: number } | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), timeoutMs)
        delayAnswer = (message) => {
          clearTimeout(timer)
          resolve(message)
        }
        child.send({ kind: 'report' } satisfies ToServer)
      }),
    kill() {
      child.kill('SIGKILL')
    },
  }
}

type Server = Awaited<ReturnType<typeof startServer>>

/** Reads sent every READ_EVERY_MS until stopped; each timed from when it was due. */
function readStream(origin: string) {
  const latencies: number[] = []
  let inFlight = 0
  let stopped = false
  const timer = setInterval(() => {
    if (stopped || inFlight >= MAX_IN_FLIGHT) return
    const due = performance.now()
    inFlight++
    fetch(`${origin}${READ}`)
      .then((res) => res.arrayBuffer())
      .then(
        () => latencies.push(performance.now() - due),
        () => {},
      )
      .finally(() => inFlight--)
  }, READ_EVERY_MS)
  return {
    latencies,
    /** Stops sending; reads still out are counted as waiting until now. */
    stop() {
      stopped = true
      clearInterval(timer)
      return inFlight
    },
  }
}

async function idleReads(origin: string): Promise<number[]> {
  const latencies: number[] = []
  for (let i = 0; i < 40; i++) {
    const due = performance.now()
    await (await fetch(`${origin}${READ}`)).arrayBuffer()
    latencies.push(performance.now() - due)
    await sleep(READ_EVERY_MS / 2)
  }
  return latencies
}

/** One upload: sent, then its import followed to its end (or the cap). */
async function runCase(server: Server, name: string, body: string, capMs: number) {
  const made = await fetch(`${server.origin}/api${feedPaths.feeds(CHANNEL)}`, {
    method: 'POST',
    headers: { ...server.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ source: 'file', name }),
  })
  const feed = (await made.json()) as { id: number }
  const idle = await idleReads(server.origin)
  server.reset()
  await sleep(50)
  const reads = readStream(server.origin)
  const started = performance.now()
  const deadline = started + capMs
  let outcome = 'cut off (cap)'
  let answerMs: number | null = null
  const upload = fetch(`${server.origin}/api${feedPaths.imports(CHANNEL, feed.id)}`, {
    method: 'POST',
    headers: { ...server.headers, 'Content-Type': 'application/xml' },
    body,
    signal: AbortSignal.timeout(capMs),
  }).then(async (res) => {
    answerMs = performance.now() - started
    return {
      status: res.status,
      body: (await res.json()) as { id?: number; error?: { message: string } },
    }
  })
  const answered = await upload.catch(() => null)
  if (answered && answered.status !== 202) {
    outcome = `${answered.status}: ${answered.body.error?.message.slice(0, 60) ?? ''}`
  } else if (answered?.body.id !== undefined) {
    const jobPath = `/api${feedPaths.importJob(CHANNEL, feed.id, answered.body.id)}`
    while (performance.now() < deadline) {
      const job = (await fetch(`${server.origin}${jobPath}`, {
        headers: server.headers,
        signal: AbortSignal.timeout(Math.ceil(Math.max(1, deadline - performance.now()))),
      })
        .then((res) => res.json())
        .catch(() => null)) as { status: string; read: number; error: string | null } | null
      if (job && job.status !== 'running') {
        outcome = `202, import ${job.status} (${job.read} rows)${job.error ? `: ${job.error.slice(0, 40)}` : ''}`
        break
      }
      await sleep(200)
    }
  }
  const endMs = performance.now() - started
  await sleep(100)
  const waiting = reads.stop()
  const delay = await server.report(Math.max(1000, deadline + 1000 - performance.now()))
  return {
    name,
    bytes: Buffer.byteLength(body),
    outcome,
    answerMs,
    endMs,
    loopMaxMs: delay?.maxMs ?? null,
    gapMs: server.longestGap(),
    idleMedian: median(idle),
    readMedian: median(reads.latencies),
    readMax: reads.latencies.length ? Math.max(...reads.latencies) : null,
    reads: reads.latencies.length,
    waiting,
    cut: delay === null,
  }
}

const f = (ms: number | null) => (ms === null ? '—' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0))

async function main() {
  const args = benchArgs()
  const onPostgres = args.args.includes('postgres')
  if (args.args.includes('--serve')) return serve(onPostgres)
  const capMs = Number(args.option('--cap', '120')) * 1000
  const items = Number(args.option('--items', '20000'))
  const cases: [string, () => string][] = [
    ['nested 20,000', () => nestedFeed(20_000)],
    ['nested 40,000', () => nestedFeed(40_000)],
    ['nested 200,000', () => nestedFeed(200_000)],
    [`RSS ${items.toLocaleString('en')} items`, () => largeFeed(items)],
  ]
  console.log(
    `Feed uploads beside public reads (${onPostgres ? 'PostgreSQL' : 'PGlite'}, cap ${capMs / 1000} s)`,
  )
  console.log(
    'case             | bytes     | upload answer | import end | loop max ms | heartbeat gap ms | read ms idle median | during median | max     | reads | outcome',
  )
  const spoolDir = await mkdtemp(join(tmpdir(), 'stv-bench-nesting-'))
  let server = await startServer(onPostgres, spoolDir)
  for (const [name, make] of cases) {
    const row = await runCase(server, name, make(), capMs)
    console.log(
      [
        name.padEnd(16),
        String(row.bytes).padStart(9),
        `${f(row.answerMs)} ms`.padStart(13),
        `${f(row.endMs)} ms`.padStart(10),
        f(row.loopMaxMs).padStart(11),
        f(row.gapMs).padStart(16),
        f(row.idleMedian).padStart(19),
        f(row.readMedian).padStart(13),
        f(row.readMax).padStart(7),
        `${row.reads}${row.waiting ? `+${row.waiting} waiting` : ''}`.padStart(5),
        row.outcome,
      ].join(' | '),
    )
    if (row.cut) {
      server.kill()
      server = await startServer(onPostgres, spoolDir)
    }
  }
  server.kill()
  await rm(spoolDir, { recursive: true, force: true })
}

await main()
