// One process at a time per embedded database folder. PGlite has no lock of its own (it
// runs Postgres single-user, without postmaster.pid), so two processes on one folder would
// both write it. The lock is a file beside the folder, `<dataDir>.lock`, not inside it: the
// folder stays PGlite's alone (PGlite 0.5 tolerates a stranger there, but its dumps would
// carry it, and Postgres's own initdb wants an empty folder).
import { randomBytes } from 'node:crypto'
import {
  linkSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { resolve } from 'node:path'
import * as v from 'valibot'

/** Who holds a database folder: the server (`npm start`) or an admin command (`npm run channel`). */
export type LockRole = 'server' | 'cli'

const LockOwnerSchema = v.object({
  pid: v.pipe(v.number(), v.integer(), v.minValue(1)),
  role: v.picklist(['server', 'cli']),
  since: v.string(),
  token: v.string(),
})

/** What a lock file says: the process, what it is, since when, and a token unique to this hold. */
export type LockOwner = v.InferOutput<typeof LockOwnerSchema>

/** A held lock; `release()` is safe to call more than once. */
export type DbLock = { file: string; owner: LockOwner; release(): void }

const ROLE_COMMAND: Record<LockRole, string> = {
  server: '`npm start`',
  cli: '`npm run channel`',
}

/** Another live process holds the embedded database folder. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${owner.pid}, ${ROLE_COMMAND[owner.role]} since ${owner.since}; lock file ${lockFile}). Stop it first, or give this one its own DATA_DIR, or use DATABASE_URL for PostgreSQL.`,
    )
    this.name = 'DatabaseInUseError'
  }
}

/**
 * The folder on disk PGlite keeps `dataDir` in (its own reading of the string), or null
 * when there is none to lock: `memory://` and the browser stores.
 */
export function embeddedFolder(dataDir: string): string | null {
  if (!dataDir || dataDir.startsWith('memory://')) return null
  if (dataDir.startsWith('file://')) return resolve(dataDir.slice('file://'.length))
  if (dataDir.includes('://')) return null
  return resolve(dataDir)
}

/** Lock files this process holds: its own pid in one of them is not a stranger's. */
const heldHere = new Set<string>()

function isAlive(pid: number, file: string): boolean {
  // Our own pid in a lock we do not hold was left by an earlier process that had the same
  // pid, as a restarted container's server does (often pid 1).
  if (pid === process.pid) return heldHere.has(file)
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null
    throw error
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const parsed = v.safeParse(LockOwnerSchema, JSON.parse(text))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/**
 * Creates the lock file with its whole content at once: written aside, then hard-linked
 * into place, which fails if the file exists. A reader never sees a half-written lock.
 */
function tryCreate(file: string, text: string, token: string): boolean {
  const draft = `${file}.${token}.new`
  writeFileSync(draft, text)
  try {
    linkSync(draft, file)
    return true
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false
    throw error
  } finally {
    unlinkSync(draft)
  }
}

/**
 * Removes a stale lock, but only the one judged stale: it is moved aside first, and if it
 * turns out to be a lock another process has just taken, it is put back.
 */
function removeStale(file: string, staleText: string, token: string): void {
  const aside = `${file}.${token}.stale`
  try {
    renameSync(file, aside)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return
    throw error
  }
  if (readText(aside) !== staleText) {
    try {
      linkSync(aside, file)
    } catch {
      // A third process took the folder meanwhile; its lock stands.
    }
  }
  unlinkSync(aside)
}

/**
 * Takes the lock of the embedded database folder `dataDir` (created if missing) for this
 * process, taking over one left by a dead process; throws DatabaseInUseError when a live
 * process holds it.
 */
export function acquireLock(dataDir: string, role: LockRole): DbLock {
  mkdirSync(dataDir, { recursive: true })
  // The real path: `./.data` and a symlink to it are one folder with one lock.
  const file = `${realpathSync(dataDir)}.lock`
  const owner: LockOwner = {
    pid: process.pid,
    role,
    since: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  }
  const text = `${JSON.stringify(owner)}\n`
  // Each round either takes the lock, meets a live holder, or clears a stale lock; a
  // process that wins a race for a stale lock is a live holder in the next round.
  for (let round = 0; round < 3; round++) {
    if (tryCreate(file, text, owner.token)) return hold(file, owner, text)
    const current = readText(file)
    if (current === null) continue
    const holder = parseOwner(current)
    if (holder && isAlive(holder.pid, file)) throw new DatabaseInUseError(dataDir, file, holder)
    removeStale(file, current, owner.token)
  }
  throw new Error(`Could not take the lock ${file}: other processes keep taking it`)
}

function hold(file: string, owner: LockOwner, text: string): DbLock {
  heldHere.add(file)
  let held = true
  const release = () => {
    if (!held) return
    held = false
    heldHere.delete(file)
    process.off('exit', release)
    // Only our own: had we been taken for dead, the file would be another process's.
    if (readText(file) === text) unlinkSync(file)
  }
  // Also on process.exit() without close() (a failed start): the process writes no more.
  process.on('exit', release)
  return { file, owner, release }
}
