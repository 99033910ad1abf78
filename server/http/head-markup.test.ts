import { describe, expect, test } from 'vitest'
import { addToHead, withWidgetChannel } from './head-markup'

const page = (canonical = '<link rel="canonical" href="https://tv.example/app">') =>
  `<!doctype html><html><head><title>Store</title>\n${canonical}\n</head><body>x</body></html>`
const data = '<script type="application/ld+json">{}</script>'

test('puts the markup at the end of the head and names the channel in a generic canonical', () => {
  const html = addToHead(page(), {
    head: data,
    canonical: 'https://tv.example/app?channelId=wildtv',
  })
  expect(html).toBe(
    `<!doctype html><html><head><title>Store</title>\n<link rel="canonical" href="https://tv.example/app?channelId=wildtv">\n${data}\n</head><body>x</body></html>`,
  )
})

test('keeps the prerender’s address (another host’s build) and adds only the query', () => {
  const html = addToHead(page(), {
    head: '',
    canonical: 'http://localhost:18480/app?channelId=kbs',
  })
  expect(html).toContain('<link rel="canonical" href="https://tv.example/app?channelId=kbs">')
  expect(html?.match(/rel="canonical"/g)).toHaveLength(1)
})

test('adds a canonical link to a page without one', () => {
  const html = addToHead(page(''), { head: '', canonical: 'https://tv.example/app?channelId=kbs' })
  expect(html).toContain('<link rel="canonical" href="https://tv.example/app?channelId=kbs">\n')
  expect(html?.match(/rel="canonical"/g)).toHaveLength(1)
})

test('keeps a canonical that already names more than the page', () => {
  const own = '<link rel="canonical" href="https://tv.example/app?channelId=kbs">'
  const html = addToHead(page(own), { head: data, canonical: 'https://tv.example/app?x=1' })
  expect(html).toContain(own)
  expect(html).not.toContain('x=1')
})

test('escapes the canonical address as an attribute', () => {
  const html = addToHead(page(''), { head: '', canonical: 'https://tv.example/app?a="><b>' })
  expect(html).toContain('href="https://tv.example/app?a=&quot;&gt;&lt;b&gt;"')
})

test('a page without a head end is left alone', () => {
  expect(addToHead('<p>fragment</p>', { head: data, canonical: null })).toBeNull()
})

describe('withWidgetChannel', () => {
  const page = '<main><shoppable-tv channel-id="wildtv" view="full"></shoppable-tv></main>'

  test("gives the page's widget element the channel, and changes nothing else", () => {
    expect(withWidgetChannel(page, 'kbs')).toBe(
      '<main><shoppable-tv channel-id="kbs" view="full"></shoppable-tv></main>',
    )
  })

  test('escapes the channel as an attribute; a page without the element is left alone', () => {
    expect(withWidgetChannel(page, '"><x')).toContain('channel-id="&quot;&gt;&lt;x"')
    expect(withWidgetChannel('<main>Home</main>', 'kbs')).toBe('<main>Home</main>')
  })
})
