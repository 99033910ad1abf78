import { expect, test } from 'vitest'
import { utcText } from './time'

test('times are UTC and say so, whatever the browser’s zone', () => {
  expect(utcText('2026-05-01T10:02:59.000Z')).toBe('1 May 2026, 10:02 UTC')
  expect(utcText('2026-05-01T23:59:00.000+02:00')).toBe('1 May 2026, 21:59 UTC')
})

test('segments, seconds apart, get their seconds', () => {
  expect(utcText('2026-05-01T10:02:59.000Z', true)).toBe('1 May 2026, 10:02:59 UTC')
})

test('a time that does not parse is kept as the server sent it', () => {
  expect(utcText('soon')).toBe('soon')
})
