/**
 * The absolute origin canonical links, Open Graph URLs and the prerendered QR codes point
 * at. A deployment sets SITE_URL at build time; the default is what `npm start` serves.
 */
export const DEFAULT_SITE_URL = 'http://localhost:8080'

/** The site origin (no path, no trailing slash) from an env value; the default when unset or not http(s). */
export function siteUrlFrom(value: string | undefined): string {
  if (!value) return DEFAULT_SITE_URL
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return DEFAULT_SITE_URL
    return url.origin
  } catch {
    return DEFAULT_SITE_URL
  }
}
