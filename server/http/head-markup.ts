import { WIDGET_TAG } from '../../shared/constants'
import { escapeHtml } from '../../shared/html'

/**
 * What a prerendered page gains for one request: markup for its head, its canonical address,
 * and for a page built with the default channel's widget (`/app`), the channel this request
 * asks for, which the widget element is given (`withWidgetChannel`).
 */
export type HeadAddition = { head: string; canonical: string | null; widgetChannel?: string }

const WIDGET_CHANNEL = new RegExp(`<${WIDGET_TAG} channel-id="[^"]*"`)

/**
 * The page with its widget element's `channel-id` set to `channelId`, so the widget starts on
 * the channel the page is asked for, with that channel's first feed in the head, rather than
 * on the channel the page was built with until the page's code corrects it (and the feed it
 * had begun to fetch is thrown away). The page as it is when it has no such element.
 */
export function withWidgetChannel(html: string, channelId: string): string {
  return html.replace(WIDGET_CHANNEL, () => `<${WIDGET_TAG} channel-id="${escapeHtml(channelId)}"`)
}

const CANONICAL = /<link rel="canonical" href="([^"]*)"\s*\/?>/i
const HEAD_END = /<\/head>/i

/**
 * The page with `addition.head` put at the end of its `<head>`, and its canonical link set to
 * `addition.canonical` when it has none, or given `addition.canonical`'s query when it has a
 * generic one (the prerender's address, without a query); null when the page has no `</head>`
 * to put it before.
 */
export function addToHead(html: string, addition: HeadAddition): string | null {
  const end = html.search(HEAD_END)
  if (end < 0) return null
  let head = html.slice(0, end)
  const rest = html.slice(end)
  const link = addition.canonical
    ? `<link rel="canonical" href="${escapeHtml(addition.canonical)}">`
    : ''
  const current = CANONICAL.exec(head)
  let extra = addition.head
  if (link && !current) extra = `${link}\n${extra}`
  else if (addition.canonical && current?.[1] !== undefined && !current[1].includes('?')) {
    // The prerender's address stays (its site URL may differ from this server's origin, as
    // in a build for another host); only the query naming what the page shows is added.
    const query = new URL(addition.canonical).search
    const href = `${current[1]}${escapeHtml(query)}`
    head = head.replace(CANONICAL, () => `<link rel="canonical" href="${href}">`)
  }
  return extra ? `${head}${extra}\n${rest}` : `${head}${rest}`
}
