// The server's resident memory once idle after a first start (a fresh database: created, seeded,
// the demo catalog embedded) and after a restart on the same data, in rounds; medians.
//   node --import tsx tests/bench/server-memory.ts [pglite|postgres] [--root <checkout>]
//     [--rounds 3] [--idle-s 30] [--port 19350]
// `--root` runs the server of another checkout (a `git worktree` of the base commit) to compare.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import postgres from 'postgres'
import { benchArgs } from './args'
import { LOCAL_POSTGRES } from './bench-db'
import { rssMiB, settle } from './process-stats'
import { median, spawnServer } from './server'

const { args, option } = benchArgs()
const engine = args.includes('postgres') ? 'postgres' : 'pglite'
const root = resolve(option('--root', '.'))
const port = Number(option('--port', '19350'))
const rounds = Number(option('--rounds', '3'))
const idleSeconds = Number(option('--idle-s', '30'))
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES

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

/**
 * A server's RSS once it is idle: after the first start's background work (the catalog's
 * vectors), then `idleSeconds` more, in which the first captions load the model (a restart's
 * comes a few seconds after it answers), and idle again.
 */
async function idleRss(store: Store): Promise<number> {
  const server = await spawnServer({ port, cwd: root, env: store.env })
  try {
    const { pid } = server
    await settle(pid)
    await new Promise((r) => setTimeout(r, idleSeconds * 1000))
    await settle(pid)
    return rssMiB(pid)
  } finally {
    await server.stop()
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
