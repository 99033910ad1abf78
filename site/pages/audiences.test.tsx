import { expect, test } from 'vitest'
import { renderPage } from '../render'

const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1]])

test('/home speaks to viewers first: its first call to action is to watch a demo', () => {
  const { html } = renderPage('/home', 'https://shop.example')
  const main = html.slice(html.indexOf('<h1'))
  expect(links(main)[0]).toEqual(['Watch a demo channel', '/demo'])
  expect(main).toContain('For viewers')
  expect(main.indexOf('For viewers')).toBeLessThan(main.indexOf('For channels'))
})

test('/home reserves the live mini-demo with a still skeleton and loads no widget in its HTML', () => {
  const { html } = renderPage('/home', 'https://shop.example')
  expect(html).toContain('data-testid="mini-demo"')
  expect(html).toContain('data-state="waiting"')
  expect(html).toContain('class="mini-demo-skeleton"')
  expect(html).not.toContain('<shoppable-tv')
  expect(html).toContain('href="/demo/wildtv"')
})

const main = (path: string) => {
  const { html } = renderPage(path, 'https://shop.example')
  return html.slice(html.indexOf('<h1'), html.indexOf('</article>'))
}

test('/channels speaks to broadcasters: how to start in the Studio, step by step', () => {
  const html = main('/channels')
  expect(links(html)[0]).toEqual(['Create your channel', '/studio'])
  const steps = [...html.matchAll(/<li><h3 class="point-title">([^<]+)<\/h3>/g)].map((m) => m[1])
  expect(steps.slice(0, 4)).toEqual([
    'Create your channel',
    'Add the script tag',
    'Import a product feed',
    'Verify your page’s origin',
  ])
  expect(html).not.toContain('Shop what you are watching')
  expect(html).not.toContain('mini-demo')
})

test('/brands starts with the catalog import and says how matching places products', () => {
  const html = main('/brands')
  expect(links(html)[0]).toEqual(['Import your feed', '/studio'])
  expect(html).toContain('Export your Merchant Center feed')
  expect(html).toContain('How matching places your products')
  expect(html).not.toContain('Open the phone store')
})

test('/viewers: watch, scan, earn points, and the ways in for a viewer', () => {
  const html = main('/viewers')
  expect(links(html)[0]).toEqual(['Watch a demo channel', '/demo'])
  expect(html).toContain('Watch, scan, earn points')
})

test('each audience page has its own drawing and no block another one repeats', () => {
  const pages = ['/channels', '/brands', '/viewers'].map(main)
  for (const html of pages)
    expect(html).toMatch(/<svg class="art"[^>]*role="img" aria-label="Drawing: /)
  const blocks = pages.map(
    (html) => new Set([...html.matchAll(/<(?:h2|h3|p)[^>]*>([^<]{20,})</g)].map((m) => m[1])),
  )
  for (const [i, own] of blocks.entries()) {
    for (const other of blocks.slice(i + 1)) {
      expect([...own].filter((text) => other.has(text))).toEqual([])
    }
  }
})

test('example numbers are said to be examples', () => {
  const html = main('/channels')
  expect(html).toContain('Example numbers, made up for this picture, not a real channel’s')
  expect(main('/brands')).toContain('An example, not a live listing')
})

test('the example chart has its numbers in a table, which add up to the clicks said', () => {
  const html = main('/channels')
  const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'))
  expect(table).toContain('<caption>Clicks a day in the example week</caption>')
  const clicks = [...table.matchAll(/<td>(\d+)<\/td>/g)].map((m) => Number(m[1]))
  expect(clicks).toHaveLength(7)
  expect(clicks.reduce((a, b) => a + b, 0)).toBe(502)
  expect(html).toContain('502 clicks')
})
