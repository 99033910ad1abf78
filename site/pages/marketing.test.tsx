import { expect, test } from 'vitest'
import { renderPage } from '../render'

test.each(['/home', '/channels', '/brands', '/viewers'])(
  '%s tells how it works and the network figures of spec §1',
  (path) => {
    const { html } = renderPage(path, 'https://shop.example')
    expect(html).toContain('How it works')
    expect(html).toContain('exact match')
    for (const figure of ['12', '21,527', '17+ million']) expect(html).toContain(figure)
  },
)
