/**
 * Where a viewer may be sent after sign-in (spec §4 "Sign-in flow"): the stored
 * `authRedirectPath` only when it is one of our own pages, else `/app`. Beyond the spec's
 * list: the Studio (`/studio` and its pages, ARCHITECTURE.md §10), which signs in the same way.
 */

/** Paths allowed exactly. */
export const REDIRECT_EXACT_PATHS: readonly string[] = [
  '/',
  '/home',
  '/app',
  '/channels',
  '/brands',
  '/viewers',
  '/demo',
  '/privacy',
  '/terms',
  '/studio',
]

/** Paths whose subpaths are allowed too (`/demo/wildtv`, not `/demo-evil`). */
export const REDIRECT_PREFIX_PATHS: readonly string[] = [
  '/app',
  '/channels',
  '/brands',
  '/demo',
  // A broadcaster who signs in from a channel's page in the Studio comes back to it.
  '/studio',
]

/** Where a refused or missing path sends the viewer. */
export const REDIRECT_FALLBACK = '/app'

/** Longest stored path considered; anything longer is refused. */
const MAX_LENGTH = 2_048

const PROBE_ORIGIN = 'http://redirect.invalid'

function isAllowedPath(pathname: string): boolean {
  if (REDIRECT_EXACT_PATHS.includes(pathname)) return true
  return REDIRECT_PREFIX_PATHS.some((prefix) => pathname.startsWith(`${prefix}/`))
}

/**
 * `raw` as path and query when it passes every check below and `allowed` accepts its path;
 * null otherwise. Refuses anything a browser could read as another origin or as a script,
 * and any path that only reaches the list through encoding, backslashes or dot segments.
 */
function checkedPath(
  raw: string | null | undefined,
  allowed: (pathname: string) => boolean,
): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null
  // A single slash, then a path character: rejects '//host', '/\host', schemes and relatives.
  if (!/^\/(?![/\\])/.test(raw)) return null
  // Control characters and backslashes are never part of our paths; browsers strip or
  // rewrite them, which is how '/\evil.com' or '/\tevil' tricks work.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw, PROBE_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PROBE_ORIGIN || url.username || url.password) return null
  // The URL parser resolved dot segments; require that the raw path had none to resolve
  // and no encoded characters that could decode to separators or dots.
  const rawPath = raw.split(/[?#]/, 1)[0] ?? ''
  if (rawPath !== url.pathname) return null
  if (/%(2e|2f|5c|00)/i.test(rawPath)) return null
  return allowed(url.pathname) ? `${url.pathname}${url.search}` : null
}

/**
 * The stored path (with its query) when it is on the allow-list, else '/app' without a
 * query (spec §4 "Sign-in flow").
 */
export function safeRedirectPath(raw: string | null | undefined): string {
  return checkedPath(raw, isAllowedPath) ?? REDIRECT_FALLBACK
}

/** Our own pages that frame /app: a sign-in begun in that frame returns the top window there (spec §4). */
export const APP_FRAMING_PATHS: readonly string[] = ['/intravel-livestore']

/**
 * The page a sign-in begun in our own app frame returns the top window to (spec §4, stored as
 * `authParentUrl`): its path and query when `raw` is a page on `origin` that passes the same
 * checks as `authRedirectPath` and is on the same allow-list or frames the app; else null.
 */
export function safeParentPath(raw: string | null | undefined, origin: string): string | null {
  if (!raw?.startsWith(`${origin}/`)) return null
  const path = raw.slice(origin.length)
  return checkedPath(path, (p) => isAllowedPath(p) || APP_FRAMING_PATHS.includes(p))
}

/** Where sign-out leaves the viewer (spec §4 "Sign-out"): /home from / or /home, else where they are. */
export function signOutDestination(pathname: string): string {
  return pathname === '/' || pathname === '/home' ? '/home' : pathname
}
