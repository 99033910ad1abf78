/**
 * @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
 */
// The test document must not fetch the widget; happy-dom treats the skipped load as loaded.
import { beforeEach, expect, test } from 'vitest'
import { WIDGET_MODULE_PATH } from '../../shared/constants'
import { ensureWidgetScript } from './script'

const undefinedElement = { get: () => undefined }

beforeEach(() => {
  document.head.innerHTML = ''
})

test('adds the widget module script when the element is not defined yet', () => {
  expect(ensureWidgetScript({ document, registry: undefinedElement })).toBe(true)
  const script = document.head.querySelector('script')
  expect(script?.getAttribute('src')).toBe(WIDGET_MODULE_PATH)
  expect(script?.type).toBe('module')
})

test('adds nothing when the prerendered page already carries the script', () => {
  document.head.innerHTML = `<script type="text/plain" src="${WIDGET_MODULE_PATH}"></script>`
  expect(ensureWidgetScript({ document, registry: undefinedElement })).toBe(false)
  expect(document.head.querySelectorAll('script')).toHaveLength(1)
})

test('adds nothing once the element is defined', () => {
  const defined = { get: () => class extends HTMLElement {} }
  expect(ensureWidgetScript({ document, registry: defined })).toBe(false)
  expect(document.head.querySelector('script')).toBeNull()
})
