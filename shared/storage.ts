/** Key-value storage that never throws (private modes and blocked storage read as empty). */
export type KeyValueStorage = {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  /**
   * Whether what is written outlives the page. False where the browser blocks storage,
   * e.g. a third-party frame in a browser that blocks third-party cookies.
   */
  persists(): boolean
}

const PROBE_KEY = 'stv-storage-probe'

/**
 * `localStorage` behind KeyValueStorage: it throws on access in some sandboxes and
 * third-party frames, and on writes when full; both are swallowed.
 */
export function safeLocalStorage(): KeyValueStorage {
  const attempt = <T>(run: (store: Storage) => T, fallback: T): T => {
    try {
      return run(globalThis.localStorage)
    } catch {
      return fallback
    }
  }
  let persists: boolean | undefined
  return {
    persists() {
      // Probed once: the answer does not change while the page lives.
      persists ??= attempt((store) => {
        store.setItem(PROBE_KEY, '1')
        store.removeItem(PROBE_KEY)
        return true
      }, false)
      return persists
    },
    get: (key) => attempt((store) => store.getItem(key), null),
    set: (key, value) => attempt((store) => store.setItem(key, value), undefined),
    remove: (key) => attempt((store) => store.removeItem(key), undefined),
  }
}
