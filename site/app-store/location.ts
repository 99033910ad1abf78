import { useCallback, useEffect, useState } from 'react'

/**
 * Where /app is: its query, and how a choice inside it (a live channel in place of a missing
 * one) moves to another query without a new page. The site's router gives it on client
 * navigation; /app's own document, which loads no router, keeps it with `useBrowserLocation`.
 */
export type AppLocation = { search: string; replace: (to: string) => void }

/**
 * /app's location read from the address bar: `replace` puts a same-origin address in the
 * current history entry (as the router's `navigate(to, { replace: true })` does) and the
 * query follows; Back and Forward are followed too.
 */
export function useBrowserLocation(): AppLocation {
  const [search, setSearch] = useState(() => window.location.search)
  useEffect(() => {
    const follow = () => setSearch(window.location.search)
    window.addEventListener('popstate', follow)
    return () => window.removeEventListener('popstate', follow)
  }, [])
  const replace = useCallback((to: string) => {
    const url = new URL(to, window.location.href)
    if (url.origin !== window.location.origin) throw new Error(`app: ${to} is not on this site`)
    window.history.replaceState(null, '', url)
    setSearch(url.search)
  }, [])
  return { search, replace }
}

/** Whether a click on a link is a plain one, which the page may handle itself. */
export function isPlainClick(event: {
  button: number
  metaKey: boolean
  altKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  defaultPrevented: boolean
}): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  )
}
