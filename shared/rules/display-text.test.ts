import { expect, test } from 'vitest'
import { withoutBidiControls } from './display-text'

test.each([
  ['a right-to-left override', 'Sale \u202Egnp.exe', 'Sale gnp.exe'],
  [
    'every embedding, override and isolate',
    '\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee\u2066f\u2067g\u2068h\u2069',
    'abcdefgh',
  ],
  ['the marks', 'x\u200Ey\u200Fz\u061C', 'xyz'],
])('drops %s', (_, text, clean) => {
  expect(withoutBidiControls(text)).toBe(clean)
})

test('keeps right-to-left text itself, and other invisible characters that are not bidi controls', () => {
  const arabic = 'قناة الرياضة'
  expect(withoutBidiControls(arabic)).toBe(arabic)
  expect(withoutBidiControls('a\u200Db')).toBe('a\u200Db')
})
