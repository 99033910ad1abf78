// 10,000 viewers of one channel on the live stream (Server-Sent Events), from a load generator
// in a process of its own, against one server process on PostgreSQL:
//   node --import tsx tests/bench/live-push.ts [--viewers 10000] [--port 19330] [--pushes 3]
// Server memory per connection (RSS before and after they connect), the time from a
// broadcaster's push to its delivery at every viewer (p50/p99/max over all viewers and pushes),
// and the server's CPU seconds to accept the viewers and to fan out one push.
import { type ChildProcess, fork } from 'node:child_process'
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'
import { rotateChannelKey } from '../../server/catalog'
import { openDb } from '../../server/db'
import { LIVE_TOPIC } from '../../server/live/signal'
import { benchArgs } from './args'
import { LOCAL_POSTGRES, percentile } from './bench-db'
import { cpuSeconds, rssMiB, settle } from './process-stats'
import { spawnServer } from './server'

const { args, option } = benchArgs()
const CHANNEL = 'wildtv'
/** Not in the spec: connections opened at once by the generator (the listen backlog is 511). */
const CONNECT_BATCH = 200
/** How a products event ends on the wire. */
const LIST_END = Buffer.from(']\n\n')

type FromGenerator =
  | { kind: 'ready'; connected: number; failed: number }
  | { kind: 'arrived'; times: number[]; missing: number }
type ToGenerator = { kind: 'expect'; timeoutMs: number }

if (args[0] === '--generator') await generator(args[1] ?? '', Number(args[2]))
else {
  await main()
  process.exit(0)
}

/** The load generator: opens the streams, then reports when each gets its next list. */
async function generator(url: string, viewers: number) {
  const send = (message: FromGenerator) => process.send?.(message)
  type Viewer = { lists: number; arrivedAt: number | null; expected: number }
  const all: Viewer[] = []
  let failed = 0
  const open = () =>
    new Promise<void>((resolve) => {
      const viewer: Viewer = { lists: 0, arrivedAt: null, expected: Number.POSITIVE_INFINITY }
      const req = http.get(url, { agent: false }, (res) => {
        // The generator must not be what is measured: bytes are never decoded or copied. A
        // products event is the only one that ends in `]` + a blank line (its data is the JSON
        // list; the others are `retry` and `: ping`), so counting that end counts the lists.
        let tail: Buffer = Buffer.alloc(0)
        res.on('data', (chunk: Buffer) => {
          const window = tail.length ? Buffer.concat([tail, chunk]) : chunk
          for (let at = window.indexOf(LIST_END); at >= 0; at = window.indexOf(LIST_END, at + 3)) {
            viewer.lists++
            if (viewer.lists === 1) resolve()
            if (viewer.lists >= viewer.expected && viewer.arrivedAt === null) {
              viewer.arrivedAt = Date.now()
            }
          }
          tail = window.subarray(Math.max(0, window.length - 2))
        })
      })
      req.on('error', () => {
        failed++
        resolve()
      })
      all.push(viewer)
    })
  for (let i = 0; i < viewers; i += CONNECT_BATCH) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, viewers - i) }, open))
  }
  send({ kind: 'ready', connected: all.length - failed, failed })
  process.on('message', async (message: ToGenerator) => {
    for (const viewer of all) {
      viewer.expected = viewer.lists + 1
      viewer.arrivedAt = null
    }
    const deadline = Date.now() + message.timeoutMs
    while (Date.now() < deadline && all.some((v) => v.arrivedAt === null && v.lists > 0)) {
      await new Promise((r) => setTimeout(r, 5))
    }
    const times = all.flatMap((v) => (v.arrivedAt === null ? [] : [v.arrivedAt]))
    send({ kind: 'arrived', times, missing: all.length - times.length })
  })
}

function next<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve) => child.once('message', (m) => resolve(m as T)))
}

