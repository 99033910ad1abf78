import { useEffect, useState } from 'react'

/**
 * False while prerendering and hydrating, true afterwards: lets a page read the URL or
 * the browser without making the hydrated markup differ from the server's. State and an
 * effect rather than useSyncExternalStore's server snapshot: the site runs on Preact
 * (vite.config.ts), whose compat ignores that snapshot and whose hydration keeps the
 * server's attributes, so a page hydrates with the server's values and changes them in a
 * render of its own (on client navigation too: one render, then the browser's values).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
