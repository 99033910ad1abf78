/**
 * Coupang lists one product page under many item URLs (options, sellers, tracking query);
 * spec §4 drops duplicates by the page key. Real links use www.coupang.com / m.coupang.com,
 * the demo catalog www.coupang.example, so any host with a `coupang` label counts.
 */
const PRODUCT_PATH = /^\/v[pm]\/products\/([^/]+)/

/** Page key of a Coupang product URL (`/vp/products/{key}`), or null for any other link. */
export function coupangPageKey(link: string): string | null {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (!url.hostname.toLowerCase().split('.').includes('coupang')) return null
  const key = PRODUCT_PATH.exec(url.pathname)?.[1]
  return key ? decodeURIComponent(key) : null
}

/**
 * Keeps the first item of each Coupang page, in order; other links always pass. `seen`
 * carries keys across calls (a feed session) and is updated with the kept items' keys.
 */
export function dropCoupangDuplicates<T extends { link: string }>(
  items: readonly T[],
  seen: Set<string> = new Set(),
): T[] {
  return items.filter((item) => {
    const key = coupangPageKey(item.link)
    if (key === null) return true
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
