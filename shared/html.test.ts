import { expect, test } from 'vitest'
import { escapeHtml, imagePreloadTag } from './html'

test('attribute text cannot break out of its quotes', () => {
  expect(escapeHtml(`"><img src=x onerror='1'>&`)).toBe(
    '&quot;&gt;&lt;img src=x onerror=&#39;1&#39;&gt;&amp;',
  )
})

test('an image preload escapes its address, and says high priority only when asked', () => {
  expect(imagePreloadTag('/a.svg?x="><b>')).toBe(
    '<link rel="preload" as="image" href="/a.svg?x=&quot;&gt;&lt;b&gt;">',
  )
  expect(imagePreloadTag('/poster.jpg', 'high')).toBe(
    '<link rel="preload" as="image" href="/poster.jpg" fetchpriority="high">',
  )
})
