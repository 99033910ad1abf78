/**
 * The loader ↔ frame bridge (ARCHITECTURE.md §5): its version, both sides' methods, the
 * values they exchange and the limits they keep. Transport is penpal v7 over postMessage.
 */
import type { Picture } from '../picture'

/** What the element shows: store and account (full), the store only, or the account only. */
export const VIEWS = ['full', 'store', 'account'] as const
export type View = (typeof VIEWS)[number]

/** Colour theme; auto follows the viewer's prefers-color-scheme. */
export const THEMES = ['dark', 'light', 'auto'] as const
export type Theme = (typeof THEMES)[number]

/**
 * Protocol version. It is part of the penpal channel, so mismatched sides never talk: bump it
 * only when a side can no longer connect to the other's previous release. (The hardened
 * handshake of messenger.ts did not need it: a frame that always leads still connects to a
 * loader of before, whose handshake is penpal's own, and a frame of before to a new loader.)
 */
export const BRIDGE_VERSION = 1

/** The penpal channel both sides connect on. */
export const BRIDGE_CHANNEL = `shoppable-tv-bridge-v${BRIDGE_VERSION}`

/** Not in the spec: how long one call may take, waiting for the handshake included. */
export const BRIDGE_CALL_TIMEOUT_MS = 5_000

/** Not in the spec: how long the loader waits for a first handshake before it says so. */
export const BRIDGE_CONNECT_WAIT_MS = 15_000

/**
 * Not in the spec (issue 17): the framed element's height unless the page sets
 * FRAME_HEIGHT_PROPERTY on it. The frame keeps it: its content scrolls inside, so the
 * widget never moves or grows the broadcaster's page.
 */
export const FRAME_DEFAULT_HEIGHT_PX = 640

/** The CSS custom property a broadcaster sets on `<shoppable-tv>` for the frame's height. */
export const FRAME_HEIGHT_PROPERTY = '--shoppable-tv-height'

/** Not in the spec: the longest URL the bridge carries (navigation targets, page URLs). */
export const BRIDGE_MAX_URL_LENGTH = 2_048

/** Not in the spec: the longest page title the bridge carries. */
export const BRIDGE_MAX_TITLE_LENGTH = 300

/** Path of the page the frame loads (outside the API). */
export const EMBED_PATH = '/embed'

/** Query parameters of EMBED_PATH. */
export const EMBED_PARAMS = {
  channelId: 'channelId',
  parentOrigin: 'parentOrigin',
  view: 'view',
  theme: 'theme',
  picture: 'picture',
} as const

/**
 * Not in the spec (issue 17): EMBED_PARAMS.picture's one value. The loader adds it when the
 * element had no `timeSource` as it made the frame, so the frame's feed need not wait for the
 * loader's first answer to `getPicture` before its first card: nothing waits without a time
 * source. Without it the frame starts from `unknown`, as before. Either way the frame asks,
 * and a time source set later counts from the loader's next answer.
 */
export const EMBED_NO_PICTURE = 'none'

/**
 * The frame's sandbox: scripts and its own origin (its storage holds the session), product
 * links opening in new tabs that are not sandboxed, forms, and top navigation right after the
 * viewer's press only: sign-in, which the frame itself submits to the top window so the
 * browser names our origin as the form's (server/auth/README.md).
 */
export const FRAME_SANDBOX = [
  'allow-scripts',
  'allow-same-origin',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-forms',
  'allow-top-navigation-by-user-activation',
] as const

/** `<meta name=…>` by which the embed page tells its widget the origin the server vouched for. */
export const PARENT_ORIGIN_META = 'shoppable-tv-parent-origin'

/**
 * `<script type="application/json" data-stv-feed="{channelId}">` on a page that hosts the
 * widget (the embed page): the channel's first feed, as `recent_products` answers it, sent
 * with the HTML so the first card waits for no API round trip (issue 17).
 */
export const FIRST_FEED_ATTRIBUTE = 'data-stv-feed'

/** Host-page events the frame may forward: the widget's own `shoppable-tv:…` DOM events. */
export const HOST_EVENT_PREFIX = 'shoppable-tv:'

/** What the frame may learn of the page embedding it. */
export type PageContext = { url: string; title: string }

/** What the parent may learn of the viewer's session: never the token, never who. */
export type FrameAuthState = { status: 'loading' | 'signed-in' | 'signed-out' }

/** JSON-like data a host event may carry. */
export type EventData =
  | string
  | number
  | boolean
  | null
  | EventData[]
  | { [key: string]: EventData }

/** One widget event, re-dispatched from the `<shoppable-tv>` element on the host page. */
export type HostEvent = { name: string; detail: EventData }

/** Where the viewer's picture is (issue 16): the answer of getPicture. */
export type { Picture }

/** Methods of the parent side (the loader on the host page), called by the frame. */
export type ParentMethods = {
  /** Loads the frame again (same embed URL). */
  reloadFrame(): void
  /** The host page's URL (without fragment) and title. */
  getPageContext(): PageContext
  /** Dispatches one widget event from the element on the host page. */
  notify(event: HostEvent): void
  /** Where the picture of the element's `timeSource` is now (issue 16). */
  getPicture(): Picture
}

/** Methods of the frame side (the widget inside the frame), called by the loader. */
export type FrameMethods = {
  /** Redeems a one-time sign-in handoff code; resolves to the new auth state. */
  redeemHandoff(code: string): Promise<FrameAuthState>
  /** The viewer's session state in the frame. */
  getAuthState(): FrameAuthState
  /** Signs the viewer out in the frame. */
  signOut(): Promise<void>
}
