import { afterEach, expect, test, vi } from 'vitest'
import { safeLocalStorage } from './storage'

afterEach(() => vi.unstubAllGlobals())

test('reads and writes through localStorage', () => {
  const data = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => data.set(key, value),
    removeItem: (key: string) => data.delete(key),
  })
  const storage = safeLocalStorage()
  storage.set('authToken', 'abc')
  expect(storage.get('authToken')).toBe('abc')
  storage.remove('authToken')
  expect(storage.get('authToken')).toBeNull()
})

test('blocked storage reads as empty and writes are dropped, never thrown', () => {
  const blocked = () => {
    throw new DOMException('blocked', 'SecurityError')
  }
  vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked, removeItem: blocked })
  const storage = safeLocalStorage()
  expect(() => storage.set('authToken', 'abc')).not.toThrow()
  expect(storage.get('authToken')).toBeNull()
  expect(() => storage.remove('authToken')).not.toThrow()
})
