// A small HTTP load generator for the benches: N keep-alive connections, each sending its next
// request when its answer has been read, for a fixed time. Requests/s and latency percentiles.
import http from 'node:http'
import { percentile } from './bench-db'

/** What a load run measured. */
export type LoadResult = { rps: number; p50: number; p99: number; statuses: Record<number, number> }

/** Sends GETs to `url` over `connections` connections for `durationMs`. */
export async function load(options: {
  url: string
  headers?: Record<string, string>
  connections: number
  durationMs: number
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const latencies: number[] = []
  const statuses: Record<number, number> = {}
  const started = performance.now()
  const end = started + options.durationMs
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const sent = performance.now()
      const req = http.get(options.url, { agent, headers: options.headers }, (res) => {
        res.on('data', () => {})
        res.on('end', () => {
          latencies.push(performance.now() - sent)
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1
          resolve()
        })
        res.on('error', reject)
      })
      req.on('error', reject)
    })
  const worker = async () => {
    while (performance.now() < end) await one()
  }
  await Promise.all(Array.from({ length: options.connections }, worker))
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    statuses,
  }
}
