// The server's resident memory once idle after a first start (a fresh database: created, seeded,
// the demo catalog embedded) and after a restart on the same data, in rounds; medians.
//   node --import tsx tests/bench/server-memory.ts [pglite|postgres] [--root <checkout>]
//     [--rounds 3] [--idle-s 30] [--port 19350]
// `--root` runs the server of another checkout (a `git worktree` of the base commit) to compare.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import postgres from 'postgres'
import { rssMiB, settle } from './process-stats'
import { median } from './server'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name)
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback
}
const engine = args.includes('postgres') ? 'postgres' : 'pglite'
const root = resolve(option('--root', '.'))
const port = Number(option('--port', '19350'))
const rounds = Number(option('--rounds', '3'))
const idleSeconds = Number(option('--idle-s', '30'))
const databaseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres:pg@127.0.0.1:5432/postgres'

/** Where one round's data live: a PGlite folder, or a PostgreSQL database of its own. */
type Store = { env: Record<string, string>; drop(): Promise<void> }

async function freshStore(): Promise<Store> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'stv-memory-'))
    return {
      env: { DATA_DIR: join(dir, 'data'), DATABASE_URL: '' },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const name = `stv_memory_${randomBytes(4).toString('hex')}`
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.href },
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/** Starts the checkout's server and waits for /api/health. */
async function start(store: Store): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...store.env,
      PORT: String(port),
      DEMO_HOSTS_PORT: String(port + 1),
      PUBLIC_ORIGIN: origin,
      DEMO_HOSTS_ORIGIN: `http://127.0.0.1:${port + 1}`,
    },
    stdio: 'ignore',
  })
  const deadline = Date.now() + 180_000
  for (;;) {
    const up = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (up) return child
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill()
      throw new Error('server did not start')
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** Stops the server: SIGTERM, then SIGKILL if it has not exited within 10 s. */
async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return
  const exited = new Promise((r) => server.once('exit', r))
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

/**
 * A server's RSS once it is idle: after the first start's background work (the catalog's
 * vectors), then `idleSeconds` more, in which the first captions load the model (a restart's
 * comes a few seconds after it answers), and idle again.
 */
async function idleRss(store: Store): Promise<number> {
  const server = await start(store)
  try {
    const pid = server.pid ?? 0
    await settle(pid)
    await new Promise((r) => setTimeout(r, idleSeconds * 1000))
    await settle(pid)
    return rssMiB(pid)
  } finally {
    await stop(server)
  }
}

console.log(`server memory bench: ${engine}, root ${root}, ${rounds} rounds, idle ${idleSeconds} s`)
const first: number[] = []
const restart: number[] = []
for (let round = 1; round <= rounds; round++) {
  const store = await freshStore()
  try {
    first.push(await idleRss(store))
    restart.push(await idleRss(store))
  } finally {
    await store.drop()
  }
  console.log(
    `round ${round}: first start ${first.at(-1)?.toFixed(0)} MiB, restart ${restart.at(-1)?.toFixed(0)} MiB`,
  )
}
console.table({
  'first start': { 'RSS MiB (median)': Math.round(median(first)) },
  restart: { 'RSS MiB (median)': Math.round(median(restart)) },
})
