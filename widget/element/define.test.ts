import { expect, test, vi } from 'vitest'
import { fakeEnv } from '../testing'
import { defineShoppableTv } from './define'
import { INLINE_TAG, LOADER_MARK, TAG } from './tag'

/** A registry of its own, so this test does not touch the page's. */
function registry() {
  const defined = new Map<string, CustomElementConstructor>()
  return {
    get: (name: string) => defined.get(name),
    define: vi.fn((name: string, elementClass: CustomElementConstructor) => {
      defined.set(name, elementClass)
    }),
  } as unknown as CustomElementRegistry & { define: ReturnType<typeof vi.fn> }
}

const options = { env: fakeEnv(), scriptUrl: 'https://stv.example/widget/0.0.9/shoppable-tv.js' }

test('under the loader’s light element the widget is defined as the inline tag, once', () => {
  const page = registry()
  class LoaderElement extends HTMLElement {
    static readonly [LOADER_MARK] = true
  }
  page.define(TAG, LoaderElement)
  const inline = defineShoppableTv({ ...options, registry: page })
  expect(page.get(INLINE_TAG)).toBe(inline)
  expect(page.get(TAG)).toBe(LoaderElement)
  expect(defineShoppableTv({ ...options, registry: page })).toBe(inline)
  expect(page.define).toHaveBeenCalledTimes(2)
})

test('anywhere else it is <shoppable-tv> itself; another copy of the widget changes nothing', () => {
  const page = registry()
  const element = defineShoppableTv({ ...options, registry: page })
  expect(page.get(TAG)).toBe(element)
  expect(defineShoppableTv({ ...options, registry: page })).toBe(element)
  expect(page.get(INLINE_TAG)).toBeUndefined()
})
