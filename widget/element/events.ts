import type { ItemType } from '../../shared/api/types'

/** DOM events the element dispatches for the host page (bubbling, composed). */
export const WIDGET_EVENTS = {
  /** The first products are on screen. detail: { channelId }. */
  ready: 'shoppable-tv:ready',
  /** The viewer opened a product's partner link. detail: ProductClickDetail. */
  productClick: 'shoppable-tv:product-click',
} as const

export type ReadyDetail = { channelId: string }
export type ProductClickDetail = { id: number | string; type: ItemType; link: string }

/** Dispatches one of the widget's events from the element, across the shadow boundary. */
export function dispatchWidgetEvent(
  host: Element | null,
  name: (typeof WIDGET_EVENTS)[keyof typeof WIDGET_EVENTS],
  detail: ReadyDetail | ProductClickDetail,
): void {
  host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))
}
