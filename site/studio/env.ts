import { browserEnv, type SiteEnv } from '../env'
import { saveFile } from './save-file'

/**
 * What the Studio needs from the browser (STYLE.md rule 4): the site's env (storage, fetch,
 * timers, storage changes from other tabs) plus where the page is and a way to leave it for
 * sign-in, and a way to save a file. Components pass `browserStudioEnv()`, tests a fake.
 */
export type StudioEnv = Pick<
  SiteEnv,
  'storage' | 'fetch' | 'setTimeout' | 'clearTimeout' | 'watchStorage'
> & {
  /** The page's origin, e.g. `https://tv.example`; the API is at `{origin}/api`. */
  readonly origin: string
  /** The page's path and query, where sign-in returns to. */
  currentPath(): string
  /** Leaves the page for `url` (the sign-in navigation). */
  navigate(url: string): void
  /** Offers `file` to the person as a download named `name`. */
  saveFile(name: string, file: Blob): void
}

/** The real browser (call it in effects and handlers, never while prerendering). */
export function browserStudioEnv(): StudioEnv {
  return {
    ...browserEnv(),
    origin: window.location.origin,
    currentPath: () => `${window.location.pathname}${window.location.search}`,
    navigate: (url) => window.location.assign(url),
    saveFile: (name, file) =>
      saveFile(
        {
          document,
          createObjectURL: (blob) => URL.createObjectURL(blob),
          revokeObjectURL: (url) => URL.revokeObjectURL(url),
        },
        name,
        file,
      ),
  }
}
