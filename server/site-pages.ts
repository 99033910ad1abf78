// What the site's prerendered pages gain for one request: /app its products for crawlers and
// its canonical address (live/store-page.ts), and every page that hosts the widget (/app,
// /demo/{id}) the channel's first feed, so its first card waits for no API round trip.
import { ANY_CHANNEL_ID_PATTERN } from '../shared/api/studio'
import { DEFAULT_CHANNEL_ID } from '../shared/channels'
import type { AppDeps } from './deps'
import type { HeadAddition } from './http/head-markup'
import {
  firstFeedOf,
  type LiveLists,
  STORE_PAGE_PATH,
  storeChannelOf,
  storePageAdditions,
} from './live'
import type { PageAdditions } from './static'

const DEMO_CHANNEL_PAGE = /^\/demo\/([^/]+)$/

/**
 * The channel whose widget a site page shows, as far as the server can tell: `/app`'s (its
 * `channelId`, else the default; a remembered one is in the browser) and `/demo/{id}`'s;
 * null for pages without the widget and for values that are no channel id.
 */
export function widgetChannelOf(page: string, url: URL): string | null {
  if (page === STORE_PAGE_PATH) return storeChannelOf(url)
  const id = DEMO_CHANNEL_PAGE.exec(page)?.[1]
  return id && ANY_CHANNEL_ID_PATTERN.test(id) ? id : null
}

/** A part that fails is left out (and logged); the page never fails for it. */
async function orNone<T>(part: Promise<T>, what: string): Promise<T | null> {
  try {
    return await part
  } catch (error) {
    console.error(`Could not add ${what} to a page; sending it without`, error)
    return null
  }
}

/** The site's page additions: structured data and the first feed, each read from its cache. */
export function sitePageAdditions(deps: AppDeps, lists: LiveLists): PageAdditions {
  const storeData = storePageAdditions(deps)
  return async (page, url): Promise<HeadAddition | null> => {
    const channelId = widgetChannelOf(page, url)
    if (!channelId) return null
    const [data, feed] = await Promise.all([
      orNone(storeData(page, url), 'the store’s structured data'),
      orNone(firstFeedOf(lists, channelId), 'the first feed'),
    ])
    // /app is built with the default channel's widget; the page's first render in the browser
    // takes the query's channel by the same rule (storeChannelOf's firstStoreChannel).
    const widgetChannel =
      page === STORE_PAGE_PATH && channelId !== DEFAULT_CHANNEL_ID ? channelId : undefined
    if (!data && !feed && !widgetChannel) return null
    const head = [feed?.preloads, feed?.data, data?.head].filter(Boolean).join('\n')
    return { head, canonical: data?.canonical ?? null, ...(widgetChannel && { widgetChannel }) }
  }
}
