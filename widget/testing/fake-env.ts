import type { Env, ImageLoad, StreamListener } from '../env'

/** Image answers by URL; each call takes the next answer, the last one repeats. */
export type ImageScript = Record<string, ImageLoad | ImageLoad[]>

/** A live stream the code under test opened; the test speaks for the server and the browser. */
export type FakeStream = {
  url: string
  event: string
  /** True once the code closed it; a closed stream delivers nothing. */
  closed: boolean
  /** Delivers one event of the stream's name with this data. */
  send(data: string): void
  /** The connection fails; `closed` when the browser gives it up (no retry of its own). */
  fail(closed: boolean): void
}

export type FakeEnv = Env & {
  /** Every stream opened through openStream, in order. */
  streams: FakeStream[]
  /** Every loadImage call, in order. */
  imageLoads: { url: string; timeoutMs: number }[]
  /** URLs given to openUrl. */
  opened: string[]
  /** The storage contents. */
  stored: Map<string, string>
  /** URLs given to navigate, in order (the fake never leaves the page). */
  navigations: string[]
  /** Window events emitted through the Env, in order. */
  emitted: { name: string; detail: unknown }[]
  /** Fires a window event as another script on the page would. */
  fire(name: string, detail?: unknown): void
  /** Sets the page URL (as a page load would). */
  setUrl(url: string): void
  /** Beacons given to sendBeacon, in order. */
  beacons: { url: string; body: string }[]
  /** Tells the page's hide listeners it was hidden (true) or shown again (false). */
  setHidden(hidden: boolean): void
}

const loaded = (url: string): ImageLoad => ({ ok: true, width: 320, height: 320, finalUrl: url })

/**
 * An Env for tests: timers and `now` go through the globals, so `vi.useFakeTimers()` drives
 * them; images load at once (320×320) unless `images` scripts another answer; streams open
 * (and stay silent) until the test sends or fails them (`openStream: undefined` for a
 * browser without EventSource).
 */
export function fakeEnv(
  overrides: Partial<Env> & { images?: ImageScript; url?: string } = {},
): FakeEnv {
  const { images = {}, url = 'https://site.example/app', ...rest } = overrides
  const imageLoads: FakeEnv['imageLoads'] = []
  const opened: string[] = []
  const stored = new Map<string, string>()
  const calls = new Map<string, number>()
  const navigations: string[] = []
  const emitted: FakeEnv['emitted'] = []
  const listeners = new Map<string, Set<(detail: unknown) => void>>()
  let page = new URL(url)
  const beacons: FakeEnv['beacons'] = []
  const hideListeners: ((hidden: boolean) => void)[] = []
  const streams: FakeStream[] = []
  const openStream = (url: string, event: string, listener: StreamListener) => {
    const stream: FakeStream = {
      url,
      event,
      closed: false,
      send: (data) => {
        if (!stream.closed) listener.message(data)
      },
      fail: (closed) => {
        if (stream.closed) return
        if (closed) stream.closed = true
        listener.error(closed)
      },
    }
    streams.push(stream)
    return () => {
      stream.closed = true
    }
  }
  const deliver = (name: string, detail: unknown) => {
    for (const callback of [...(listeners.get(name) ?? [])]) callback(detail)
  }
  return {
    fetch: () => Promise.reject(new TypeError('fakeEnv: no fetch given')),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (id) => clearInterval(id),
    now: () => Date.now(),
    storage: {
      get: (key) => stored.get(key) ?? null,
      set: (key, value) => void stored.set(key, value),
      remove: (key) => void stored.delete(key),
      persists: () => true,
    },
    location: {
      get href() {
        return page.href
      },
      get origin() {
        return page.origin
      },
      get pathname() {
        return page.pathname
      },
      get search() {
        return page.search
      },
      get hash() {
        return page.hash
      },
    },
    replaceUrl: (next) => {
      page = new URL(next, page)
    },
    navigate: (next) => void navigations.push(new URL(next, page).href),
    emit(name, detail) {
      emitted.push({ name, detail })
      deliver(name, detail)
    },
    listen(name, callback) {
      const set = listeners.get(name) ?? new Set()
      listeners.set(name, set)
      // Wrapped, so one callback listening twice is two listeners, as addEventListener with
      // two handler functions would be.
      const handler = (detail: unknown) => callback(detail)
      set.add(handler)
      return () => void set.delete(handler)
    },
    async loadImage(url, timeoutMs) {
      imageLoads.push({ url, timeoutMs })
      const script = images[url]
      const n = calls.get(url) ?? 0
      calls.set(url, n + 1)
      if (script === undefined) return loaded(url)
      const answers = Array.isArray(script) ? script : [script]
      return answers[Math.min(n, answers.length - 1)] ?? loaded(url)
    },
    openUrl: (url) => void opened.push(url),
    sendBeacon: (url, body) => beacons.push({ url, body }) > 0,
    onPageHidden: (callback) => void hideListeners.push(callback),
    openStream,
    ...rest,
    streams,
    imageLoads,
    opened,
    stored,
    navigations,
    emitted,
    fire: deliver,
    beacons,
    setHidden: (hidden) => {
      for (const callback of hideListeners) callback(hidden)
    },
    setUrl: (next) => {
      page = new URL(next, page)
    },
  }
}
