// The polling path against the cheapest JSON route: recent_products/{channel}/10 and
// /api/health, 100 keep-alive connections, in interleaved rounds, on one server process.
//   node --import tsx tests/bench/polling.ts [pglite|postgres] [--root <checkout>] [--port N]
// `--root` runs the server of another checkout (a `git worktree` of the base commit) to compare.
import { resolve } from 'node:path'
import { benchArgs } from './args'
import { LOCAL_POSTGRES } from './bench-db'
import { load } from './http-load'
import { settle } from './process-stats'
import { median, spawnServer } from './server'

const { args, option } = benchArgs()
const engine = args.includes('postgres') ? 'postgres' : 'pglite'
const root = resolve(option('--root', '.'))
const port = Number(option('--port', '19310'))
const rounds = Number(option('--rounds', '3'))
const seconds = Number(option('--seconds', '4'))
const CONNECTIONS = 100
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES

const server = await spawnServer({
  port,
  cwd: root,
  env: { DATA_DIR: 'memory://', DATABASE_URL: engine === 'postgres' ? databaseUrl : '' },
})
const { origin } = server
try {
  await settle(server.pid)
  const browser = { 'Accept-Encoding': 'br, gzip' }
  const recent = `${origin}/api/product_search/recent_products/wildtv/10`
  const kinds = {
    health: { url: `${origin}/api/health`, headers: browser },
    recent: { url: recent, headers: browser },
    recent304: { url: recent, headers: browser },
  }
  // The list changes when a segment starts: a 304 round asks with the tag it has just seen.
  const withTag = async (name: keyof typeof kinds) => {
    if (name !== 'recent304') return kinds[name]
    const seen = await fetch(recent, { headers: browser })
    await seen.arrayBuffer()
    return { url: recent, headers: { ...browser, 'If-None-Match': seen.headers.get('etag') ?? '' } }
  }
  const durationMs = seconds * 1000
  // A warm-up of each, then interleaved rounds so a slow moment of the machine hits all alike.
  for (const name of Object.keys(kinds) as (keyof typeof kinds)[]) {
    await load({ ...(await withTag(name)), connections: CONNECTIONS, durationMs: 1000 })
  }
  const results: Record<keyof typeof kinds, { rps: number; p99: number; statuses: string }[]> = {
    health: [],
    recent: [],
    recent304: [],
  }
  for (let r = 0; r < rounds; r++) {
    for (const name of Object.keys(kinds) as (keyof typeof kinds)[]) {
      const res = await load({ ...(await withTag(name)), connections: CONNECTIONS, durationMs })
      results[name].push({ rps: res.rps, p99: res.p99, statuses: JSON.stringify(res.statuses) })
    }
  }
  const health = median(results.health.map((x) => x.rps))
  console.log(
    `polling bench: ${engine}, root ${root}, ${CONNECTIONS} connections, ${rounds} × ${seconds} s`,
  )
  console.log(
    'route                      req/s (median)   p99 ms (median)   ratio to health   statuses',
  )
  for (const [name, rows] of Object.entries(results)) {
    const rps = median(rows.map((x) => x.rps))
    const p99 = median(rows.map((x) => x.p99))
    console.log(
      `${name.padEnd(26)} ${rps.toFixed(0).padStart(14)} ${p99.toFixed(1).padStart(17)} ${(rps / health).toFixed(3).padStart(17)}   ${rows.map((x) => x.statuses).join(' ')}`,
    )
  }
} finally {
  await server.stop()
}
process.exit(0)
