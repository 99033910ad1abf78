import { createContext, useContext } from 'react'
import { PRERENDER_ORIGIN } from '../shared/routes'

/** The site origin the page was rendered for (the server's PUBLIC_ORIGIN, the same value once hydrated). */
export const SiteUrlContext = createContext(PRERENDER_ORIGIN)

/** The site origin for absolute links rendered into the page. */
export function useSiteUrl(): string {
  return useContext(SiteUrlContext)
}
