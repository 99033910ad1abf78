import { expect, test } from 'vitest'
import { formatPoints, wholePoints } from './points'

test('points are shown as whole numbers, rounded down', () => {
  expect(wholePoints(100)).toBe(100)
  expect(wholePoints(199.99)).toBe(199)
  expect(wholePoints('250.5')).toBe(250)
  expect(formatPoints(1250.7)).toBe('1,250')
  expect(formatPoints('100')).toBe('100')
})

test('anything that is not a positive number shows as 0', () => {
  for (const value of [null, undefined, '', ' ', 'abc', Number.NaN, Infinity, -5, {}, []]) {
    expect(wholePoints(value)).toBe(0)
  }
  expect(formatPoints(undefined)).toBe('0')
})
