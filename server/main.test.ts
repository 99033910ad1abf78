// The real thing: the server process `npm start` runs, and the admin command line, on one
// embedded database folder.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'

type Finished = { code: number | null; stdout: string; stderr: string }

let dir: string
let dataDir: string
const started: ChildProcess[] = []

beforeAll(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'stv-main-')))
  dataDir = join(dir, 'data')
})
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

function start(script: string, args: string[] = []) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '19411',
    DEMO_HOSTS_PORT: '19412',
    HOST: '127.0.0.1',
  }
  for (const name of ['DATABASE_URL', 'PUBLIC_ORIGIN', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'])
    delete env[name]
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
    child.once('exit', (code) => resolve({ code, ...output })),
  )
  return { child, output, finished }
}

const runCli = (...args: string[]) => start('server/cli.ts', args).finished

test('while the server runs, a second server and the admin commands are refused; once it stops, commands work', async () => {
  const server = start('server/main.ts')
  await new Promise<void>((resolve, reject) => {
    server.child.stdout.on('data', () => {
      if (server.output.stdout.includes('ready')) resolve()
    })
    server.finished.then((f) => reject(new Error(`the server exited first: ${f.stderr}`)))
  })
  const pid = server.child.pid

  const add = await runCli('origins', 'wildtv', 'add', 'https://example.test')
  expect(add.code).toBe(1)
  expect(add.stdout).toBe('')
  expect(add.stderr.trim()).toBe(
    `The server (pid ${pid}) is using the embedded database in ${dataDir}. Stop it first (Ctrl+C in its terminal) and run this again — or, while it runs, make the change in the Studio at http://localhost:19411/studio.`,
  )

  const second = await start('server/main.ts').finished
  expect(second.code).toBe(1)
  expect(second.stdout).not.toContain('ready')
  // Its last line (oidc-provider warns about Node 20 as it loads), and no stack trace.
  expect(second.stderr).not.toMatch(/^\s+at /m)
  expect(second.stderr.trim().split('\n').at(-1)).toMatch(
    new RegExp(
      `^The embedded database in ${dataDir} is in use by another process \\(pid ${pid}, \`npm start\` since [^;]+; lock file ${dataDir}\\.lock\\)\\. Stop it first, or give this one its own DATA_DIR, or use DATABASE_URL for PostgreSQL\\.$`,
    ),
  )

  server.child.kill('SIGTERM')
  expect((await server.finished).code).toBe(0)
  expect(existsSync(`${dataDir}.lock`)).toBe(false)

  const list = await runCli('origins', 'wildtv', 'list')
  expect(list.code).toBe(0)
  expect(list.stdout).toContain('http://localhost:19411')
  expect(list.stdout).not.toContain('example.test')
}, 120_000)
