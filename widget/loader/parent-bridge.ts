import type { Messenger } from 'penpal'
import {
  BRIDGE_MAX_TITLE_LENGTH,
  BRIDGE_MAX_URL_LENGTH,
  type Bridge,
  exposeMethods,
  type FrameMethods,
  isHostEvent,
  OriginMessenger,
  openBridge,
  type PageContext,
  type ParentMethods,
} from '../../shared/bridge'
import { ANALYTICS_MODULE_PATH } from '../../shared/constants'
import type { WIDGET_EVENTS } from '../element/events'
import { type Picture, pictureTime } from '../stores/picture'

/** The frame's GA4 events: relayed, never re-dispatched as they came (widget/analytics). */
const GA_EVENT: typeof WIDGET_EVENTS.ga = 'shoppable-tv:ga'

/** Hands the frame's GA4 event to the host page, where its consent allows (relay.ts). */
export type RelayAnalytics = (element: HTMLElement, detail: unknown) => void

/** The host page as the parent side sees it (tests pass a fake). */
export type HostPage = {
  readonly href: string
  readonly title: string
}

export type ParentBridgeOptions = {
  /** The `<shoppable-tv>` element: host events are dispatched from it. */
  element: HTMLElement
  /** The frame, already in the document (its window exists). */
  frame: HTMLIFrameElement
  /** Our origin: the only one the frame may speak from. */
  widgetOrigin: string
  page: HostPage
  messenger?: Messenger
  /** By default the analytics module's `relay`, the module loaded from our origin on first use. */
  relayAnalytics?: RelayAnalytics
}

/**
 * The viewer's picture as the element's `timeSource` tells it now (issue 16): what `getPicture`
 * answers, and what the loader reads as it makes the frame (`picture=none`, issue 17).
 */
export function hostElementPicture(element: HTMLElement): Picture {
  return pictureTime((element as { timeSource?: unknown }).timeSource)
}

/** The page URL without its fragment (only its origin when too long to carry) and title. */
export function pageContext(page: Pick<HostPage, 'href' | 'title'>): PageContext {
  const url = new URL(page.href)
  url.hash = ''
  return {
    url: url.href.length > BRIDGE_MAX_URL_LENGTH ? `${url.origin}/` : url.href,
    title: page.title.slice(0, BRIDGE_MAX_TITLE_LENGTH),
  }
}

/**
 * The parent side of the bridge (ARCHITECTURE.md §5), one per frame: messages only from
 * the widget origin and from this frame's window; every argument checked.
 */
export function connectFrame(options: ParentBridgeOptions): Bridge<FrameMethods> {
  const { element, frame, widgetOrigin, page } = options
  const relayAnalytics: RelayAnalytics =
    options.relayAnalytics ??
    ((target, detail) =>
      void import(/* @vite-ignore */ new URL(ANALYTICS_MODULE_PATH, widgetOrigin).href).then(
        (analytics: typeof import('../analytics')) => analytics.relay(target, detail),
        () => {},
      ))
  const methods = exposeMethods<ParentMethods>({
    reloadFrame: {
      args: [],
      run() {
        // Setting the src attribute again navigates the frame anew, even to the same URL.
        frame.setAttribute('src', frame.src)
      },
    },
    getPageContext: { args: [], run: () => pageContext(page) },
    notify: {
      args: [isHostEvent],
      run({ name, detail }) {
        if (name === GA_EVENT) relayAnalytics(element, detail)
        else element.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))
      },
    },
    getPicture: {
      args: [],
      run: () => hostElementPicture(element),
    },
  })
  const messenger =
    options.messenger ??
    new OriginMessenger({
      remoteWindow: () => frame.contentWindow ?? undefined,
      origin: widgetOrigin,
      side: 'parent',
    })
  return openBridge<FrameMethods>({ messenger, methods })
}
