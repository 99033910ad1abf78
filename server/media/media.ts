// The picture proxy's work, shared by its route and the import's picture check: a picture's
// master is fetched once (concurrent asks wait for the same fetch), kept on disk, and each
// size and format is made from it once and kept too. A picture that failed is not fetched
// again for FAILURE_TTL_MS, so a broken feed does not make the proxy knock on its host for
// every view.
import { createHash } from 'node:crypto'
import type { MediaSettings } from '../config'
import { createDiskCache, type DiskCache } from './disk-cache'
import { encodePicture, type PictureFormat } from './encode'
import { type LoadOptions, loadPicture } from './load-picture'
import { PictureError } from './picture-error'
import type { PictureSize } from './picture-url'

/** Not in the spec: how long a failed picture's answer is remembered. */
export const FAILURE_TTL_MS = 5 * 60_000
/** Not in the spec: failures remembered at most (the oldest go first). */
const MAX_FAILURES = 1_000
/** Not in the spec: pictures a process fetches at once; the rest wait their turn. */
export const FETCHES_AT_ONCE = 8

export type Media = {
  /** The picture at `url` in `size` and `format`; throws PictureError. */
  picture(url: string, size: PictureSize, format: PictureFormat): Promise<Buffer>
  /** Fetches and checks the picture at `url` (keeping it for viewers); null when it passed. */
  check(url: string): Promise<PictureError | null>
  cache: DiskCache
}

export type MediaOptions = MediaSettings & {
  allowPrivate: boolean
  now?: () => number
  signal?: AbortSignal
  fetch?: LoadOptions['fetch']
}

/** A gate letting at most `limit` tasks run at once. */
function gate(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}

/** Starts a proxy over a cache folder. */
export function createMedia(options: MediaOptions): Media {
  const now = options.now ?? Date.now
  const cache = createDiskCache({ dir: options.cacheDir, maxBytes: options.cacheMaxBytes, now })
  const failures = new Map<string, { error: PictureError; until: number }>()
  const pending = new Map<string, Promise<Buffer>>()
  const fetching = gate(FETCHES_AT_ONCE)
  const load: LoadOptions = {
    allowPrivate: options.allowPrivate,
    maxBytes: options.fetchMaxBytes,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  }

  /** Runs `make` once for a key at a time in this process. */
  function once(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    let running = pending.get(key)
    if (!running) {
      running = make().finally(() => pending.delete(key))
      pending.set(key, running)
    }
    return running
  }

  function remember(url: string, error: PictureError) {
    if (failures.size >= MAX_FAILURES) {
      const oldest = failures.keys().next().value
      if (oldest !== undefined) failures.delete(oldest)
    }
    failures.set(url, { error, until: now() + FAILURE_TTL_MS })
  }

  async function master(url: string, hash: string): Promise<Buffer> {
    const failed = failures.get(url)
    if (failed && failed.until > now()) throw failed.error
    const name = `${hash}-master.webp`
    const kept = await cache.get(name)
    if (kept) return kept
    return once(name, async () => {
      try {
        const bytes = await fetching(() => loadPicture(url, load))
        await cache.put(name, bytes)
        failures.delete(url)
        return bytes
      } catch (error) {
        if (error instanceof PictureError) remember(url, error)
        throw error
      }
    })
  }

  async function picture(url: string, size: PictureSize, format: PictureFormat) {
    const hash = createHash('sha256').update(url).digest('hex')
    const name = `${hash}-${size}.${format}`
    const kept = await cache.get(name)
    if (kept) return kept
    const source = await master(url, hash)
    return once(name, async () => {
      const bytes = await encodePicture(source, size, format)
      await cache.put(name, bytes)
      return bytes
    })
  }

  return {
    picture,
    async check(url) {
      try {
        await master(url, createHash('sha256').update(url).digest('hex'))
        return null
      } catch (error) {
        if (error instanceof PictureError) return error
        throw error
      }
    },
    cache,
  }
}
