import type { FetchLike } from '../../shared/api/client'
import type { Timers } from '../../shared/api/timers'

/** Key-value storage that never throws (private modes and blocked storage read as empty). */
export type KeyValueStorage = {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

/**
 * The site's one door to the platform (STYLE.md rule 4): the consent, analytics,
 * onboarding and diagnostics stores take a SiteEnv; components pass `browserEnv()`,
 * tests pass `fakeEnv()` from ./testing.
 */
export type SiteEnv = Timers & {
  storage: KeyValueStorage
  /** Writes one cookie, as a `Set-Cookie`-style string (name=value; attributes). */
  writeCookie(cookie: string): void
  /** Whether the page is served over HTTPS (cookies then get `Secure`). */
  readonly secure: boolean
  now(): Date
  fetch: FetchLike
  /** Dispatches a window event with `detail`. */
  emit(name: string, detail?: unknown): void
  /** Listens to a window event; the callback gets the event's detail. Returns the unlisten. */
  listen(name: string, callback: (detail: unknown) => void): () => void
  /**
   * Listens to changes another tab or frame of this origin makes to one storage key (the
   * framed store on /intravel-livestore, a second tab). Returns the unlisten.
   */
  watchStorage(key: string, callback: (value: string | null) => void): () => void
}

function localStore(): KeyValueStorage {
  // localStorage throws on access in some sandboxes and on writes when full: swallow both.
  const attempt = <T>(run: (store: Storage) => T, fallback: T): T => {
    try {
      return run(window.localStorage)
    } catch {
      return fallback
    }
  }
  return {
    get: (key) => attempt((store) => store.getItem(key), null),
    set: (key, value) => attempt((store) => store.setItem(key, value), undefined),
    remove: (key) => attempt((store) => store.removeItem(key), undefined),
  }
}

/** The real browser, for components (call it in effects and handlers, never while prerendering). */
export function browserEnv(): SiteEnv {
  return {
    storage: localStore(),
    writeCookie(cookie) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari and Firefox versions we support; these are plain first-party writes
      document.cookie = cookie
    },
    secure: window.location.protocol === 'https:',
    now: () => new Date(),
    fetch: (url, init) => window.fetch(url, init),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id),
    emit: (name, detail) => window.dispatchEvent(new CustomEvent(name, { detail })),
    listen(name, callback) {
      const handler = (event: Event) => callback((event as CustomEvent).detail)
      window.addEventListener(name, handler)
      return () => window.removeEventListener(name, handler)
    },
    watchStorage(key, callback) {
      const handler = (event: StorageEvent) => {
        if (event.key === key || event.key === null) callback(localStore().get(key))
      }
      window.addEventListener('storage', handler)
      return () => window.removeEventListener('storage', handler)
    },
  }
}
