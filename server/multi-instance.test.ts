// Two real server processes (`server/main.ts`) started at the same moment on one fresh
// PostgreSQL database: they behave as one system. Runs when TEST_DATABASE_URL is set (.ci/run
// starts a throwaway PostgreSQL), skipped otherwise; the database is made and dropped here.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CREDENTIAL_PARAM } from '../shared/api/paths'
import { createSession, upsertUser } from './auth'
import { locationOf, TestBrowser } from './auth/test-browser'
import { rotateChannelKey } from './catalog'
import { type Database, openDb, schema } from './db'
import { type ClockLeader, clockLeader } from './db/leader'
import { sseReader } from './live/sse-testing'
import { freePort } from './process-testing'
import { type OwnPostgresDatabase, ownPostgresDatabase } from './testing'

const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl) console.log('Two-process test skipped: set TEST_DATABASE_URL=postgres://… to run it')

type Instance = {
  child: ChildProcess
  origin: string
  output: { stdout: string; stderr: string }
  /** Resolves at the "ready" line; rejects if the process exits first. */
  ready: Promise<void>
}

/**
 * Starts `server/main.ts` on ports of its own; `publicOrigin` is the address viewers use (a
 * load balancer's in front of several instances), the instance's own by default.
 */
async function startInstance(
  databaseUrl: string,
  options: { workers?: number; publicOrigin?: string } = {},
): Promise<Instance> {
  const [port, demoPort] = [await freePort(), await freePort()]
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    DEMO_HOSTS_PORT: String(demoPort),
    HOST: '127.0.0.1',
    // Streams are followed from the instances' own demo stream, on loopback; no frames read.
    FEED_FETCH_ALLOW_PRIVATE: '1',
    STREAM_SCREEN_EVERY_S: '0',
    // The demo programs by the clock: the test sets the streams its processes follow itself.
    DEMO_ON_AIR: 'clock',
  }
  for (const name of ['PUBLIC_ORIGIN', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'WORKERS'])
    delete env[name]
  const { workers = 1, publicOrigin } = options
  if (workers > 1) env.WORKERS = String(workers)
  if (publicOrigin) env.PUBLIC_ORIGIN = publicOrigin
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = { stdout: '', stderr: '' }
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk
  })
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output.stdout += chunk
      if (output.stdout.includes('Shoppable TV ready')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`exited (${code}) first: ${output.stderr}`)))
  })
  ready.catch(() => {})
  return { child, origin: `http://127.0.0.1:${port}`, output, ready }
}

/** Polls `check` until it answers a value (not undefined), or fails after `timeoutMs`. */
async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * A round-robin load balancer on a loopback port: each request goes to the next of `targets`
 * (set once the instances are up), as an operator's proxy would send them.
 */
async function roundRobin(): Promise<{ origin: string; targets: string[]; server: Server }> {
  const targets: string[] = []
  let next = 0
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? '/', targets[next++ % targets.length])
    const upstream = request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => {
      res.writeHead(502).end()
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, targets, server }
}

const pidOf = (leader: ClockLeader | null) => Number(leader?.instance.split('@')[0])

