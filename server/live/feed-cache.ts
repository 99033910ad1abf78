// One prepared answer per channel and count: the JSON read once, its ETag, and its brotli and
// gzip forms each made once, shared by every poll and every stream until the channel's feed
// changes or LIVE_MAX_AGE_S passes.
import type { Product } from '../../shared/api/types'
import { etagOf } from '../http/cache'
import { compressBytes, type Encoding } from '../http/compress'
import { type ChangedFeed, EVERY_CHANNEL } from './signal'

/** A list's body as sent: its products, JSON text, bytes, ETag, and coded forms made on demand. */
export type PreparedList = {
  products: readonly Product[]
  json: string
  bytes: Uint8Array
  etag: string
  /** The body in `encoding` (made once, then shared). */
  coded(encoding: Encoding): Promise<Uint8Array>
}

/** Not in the spec: lists held before expired ones are swept out (channels × counts polled). */
const SWEEP_ABOVE = 4096

type Entry = { channelId: string; list: Promise<PreparedList>; expiresAt: number }

/** Prepares a list's body. */
export function prepareList(products: readonly Product[]): PreparedList {
  const json = JSON.stringify(products)
  const bytes = new TextEncoder().encode(json)
  const made = new Map<Encoding, Promise<Uint8Array>>()
  return {
    products,
    json,
    bytes,
    etag: etagOf(json),
    coded(encoding) {
      let form = made.get(encoding)
      if (!form) {
        form = compressBytes(bytes, encoding, 'fast')
        made.set(encoding, form)
        // A failed coding is tried again next time rather than kept.
        form.catch(() => made.delete(encoding))
      }
      return form
    },
  }
}

/** The cache of prepared lists. `read` finds a list's products (and throws for unknown channels). */
export type FeedCache = ReturnType<typeof createFeedCache>

/**
 * Prepared lists by channel and count. One read per list however many ask at once (single
 * flight); a failed read is not kept; an entry older than `maxAgeMs` is read again.
 */
export function createFeedCache(options: {
  read: (channelId: string, count: number) => Promise<readonly Product[]>
  maxAgeMs: number
}) {
  const entries = new Map<string, Entry>()
  return {
    /** The list for a channel and count, from the cache or read now. */
    get(channelId: string, count: number): Promise<PreparedList> {
      const key = `${count}/${channelId}`
      const now = Date.now()
      const found = entries.get(key)
      if (found && found.expiresAt > now) return found.list
      if (entries.size >= SWEEP_ABOVE) {
        for (const [k, e] of entries) if (e.expiresAt <= now) entries.delete(k)
      }
      const list = options.read(channelId, count).then(prepareList)
      const entry: Entry = { channelId, list, expiresAt: now + options.maxAgeMs }
      entries.set(key, entry)
      list.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return list
    },
    /** Forgets a channel's lists (every channel's for EVERY_CHANNEL). */
    drop(channelId: ChangedFeed): void {
      for (const [key, entry] of entries) {
        if (channelId === EVERY_CHANNEL || entry.channelId === channelId) entries.delete(key)
      }
    },
    /** How many lists are held (for tests). */
    get size() {
      return entries.size
    },
  }
}
