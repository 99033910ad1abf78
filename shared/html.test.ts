import { expect, test } from 'vitest'
import { escapeHtml } from './html'

test('attribute text cannot break out of its quotes', () => {
  expect(escapeHtml(`"><img src=x onerror='1'>&`)).toBe(
    '&quot;&gt;&lt;img src=x onerror=&#39;1&#39;&gt;&amp;',
  )
})
