import type { ItemType } from '../../shared/api/types'
import type { GaWire } from '../analytics/wire'
import type { User } from '../stores/auth'
import type { Reward } from '../stores/points'

/** DOM events the element dispatches for the host page (bubbling, composed). */
export const WIDGET_EVENTS = {
  /** The first products are on screen. detail: { channelId }. */
  ready: 'shoppable-tv:ready',
  /** The viewer opened a product's partner link. detail: ProductClickDetail. */
  productClick: 'shoppable-tv:product-click',
  /** The element shows a signed-in viewer (a sign-in, or a session restored). detail: { user }. */
  signedIn: 'shoppable-tv:signed-in',
  /** The viewer's session ended (sign-out, or a session found invalid). detail: null. */
  signedOut: 'shoppable-tv:signed-out',
  /** Today's check-in paid points. detail: { days, value, total } (streak, reward, new total). */
  checkIn: 'shoppable-tv:check-in',
  /** The viewer linked a wallet to their account. detail: { address }. */
  walletLinked: 'shoppable-tv:wallet-linked',
  /**
   * Internal: a GA4 event in a broadcaster's frame, for the bridge (widget/analytics/wire.ts
   * GaWire). The loader never re-dispatches it: the host page gets `shoppable-tv:analytics`,
   * where its consent allows (widget/analytics/relay.ts).
   */
  ga: 'shoppable-tv:ga',
} as const

export type ReadyDetail = { channelId: string }
export type ProductClickDetail = { id: number | string; type: ItemType; link: string }
/** The token is never handed to the host page. */
export type SignedInDetail = { user: User }

type Details = {
  [WIDGET_EVENTS.ready]: ReadyDetail
  [WIDGET_EVENTS.productClick]: ProductClickDetail
  [WIDGET_EVENTS.signedIn]: SignedInDetail
  [WIDGET_EVENTS.signedOut]: null
  [WIDGET_EVENTS.checkIn]: Reward
  [WIDGET_EVENTS.walletLinked]: { address: string }
  [WIDGET_EVENTS.ga]: GaWire
}

/** Dispatches one of the widget's events from the element, across the shadow boundary. */
export function dispatchWidgetEvent<Name extends keyof Details>(
  host: Element | null,
  name: Name,
  detail: Details[Name],
): void {
  host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))
}
