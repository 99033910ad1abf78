import * as v from 'valibot'
import { expect, test } from 'vitest'
import { codeForStatus, ERROR_CODE, ErrorBodySchema, errorBody } from './error-codes'

test.each([
  [400, 'invalid-request'],
  [401, 'unauthorized'],
  [403, 'forbidden'],
  [404, 'not-found'],
  [409, 'conflict'],
  [413, 'too-large'],
  [415, 'unsupported-type'],
  [429, 'rate-limited'],
  [500, 'internal'],
  [503, 'starting'],
])('a %i is %s unless a code is named', (status, code) => {
  expect(codeForStatus(status)).toBe(code)
  expect(errorBody(status, 'Why')).toEqual({ error: { code, message: 'Why' } })
})

test.each([
  [418, 'invalid-request'],
  [422, 'invalid-request'],
  [502, 'internal'],
  [504, 'internal'],
])('a status without its own code: %i is %s', (status, code) => {
  expect(codeForStatus(status)).toBe(code)
})

test('a named code replaces the status’s own', () => {
  expect(errorBody(409, 'Already checked in', 'already-checked-in')).toEqual({
    error: { code: 'already-checked-in', message: 'Already checked in' },
  })
})

test('every code is one of kebab-case words, and none is listed twice', () => {
  const codes = Object.values(ERROR_CODE)
  expect(new Set(codes).size).toBe(codes.length)
  for (const code of codes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/)
})

test('the schema reads every body errorBody makes', () => {
  const body = errorBody(403, 'No wallet', 'wallet-required')
  expect(v.parse(ErrorBodySchema, body)).toEqual(body)
})
