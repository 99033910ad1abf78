// What the benches read of a server process they started: its CPU time and memory from /proc,
// and a wait until it is idle.
import { readFileSync } from 'node:fs'

/** The process's CPU seconds so far (user + system, its worker threads included). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** The process's resident memory in MiB. */
export function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)
  return Number(line?.[1] ?? 0) / 1024
}

/**
 * Waits until the server is idle (under 10% of a core over 2 s, or 5 minutes at most): a first
 * start embeds the demo catalog in the background, which would be measured along with the load.
 */
export async function settle(pid: number): Promise<void> {
  const deadline = Date.now() + 300_000
  for (;;) {
    const before = cpuSeconds(pid)
    await new Promise((r) => setTimeout(r, 2000))
    if (cpuSeconds(pid) - before < 0.2 || Date.now() > deadline) return
  }
}
