import type { BeaconEntry } from '../../shared/api/insights'
import {
  BEACON_LIMITS,
  type BeaconMetric,
  INSIGHTS_BEACON_PATH,
  QR_SOURCE_PARAM,
  QR_SOURCE_VALUE,
} from '../../shared/api/insights-beacon'
import { MAX_ITEM_ID } from '../../shared/constants'
import type { Env } from '../env'
import { analyticsDeclined } from './consent'

/** The page's non-personal counts (shared/api/insights.ts), sent as a beacon when it hides. */
export type Insights = {
  /**
   * An element shows `channelId` (its feed answered; a switch counts the new channel); the
   * channel's beacon goes to this element's API base.
   */
  load(channelId: string, apiBase: string): void
  /** Products shown in an element's Live list; each counts once per channel and page. */
  impressions(channelId: string, productIds: readonly (string | number)[]): void
  /**
   * The channel an element loaded last: the page's, which a check-in or sign-in names (the
   * server counts those itself). Undefined until an element has loaded one.
   */
  channel(): string | undefined
}

/** Where page-wide counts wait until a send gives them the page's channel (no channel id is empty). */
const PAGE = ''

/**
 * Counts per channel and sends one beacon per channel with counts at each hide of the page,
 * then starts again from zero. Votes, check-ins and sign-ins are not here: the server counts
 * them as it handles them, for the channel the widget names in those requests.
 */
export function createInsights(env: Env): Insights {
  // Per channel, each entry by its key: the metric, or the product id of an impression.
  let counts = new Map<string, Map<string, BeaconEntry>>()
  const bases = new Map<string, string>()
  const seen = new Set<string>()
  // The channel page-wide counts go to: the one an element loaded last.
  let pageChannel: string | undefined
  let hidden = false

  /** Adds `entry`'s count to the channel's entry of the same metric (and product). */
  const add = (channelId: string, entry: BeaconEntry) => {
    const entries = counts.get(channelId) ?? new Map<string, BeaconEntry>()
    counts.set(channelId, entries)
    const key = String(entry.slice(2)[0] ?? entry[0])
    const known = entries.get(key)
    if (known) known[1] = Math.min(known[1] + entry[1], BEACON_LIMITS.count)
    else entries.set(key, entry)
  }
  // A page-wide count comes before any feed has answered: it waits for the send.
  const count = (metric: Exclude<BeaconMetric, 'impressions'>) => add(PAGE, [metric, 1])

  const send = () => {
    const page = counts.get(PAGE)
    counts.delete(PAGE)
    if (page && pageChannel) for (const entry of page.values()) add(pageChannel, entry)
    const sending = counts
    counts = new Map()
    // Read now: the viewer may have decided since the page loaded.
    if (analyticsDeclined(env.storage)) return
    for (const [channelId, entries] of sending) {
      const base = bases.get(channelId)
      // Counts come only for a channel an element loaded, which set its base; never guess one.
      if (base === undefined) continue
      const url = base + INSIGHTS_BEACON_PATH
      const body = JSON.stringify({
        channelId,
        // Largest counts first, so a cut drops the rarest products.
        entries: [...entries.values()].sort((a, b) => b[1] - a[1]).slice(0, BEACON_LIMITS.entries),
      })
      if (env.sendBeacon?.(url, body)) continue
      env
        .fetch(url, {
          method: 'POST',
          keepalive: true,
          body,
          headers: { 'content-type': 'text/plain' },
          credentials: 'omit',
        })
        .catch(() => {})
    }
  }

  // visibilitychange and pagehide may both come for one hide: the first sends.
  env.onPageHidden((now) => {
    if (now && !hidden) send()
    hidden = now
  })
  if (new URLSearchParams(env.location.search).get(QR_SOURCE_PARAM) === QR_SOURCE_VALUE) {
    count('qrVisits')
  }

  return {
    load(channelId, apiBase) {
      bases.set(channelId, apiBase)
      pageChannel = channelId
      add(channelId, ['loads', 1])
    },
    impressions(channelId, productIds) {
      for (const id of productIds) {
        const productId = Number(id)
        const key = `${channelId} ${productId}`
        if (
          Number.isInteger(productId) &&
          productId > 0 &&
          productId <= MAX_ITEM_ID &&
          !seen.has(key)
        ) {
          seen.add(key)
          add(channelId, ['impressions', 1, productId])
        }
      }
    },
    channel: () => pageChannel,
  }
}

let shared: Insights | undefined

/** The page's one insights counter, which every element shares. */
export function pageInsights(env: Env): Insights {
  shared ??= createInsights(env)
  return shared
}
