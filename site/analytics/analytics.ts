/**
 * Click analytics of spec §7 "Further" ("analytics events are sent for clicks when
 * allowed"). There is no analytics endpoint on our API, so nothing leaves the browser:
 * events go to an in-page queue and a window event a deployment can forward.
 */

/** Window event dispatched for every recorded click; `detail` is the ClickEvent. */
export const ANALYTICS_EVENT = 'stv-analytics'

/** Most events the in-page queue keeps; the oldest are dropped first. */
export const ANALYTICS_QUEUE_LIMIT = 100

/** Longest label kept, so a click on a long link does not copy a paragraph. */
const LABEL_MAX = 80

/** One click on a link, button or disclosure: what it was, where it led, on which page. */
export type ClickEvent = {
  type: 'click'
  /** The element's `data-analytics` name, else its accessible text. */
  label: string
  /** For links: the path on this site, or the origin of another site (never its full URL). */
  target: string | null
  /** The page the click happened on. */
  page: string
  /** ISO 8601. */
  at: string
}

const CLICKABLE = 'a[href], button, summary, [data-analytics]'

function labelOf(element: Element): string {
  const named =
    element.getAttribute('data-analytics') ??
    element.getAttribute('aria-label') ??
    element.textContent ??
    ''
  return named.replace(/\s+/g, ' ').trim().slice(0, LABEL_MAX)
}

function targetOf(element: Element, pageUrl: URL): string | null {
  const href = element.closest('a')?.getAttribute('href')
  if (!href) return null
  try {
    const url = new URL(href, pageUrl)
    if (url.protocol === 'mailto:') return 'mailto'
    return url.origin === pageUrl.origin ? url.pathname : url.origin
  } catch {
    return null
  }
}

/** The event for a click on `target` (or what it sits in), or null when nothing clickable was hit. */
export function clickEventFor(
  target: EventTarget | null,
  pageUrl: URL,
  at: Date,
): ClickEvent | null {
  if (!(target instanceof Element)) return null
  const element = target.closest(CLICKABLE)
  if (!element) return null
  return {
    type: 'click',
    label: labelOf(element),
    target: targetOf(element, pageUrl),
    page: pageUrl.pathname,
    at: at.toISOString(),
  }
}
