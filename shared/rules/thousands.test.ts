import { expect, test } from 'vitest'
import { groupThousands } from './thousands'

test('groups whole numbers by three, as Intl.NumberFormat does for en-US', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'trunc' })
  const values = [0, 7, 12, 999, 1000, 1250, 21_527, 999_999, 1_000_000, 17_300_000, -1, -1234]
  for (let n = 1; n < Number.MAX_SAFE_INTEGER / 7; n = n * 7 + 3) values.push(n, -n)
  values.push(Number.MAX_SAFE_INTEGER)
  for (const value of values) expect(groupThousands(value), String(value)).toBe(intl.format(value))
})

test('drops a fraction toward zero', () => {
  expect(groupThousands(1250.99)).toBe('1,250')
  expect(groupThousands(-1250.99)).toBe('-1,250')
  expect(groupThousands(0.5)).toBe('0')
})
