// WORKERS=N: the primary process forks N server processes sharing one port (Node's cluster
// module hands each connection to one of them) and replaces one that dies. It opens no
// database itself: each worker is a whole server, and the database makes them one system.
import cluster, { type Worker } from 'node:cluster'

/** Not in the spec: a replacement waits this long after a death, doubling up to the maximum. */
export const RESTART_FIRST_MS = 1_000
export const RESTART_MAX_MS = 30_000
/** A worker that ran this long resets the back-off: its death is not a crash loop. */
export const RESTART_RESET_MS = 60_000

/** Not in the spec: how long a stop waits for workers to close before killing them. */
export const STOP_GRACE_MS = 20_000

/** What a worker tells the primary once it answers on its port. */
export const READY_MESSAGE = 'shoppable-tv:ready'

/** In a worker of the cluster, tells the primary this worker is ready; elsewhere does nothing. */
export function tellPrimaryReady(): void {
  if (cluster.isWorker) process.send?.(READY_MESSAGE)
}

/**
 * Runs `count` workers (this same program, forked) until SIGINT or SIGTERM, which stops
 * them all. A worker that dies is replaced after a back-off; if one dies before any was
 * ready (a busy port, a database that refuses), the start failed: all stop, exit 1.
 */
export function runPrimary(count: number): void {
  let stopping = false
  let anyReady = false
  let backoffMs = RESTART_FIRST_MS
  const bornAt = new Map<Worker, number>()

  const fork = () => {
    const worker = cluster.fork()
    bornAt.set(worker, Date.now())
    worker.on('message', (message: unknown) => {
      if (message !== READY_MESSAGE || anyReady) return
      anyReady = true
      console.log(`Shoppable TV: ${count} server processes on one port (WORKERS=${count})`)
    })
  }

  const stopAll = (code: number) => {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {})
    if (!workers.length) process.exit(code)
    for (const worker of workers) worker?.process.kill('SIGTERM')
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
    }, STOP_GRACE_MS).unref()
    cluster.on('exit', () => {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(code)
    })
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker) ?? Date.now())
    bornAt.delete(worker)
    if (stopping) return
    if (!anyReady) {
      // Its own message (configuration, port, database) is already on stderr.
      console.error(`A server process could not start (exit ${code ?? signal}); stopping.`)
      stopAll(1)
      return
    }
    if (lived >= RESTART_RESET_MS) backoffMs = RESTART_FIRST_MS
    console.error(
      `A server process (pid ${worker.process.pid}) died (${signal ?? `exit ${code}`}); another starts in ${backoffMs} ms`,
    )
    setTimeout(() => {
      if (!stopping) fork()
    }, backoffMs)
    backoffMs = Math.min(backoffMs * 2, RESTART_MAX_MS)
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0))
  for (let i = 0; i < count; i++) fork()
}
