import { describe, expect, test } from 'vitest'
import { escapeXml, renderProductSvg } from './product-image'
import { generateCatalog } from './seed-data'

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

const tspans = (svg: string) => [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1])

describe('renderProductSvg', () => {
  test('draws a square SVG of at least 320 px with width and height attributes', () => {
    const svg = renderProductSvg(reel)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(size(svg, 'width')).toBeGreaterThanOrEqual(320)
    expect(size(svg, 'height')).toBe(size(svg, 'width'))
    expect(wellFormedProblem(svg)).toBeNull()
  })

  test('escapes markup and ampersands in the title and vendor and stays well-formed', () => {
    const svg = renderProductSvg({
      ...reel,
      title: 'Rods <script>alert("x")</script> & Reels',
      vendor: 'Tom & Jerry <Tackle>',
    })
    expect(svg).not.toContain('<script')
    expect(svg).toContain('&lt;script&gt;')
    expect(svg).toContain('Tom &amp; Jerry &lt;Tackle&gt;')
    expect(svg).toContain(
      'aria-label="Rods &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Reels"',
    )
    expect(wellFormedProblem(svg)).toBeNull()
  })

  test('drops control characters that XML cannot hold', () => {
    const svg = renderProductSvg({ ...reel, title: 'Bell\u0007 Buoy\u0000' })
    expect(svg).toContain('<title>Bell Buoy</title>')
  })

  test('shows the item type as a badge, the title and the vendor', () => {
    expect(renderProductSvg(reel)).toContain('>Product</text>')
    expect(renderProductSvg({ ...reel, type: 'ticket' })).toContain('>Ticket</text>')
    const deal = renderProductSvg({ ...reel, type: 'deal' })
    expect(deal).toContain('>Deal</text>')
    expect(deal).toContain('>Riverstone Tackle</text>')
    expect(tspans(deal).join(' ')).toBe('Trailhawk TX-9 Spinning Reel')
  })

  test('wraps a long title over at most three lines and ends it with an ellipsis', () => {
    const svg = renderProductSvg({
      ...reel,
      title: 'Meridian Vault The Ninth Meridian 4K Ultra HD Collector’s Edition with a Bonus Disc',
    })
    const lines = tspans(svg)
    expect(lines).toHaveLength(3)
    expect(lines.every((line) => (line ?? '').length <= 21)).toBe(true)
    expect(lines[2]?.endsWith('…')).toBe(true)
  })

  test('cuts a single very long word instead of running off the picture', () => {
    const lines = tspans(renderProductSvg({ ...reel, title: 'Supercalifragilisticexpialidocious' }))
    expect(lines).toEqual(['Supercalifragilistice', 'xpialidocious'])
  })

  test('is the same for the same item and changes colour with the id and category', () => {
    const colours = (svg: string) => [...svg.matchAll(/stop-color="([^"]+)"/g)].map((m) => m[1])
    expect(renderProductSvg(reel)).toBe(renderProductSvg({ ...reel }))
    expect(colours(renderProductSvg(reel))).not.toEqual(
      colours(renderProductSvg({ ...reel, id: 8 })),
    )
    expect(colours(renderProductSvg(reel))).not.toEqual(
      colours(renderProductSvg({ ...reel, category: 'Golf balls' })),
    )
  })

  test('gives each picture its own gradient id, so pictures inlined together keep their colours', () => {
    expect(renderProductSvg(reel)).toContain('id="bg-7"')
    expect(renderProductSvg(reel)).toContain('fill="url(#bg-7)"')
  })

  test('refers to nothing outside itself: no links, fonts, images or scripts', () => {
    const svg = renderProductSvg(reel)
    expect(svg).not.toMatch(/href|<image|<script|@import|@font-face|<style/i)
    const urls = svg.match(/https?:\/\/[^"\s)]+/g) ?? []
    expect(urls).toEqual(['http://www.w3.org/2000/svg'])
    expect([...svg.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1])).toEqual(['#bg-7'])
  })

  test('draws a category icon: a fish for reels, a ticket for tickets', () => {
    const fish = renderProductSvg(reel)
    const ticket = renderProductSvg({ ...reel, type: 'ticket' })
    const icon = (svg: string) => /<g transform[^>]*>(.*?)<\/g>/.exec(svg)?.[1]
    expect(icon(fish)).not.toBe(icon(ticket))
    expect(icon(renderProductSvg({ ...reel, id: 99, title: 'Other' }))).toBe(icon(fish))
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
