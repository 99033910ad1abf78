import { describe, expect, test } from 'vitest'
import { seoFor } from './seo'
import { headTags, renderHead, scriptSafeJson } from './tags'

const SITE = 'https://shop.example'

function jsonLdBlocks(head: string): unknown[] {
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ''),
  )
}

describe('the head of a page', () => {
  const head = renderHead(headTags(seoFor('/demo/wildtv'), SITE))

  test('carries the page title, description and keywords', () => {
    expect(head).toContain('<title>Wild TV live demo | Shoppable TV</title>')
    expect(head).toMatch(/<meta name="description" content="Wildlife, fishing[^"]*">/)
    expect(head).toMatch(/<meta name="keywords" content="[^"]*Wild TV, wildlife">/)
  })

  test('links the absolute canonical URL on the site origin', () => {
    expect(head).toContain('<link rel="canonical" href="https://shop.example/demo/wildtv">')
    expect(head).toContain('<meta property="og:url" content="https://shop.example/demo/wildtv">')
  })

  test('carries Open Graph and X card tags with an absolute picture', () => {
    for (const tag of [
      '<meta property="og:title" content="Wild TV live demo | Shoppable TV">',
      '<meta property="og:type" content="website">',
      '<meta property="og:image" content="https://shop.example/social-card.png">',
      '<meta property="og:image:width" content="1200">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:title" content="Wild TV live demo | Shoppable TV">',
      '<meta name="twitter:image" content="https://shop.example/social-card.png">',
      '<meta name="twitter:site" content="@shoppabletv">',
    ]) {
      expect(head).toContain(tag)
    }
    expect(head).toMatch(/<meta property="og:description" content="Wildlife, fishing[^"]*">/)
    expect(head).toMatch(/<meta name="twitter:description" content="Wildlife, fishing[^"]*">/)
  })

  test('embeds Organization and WebSite structured data as valid JSON', () => {
    expect(jsonLdBlocks(head)).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'Shoppable TV', url: `${SITE}/` }),
      expect.objectContaining({ '@type': 'WebSite', name: 'Shoppable TV', url: `${SITE}/` }),
    ])
  })

  test('loads the widget script on a page that embeds the widget, and only there', () => {
    expect(head).toContain('<script type="module" src="/widget/0.0.9/shoppable-tv.js"></script>')
    expect(renderHead(headTags(seoFor('/home'), SITE))).not.toContain('shoppable-tv.js')
  })

  test('asks for the lead picture at high priority before any script, on the pages that have one', () => {
    const preload =
      '<link rel="preload" as="image" href="/api/demo-stream/media/wildlife/poster.jpg" fetchpriority="high">'
    expect(head).toContain(preload)
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<script'))
    for (const path of ['/home', '/app', '/no-such-page']) {
      expect(renderHead(headTags(seoFor(path), SITE)), path).not.toContain('rel="preload"')
    }
  })

  test('of the not-found page has no canonical and asks not to be indexed', () => {
    const notFound = renderHead(headTags(seoFor('/no-such-page'), SITE))
    expect(notFound).not.toContain('rel="canonical"')
    expect(notFound).toContain('<meta name="robots" content="noindex">')
  })
})

describe('escaping', () => {
  test('JSON in a script has no raw < so it cannot close the script, and still parses', () => {
    const hostile = { name: '</script><script>alert(1)</script> & <!--' }
    const json = scriptSafeJson(hostile)
    expect(json).not.toContain('<')
    expect(json).not.toContain('>')
    expect(JSON.parse(json)).toEqual(hostile)
  })
})
