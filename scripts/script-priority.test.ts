import { expect, test } from 'vitest'
import { lowerModulePriority } from './script-priority'

const head = `<link rel="stylesheet" crossorigin href="/assets/index-1.css">
<script type="module" crossorigin src="/assets/index-2.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-3.js">
<link rel="preload" as="image" href="/poster.jpg" fetchpriority="high">`

test('the module script and its preloads are asked for at low priority; the stylesheet and the lead picture are not touched', () => {
  expect(
    lowerModulePriority(head),
  ).toBe(`<link rel="stylesheet" crossorigin href="/assets/index-1.css">
<script type="module" fetchpriority="low" crossorigin src="/assets/index-2.js"></script>
<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-3.js">
<link rel="preload" as="image" href="/poster.jpg" fetchpriority="high">`)
})

test('a tag that already says its priority keeps it, and a second pass changes nothing', () => {
  const said = '<script type="module" fetchpriority="high" src="/widget.js"></script>'
  expect(lowerModulePriority(said)).toBe(said)
  expect(lowerModulePriority(lowerModulePriority(head))).toBe(lowerModulePriority(head))
})
