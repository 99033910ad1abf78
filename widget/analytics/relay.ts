import { consentModeAllows } from './consent-mode'
import { type AnalyticsDetail, toAnalyticsDetail } from './wire'

/** The DOM event the host page receives for each GA4 event (detail: AnalyticsDetail). */
export const ANALYTICS_EVENT = 'shoppable-tv:analytics'

/** The element's attribute that asks for the events in the page's data layer, optionally named. */
export const DATA_LAYER_ATTRIBUTE = 'datalayer'

const DEFAULT_LAYER = 'dataLayer'
const LAYER_NAME = /^[A-Za-z_$][\w$]{0,63}$/

type Page = { [name: string]: unknown }

/**
 * Hands one of the widget's GA4 events to the host page when the page's Consent Mode allows
 * analytics (`consent-mode.ts`): `shoppable-tv:analytics` on the element, and, where the
 * element has `datalayer` (its value names the layer, `dataLayer` by default), pushed there
 * after `{ ecommerce: null }` as Google advises. Anything but a well-formed event is dropped.
 * True when it was handed over.
 */
export function relay(element: Element, wire: unknown, page: Page = window as unknown as Page) {
  const detail = toAnalyticsDetail(wire)
  if (!detail) return false
  const wanted = element.getAttribute(DATA_LAYER_ATTRIBUTE)
  const name = wanted && LAYER_NAME.test(wanted) ? wanted : DEFAULT_LAYER
  if (!consentModeAllows(page[name])) return false
  element.dispatchEvent(
    new CustomEvent<AnalyticsDetail>(ANALYTICS_EVENT, { detail, bubbles: true, composed: true }),
  )
  if (wanted !== null) {
    page[name] ??= []
    const layer = page[name]
    // The page's own tags may read and change what they get: theirs is a copy.
    if (Array.isArray(layer)) layer.push({ ecommerce: null }, structuredClone(detail))
  }
  return true
}
