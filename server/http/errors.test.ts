import { Hono } from 'hono'
import { describe, expect, test, vi } from 'vitest'
import { errorAnswer, HttpError, INTERNAL_ERROR_TEXT, jsonError, nulPath } from './errors'

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

describe('error answers', () => {
  const app = (thrown: () => Error) =>
    new Hono()
      .get('/throw', () => {
        throw thrown()
      })
      .get('/answer', (c) => jsonError(c, 403, 'No wallet', 'wallet-required'))
      .onError(errorAnswer)

  // Every status's code is shared/api/error-codes.test.ts's; here, that HttpError takes it.
  test.each([
    [400, 'invalid-request'],
    [404, 'not-found'],
    [429, 'rate-limited'],
  ] as const)('an HttpError %i without a code is answered with %s', async (status, code) => {
    const res = await app(() => new HttpError(status, 'Why not')).request('/throw')
    expect(res.status).toBe(status)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual({ error: { code, message: 'Why not' } })
  })

  test('an HttpError’s own code replaces its status’s', async () => {
    const error = new HttpError(409, 'Already checked in', 'already-checked-in')
    expect(error.code).toBe('already-checked-in')
    const res = await app(() => error).request('/throw')
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      error: { code: 'already-checked-in', message: 'Already checked in' },
    })
  })

  test('jsonError answers the same shape', async () => {
    const res = await app(() => new Error('unused')).request('/answer')
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: { code: 'wallet-required', message: 'No wallet' } })
  })

  test('any other error is a 500 that tells nothing of its cause', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const secret = new TypeError('password=hunter2 at /srv/db.ts:12')
      const res = await app(() => secret).request('/throw')
      expect(res.status).toBe(500)
      const text = await res.text()
      expect(JSON.parse(text)).toEqual({
        error: { code: 'internal', message: INTERNAL_ERROR_TEXT },
      })
      expect(text).not.toMatch(/hunter2|srv|TypeError/)
      expect(logged).toHaveBeenCalledWith('API error', secret)
    } finally {
      logged.mockRestore()
    }
  })
})
