// Prices as shoppers and broadcasters read them, from the catalog's hundredths of a currency.

const formatters = new Map<string, Intl.NumberFormat>()

/** A price in hundredths of its currency as shoppers read it: '$24.99', '₩39,900'. */
export function formatPrice(priceCents: number, currency: string): string {
  let format = formatters.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency })
    formatters.set(currency, format)
  }
  return format.format(priceCents / 100)
}
