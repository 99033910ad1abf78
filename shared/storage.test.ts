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
  expect(storage.persists()).toBe(true)
  // The probe leaves nothing behind.
  expect([...data.keys()]).toEqual([])
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
  expect(storage.persists()).toBe(false)
})

test('storage that reads but refuses writes (full, or a private mode) does not persist', () => {
  vi.stubGlobal('localStorage', {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError')
    },
    removeItem: () => {},
  })
  expect(safeLocalStorage().persists()).toBe(false)
})

test('storage the browser denies outright (no localStorage property access) does not persist', () => {
  vi.stubGlobal('localStorage', undefined)
  const storage = safeLocalStorage()
  expect(storage.persists()).toBe(false)
  expect(storage.get('authToken')).toBeNull()
})
