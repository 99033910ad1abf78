import { expect, test } from 'vitest'
import { shortAddress } from './short-address'

test('keeps the first 6 and the last 4 characters of an address', () => {
  expect(shortAddress('0x7b9EBA61A4017023e7481Ec0d179B2576093aeAb')).toBe('0x7b9E...aeAb')
})

test('ignores surrounding spaces', () => {
  expect(shortAddress(' 0x7b9eba61a4017023e7481ec0d179b2576093aeab ')).toBe('0x7b9e...aeab')
})

test('shows an address of 10 characters or fewer whole', () => {
  expect(shortAddress('0x12345678')).toBe('0x12345678')
  expect(shortAddress('')).toBe('')
  expect(shortAddress('0x123456789')).toBe('0x1234...6789')
})
