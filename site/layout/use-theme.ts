import { useEffect, useState } from 'react'
import { effectiveTheme, parseTheme, THEME_STORAGE_KEY, type Theme } from './theme'

function readChoice(): Theme | null {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY))
  } catch {
    return null
  }
}

/**
 * The viewer's theme choice (null until read after hydration, so server and client render
 * the same; CSS follows the system preference meanwhile), the theme in force, and a toggle
 * that remembers the new choice.
 */
export function useTheme() {
  const [choice, setChoice] = useState<Theme | null>(null)
  const [prefersLight, setPrefersLight] = useState(false)
  useEffect(() => {
    setChoice(readChoice())
    const query = window.matchMedia?.('(prefers-color-scheme: light)')
    if (!query) return
    setPrefersLight(query.matches)
    const onChange = (event: MediaQueryListEvent) => setPrefersLight(event.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  const theme = effectiveTheme(choice, prefersLight)
  const toggle = () => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark'
    setChoice(next)
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // Storage may be blocked; the choice then lasts for this page only.
    }
  }
  return { choice, theme, toggle }
}
