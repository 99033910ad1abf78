import type { FetchLike } from '../../shared/api/client'
import type { Timers } from '../../shared/api/timers'
import { type KeyValueStorage, safeLocalStorage } from '../../shared/storage'

export type { KeyValueStorage }

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

/** The real browser, for components (call it in effects and handlers, never while prerendering). */
export function browserEnv(): SiteEnv {
  return {
    storage: safeLocalStorage(),
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
        if (event.key === key || event.key === null) callback(safeLocalStorage().get(key))
      }
      window.addEventListener('storage', handler)
      return () => window.removeEventListener('storage', handler)
    },
  }
}
