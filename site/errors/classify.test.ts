import { describe, expect, test } from 'vitest'
import { classifyRouteError, ROUTE_ERRORS, RouteDataError } from './classify'

describe('the route error page', () => {
  test.each([
    [new TypeError('Failed to fetch dynamically imported module: /assets/Docs-x.js'), 'load'],
    [Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' }), 'load'],
    [new TypeError('Failed to fetch'), 'network'],
    [new DOMException('The operation timed out.', 'TimeoutError'), 'timeout'],
    [new Error('Request timed out'), 'timeout'],
    [new Error('Cannot read properties of undefined'), 'other'],
    ['a string', 'other'],
    [null, 'other'],
  ])('classifies %o as %s', (error, kind) => {
    expect(classifyRouteError(error)).toBe(kind)
  })

  test('any error while offline is a network error, unless a chunk failed', () => {
    expect(classifyRouteError(new Error('boom'), false)).toBe('network')
    expect(
      classifyRouteError(new TypeError('Failed to fetch dynamically imported module: x'), false),
    ).toBe('load')
  })

  test('a page that says what failed is taken at its word', () => {
    expect(classifyRouteError(new RouteDataError('timeout', 'products'))).toBe('timeout')
    expect(classifyRouteError(new RouteDataError('other', 'Status 500'))).toBe('other')
    expect(classifyRouteError(new RouteDataError('other', 'Status 500'), false)).toBe('network')
  })

  test('uses the spec’s codes and headings', () => {
    expect(Object.values(ROUTE_ERRORS).map((e) => `${e.code} ${e.title}`)).toEqual([
      'LOAD Failed to load page',
      'NET Network Error',
      'TIME Request Timeout',
      'ERROR Something went wrong',
    ])
  })
})
