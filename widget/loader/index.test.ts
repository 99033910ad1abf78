/**
 * @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
 */
import { expect, test, vi } from 'vitest'
import { TAG } from '../element/tag'

test('loading the loader script twice defines the element once', async () => {
  // The loader finds its own URL from its script tag when currentScript is unavailable.
  document.head.innerHTML = '<script src="https://stv.example/widget/loader.js"></script>'
  const define = vi.spyOn(customElements, 'define')
  await import('./index')
  const first = customElements.get(TAG)
  expect(first).toBeDefined()
  vi.resetModules()
  await import('./index')
  expect(customElements.get(TAG)).toBe(first)
  expect(define).toHaveBeenCalledTimes(1)
  // The element is the loader's light one: the widget module was not added to the page.
  expect(document.querySelectorAll('script')).toHaveLength(1)
})
