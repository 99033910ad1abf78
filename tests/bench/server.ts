import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'

/** A server started for a measurement, on its own ports. */
export type BenchServer = {
  origin: string
  pid: number
  child: ChildProcess
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>
}

/**
 * Starts `server/main.ts` of the checkout at `cwd` (the front end must be built) on `port`,
 * its demo hosts on the next port, with `env` added, and waits up to 3 minutes for
 * /api/health (a first start seeds and may embed the catalog).
 */
export async function spawnServer(options: {
  port: number
  demoHostsPort?: number
  host?: 'localhost' | '127.0.0.1'
  env?: Record<string, string>
  cwd?: string
}): Promise<BenchServer> {
  const { port, demoHostsPort = port + 1, host = '127.0.0.1' } = options
  const origin = `http://${host}:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_HOSTS_PORT: String(demoHostsPort),
      PUBLIC_ORIGIN: origin,
      DEMO_HOSTS_ORIGIN: `http://127.0.0.1:${demoHostsPort}`,
      // Load figures without twelve followed streams' OCR beside them (comparable with before).
      DEMO_ON_AIR: 'clock',
      ...options.env,
    },
    stdio: 'ignore',
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  const deadline = Date.now() + 180_000
  for (;;) {
    const up = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (up) return { origin, pid: child.pid ?? 0, child, stop }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill()
      throw new Error('server did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Starts the server with an in-memory database, its site on `localhost` (see spawnServer).
 * BENCH_DATA_DIR=<folder> keeps the database in a folder of it named for `port` instead: a later
 * run on the same ports starts from it without seeding and embedding the demo catalog again
 * (about 3 minutes of a first start). One folder per port, since an embedded database belongs to
 * one process at a time and benches on other ports may run meanwhile. (The demo channels'
 * registered origins follow the ports at each start, server/channels/demo.ts, and the catalog's
 * pictures are stored as paths and made absolute with the current origin when read.)
 */
export function startServer(port: number, demoHostsPort: number): Promise<BenchServer> {
  const folder = process.env.BENCH_DATA_DIR
  const dataDir = folder ? join(folder, `port-${port}`) : 'memory://'
  return spawnServer({ port, demoHostsPort, host: 'localhost', env: { DATA_DIR: dataDir } })
}

/** The median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}
