import type { Env, ImageLoad } from '../env'

/** Image answers by URL; each call takes the next answer, the last one repeats. */
export type ImageScript = Record<string, ImageLoad | ImageLoad[]>

export type FakeEnv = Env & {
  /** Every loadImage call, in order. */
  imageLoads: { url: string; timeoutMs: number }[]
  /** URLs given to openUrl. */
  opened: string[]
  /** The storage contents. */
  stored: Map<string, string>
}

const loaded = (url: string): ImageLoad => ({ ok: true, width: 320, height: 320, finalUrl: url })

/**
 * An Env for tests: timers and `now` go through the globals, so `vi.useFakeTimers()` drives
 * them; images load at once (320×320) unless `images` scripts another answer.
 */
export function fakeEnv(overrides: Partial<Env> & { images?: ImageScript } = {}): FakeEnv {
  const { images = {}, ...rest } = overrides
  const imageLoads: FakeEnv['imageLoads'] = []
  const opened: string[] = []
  const stored = new Map<string, string>()
  const calls = new Map<string, number>()
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
    },
    location: { href: 'https://site.example/app', pathname: '/app', search: '' },
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
    ...rest,
    imageLoads,
    opened,
    stored,
  }
}