async function main() {
  const viewers = Number(option('--viewers', '10000'))
  const port = Number(option('--port', '19330'))
  const pushes = Number(option('--pushes', '3'))
  const databaseUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES
  const server = await spawnServer({ port, env: { DATABASE_URL: databaseUrl } })
  const { origin } = server
  let generatorProcess: ChildProcess | null = null
  try {
    const { pid } = server
    await settle(pid)
    const database = await openDb({ dataDir: 'memory://', databaseUrl })
    const key = (await rotateChannelKey(database.db, CHANNEL)) ?? ''
    await database.close()

    const rssBefore = rssMiB(pid)
    const cpuBefore = cpuSeconds(pid)
    const gen = fork(
      fileURLToPath(import.meta.url),
      ['--generator', `${origin}/api/live/${CHANNEL}`, String(viewers)],
      {
        execArgv: ['--import', 'tsx'],
      },
    )
    generatorProcess = gen
    const ready = await next<Extract<FromGenerator, { kind: 'ready' }>>(gen)
    await settle(pid)
    const rssAfter = rssMiB(pid)
    const cpuConnect = cpuSeconds(pid) - cpuBefore

    const captions = [
      'Casting for bass at dawn with a light spinning reel',
      'A tackle box, fresh line and a landing net for the lake',
      'Waders and a fly rod for trout in the river',
    ]
    const delays: number[] = []
    const fromMatch: number[] = []
    const cpuPush: number[] = []
    let missing = 0
    // The match's moment as the system knows it: the change notification every server hears.
    let matchedAt = 0
    const listener = postgres(databaseUrl, { max: 1, onnotice: () => {} })
    await listener.listen(LIVE_TOPIC, (payload) => {
      if (payload === CHANNEL && matchedAt === 0) matchedAt = Date.now()
    })
    for (let i = 0; i < pushes; i++) {
      const arrived = next<Extract<FromGenerator, { kind: 'arrived' }>>(gen)
      gen.send({ kind: 'expect', timeoutMs: 15_000 } satisfies ToGenerator)
      await new Promise((r) => setTimeout(r, 200))
      const cpu = cpuSeconds(pid)
      matchedAt = 0
      const t0 = Date.now()
      const res = await fetch(`${origin}/api/channels/${CHANNEL}/context`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Channel-Key': key },
        body: JSON.stringify({ caption: captions[i % captions.length], entities: [] }),
      })
      if (res.status !== 201) throw new Error(`push answered ${res.status}`)
      const got = await arrived
      cpuPush.push(cpuSeconds(pid) - cpu)
      missing += got.missing
      delays.push(...got.times.map((t) => t - t0))
      if (matchedAt > 0) fromMatch.push(...got.times.map((t) => t - matchedAt))
      await new Promise((r) => setTimeout(r, 1000))
    }
    await listener.end()
    const perConnKiB = ((rssAfter - rssBefore) * 1024) / Math.max(1, ready.connected)
    console.log(
      `live push bench: ${ready.connected} viewers connected (${ready.failed} failed), ${pushes} pushes`,
    )
    console.log(
      `server RSS        ${rssBefore.toFixed(0)} MiB → ${rssAfter.toFixed(0)} MiB: ${perConnKiB.toFixed(1)} KiB per connection`,
    )
    console.log(
      `server CPU        ${cpuConnect.toFixed(2)} s to accept the viewers; per push: ${cpuPush.map((c) => c.toFixed(2)).join(', ')} s`,
    )
    console.log(
      `push → delivery   p50 ${percentile(delays, 0.5).toFixed(0)} ms, p99 ${percentile(delays, 0.99).toFixed(0)} ms, max ${Math.max(...delays).toFixed(0)} ms over ${delays.length} deliveries (matching included); ${missing} not delivered within 15 s`,
    )
    console.log(
      `match → delivery  p50 ${percentile(fromMatch, 0.5).toFixed(0)} ms, p99 ${percentile(fromMatch, 0.99).toFixed(0)} ms, max ${Math.max(...fromMatch).toFixed(0)} ms (from the change notification)`,
    )
  } finally {
    generatorProcess?.kill()
    await server.stop()
  }
}
