import { describe, expect, test } from 'vitest'
import { effectiveTheme, isMarketingPath, parseTheme } from './theme'

describe('the marketing theme', () => {
  test('applies to the four marketing pages only', () => {
    for (const path of ['/home', '/channels', '/brands', '/viewers']) {
      expect(isMarketingPath(path)).toBe(true)
    }
    for (const path of ['/app', '/demo', '/demo/wildtv', '/privacy', '/docs']) {
      expect(isMarketingPath(path)).toBe(false)
    }
  })

  test('follows the system preference until the viewer chooses', () => {
    expect(effectiveTheme(null, true)).toBe('light')
    expect(effectiveTheme(null, false)).toBe('dark')
    expect(effectiveTheme('dark', true)).toBe('dark')
    expect(effectiveTheme('light', false)).toBe('light')
  })

  test('reads only a valid stored choice', () => {
    expect(parseTheme('light')).toBe('light')
    expect(parseTheme('dark')).toBe('dark')
    expect(parseTheme('purple')).toBeNull()
    expect(parseTheme(null)).toBeNull()
  })
})
