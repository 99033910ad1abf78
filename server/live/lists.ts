// Each app's one cache of live lists, shared by the polled route, the streams, the embed page
// and the site pages that carry a first feed: a change is read once for all of them.

import type { AppDeps } from '../deps'
import { LIVE_MAX_AGE_S } from '../http/cache'
import { requireChannel } from './channel-routes'
import { createFeedCache, type FeedCache } from './feed-cache'
import { recentProducts } from './recent'

/** The app's live lists: what `recent_products/{id}/{count}` answers, prepared once. */
export type LiveLists = FeedCache

/**
 * The live lists of one app, dropped when `deps.live` announces a change and after
 * LIVE_MAX_AGE_S. Reading an unknown or archived channel throws its 404.
 */
export function createLiveLists(deps: AppDeps): LiveLists {
  const cache = createFeedCache({
    async read(channelId, count) {
      const channel = await requireChannel(deps, channelId)
      return recentProducts(deps, channel.id, count)
    },
    maxAgeMs: LIVE_MAX_AGE_S * 1000,
  })
  deps.live.onChange((channelId) => cache.drop(channelId))
  return cache
}
