import type { Product } from '../../shared/api/types'
import type { PARENT_ORIGIN_META } from '../../shared/bridge/protocol'
import type { WIDGET_EVENTS } from '../element/events'
import type { TAG } from '../element/tag'
import { type GaItem, gaItem } from './items'
import { relay } from './relay'
import { type GaEventName, type GaWire, LIVE_LIST } from './wire'

// Written out rather than imported, so this module carries nothing of the widget core
// (the loader loads it alone); the types keep them the same.
const PRODUCT_CLICK: typeof WIDGET_EVENTS.productClick = 'shoppable-tv:product-click'
const FRAME_EVENT: typeof WIDGET_EVENTS.ga = 'shoppable-tv:ga'
const PARENT_META: typeof PARENT_ORIGIN_META = 'shoppable-tv-parent-origin'
const LOADER_TAG: typeof TAG = 'shoppable-tv'

type Shown = { item: GaItem; currency: string | undefined }

/** What one element has shown of its channel, and whether analytics may be sent now. */
type ElementState = {
  channelId: string
  shown: Map<string, Shown>
  allowed: () => boolean
}

const elements = new WeakMap<Element, ElementState>()

/**
 * Where the event goes: in a broadcaster's frame, to the bridge (the loader relays it on the
 * host page); inline, straight to the page, from the loader's element that holds this one.
 */
function send(host: Element, wire: GaWire): void {
  const framed = window.parent !== window && document.querySelector(`meta[name="${PARENT_META}"]`)
  if (framed) {
    host.dispatchEvent(
      new CustomEvent(FRAME_EVENT, { detail: wire, bubbles: true, composed: true }),
    )
    return
  }
  // Only our loader's element holds the widget in its shadow root; a page's own component
  // that does is not where the page listens for ours.
  const root = host.getRootNode()
  const outer = root instanceof ShadowRoot && root.host.localName === LOADER_TAG ? root.host : host
  relay(outer, wire)
}

/** The event's items with one currency: an item priced in another loses its price. */
function event(name: GaEventName, shown: Shown[], list: boolean): GaWire {
  const currency = shown.find((entry) => entry.currency)?.currency
  const items = shown.map(({ item, currency: own }): GaItem => {
    if (own === currency) return item
    const { price: _, ...rest } = item
    return rest
  })
  const wire: GaWire = { event: name, items, ...(list ? LIVE_LIST : {}) }
  if (currency) wire.currency = currency
  // A list has no value (GA4's view_item_list takes none); one item's is its price.
  const price = name !== 'view_item_list' && items.length === 1 ? items[0]?.price : undefined
  if (currency && price !== undefined) wire.value = price
  return wire
}

function clicked(host: Element, click: Event): void {
  const state = elements.get(host)
  const id = (click as CustomEvent<{ id?: unknown }>).detail?.id
  if (!state || id === undefined || !state.allowed()) return
  const known = state.shown.get(String(id))
  send(
    host,
    event(
      'select_item',
      [known ?? { item: { item_id: String(id) }, currency: undefined }],
      !!known,
    ),
  )
}

/**
 * The element's Live list as it is now: the first list of a channel is `view_item_list`, each
 * product that joins it later a `view_item`; a product the viewer opens is `select_item`
 * (from the element's `product-click`). Nothing goes while our consent record declines
 * analytics; what was shown meanwhile is not sent later.
 */
export function shown(
  host: Element | null,
  channelId: string,
  products: readonly Product[],
  allowed: () => boolean,
): void {
  if (!host || products.length === 0) return
  let state = elements.get(host)
  if (!state) host.addEventListener(PRODUCT_CLICK, (click) => clicked(host, click))
  const first = state?.channelId !== channelId
  if (!state || first) {
    state = { channelId, shown: new Map(), allowed }
    elements.set(host, state)
  }
  // Only what the list shows now is kept: a product that leaves and comes back is shown anew.
  const before = state.shown
  const now = new Map<string, Shown>()
  const arrived: Shown[] = []
  products.forEach((product, index) => {
    const key = String(product.id)
    const entry = { item: gaItem(product, index), currency: product.currency }
    if (first || !before.has(key)) arrived.push(entry)
    now.set(key, entry)
  })
  state.shown = now
  if (arrived.length === 0 || !allowed()) return
  if (first) send(host, event('view_item_list', arrived, true))
  else for (const entry of arrived) send(host, event('view_item', [entry], true))
}
