// The picture proxy's disk cache: one file per entry, written to a temporary name and renamed,
// so a reader (this process or another sharing the folder) sees a whole file or none. Bounded:
// when what was written since the last sweep could have passed the bound, a sweep lists the
// folder and removes the least recently used files (their mtime, moved on at a hit) until it
// is under LOW_WATER of the bound. Each process also lists the folder again after writing a
// tenth of the bound (the others' writes count too). Two sweeps at once only remove a file twice.
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** A sweep leaves the folder at this share of the bound, so it does not run at every write. */
export const LOW_WATER = 0.8
/**
 * Another process writes to the folder too, unseen: the folder is listed again once this one
 * has written this share of the bound, so N processes pass it by at most N such shares.
 */
export const REMEASURE_SHARE = 0.1
/** A hit moves a file's mtime on at most this often (a write per view would cost more). */
export const TOUCH_AFTER_MS = 60 * 60_000
const TEMP = /\.tmp$/
/** A temporary file older than this was left by a process that stopped mid-write. */
const STALE_TEMP_MS = 10 * 60_000

/** What the cache is told: its folder, its bound in bytes, and the time (tests move it). */
export type DiskCacheOptions = { dir: string; maxBytes: number; now?: () => number }

export type DiskCache = {
  /** The entry's bytes, or null; a hit counts as a use for eviction. */
  get(name: string): Promise<Buffer | null>
  /** Stores an entry whole (atomic rename); may sweep the folder afterwards. */
  put(name: string, bytes: Buffer): Promise<void>
  /** Removes least recently used entries until the folder is within LOW_WATER of the bound. */
  sweep(): Promise<void>
  /** Bytes of the entries on disk now (a listing; for tests and the sweep). */
  size(): Promise<number>
}

type Entry = { path: string; bytes: number; usedAt: number }

/** Entry names are made by the proxy (hex and a few marks); anything else is refused. */
function checkedName(name: string): string {
  if (!/^[a-z0-9][a-z0-9.-]{0,100}$/.test(name)) throw new Error(`bad cache entry name: ${name}`)
  return name
}

/** Opens (creates) a cache folder. */
export function createDiskCache(options: DiskCacheOptions): DiskCache {
  const { dir, maxBytes } = options
  const now = options.now ?? Date.now
  let ready: Promise<unknown> | null = null
  // Bytes this process may have added since it last measured: a sweep runs once the last
  // measure plus them passes the bound. Starts unknown, so the first write measures.
  let measured: number | null = null
  let added = 0
  let sweeping: Promise<void> | null = null

  const ensureDir = () => {
    ready ??= mkdir(dir, { recursive: true })
    return ready
  }

  async function entries(): Promise<Entry[]> {
    await ensureDir()
    const out: Entry[] = []
    for (const name of await readdir(dir)) {
      const path = join(dir, name)
      try {
        const info = await stat(path)
        if (!info.isFile()) continue
        if (TEMP.test(name)) {
          if (now() - info.mtimeMs > STALE_TEMP_MS) await unlink(path).catch(() => undefined)
          continue
        }
        out.push({ path, bytes: info.size, usedAt: info.mtimeMs })
      } catch {
        // Removed by another process between the listing and the stat.
      }
    }
    return out
  }

  async function runSweep() {
    const all = await entries()
    let total = all.reduce((sum, entry) => sum + entry.bytes, 0)
    if (total > maxBytes) {
      const target = maxBytes * LOW_WATER
      for (const entry of all.sort((a, b) => a.usedAt - b.usedAt)) {
        if (total <= target) break
        await unlink(entry.path).catch(() => undefined)
        total -= entry.bytes
      }
    }
    measured = total
    added = 0
  }

  const sweep = () => {
    sweeping ??= runSweep().finally(() => {
      sweeping = null
    })
    return sweeping
  }

  return {
    async get(name) {
      const path = join(dir, checkedName(name))
      try {
        const bytes = await readFile(path)
        const info = await stat(path)
        if (now() - info.mtimeMs > TOUCH_AFTER_MS) {
          const at = new Date(now())
          await utimes(path, at, at).catch(() => undefined)
        }
        return bytes
      } catch {
        return null
      }
    },
    async put(name, bytes) {
      const path = join(dir, checkedName(name))
      await ensureDir()
      const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
      await writeFile(temp, bytes)
      const at = new Date(now())
      await utimes(temp, at, at)
      await rename(temp, path)
      added += bytes.length
      if (measured === null || measured + added > maxBytes || added > maxBytes * REMEASURE_SHARE) {
        await sweep()
      }
    },
    sweep,
    async size() {
      return (await entries()).reduce((sum, entry) => sum + entry.bytes, 0)
    },
  }
}
