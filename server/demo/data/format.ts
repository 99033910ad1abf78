import type { Currency } from './types'

/** URL-safe lowercase slug: accents dropped, `&` read as "and", other signs become dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * A shop-like price in hundredths of the currency unit (KRW too, so every price divides by
 * 100 the same way): goods end in .99, tickets are whole, won prices end in 900.
 */
export function shopPriceCents(amount: number, currency: Currency, whole: boolean): number {
  if (currency === 'KRW') return Math.max(900, Math.round(amount / 1000) * 1000 - 100) * 100
  if (whole) return Math.max(1, Math.round(amount)) * 100
  return Math.max(1, Math.floor(amount)) * 100 + 99
}

/** Fills `{name}` tokens of a template; unknown tokens stay as written. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token)
}
