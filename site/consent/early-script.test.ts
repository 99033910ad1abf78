import { afterEach, expect, test, vi } from 'vitest'
import {
  CONSENT_EARLY_SCRIPT,
  CONSENT_STORAGE_KEY,
  CONSENT_STORED_ATTRIBUTE,
} from '../../shared/consent'

/** Runs the inline script as the page's first would. */
const run = () => new Function(CONSENT_EARLY_SCRIPT)()
const marked = () => document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)

afterEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE)
  vi.restoreAllMocks()
})

test('marks the page when a decision is stored, so the prerendered banner stays hidden', () => {
  localStorage.setItem(CONSENT_STORAGE_KEY, '{"necessary":true}')
  run()
  expect(marked()).toBe(true)
})

test('leaves a first visit unmarked: the banner shows with the first paint', () => {
  run()
  expect(marked()).toBe(false)
})

test('does nothing, and throws nothing, where storage is blocked', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError')
  })
  expect(run).not.toThrow()
  expect(marked()).toBe(false)
})
