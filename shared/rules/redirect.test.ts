import { describe, expect, test } from 'vitest'
import { safeParentPath, safeRedirectPath, signOutDestination } from './redirect'

describe('the sign-in redirect allow-list', () => {
  test.each([
    ['/', '/'],
    ['/home', '/home'],
    ['/app', '/app'],
    ['/channels', '/channels'],
    ['/brands', '/brands'],
    ['/viewers', '/viewers'],
    ['/demo', '/demo'],
    ['/privacy', '/privacy'],
    ['/terms', '/terms'],
    ['/demo/wildtv', '/demo/wildtv'],
    ['/app?channelId=kbs', '/app?channelId=kbs'],
    ['/app/orders', '/app/orders'],
    ['/channels/sport?x=1', '/channels/sport?x=1'],
    ['/brands/partners', '/brands/partners'],
    ['/demo/wildtv#top', '/demo/wildtv'],
    ['/studio', '/studio'],
    ['/studio/channels/my-tv', '/studio/channels/my-tv'],
  ])('keeps %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected)
  })

  test.each([
    null,
    undefined,
    '',
    'app',
    'demo/wildtv',
    '//evil.com',
    '//evil.com/app',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    'https://evil.com/app',
    'http://localhost:8080/app',
    'javascript:alert(1)',
    'JavaScript:alert(1)//app',
    'data:text/html,<script>alert(1)</script>',
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com/app',
    '/%5Cevil.com',
    '/%252F%252Fevil.com',
    '/app/%2e%2e/admin',
    '/%2e%2e/etc/passwd',
    '/app/../admin',
    '/demo/../../evil',
    '/app/..//evil.com',
    '/app/./../x',
    '/app@evil.com',
    '/demo-evil',
    '/demoX',
    '/application',
    '/viewers/sub',
    '/privacy/../admin',
    '/terms-evil',
    '/studio-evil',
    '/studioX',
    '/studio/../admin',
    '/studio/%2e%2e/admin',
    '//studio',
    '/admin',
    '/app\t/evil',
    '/\tevil.com',
    '/app\n',
    '/app\u0000',
    '/%00app',
    `/app/${'a'.repeat(3000)}`,
    '  /app',
    '?/app',
    '#/app',
  ])('refuses %j and falls back to /app', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/app')
  })

  test('drops the query of a refused path', () => {
    expect(safeRedirectPath('/admin?channelId=kbs')).toBe('/app')
  })
})

describe('where sign-out goes', () => {
  test.each([
    ['/', '/home'],
    ['/home', '/home'],
    ['/app', '/app'],
    ['/demo/wildtv', '/demo/wildtv'],
  ])('from %s to %s', (from, to) => {
    expect(signOutDestination(from)).toBe(to)
  })
})

describe('the parent page a sign-in begun in our app frame returns to', () => {
  const ORIGIN = 'http://localhost:8080'
  test.each([
    [`${ORIGIN}/intravel-livestore`, '/intravel-livestore'],
    [`${ORIGIN}/intravel-livestore?edition=uk#x`, '/intravel-livestore?edition=uk'],
    [`${ORIGIN}/demo/wildtv`, '/demo/wildtv'],
    [`${ORIGIN}/home`, '/home'],
  ])('follows %s as %s', (raw, path) => {
    expect(safeParentPath(raw, ORIGIN)).toBe(path)
  })

  test.each([
    [`${ORIGIN}//evil.example/x`],
    [`${ORIGIN}/\\evil.example`],
    [`${ORIGIN}/\tevil.example`],
    [`${ORIGIN}/%2F%2Fevil.example`],
    [`${ORIGIN}/intravel-livestore/../../evil`],
    [`${ORIGIN}/sandbox`],
    [`${ORIGIN}`],
    [`${ORIGIN}evil.example/home`],
    ['http://localhost:8080.evil.example/home'],
    ['https://evil.example/home'],
    ['javascript:alert(1)'],
    [''],
  ])('refuses %s', (raw) => {
    expect(safeParentPath(raw, ORIGIN)).toBeNull()
  })

  test('refuses nothing stored', () => {
    expect(safeParentPath(null, ORIGIN)).toBeNull()
  })
})
