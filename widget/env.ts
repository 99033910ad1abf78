import type { FetchLike } from '../shared/api/client'
import type { TimerId, Timers } from '../shared/api/timers'
import { EMBED_PATH } from '../shared/bridge/protocol'
import { type KeyValueStorage, safeLocalStorage } from '../shared/storage'

/** What loading an image told us (spec §5 image validity needs size and final URL). */
export type ImageLoad =
  | { ok: true; width: number; height: number; finalUrl: string }
  | { ok: false; reason: 'error' | 'timeout' }

export type { KeyValueStorage }

/** What a live stream tells the one who opened it (issue 16). */
export type StreamListener = {
  /** The data of one event of the name asked for. */
  message(data: string): void
  /** The connection failed; `closed` when the browser will not try again by itself. */
  error(closed: boolean): void
}

/**
 * The one door to the platform (STYLE.md rule 4): stores take an Env, the element passes
 * `browserEnv()`, tests pass a fake driven by fake timers.
 */
export type Env = Timers & {
  fetch: FetchLike
  setInterval(fn: () => void, ms: number): TimerId
  clearInterval(id: TimerId): void
  now(): number
  storage: KeyValueStorage
  location: {
    readonly href: string
    readonly origin: string
    readonly pathname: string
    readonly search: string
    readonly hash: string
  }
  /** Replaces the address bar's URL (same document, no navigation, no new history entry). */
  replaceUrl(url: string): void
  /** Navigates this page to `url` (sign-in, sign-out destination). */
  navigate(url: string): void
  /** Dispatches a window event of spec §3 with `detail`. */
  emit(name: string, detail?: unknown): void
  /** Listens to a window event; the callback gets the event's detail. Returns the unlisten. */
  listen(name: string, callback: (detail: unknown) => void): () => void
  /**
   * Loads an image off-screen; resolves (never rejects) with its size or why it failed.
   * An aborted signal ends the load at once as an error.
   */
  loadImage(url: string, timeoutMs: number, signal?: AbortSignal): Promise<ImageLoad>
  /**
   * Opens a Server-Sent Events stream (no credentials) and hears its events named `event`;
   * returns its close. Absent where the browser has no EventSource.
   */
  openStream?(url: string, event: string, listener: StreamListener): () => void
  /** Opens a partner or site URL in a new tab, without giving it a handle on this page. */
  openUrl(url: string): void
  /**
   * `navigator.sendBeacon` with a text body (sent as `text/plain`, outliving the page);
   * false when the browser would not queue it. Absent where the browser has no beacons.
   */
  sendBeacon?(url: string, body: string): boolean
  /**
   * Calls back with true when the page is hidden (`visibilitychange` to hidden, `pagehide`;
   * both may come for one hide) and false when it is shown again. For the page's lifetime.
   */
  onPageHidden(callback: (hidden: boolean) => void): void
  /**
   * When this page runs in a frame: its parent page's URL when that page is on our own
   * origin (null for a cross-site parent), and navigation of the top window. Absent at top.
   */
  readonly frame?: { readonly sameOriginParentUrl: string | null; navigateTop(url: string): void }
}

/**
 * Whether the widget runs in a page of its own site (/app, /demo/…), not on a broadcaster's
 * page nor in the frame we serve there (/embed, on our origin too). Such a page has the
 * site's consent banner; at top level it may give way to another page of the site.
 */
export function onSitePage(env: Env, siteOrigin: string): boolean {
  return env.location.origin === siteOrigin && env.location.pathname !== EMBED_PATH
}

/**
 * Loads an image with `new Image()`. Browsers do not expose redirects to an image, so
 * `finalUrl` is `currentSrc` (the URL the browser chose), the closest thing to where the
 * picture resolved. A picture the browser already holds (the page preloaded the first cards'
 * pictures, issue 17) is complete as soon as its address is set: it is answered there and then,
 * not a task later with its `load` event, so the first card is drawn with the widget's first
 * render instead of after another frame. A complete image without a size (a broken one) still
 * waits for its event.
 */
export function loadImage(
  url: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<ImageLoad> {
  return new Promise((resolve) => {
    const image = new Image()
    const finish = (result: ImageLoad) => {
      globalThis.clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      image.onload = null
      image.onerror = null
      resolve(result)
    }
    // Stopping also drops the download: an abandoned image would keep a connection busy.
    const onAbort = () => {
      image.removeAttribute('src')
      finish({ ok: false, reason: 'error' })
    }
    const timer = globalThis.setTimeout(() => {
      image.removeAttribute('src')
      finish({ ok: false, reason: 'timeout' })
    }, timeoutMs)
    if (signal?.aborted) {
      onAbort()
      return
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    const loaded = () =>
      finish({
        ok: true,
        width: image.naturalWidth,
        height: image.naturalHeight,
        finalUrl: image.currentSrc || url,
      })
    image.onload = loaded
    image.onerror = () => finish({ ok: false, reason: 'error' })
    image.decoding = 'async'
    image.src = url
    if (image.complete && image.naturalWidth > 0) loaded()
  })
}

let shared: Env | undefined

/** The real browser Env (one per page; every element shares it). */
export function browserEnv(): Env {
  shared ??= {
    fetch: (url, init) => globalThis.fetch(url, init),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id),
    setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: (id) => globalThis.clearInterval(id),
    now: () => Date.now(),
    storage: safeLocalStorage(),
    // The page's own Location, read when used (it follows the address bar).
    location: window.location,
    replaceUrl: (url) => history.replaceState(history.state, '', url),
    navigate: (url) => window.location.assign(url),
    emit: (name, detail) => void window.dispatchEvent(new CustomEvent(name, { detail })),
    listen(name, callback) {
      const handler = (event: Event) => callback((event as CustomEvent).detail)
      window.addEventListener(name, handler)
      return () => window.removeEventListener(name, handler)
    },
    loadImage,
    openUrl: (url) => {
      window.open(url, '_blank', 'noopener,noreferrer')
    },
    openStream:
      typeof EventSource === 'function'
        ? (url, event, listener) => {
            const source = new EventSource(url)
            source.addEventListener(event, (message) =>
              listener.message((message as MessageEvent<string>).data),
            )
            source.onerror = () => listener.error(source.readyState === EventSource.CLOSED)
            return () => source.close()
          }
        : undefined,
    sendBeacon: navigator.sendBeacon && ((url, body) => navigator.sendBeacon(url, body)),
    onPageHidden(callback) {
      document.addEventListener('visibilitychange', () => callback(document.hidden))
      window.addEventListener('pagehide', () => callback(true))
    },
    get frame() {
      const top = window.top
      if (!top || top === window) return undefined
      let sameOriginParentUrl: string | null = null
      try {
        // Reading a cross-origin parent's location throws: such a parent is not ours.
        sameOriginParentUrl =
          window.parent.location.origin === window.location.origin
            ? window.parent.location.href
            : null
      } catch {}
      return { sameOriginParentUrl, navigateTop: (url: string) => top.location.assign(url) }
    },
  }
  return shared
}
