import type { BeaconEntry } from '../../shared/api/insights'
import {
  BEACON_MAX_IMPRESSIONS,
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

/** What one channel's next beacon counts: its load, its QR visit, the products shown. */
type Pending = { load?: true; qr?: true; shown: number[] }

/**
 * Counts per channel and sends one beacon per channel with counts at each hide of the page,
 * then starts again from zero, never beyond BEACON_CAPS (one page view's worth). Votes,
 * check-ins and sign-ins are not here: the server counts them as it handles them, for the
 * channel the widget names in those requests.
 */
export function createInsights(env: Env): Insights {
  let pending = new Map<string, Pending>()
  const bases = new Map<string, string>()
  const seen = new Set<string>()
  // The channel page-wide counts go to: the one an element loaded last.
  let pageChannel: string | undefined
  // A QR visit waits for the send, which gives it the page's channel (none loaded: dropped).
  let qr = new URLSearchParams(env.location.search).get(QR_SOURCE_PARAM) === QR_SOURCE_VALUE
  let hidden = false
  const of = (channelId: string) => {
    const counts = pending.get(channelId) ?? { shown: [] }
    pending.set(channelId, counts)
    return counts
  }

  const send = () => {
    if (qr && pageChannel) of(pageChannel).qr = true
    qr = false
    const sending = pending
    pending = new Map()
    // Read now: the viewer may have decided since the page loaded.
    if (analyticsDeclined(env.storage)) return
    for (const [channelId, { load, qr, shown }] of sending) {
      const entries: BeaconEntry[] = shown.map((productId) => ['impressions', 1, productId])
      if (qr) entries.unshift(['qrVisits', 1])
      if (load) entries.unshift(['loads', 1])
      const base = bases.get(channelId)
      // Counts come only for a channel an element loaded, which set its base; never guess one.
      if (base === undefined) continue
      const url = base + INSIGHTS_BEACON_PATH
      const body = JSON.stringify({ channelId, entries })
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

  return {
    load(channelId, apiBase) {
      bases.set(channelId, apiBase)
      pageChannel = channelId
      of(channelId).load = true
    },
    impressions(channelId, productIds) {
      for (const id of productIds) {
        const productId = Number(id)
        const key = `${channelId} ${productId}`
        if (
          Number.isInteger(productId) &&
          productId > 0 &&
          productId <= MAX_ITEM_ID &&
          !seen.has(key) &&
          // Beyond a beacon's cap a product is not marked seen: shown again later, it counts then.
          of(channelId).shown.length < BEACON_MAX_IMPRESSIONS
        ) {
          seen.add(key)
          of(channelId).shown.push(productId)
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
