import { expect, test } from 'vitest'
import { createKeyedDebouncer } from './debounce'

test('lets the first call of a key through and drops repeats within the wait', () => {
  let time = 0
  const allow = createKeyedDebouncer(500, () => time)
  expect(allow('a')).toBe(true)
  time = 499
  expect(allow('a')).toBe(false)
  time = 500
  expect(allow('a')).toBe(true)
})

test('debounces each key on its own', () => {
  let time = 0
  const allow = createKeyedDebouncer(500, () => time)
  expect(allow('a')).toBe(true)
  time = 100
  expect(allow('b')).toBe(true)
  expect(allow('a')).toBe(false)
  expect(allow('b')).toBe(false)
})

test('a dropped repeat does not extend the wait', () => {
  let time = 0
  const allow = createKeyedDebouncer(500, () => time)
  allow('a')
  time = 400
  allow('a')
  time = 500
  expect(allow('a')).toBe(true)
})
