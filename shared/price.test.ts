import { describe, expect, test } from 'vitest'
import { formatPrice } from './price'

describe('formatPrice', () => {
  test.each([
    [2499, 'USD', '$24.99'],
    [3_990_000, 'KRW', '₩39,900'],
    [1900, 'EUR', '€19.00'],
    [0, 'USD', '$0.00'],
  ])('%i hundredths of %s read %s', (cents, currency, text) => {
    expect(formatPrice(cents, currency)).toBe(text)
  })
})
