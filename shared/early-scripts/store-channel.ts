// `/app`'s inline script at the end of its body: built by scripts/early-scripts.ts from
// store-channel.entry.ts, allowed by its hash in the site's CSP.
import { ANY_CHANNEL_ID_PATTERN, STORE_CHANNEL_PARAM, STORE_CHANNEL_STORAGE_KEY } from '../channels'
import { WIDGET_TAG } from '../constants'

/**
 * Runs once `/app`'s body is parsed, before any module: without a query that names a channel,
 * a stored channel is given to the page's widget element, so the widget starts on the
 * returning viewer's channel rather than on the default the page was built with (and fetched
 * the default's pool, to throw it away once the page's code had run). The query's channel the
 * server already wrote into the page (`firstStoreChannel`). Storage that cannot be read, or a
 * stored value that is no channel id, leaves the page as it is.
 */
export function giveStoredChannel(
  location: Pick<Location, 'search'>,
  storage: () => Pick<Storage, 'getItem'>,
  doc: { querySelector(selector: string): Pick<Element, 'setAttribute'> | null },
): void {
  try {
    const asked = new URLSearchParams(location.search).get(STORE_CHANNEL_PARAM)
    const stored = storage().getItem(STORE_CHANNEL_STORAGE_KEY)
    const widget = doc.querySelector(WIDGET_TAG)
    if (asked && ANY_CHANNEL_ID_PATTERN.test(asked)) return
    if (widget && stored && ANY_CHANNEL_ID_PATTERN.test(stored)) {
      widget.setAttribute('channel-id', stored)
    }
  } catch {
    // Storage that cannot be read: no stored channel.
  }
}
