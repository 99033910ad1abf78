// The real thing: the server process `npm start` runs, and the admin command line, on one
// embedded database folder.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openDb, schema } from './db'
import { freePort } from './process-testing'

type Finished = {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

let dir: string
let dataDir: string
let port: number
let demoPort: number
const started: ChildProcess[] = []

beforeAll(async () => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'stv-main-')))
  dataDir = join(dir, 'data')
  port = await freePort()
  demoPort = await freePort()
})
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

function start(script: string, args: string[] = [], own: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    DEMO_HOSTS_PORT: String(demoPort),
    HOST: '127.0.0.1',
    // The demo programs by the clock: twelve followed streams' OCR would only slow these
    // starts and stops down (server/demo/demo-streams.test.ts follows them).
    DEMO_ON_AIR: 'clock',
  }
  for (const name of ['DATABASE_URL', 'PUBLIC_ORIGIN', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'])
    delete env[name]
  Object.assign(env, own)
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  const output = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk: Buffer) => {
    output.stdout += chunk
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output.stderr += chunk
  })
  const finished = new Promise<Finished>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, ...output })),
  )
  return { child, output, finished }
}

const runCli = (...args: string[]) => start('server/cli.ts', args).finished

/** Starts the server and waits for its "ready" line. */
async function startServer(own: NodeJS.ProcessEnv = {}) {
  const server = start('server/main.ts', [], own)
  await new Promise<void>((resolve, reject) => {
    server.child.stdout.on('data', () => {
      if (server.output.stdout.includes('ready')) resolve()
    })
    server.finished.then((f) => reject(new Error(`the server exited first: ${f.stderr}`)))
  })
  return server
}

/** Rows of the tables the program clock never writes, read with the server stopped. */
async function counts() {
  const database = await openDb({ dataDir, databaseUrl: null, role: 'cli' })
  try {
    const of = async (table: PgTable) =>
      (await database.db.select({ n: count() }).from(table))[0]?.n
    return {
      channels: await of(schema.channels),
      origins: await of(schema.channelOrigins),
      products: await of(schema.products),
      users: await of(schema.users),
    }
  } finally {
    await database.close()
  }
}

test('while the server runs, a second server and the admin commands are refused; once it stops, commands work', async () => {
  // A first start seeds; the counts after it are what the refused processes must leave.
  const first = await startServer()
  first.child.kill('SIGTERM')
  expect(await first.finished).toMatchObject({ code: 0, signal: null })
  const before = await counts()
  expect(before.products).toBeGreaterThan(0)

  const server = await startServer()
  const pid = server.child.pid

  const add = await runCli('origins', 'wildtv', 'add', 'https://example.test')
  const feed = await runCli('feed', 'wildtv', 'import', join(dir, 'no-such-feed.xml'))
  expect(add.code).toBe(1)
  expect(add.stdout).toBe('')
  expect(add.stderr.trim()).toBe(
    `The server (pid ${pid}) is using the embedded database in ${dataDir}. Stop it first (Ctrl+C in its terminal) and run this again — or, while it runs, make the change in the Studio at http://localhost:${port}/studio.`,
  )
  expect(feed.code).toBe(1)
  expect(feed.stderr).toContain(`The server (pid ${pid}) is using the embedded database`)

  // On ports of its own: a busy port alone would refuse it sooner (the next test).
  const second = await start('server/main.ts', [], {
    PORT: String(await freePort()),
    DEMO_HOSTS_PORT: String(await freePort()),
  }).finished
  expect(second.code).toBe(1)
  expect(second.stdout).not.toContain('ready')
  // Its last line (oidc-provider warns about Node 20 as it loads), and no stack trace.
  expect(second.stderr).not.toMatch(/^\s+at /m)
  expect(second.stderr.trim().split('\n').at(-1)).toMatch(
    new RegExp(
      `^The embedded database in ${dataDir} is in use by another process \\(pid ${pid}, \`npm start\` since [^;]+; lock file ${dataDir}\\.lock\\)\\. Stop it first, or give this one its own DATA_DIR, or use DATABASE_URL for PostgreSQL\\.$`,
    ),
  )

  // The first server still serves, and its data are as they were.
  const health = await fetch(`http://127.0.0.1:${port}/api/health`)
  expect(health.status).toBe(200)
  server.child.kill('SIGTERM')
  expect((await server.finished).code).toBe(0)
  expect(existsSync(`${dataDir}.lock`)).toBe(false)
  expect(await counts()).toEqual(before)

  const list = await runCli('origins', 'wildtv', 'list')
  expect(list.code).toBe(0)
  expect(list.stdout).toContain(`http://localhost:${port}`)
  expect(list.stdout).not.toContain('example.test')
}, 120_000)

test('a start with another demo-hosts origin registers it for the demo channels in place of the old one', async () => {
  // The folder the test above seeded, with the demo broadcaster pages on another port.
  const movedPort = await freePort()
  const moved = `http://127.0.0.1:${movedPort}`
  const embedFor = (parentOrigin: string) =>
    fetch(`http://127.0.0.1:${port}/embed?channelId=wildtv&parentOrigin=${parentOrigin}`)
  const server = await startServer({ DEMO_HOSTS_PORT: String(movedPort) })
  expect(server.output.stdout).toContain(
    `Demo channels: registered ${moved} (11 channels), as the configuration says`,
  )
  expect(server.output.stdout).toContain(
    `Demo channels: withdrew http://127.0.0.1:${demoPort} (11 channels), as the configuration says`,
  )
  expect((await embedFor(moved)).status).toBe(200)
  expect((await embedFor(`http://127.0.0.1:${demoPort}`)).status).toBe(403)
  server.child.kill('SIGTERM')
  expect((await server.finished).code).toBe(0)
}, 120_000)

test('a start on a busy port is refused before it opens or creates its database', async () => {
  const busyPort = await freePort()
  const busy = createServer()
  await new Promise<void>((resolve, reject) => {
    busy.once('error', reject)
    busy.listen(busyPort, '127.0.0.1', resolve)
  })
  try {
    const elsewhere = join(dir, 'never-made')
    const refused = await start('server/main.ts', [], {
      DATA_DIR: elsewhere,
      PORT: String(busyPort),
    }).finished
    expect(refused.code).toBe(1)
    expect(refused.stderr).not.toMatch(/^\s+at /m)
    expect(refused.stderr.trim().split('\n').at(-1)).toBe(
      `PORT=${busyPort} on 127.0.0.1 is in use by another process. Stop it, or set PORT to a free port.`,
    )
    expect(existsSync(elsewhere)).toBe(false)
    expect(existsSync(`${elsewhere}.lock`)).toBe(false)
  } finally {
    await new Promise((resolve) => busy.close(resolve))
  }
}, 60_000)

test('WORKERS above 1 on the embedded database is a configuration error', async () => {
  const refused = await start('server/main.ts', [], { WORKERS: '2' }).finished
  expect(refused.code).toBe(1)
  expect(refused.stderr.trim().split('\n').at(-1)).toBe(
    'Configuration error: WORKERS=2 needs DATABASE_URL: the embedded database serves one process only',
  )
}, 60_000)
