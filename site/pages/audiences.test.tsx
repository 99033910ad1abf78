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

test('/channels speaks to broadcasters and leads to the Studio, not the /home copy', () => {
  const { html } = renderPage('/channels', 'https://shop.example')
  expect(links(html)).toContainEqual(['Create your channel', '/studio'])
  expect(html).toContain('How you join')
  expect(html).toContain('script tag')
  expect(html).not.toContain('Shop what you are watching')
  expect(html).not.toContain('mini-demo')
})

test.each([
  ['/brands', 'What your products get'],
  ['/viewers', 'What you get'],
])('%s has its own points', (path, heading) => {
  const { html } = renderPage(path, 'https://shop.example')
  expect(html).toContain(heading)
  expect(html).toContain('class="point-grid"')
})
