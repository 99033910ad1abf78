/** The marketing pages, the only ones the dark/light switch applies to (spec §2). */
export const MARKETING_PATHS: readonly string[] = ['/home', '/channels', '/brands', '/viewers']

/** Local storage key of the viewer's theme choice. */
export const THEME_STORAGE_KEY = 'siteTheme'

export type Theme = 'dark' | 'light'

/** Whether a path is a marketing page. */
export function isMarketingPath(pathname: string): boolean {
  return MARKETING_PATHS.includes(pathname)
}

/** A stored choice, or null when none (or something unreadable) is stored. */
export function parseTheme(value: string | null | undefined): Theme | null {
  return value === 'dark' || value === 'light' ? value : null
}

/** The theme in force: the viewer's choice first, else the system preference. */
export function effectiveTheme(choice: Theme | null, systemPrefersLight: boolean): Theme {
  return choice ?? (systemPrefersLight ? 'light' : 'dark')
}
