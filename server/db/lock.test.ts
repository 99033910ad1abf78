import {
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { openDb } from '.'
import { acquireLock, DatabaseInUseError, embeddedFolder, type LockOwner } from './lock'
import { holdInAnotherProcess, type OtherProcess, tryInAnotherProcess } from './lock-testing'

let dir: string
let dataDir: string
let lockFile: string
let others: OtherProcess[] = []

beforeEach(() => {
  // The real path, as the lock names it (macOS's tmpdir is behind a symlink).
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'stv-lock-')))
  dataDir = join(dir, 'data')
  lockFile = `${dataDir}.lock`
})
afterEach(async () => {
  await Promise.all(others.map((other) => other.kill()))
  others = []
  rmSync(dir, { recursive: true, force: true })
})

const lockOwner = (): LockOwner => JSON.parse(readFileSync(lockFile, 'utf8'))

/** A lock file as a process that has since died would have left it. */
async function staleLockOf(role: 'server' | 'cli'): Promise<number> {
  const gone = await holdInAnotherProcess(dataDir, role)
  await gone.kill()
  return gone.pid
}

describe('the lock of an embedded database folder', () => {
  test('is a file beside the folder naming this process; release removes it, and again is harmless', () => {
    const lock = acquireLock(dataDir, 'cli')
    expect(existsSync(dataDir)).toBe(true)
    expect(lock.file).toBe(lockFile)
    expect(lockOwner()).toMatchObject({ pid: process.pid, role: 'cli' })
    lock.release()
    expect(existsSync(lockFile)).toBe(false)
    lock.release()
    expect(acquireLock(dataDir, 'server').owner.role).toBe('server')
  })

  test('is refused while another live process holds it, naming its pid and what to do', async () => {
    const other = await holdInAnotherProcess(dataDir, 'server')
    others.push(other)
    const held = readFileSync(lockFile, 'utf8')
    let refusal: unknown
    try {
      acquireLock(dataDir, 'server')
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(DatabaseInUseError)
    expect(refusal).toMatchObject({ owner: { pid: other.pid, role: 'server' }, lockFile })
    expect((refusal as Error).message).toBe(
      `The embedded database in ${dataDir} is in use by another process (pid ${other.pid}, \`npm start\` since ${lockOwner().since}; lock file ${lockFile}). Stop it first, or give this one its own DATA_DIR, or use DATABASE_URL for PostgreSQL.`,
    )
    expect(readFileSync(lockFile, 'utf8')).toBe(held)
  })

  test('is refused a second time in the same process', () => {
    const lock = acquireLock(dataDir, 'server')
    expect(() => acquireLock(dataDir, 'cli')).toThrow(DatabaseInUseError)
    lock.release()
  })

  test('left by a dead process is stale: taken over', async () => {
    const deadPid = await staleLockOf('server')
    expect(lockOwner().pid).toBe(deadPid)
    const lock = acquireLock(dataDir, 'cli')
    expect(lockOwner()).toMatchObject({ pid: process.pid, role: 'cli' })
    lock.release()
  })

  test('left by a dead process goes to exactly one of several processes taking it at once', async () => {
    await staleLockOf('server')
    others = await Promise.all(
      Array.from({ length: 4 }, () => tryInAnotherProcess(dataDir, 'server')),
    )
    const holders = others.filter((other) => other.outcome === 'held')
    expect(holders).toHaveLength(1)
    expect(lockOwner().pid).toBe(holders[0]?.pid)
  })

  test('with this process’s pid but not held by it is stale (a restarted container’s pid 1)', () => {
    const earlier = { pid: process.pid, role: 'server', since: '2026-01-01T00:00:00Z', token: 'x' }
    writeFileSync(lockFile, JSON.stringify(earlier))
    const lock = acquireLock(dataDir, 'server')
    expect(lockOwner().token).toBe(lock.owner.token)
    expect(lock.owner.token).not.toBe('x')
    lock.release()
  })

  test('that cannot be read as a lock is stale', () => {
    writeFileSync(lockFile, '{"pid": 0')
    acquireLock(dataDir, 'server').release()
    expect(existsSync(lockFile)).toBe(false)
  })

  test('is one lock for a folder however it is reached (a symlink)', () => {
    const lock = acquireLock(dataDir, 'server')
    const link = join(dir, 'link')
    symlinkSync(dataDir, link)
    expect(() => acquireLock(link, 'cli')).toThrow(DatabaseInUseError)
    lock.release()
  })

  test('release leaves alone a lock that is no longer its own', () => {
    const lock = acquireLock(dataDir, 'server')
    const someoneElse = { pid: 1, role: 'server', since: '2026-01-01T00:00:00Z', token: 'y' }
    writeFileSync(lockFile, JSON.stringify(someoneElse))
    lock.release()
    expect(lockOwner()).toEqual(someoneElse)
  })
})

describe('which databases are locked', () => {
  test('a folder on disk is; memory:// and browser stores are not', () => {
    expect(embeddedFolder('/srv/stv/.data')).toBe('/srv/stv/.data')
    expect(embeddedFolder('file:///srv/stv/.data')).toBe('/srv/stv/.data')
    expect(embeddedFolder('memory://')).toBeNull()
    expect(embeddedFolder('')).toBeNull()
    expect(embeddedFolder('idb://stv')).toBeNull()
  })

  test('openDb holds a PGlite folder until close, and PGlite works beside its lock', async () => {
    const first = await openDb({ dataDir, databaseUrl: null, role: 'server' })
    expect(lockOwner()).toMatchObject({ pid: process.pid, role: 'server' })
    await expect(openDb({ dataDir, databaseUrl: null, role: 'cli' })).rejects.toBeInstanceOf(
      DatabaseInUseError,
    )
    await first.close()
    expect(existsSync(lockFile)).toBe(false)
    const again = await openDb({ dataDir, databaseUrl: null, role: 'cli' })
    await again.db.execute('select 1')
    await again.close()
  })

  test('openDb takes no lock for memory:// or PostgreSQL', async () => {
    const memory = await openDb({ dataDir: 'memory://', databaseUrl: null })
    await memory.close()
    // Nothing listens on port 9: the connection fails, and the PGlite folder was never touched.
    const postgres = openDb({ dataDir, databaseUrl: 'postgres://stv@127.0.0.1:9/stv' })
    await expect(postgres).rejects.toThrow()
    expect(existsSync(dataDir)).toBe(false)
    expect(existsSync(lockFile)).toBe(false)
  })
})
