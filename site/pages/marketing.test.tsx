import { expect, test } from 'vitest'
import { renderPage } from '../render'

test('/home tells how it works', () => {
  const { html } = renderPage('/home', 'https://shop.example')
  expect(html).toContain('How it works')
  expect(html).toContain('exact match')
})

// The audience pages each say it their own way (issue 62); the network's size is for those
// who bring products or viewers to it.
test.each(['/home', '/brands'])('%s gives the network figures of spec §1', (path) => {
  const { html } = renderPage(path, 'https://shop.example')
  for (const figure of ['12', '21,527', '17+ million']) expect(html).toContain(figure)
})
