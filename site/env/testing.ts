import type { SiteEnv } from './index'

export type FakeSiteEnv = SiteEnv & {
  /** The storage contents. */
  stored: Map<string, string>
  /** Every cookie string written, in order. */
  cookies: string[]
  /** Window events emitted through the env, in order. */
  emitted: { name: string; detail: unknown }[]
  /** Fires a window event as another script on the page (the widget) would. */
  fire(name: string, detail?: unknown): void
  /** Changes storage as another tab or frame would: stored, then watchers told. */
  changeElsewhere(key: string, value: string | null): void
}

/**
 * A SiteEnv for unit tests: storage, cookies and events in memory; timers and `now` through
 * the globals, so `vi.useFakeTimers()` drives them; fetch fails unless one is given.
 */
export function fakeEnv(overrides: Partial<SiteEnv> = {}): FakeSiteEnv {
  const stored = new Map<string, string>()
  const cookies: string[] = []
  const emitted: FakeSiteEnv['emitted'] = []
  const listeners = new Map<string, Set<(detail: unknown) => void>>()
  const watchers = new Map<string, Set<(value: string | null) => void>>()
  const deliver = (name: string, detail: unknown) => {
    for (const callback of [...(listeners.get(name) ?? [])]) callback(detail)
  }
  return {
    storage: {
      get: (key) => stored.get(key) ?? null,
      set: (key, value) => void stored.set(key, value),
      remove: (key) => void stored.delete(key),
      persists: () => true,
    },
    writeCookie: (cookie) => void cookies.push(cookie),
    secure: true,
    now: () => new Date(),
    fetch: () => Promise.reject(new TypeError('fakeEnv: no fetch given')),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id),
    emit(name, detail) {
      emitted.push({ name, detail })
      deliver(name, detail)
    },
    listen(name, callback) {
      const set = listeners.get(name) ?? new Set()
      listeners.set(name, set)
      set.add(callback)
      return () => set.delete(callback)
    },
    watchStorage(key, callback) {
      const set = watchers.get(key) ?? new Set()
      watchers.set(key, set)
      set.add(callback)
      return () => set.delete(callback)
    },
    fire: deliver,
    changeElsewhere(key, value) {
      if (value === null) stored.delete(key)
      else stored.set(key, value)
      for (const callback of [...(watchers.get(key) ?? [])]) callback(value)
    },
    stored,
    cookies,
    emitted,
    ...overrides,
  }
}
