import { expect, test } from 'vitest'
import { CONSENT_STORAGE_KEY, CONSENT_STORED_ATTRIBUTE } from '../consent'
import { markStoredConsent } from './consent'

/**
 * Runs the early script against a stand-in page: its local storage (`blocked` throws as a
 * sandboxed frame's does) holding `stored`, and its `<html>`. Returns whether it was marked.
 */
function run(stored: Record<string, string> | 'blocked'): boolean {
  const attributes = new Map<string, string>()
  const root = { setAttribute: (name: string, value: string) => void attributes.set(name, value) }
  const storage = () => {
    if (stored === 'blocked') throw new DOMException('blocked', 'SecurityError')
    return { getItem: (key: string) => stored[key] ?? null }
  }
  markStoredConsent(storage, root)
  return attributes.has(CONSENT_STORED_ATTRIBUTE)
}

test('marks the page when a decision is stored, so the prerendered banner stays hidden', () => {
  expect(run({ [CONSENT_STORAGE_KEY]: '{"necessary":true}' })).toBe(true)
})

test('leaves a first visit unmarked: the banner shows with the first paint', () => {
  expect(run({})).toBe(false)
})

test('does nothing, and throws nothing, where storage is blocked', () => {
  expect(() => run('blocked')).not.toThrow()
  expect(run('blocked')).toBe(false)
})
