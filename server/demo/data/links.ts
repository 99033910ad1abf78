import { slugify } from './format'
import type { Vendor } from './types'

/** The two partners with their own link shapes; every other vendor is a section vendor. */
export const VIATOR = 'Viator'
export const COUPANG = 'Coupang'

/** A vendor's item page: `https://{vendor-slug}.example/{folder}/{title-slug}` (RFC 2606 TLD). */
export function vendorLink(vendor: Vendor, title: string): string {
  return `https://${slugify(vendor.name)}.example/${vendor.path}/${slugify(title)}`
}

/** A Viator tour page; the word `viator` in a ticket link makes it a 'Viator Ticket' click. */
export function viatorLink(title: string, productCode: number): string {
  return `https://www.viator.example/tours/${slugify(title)}/d${productCode}`
}

/** A Coupang listing: the page key names the product page, `itemId` one listing of it. */
export function coupangLink(pageKey: string, itemId: string): string {
  return `https://www.coupang.example/vp/products/${pageKey}?itemId=${itemId}`
}
