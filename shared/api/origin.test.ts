import { describe, expect, test } from 'vitest'
import { normaliseOrigin } from './studio'

describe('normaliseOrigin', () => {
  test.each([
    ['an origin as browsers send it', 'https://tv.example.com', 'https://tv.example.com'],
    ['capitals and a trailing slash', ' https://TV.example.com/ ', 'https://tv.example.com'],
    ['a page’s address', 'http://127.0.0.1:9110/index.html', 'http://127.0.0.1:9110'],
    ['a query and a fragment', 'https://tv.example.com/live?x=1#top', 'https://tv.example.com'],
    ['a bare loopback host and port, as http', '127.0.0.1:9110', 'http://127.0.0.1:9110'],
    ['a bare localhost with a path, as http', 'localhost:3000/shop', 'http://localhost:3000'],
    ['a bare IPv6 loopback, as http', '[::1]:8080', 'http://[::1]:8080'],
    ['a bare public host, as https', 'tv.example.com', 'https://tv.example.com'],
    ['a default port, dropped', 'https://tv.example.com:443/', 'https://tv.example.com'],
  ])('takes %s', (_, raw, origin) => {
    expect(normaliseOrigin(raw)).toBe(origin)
  })

  test.each([
    ['another scheme', 'ftp://tv.example.com'],
    ['a user name', 'https://ana@tv.example.com'],
    ['a password', 'https://ana:secret@tv.example.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['nothing', '   '],
    ['no host', 'http://'],
    ['a space in the host', 'tv example.com'],
  ])('refuses %s', (_, raw) => {
    expect(normaliseOrigin(raw)).toBeNull()
  })
})
