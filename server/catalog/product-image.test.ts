import { describe, expect, test } from 'vitest'
import { generateCatalog } from '../demo/seed-data'
import { ICONS, iconFor } from './product-icons'
import { escapeXml, renderProductSvg } from './product-image'

const reel = {
  id: 7,
  title: 'Trailhawk TX-9 Spinning Reel',
  type: 'product',
  category: 'Fishing reels',
  vendor: 'Riverstone Tackle',
} as const

/**
 * A strict little XML check: tags balance under one root, attributes are quoted, and text
 * or attribute values hold no raw `<` and no `&` outside the five named entities.
 */
function wellFormedProblem(xml: string): string | null {
  const stack: string[] = []
  let roots = 0
  const entity = /&(?!(amp|lt|gt|quot|apos);)/
  for (const token of xml.match(/<[^>]*>|[^<]+/g) ?? []) {
    if (!token.startsWith('<')) {
      if (stack.length === 0) return `text outside the root: ${token}`
      if (entity.test(token)) return `raw & in text: ${token}`
      continue
    }
    const tag = /^<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>$/.exec(token)
    if (!tag) return `malformed tag: ${token}`
    const [, closing, name = '', attributes = '', selfClosing] = tag
    if (entity.test(attributes)) return `raw & in attribute: ${token}`
    if (closing) {
      if (stack.pop() !== name) return `unbalanced </${name}>`
      continue
    }
    if (stack.length === 0) roots++
    if (!selfClosing) stack.push(name)
  }
  if (stack.length > 0) return `unclosed <${stack.join('>, <')}>`
  return roots === 1 ? null : `${roots} roots`
}

const size = (svg: string, attribute: 'width' | 'height') =>
  Number(new RegExp(`^<svg[^>]*\\s${attribute}="(\\d+)"`).exec(svg)?.[1])

describe('renderProductSvg', () => {
  test('draws a square SVG of at least 320 px with width and height attributes', () => {
    const svg = renderProductSvg(reel)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(size(svg, 'width')).toBeGreaterThanOrEqual(320)
    expect(size(svg, 'height')).toBe(size(svg, 'width'))
    expect(wellFormedProblem(svg)).toBeNull()
  })

  test('escapes markup and ampersands in the title and stays well-formed', () => {
    const svg = renderProductSvg({
      ...reel,
      title: 'Rods <script>alert("x")</script> & Reels',
      vendor: 'Tom & Jerry <Tackle>',
    })
    expect(svg).not.toContain('<script')
    expect(svg).toContain('&lt;script&gt;')
    expect(svg).toContain(
      'aria-label="Rods &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Reels"',
    )
    expect(wellFormedProblem(svg)).toBeNull()
  })

  test('drops control characters that XML cannot hold', () => {
    const svg = renderProductSvg({ ...reel, title: 'Bell\u0007 Buoy\u0000' })
    expect(svg).toContain('<title>Bell Buoy</title>')
  })

  test('draws no text, not even the type: the card’s type chip says it', () => {
    for (const type of ['product', 'ticket', 'deal'] as const) {
      const svg = renderProductSvg({ ...reel, type })
      expect(svg).not.toMatch(/<text/)
      expect(svg).not.toMatch(/>(Product|Ticket|Deal)</)
    }
    expect(renderProductSvg(reel)).not.toContain('Riverstone')
  })

  test('is the same for the same item; the colour follows the category', () => {
    const fill = (svg: string) => /<rect width="400" height="400" fill="hsl\((\d+) /.exec(svg)?.[1]
    expect(renderProductSvg(reel)).toBe(renderProductSvg({ ...reel }))
    expect(fill(renderProductSvg({ ...reel, id: 8 }))).toBe(fill(renderProductSvg(reel)))
    expect(fill(renderProductSvg(reel))).not.toBe(
      fill(renderProductSvg({ ...reel, category: 'Golf balls' })),
    )
  })

  test('refers to nothing outside itself: no links, fonts, images, ids or scripts', () => {
    const svg = renderProductSvg(reel)
    expect(svg).not.toMatch(/href|<image|<script|@import|@font-face|<style|\sid=|url\(/i)
    const urls = svg.match(/https?:\/\/[^"\s)]+/g) ?? []
    expect(urls).toEqual(['http://www.w3.org/2000/svg'])
  })

  test('draws the icon of the kind of thing: a reel, a golf club, a ticket, a deal tag', () => {
    const icon = (svg: string) => /<g transform[^>]*>(.*?)<\/g>/.exec(svg)?.[1]
    expect(icon(renderProductSvg(reel))).toBe(ICONS.reel)
    expect(icon(renderProductSvg({ ...reel, category: 'Drivers and woods' }))).toBe(ICONS.club)
    expect(icon(renderProductSvg({ ...reel, category: 'Surfboards and wetsuits' }))).toBe(
      ICONS.surfboard,
    )
    expect(icon(renderProductSvg({ ...reel, category: 'Kitchen appliances' }))).toBe(ICONS.blender)
    expect(icon(renderProductSvg({ ...reel, type: 'ticket' }))).toBe(ICONS.ticket)
    expect(icon(renderProductSvg({ ...reel, type: 'deal' }))).toBe(ICONS.tag)
    expect(icon(renderProductSvg({ ...reel, id: 99, title: 'Other' }))).toBe(ICONS.reel)
  })

  test('gives every product category of the demo catalog an icon of its own kind, not the fallback', () => {
    const categories = new Set(
      generateCatalog()
        .filter((item) => item.type === 'product')
        .map((item) => item.category),
    )
    for (const category of categories)
      expect(iconFor('product', category), category).not.toBe('gift')
    expect(iconFor('product', 'K-beauty skincare and make-up')).toBe('drop')
  })

  test('stays small', () => {
    generateCatalog({ size: 200 }).forEach((item, index) => {
      expect(renderProductSvg({ ...item, id: index + 1 }).length).toBeLessThan(3000)
    })
  })

  test('renders every item of a demo catalog as a well-formed picture', () => {
    generateCatalog({ size: 300 }).forEach((item, index) => {
      const svg = renderProductSvg({ ...item, id: index + 1 })
      expect(wellFormedProblem(svg), item.title).toBeNull()
    })
  })
})

describe('escapeXml', () => {
  test('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    )
  })
})

describe('the well-formedness check itself', () => {
  test('finds raw ampersands, stray markup and unbalanced tags', () => {
    expect(wellFormedProblem('<svg><text>a & b</text></svg>')).toMatch(/raw &/)
    expect(wellFormedProblem('<svg><text>a</svg>')).toMatch(/unbalanced/)
    expect(wellFormedProblem('<svg><text a=b>x</text></svg>')).toMatch(/malformed/)
    expect(wellFormedProblem('<svg/><svg/>')).toMatch(/2 roots/)
  })
})