describe.runIf(adminUrl)('two server processes on one PostgreSQL', () => {
  let own: OwnPostgresDatabase
  const instances: Instance[] = []
  let database: Database
  let balancer: Awaited<ReturnType<typeof roundRobin>> | undefined

  beforeAll(async () => {
    own = await ownPostgresDatabase(adminUrl ?? '', 'stv_multi')
  })
  afterAll(async () => {
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL')
    balancer?.server.closeAllConnections()
    balancer?.server.close()
    await database?.close()
    await own?.drop()
  })

  test('start together, lead once, pay once, and hand the clock over when the leader dies', async () => {
    // Both behind one public origin: the load balancer's.
    balancer = await roundRobin()
    const publicOrigin = balancer.origin
    const started = Date.now()
    instances.push(
      ...(await Promise.all([
        startInstance(own.url, { publicOrigin }),
        startInstance(own.url, { publicOrigin }),
      ])),
    )
    const [a, b] = instances
    if (!a || !b) throw new Error('two instances')
    await Promise.all([a.ready, b.ready])
    balancer.targets.push(a.origin, b.origin)
    console.log(`both ready ${Date.now() - started} ms after the start`)
    database = await openDb({ dataDir: 'memory://', databaseUrl: own.url })
    const { db } = database

    // One clock leader, and it is one of the two.
    const leader = await until(async () => (await clockLeader(db)) ?? undefined, 5_000)
    const pids = [a.child.pid, b.child.pid]
    expect(pids).toContain(pidOf(leader))
    const logs = `${a.output.stdout}${b.output.stdout}`
    expect(logs.match(/leads from now/g)).toHaveLength(1)

    // No feed row twice, and no ids used up by refused duplicates.
    const sql = postgres(own.url, { max: 1, onnotice: () => {} })
    try {
      const doubles = await sql`
        select channel_id, segment_key, product_id from live_matches
        group by 1, 2, 3 having count(*) > 1`
      expect(doubles).toHaveLength(0)
      const [matches] =
        await sql`select count(*)::int as n, coalesce(max(id), 0)::int as top from live_matches`
      expect(matches?.n).toBeGreaterThan(0)
      expect(matches?.top).toBe(matches?.n)
      const [aired] =
        await sql`select count(*)::int as n, count(distinct (channel_id, segment_key))::int as d from aired_segments`
      expect(aired?.n).toBe(aired?.d)
    } finally {
      await sql.end()
    }

    // 200 concurrent check-ins of one signed-in viewer, split across both, pay once.
    const now = new Date()
    const user = await upsertUser(
      db,
      {
        issuer: 'https://test.example',
        subject: 'multi',
        email: 'multi@example.com',
        name: null,
        displayName: null,
      },
      now,
    )
    await db
      .insert(schema.wallets)
      .values({ address: `0x${'7'.repeat(40)}`, userId: user.id, chainId: 137 })
    const { token } = await createSession(db, user.id, now)
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${(i % 2 ? b : a).origin}/api/points/checkin`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        }).then((res) => res.status),
      ),
    )
    expect(answers.filter((status) => status === 200)).toHaveLength(1)
    expect(answers.filter((status) => status >= 500)).toHaveLength(0)
    const paid = await db.select().from(schema.checkIns)
    expect(paid).toHaveLength(1)

    // A viewer signs in through the round-robin balancer: every step (our start, the
    // development provider's pages and form, its redirect back, our callback and its token
    // exchange) may land on either instance.
    const browser = new TestBrowser()
    const appCallback = `${publicOrigin}/app/oauth2callback`
    const go = async (url: string) => locationOf(await browser.fetch(url), publicOrigin)
    const authorize = await go(
      `${publicOrigin}/api/auth_google/google?${new URLSearchParams({ redirectUri: appCallback })}`,
    )
    const interaction = await go(authorize)
    expect((await browser.fetch(interaction)).status).toBe(200)
    const resume = locationOf(
      await browser.post(interaction, { name: 'Ana', email: 'ana@example.com' }),
      publicOrigin,
    )
    const returned = new URL(await go(await go(resume)))
    expect(returned.origin + returned.pathname).toBe(appCallback)
    const credential = returned.searchParams.get(CREDENTIAL_PARAM) ?? ''
    const details = await fetch(`${publicOrigin}/api/auth_google/details`, {
      headers: { authorization: `Bearer ${credential}` },
    })
    expect(details.status).toBe(200)
    expect(await details.json()).toMatchObject({ email: 'ana@example.com', name: 'Ana' })

    // A viewer's live stream on b receives a match a broadcaster pushed through a: the change
    // travels by PostgreSQL's NOTIFY. The delay is logged (the bench measures it, tests/bench
    // live-push.ts); the test asserts what arrives.
    const stream = sseReader((await fetch(`${b.origin}/api/live/wildtv`)).body)
    await stream.nextProducts()
    const key = (await rotateChannelKey(db, 'wildtv')) ?? ''
    const pushedAt = Date.now()
    const pushed = await fetch(`${a.origin}/api/channels/wildtv/context`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-channel-key': key },
      body: JSON.stringify({
        caption: 'Casting for bass at dawn with a light spinning reel',
        entities: [],
      }),
    })
    expect(pushed.status).toBe(201)
    const { matches } = (await pushed.json()) as { matches: { id: string }[] }
    expect(matches.length).toBeGreaterThan(0)
    const delivered = JSON.parse(await stream.nextProducts()) as { id: string }[]
    console.log(`a match made on a reached b's stream ${Date.now() - pushedAt} ms after the push`)
    expect(matches.map((m) => m.id)).toContain(delivered[0]?.id)
    await stream.cancel()

    // Channels' streams (the demo stream of each, served by a): each followed by one of the two.
    const followed = ['wildtv', 'kbs', 'wedosport', 'justcooking']
    await db.insert(schema.channelStreams).values(
      followed.map((channelId) => ({
        channelId,
        url: `${a.origin}/api/demo-stream/${channelId}/index.m3u8`,
      })),
    )
    const holders = () =>
      db
        .select({ holder: schema.channelStreams.holder, state: schema.channelStreams.state })
        .from(schema.channelStreams)
    const pidOfHolder = (holder: string | null) => Number(holder?.split('@')[0])
    const held = await until(async () => {
      const rows = await holders()
      return rows.every((row) => row.state === 'following') ? rows : undefined
    }, 30_000)
    expect(held).toHaveLength(followed.length)
    for (const row of held) expect(pids).toContain(pidOfHolder(row.holder))

    // The leader dies without a word; the other takes the clock within a few seconds.
    const [dead, heir] = pidOf(leader) === a.child.pid ? [a, b] : [b, a]
    const killedAt = Date.now()
    dead.child.kill('SIGKILL')
    const next = await until(async () => {
      const now = await clockLeader(db)
      return pidOf(now) === heir.child.pid ? now : undefined
    }, 10_000)
    console.log(`takeover ${Date.now() - killedAt} ms after SIGKILL`)
    // And the streams it followed, once their leases run out.
    await until(async () => {
      const rows = await holders()
      return rows.every((row) => pidOfHolder(row.holder) === heir.child.pid) ? true : undefined
    }, 20_000)
    expect(next?.since).not.toBeNull()
    await until(
      async () => (heir.output.stdout.includes('leads from now') ? true : undefined),
      5_000,
    )
    // Most of it is the seed and the leader's catch-up; on a busy machine it takes longer.
  }, 120_000)
})

