import { spawn } from 'node:child_process'
import type { LockRole } from './lock'

const lockModule = new URL('./lock.ts', import.meta.url).href

/** Another live process that tried to take the lock of a folder, and stays alive. */
export type OtherProcess = {
  pid: number
  outcome: 'held' | 'refused'
  /** Kills it without a chance to release: a lock it holds stays behind, stale. */
  kill(): Promise<void>
}

/** Starts a separate Node process that tries to take the lock of `dataDir` and stays alive. */
export async function tryInAnotherProcess(dataDir: string, role: LockRole): Promise<OtherProcess> {
  const script = `import { acquireLock, DatabaseInUseError } from ${JSON.stringify(lockModule)}
try {
  acquireLock(process.argv[1], process.argv[2])
  console.log('held')
} catch (error) {
  if (!(error instanceof DatabaseInUseError)) throw error
  console.log('refused')
}
setInterval(() => {}, 1 << 30)`
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script, dataDir, role],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const outcome = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))
    child.once('exit', () => reject(new Error(`the other process exited: ${stderr}`)))
  })
  const pid = child.pid
  if (pid === undefined || (outcome !== 'held' && outcome !== 'refused'))
    throw new Error(`the other process answered ${outcome}`)
  return {
    pid,
    outcome,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL')
        await exited
      }
    },
  }
}

/** A separate live process holding the lock of `dataDir`, as a running server or command would. */
export async function holdInAnotherProcess(dataDir: string, role: LockRole): Promise<OtherProcess> {
  const other = await tryInAnotherProcess(dataDir, role)
  if (other.outcome !== 'held') {
    await other.kill()
    throw new Error(`another process already holds ${dataDir}`)
  }
  return other
}
