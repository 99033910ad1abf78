import { useCallback, useState } from 'react'

/**
 * Where /app is: its query, and how a choice inside it (a live channel in place of a missing
 * one) moves to another query without a new page. /app's own document, which loads no
 * router, keeps it with `useBrowserLocation`; the site's router gives it where the site's
 * client renders /app (the prerender, Vite's dev server).
 */
export type AppLocation = { search: string; replace: (to: string) => void }

/**
 * /app's location read from the address bar: `replace` puts a same-origin address in the
 * current history entry (as the router's `navigate(to, { replace: true })` does) and the
 * query follows. No entry within the document has another query (only a #fragment link
 * adds one), so Back and Forward never change it here: no `popstate` to follow.
 */
export function useBrowserLocation(): AppLocation {
  const [search, setSearch] = useState(() => window.location.search)
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
