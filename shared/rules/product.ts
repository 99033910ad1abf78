import type { Product } from '../api/types'

/** The name shown for a product: its title, else its name (spec §3 "title or name"). */
export function productTitle(product: Pick<Product, 'title' | 'name'>): string {
  return (product.title ?? product.name ?? '').trim()
}

/** A stable key for a product across answers (ids come as numbers or strings). */
export function productKey(product: Pick<Product, 'id'>): string {
  return String(product.id)
}

/** True when the link is an http(s) URL, so it may be opened (never `javascript:` and such). */
export function isHttpUrl(link: string): boolean {
  try {
    const { protocol } = new URL(link)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}
