/**
 * @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
 */
// The test document must not fetch the widget module it is told to add.
import { beforeEach, expect, test } from 'vitest'
import { findLoaderSrc, loadWidget, WIDGET_SCRIPT_MARK, widgetModuleUrl } from './load'

const notDefined = { get: () => undefined }
const loaderSrc = 'https://stv.example/widget/loader.js'

beforeEach(() => {
  document.head.innerHTML = ''
})

test('adds the widget module of this build from the loader’s origin', () => {
  expect(loadWidget({ document, registry: notDefined, loaderSrc })).toBe(true)
  const script = document.head.querySelector('script')
  expect(script?.type).toBe('module')
  expect(script?.src).toBe('https://stv.example/widget/0.0.9/shoppable-tv.js')
  expect(script?.hasAttribute(WIDGET_SCRIPT_MARK)).toBe(true)
})

test('a second copy of the loader adds nothing', () => {
  loadWidget({ document, registry: notDefined, loaderSrc })
  expect(loadWidget({ document, registry: notDefined, loaderSrc })).toBe(false)
  expect(document.head.querySelectorAll('script')).toHaveLength(1)
})

test('adds nothing when the element is already defined', () => {
  const defined = { get: () => class extends HTMLElement {} }
  expect(loadWidget({ document, registry: defined, loaderSrc })).toBe(false)
  expect(document.head.querySelector('script')).toBeNull()
})

test('the versioned loader and the stable alias point at the same module', () => {
  expect(widgetModuleUrl('https://stv.example/widget/0.0.9/loader.js')).toBe(
    widgetModuleUrl('https://stv.example/widget/loader.js'),
  )
})

test('finds its own URL from currentScript, else from the loader script tag', () => {
  const current = document.createElement('script')
  current.src = 'https://a.example/widget/loader.js'
  expect(findLoaderSrc(document, current)).toBe('https://a.example/widget/loader.js')
  document.head.innerHTML =
    '<script type="text/plain" src="https://b.example/widget/0.0.9/loader.js?v=1"></script>'
  expect(findLoaderSrc(document, null)).toBe('https://b.example/widget/0.0.9/loader.js?v=1')
  document.head.innerHTML = ''
  expect(findLoaderSrc(document, null)).toBeNull()
})
