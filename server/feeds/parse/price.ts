/** A price as Merchant Center writes it: "15.00 USD", "1,299.00 EUR", "39900 KRW". */
export type Price = { cents: number; currency: string }

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))
const PRICE = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*([A-Za-z]{3})$/

/**
 * The price in hundredths of its currency (for every currency, KRW included), or null when it
 * is not an amount ≥ 0 with at most two decimals followed by an ISO 4217 code. Computed from
 * the digits, not through floating point, so "0.29 USD" is 29 exactly.
 */
export function parsePrice(text: string): Price | null {
  const match = PRICE.exec(text.trim())
  if (!match) return null
  const [, whole = '', decimals = '', code = ''] = match
  const currency = code.toUpperCase()
  if (!CURRENCIES.has(currency)) return null
  const cents = Number(whole.replaceAll(',', '')) * 100 + Number(decimals.padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? { cents, currency } : null
}
