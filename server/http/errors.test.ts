import { expect, test } from 'vitest'
import { nulPath } from './errors'

test('finds the first string holding a NUL character, by its dot path', () => {
  expect(nulPath({ caption: 'ok', entities: ['fine', 'no\u0000pe'] })).toBe('entities.1')
  expect(nulPath({ a: { b: '\u0000' } })).toBe('a.b')
  expect(nulPath('\u0000')).toBe('')
})

test('answers null where no string holds one', () => {
  expect(nulPath({ caption: 'ok', n: 1, list: [null, true, { x: 'y' }] })).toBeNull()
  expect(nulPath(null)).toBeNull()
  expect(nulPath(42)).toBeNull()
})
