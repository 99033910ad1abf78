import { type ChildProcess, spawn } from 'node:child_process'

/** A server started for a measurement, on its own ports with an in-memory database. */
export type BenchServer = { origin: string; pid: number; stop(): Promise<void> }

/** Starts `server/main.ts` (the front end must be built) and waits for /api/health. */
export async function startServer(port: number, demoHostsPort: number): Promise<BenchServer> {
  const origin = `http://localhost:${port}`
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_HOSTS_PORT: String(demoHostsPort),
      DATA_DIR: 'memory://',
      PUBLIC_ORIGIN: origin,
      DEMO_HOSTS_ORIGIN: `http://127.0.0.1:${demoHostsPort}`,
    },
    stdio: 'ignore',
  })
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      const res = await fetch(`${origin}/api/health`)
      if (res.ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill()
      throw new Error('server did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    origin,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** The median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}
