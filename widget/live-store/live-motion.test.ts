import { afterEach, expect, test } from 'vitest'
import { scrollerOf } from './live-motion'

afterEach(() => {
  document.body.replaceChildren()
  document.body.removeAttribute('style')
})

/** An element in the Shadow DOM of a host inside `container`, as the widget's list is. */
function inShadow(container: Element): Element {
  const host = document.createElement('div')
  container.append(host)
  const inner = document.createElement('div')
  host.attachShadow({ mode: 'open' }).append(inner)
  return inner
}

test('finds the box that scrolls the list, through the shadow root', () => {
  const scroller = document.createElement('div')
  scroller.style.overflowY = 'auto'
  document.body.append(scroller)
  expect(scrollerOf(inShadow(scroller))).toBe(scroller)
})

test('a page that scrolls as a whole is the viewport, even with overflow set on its body', () => {
  const plain = document.createElement('div')
  document.body.append(plain)
  expect(scrollerOf(inShadow(plain))).toBeNull()
  document.body.style.overflowY = 'auto'
  expect(scrollerOf(inShadow(plain))).toBeNull()
})