describe.runIf(adminUrl)('WORKERS=2', () => {
  let own: OwnPostgresDatabase
  let primary: Instance | undefined
  let database: Database | undefined

  beforeAll(async () => {
    own = await ownPostgresDatabase(adminUrl ?? '', 'stv_multi')
  })
  afterAll(async () => {
    if (primary?.child.exitCode === null) primary.child.kill('SIGKILL')
    await database?.close()
    await own?.drop()
  })

  test('runs two processes on one port, replaces one that dies, and stops all on SIGTERM', async () => {
    primary = await startInstance(own.url, { workers: 2 })
    const { output, child } = primary
    const readyLines = () => output.stdout.match(/Shoppable TV ready/g)?.length ?? 0
    await until(async () => (readyLines() === 2 ? true : undefined), 100_000)
    expect(output.stdout).toContain('Shoppable TV: 2 server processes on one port (WORKERS=2)')
    expect((await fetch(`${primary.origin}/api/health`)).status).toBe(200)
    database = await openDb({ dataDir: 'memory://', databaseUrl: own.url })
    const db = database.db
    const leader = pidOf(await until(async () => (await clockLeader(db)) ?? undefined, 5_000))
    expect(leader).not.toBe(child.pid)

    process.kill(leader, 'SIGKILL')
    await until(async () => (readyLines() === 3 ? true : undefined), 60_000)
    expect(output.stderr).toContain(`A server process (pid ${leader}) died (SIGKILL)`)
    const heir = pidOf(await until(async () => (await clockLeader(db)) ?? undefined, 10_000))
    expect(heir).not.toBe(leader)
    expect((await fetch(`${primary.origin}/api/health`)).status).toBe(200)

    child.kill('SIGTERM')
    const code = await new Promise((resolve) => child.once('exit', resolve))
    expect(code).toBe(0)
    expect(() => process.kill(heir, 0)).toThrow()
  }, 180_000)
})
