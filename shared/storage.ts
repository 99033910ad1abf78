/** Key-value storage that never throws (private modes and blocked storage read as empty). */
export type KeyValueStorage = {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

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
  return {
    get: (key) => attempt((store) => store.getItem(key), null),
    set: (key, value) => attempt((store) => store.setItem(key, value), undefined),
    remove: (key) => attempt((store) => store.removeItem(key), undefined),
  }
}
