import { FIRST_FEED_ATTRIBUTE } from '../../shared/bridge/protocol'

/**
 * The channel's first feed that the page sent with its HTML (issue 17: the embed page does),
 * taken once: the data block leaves the page, so a later session of the channel asks the API.
 * Undefined where the page sent none or sent text that is not JSON; the feed reads the
 * value as it reads an API answer.
 */
export function takeFirstFeed(doc: Document, channelId: string): unknown {
  for (const block of doc.querySelectorAll(
    `script[type="application/json"][${FIRST_FEED_ATTRIBUTE}]`,
  )) {
    if (block.getAttribute(FIRST_FEED_ATTRIBUTE) !== channelId) continue
    block.remove()
    try {
      return JSON.parse(block.textContent ?? '')
    } catch {
      return undefined
    }
  }
  return undefined
}
