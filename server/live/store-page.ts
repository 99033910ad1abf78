// What the server adds to the phone store page `/app` before sending it: the ItemList of the
// channel the page will open, and a canonical address naming that channel.
import { DEFAULT_CHANNEL_ID, firstStoreChannel, STORE_CHANNEL_PARAM } from '../../shared/channels'
import { APP_PATH } from '../../shared/routes'
import type { AppDeps } from '../deps'
import { LIVE_MAX_AGE_S } from '../http/cache'
import { itemListScript, storeItemList } from './structured-data'

/** The store page's path (spec §2), as the site's routes name it. */
export const STORE_PAGE_PATH = APP_PATH

/**
 * Not in the spec: how long a channel's structured data is reused, in ms. The feed changes
 * when a segment starts (every 25–50 s), and the recent-products API is cached as long.
 */
export const STORE_DATA_TTL_MS = LIVE_MAX_AGE_S * 1000

/** Not in the spec: most channels whose data one process keeps (ids come from URLs). */
const MAX_CACHED_CHANNELS = 1000

/** Markup for the page's `<head>` and the canonical address it should have. */
export type StorePageAddition = { head: string; canonical: string }

type Entry = { until: number; value: Promise<StorePageAddition | null> }

/**
 * The channel `/app` opens for `url`: its `channelId`, or the default when there is none (the
 * page reads a remembered channel from the browser's storage, which a crawler has not got);
 * null when the value is no channel id at all.
 */
export function storeChannelOf(url: URL): string | null {
  const channelId = firstStoreChannel(url.search)
  // The default in place of a value that is no channel id: that value asks for none.
  const asked = url.searchParams.get(STORE_CHANNEL_PARAM)
  return asked && asked !== channelId ? null : channelId
}

/**
 * Finds what `/app` gains for a request, from a per-channel cache of STORE_DATA_TTL_MS
 * (requests in the meantime share one read); null for other pages and for unknown or
 * archived channels, which get the page as built.
 */
export function storePageAdditions(deps: AppDeps) {
  const cache = new Map<string, Entry>()

  const read = async (channelId: string): Promise<StorePageAddition | null> => {
    const list = await storeItemList(deps, channelId)
    if (!list) return null
    // The default channel's page is plain `/app`, the address the sitemap lists.
    const query = channelId === DEFAULT_CHANNEL_ID ? '' : `?${STORE_CHANNEL_PARAM}=${channelId}`
    const canonical = `${deps.config.publicOrigin}${STORE_PAGE_PATH}${query}`
    // Nothing live yet: no empty list for search engines to report, but the address holds.
    return { head: list.numberOfItems > 0 ? itemListScript(list) : '', canonical }
  }

  const forget = (nowMs: number) => {
    for (const [key, entry] of cache) if (entry.until <= nowMs) cache.delete(key)
    // Still full: drop the oldest (a Map keeps insertion order).
    for (const key of cache.keys()) {
      if (cache.size < MAX_CACHED_CHANNELS) break
      cache.delete(key)
    }
  }

  return (page: string, url: URL): Promise<StorePageAddition | null> => {
    if (page !== STORE_PAGE_PATH) return Promise.resolve(null)
    const channelId = storeChannelOf(url)
    if (!channelId) return Promise.resolve(null)
    const nowMs = deps.now().getTime()
    const cached = cache.get(channelId)
    if (cached && cached.until > nowMs) return cached.value
    if (cache.size >= MAX_CACHED_CHANNELS) forget(nowMs)
    const value = read(channelId)
    const entry = { until: nowMs + STORE_DATA_TTL_MS, value }
    // Deleted first so the Map's order stays the order of reads (oldest first).
    cache.delete(channelId)
    cache.set(channelId, entry)
    // A failed read is not kept: the next request tries again.
    value.catch(() => {
      if (cache.get(channelId) === entry) cache.delete(channelId)
    })
    return value
  }
}
