import { describe, expect, test } from 'vitest'
import { addVary } from './vary'

const vary = (initial: string | null, ...names: string[]) => {
  const headers = new Headers(initial === null ? {} : { Vary: initial })
  addVary(headers, ...names)
  return headers.get('Vary')
}

describe('addVary', () => {
  test('adds a name once, however it is spelt', () => {
    expect(vary(null, 'Origin')).toBe('Origin')
    expect(vary('Origin', 'Accept-Encoding', 'origin')).toBe('Origin, Accept-Encoding')
    expect(vary('origin, Accept-Encoding', 'Origin')).toBe('origin, Accept-Encoding')
  })

  test('lists an appended header again with each name once', () => {
    expect(vary('Origin, Accept-Encoding, Origin')).toBe('Origin, Accept-Encoding')
  })

  test('leaves * alone, since it covers every header', () => {
    expect(vary('*', 'Origin')).toBe('*')
    expect(vary('Origin', '*')).toBe('*')
  })

  test('writes no Vary when there is nothing to vary on', () => {
    expect(vary(null)).toBeNull()
  })
})
