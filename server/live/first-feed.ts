// The channel's first feed inside a page that hosts the widget (issue 17): the embed page, and
// the site's /app and /demo/{id}. The widget takes it instead of its first API round trip.
import type { Product } from '../../shared/api/types'
import { FIRST_FEED_ATTRIBUTE } from '../../shared/bridge/protocol'
import { CACHED_POOL_SIZE } from '../../shared/constants'
import { escapeHtml, imagePreloadTag, scriptSafeJson } from '../../shared/html'
import { HttpError } from '../http/errors'
import type { PreparedList } from './feed-cache'
import type { LiveLists } from './lists'

/** How many pictures of the first cards a page asks for along with its own HTML. */
export const PRELOADED_PICTURES = 2

/**
 * Markup for a page: preloads for its head, the data block for anywhere in it; and the products
 * it holds, for a first screen drawn from them (`/embed`).
 */
export type FirstFeedMarkup = { preloads: string; data: string; products: readonly Product[] }

/**
 * The pool the widget would otherwise fetch once its code runs (`recent_products/{id}/50`), as
 * a JSON data block (never run, so no CSP change; `scriptSafeJson` keeps a title from ending
 * it), and preloads of the first cards' pictures, so the browser fetches them beside the
 * widget's code. The feed shows the pool's newest first (the list's order): those come first.
 */
export function firstFeedMarkup(channelId: string, list: PreparedList): FirstFeedMarkup {
  const first = list.products.slice(0, PRELOADED_PICTURES)
  return {
    preloads: first.map(({ image }) => imagePreloadTag(image)).join('\n'),
    data: `<script type="application/json" ${FIRST_FEED_ATTRIBUTE}="${escapeHtml(channelId)}">${scriptSafeJson(list.products)}</script>`,
    products: list.products,
  }
}

/** Made once per prepared list (a list belongs to one channel), shared by every page sent. */
const made = new WeakMap<PreparedList, FirstFeedMarkup>()

/**
 * The first feed of a channel from the app's live lists; null for a channel that is unknown,
 * archived or not a channel id (the page goes without: the widget says so itself).
 */
export async function firstFeedOf(
  lists: LiveLists,
  channelId: string,
): Promise<FirstFeedMarkup | null> {
  let list: PreparedList
  try {
    list = await lists.get(channelId, CACHED_POOL_SIZE)
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return null
    throw error
  }
  let markup = made.get(list)
  if (!markup) {
    markup = firstFeedMarkup(channelId, list)
    made.set(list, markup)
  }
  return markup
}
