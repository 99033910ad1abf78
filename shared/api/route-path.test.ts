import { describe, expect, test } from 'vitest'
import { fillPath, routeTest } from './route-path'

describe('a path filled from a pattern', () => {
  test('each parameter becomes one encoded segment', () => {
    expect(fillPath('/channels/:id/feeds/:feedId', { id: 'a b/c', feedId: 7 })).toBe(
      '/channels/a%20b%2Fc/feeds/7',
    )
  })

  test('a pattern without parameters is the path', () => {
    expect(fillPath('/health', {})).toBe('/health')
  })
})

describe('a path tested against routes', () => {
  const isRead = routeTest([
    { method: 'GET', pattern: '/channels/:id' },
    { method: 'GET', pattern: '/demo/:id/index.m3u8' },
  ])

  test.each([
    ['GET', '/channels/wildtv', true],
    ['POST', '/channels/wildtv', false],
    ['GET', '/channels', false],
    ['GET', '/channels/', false],
    ['GET', '/channels/wildtv/now', false],
    ['GET', '/api/channels/wildtv', false],
    ['GET', '/demo/x/index.m3u8', true],
    ['GET', '/demo/x/indexXm3u8', false],
  ])('%s %s: %s', (method, path, expected) => {
    expect(isRead(method, path)).toBe(expected)
  })

  test('no routes match nothing', () => {
    expect(routeTest([])('GET', '/')).toBe(false)
  })
})
