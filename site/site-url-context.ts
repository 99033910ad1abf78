import { createContext, useContext } from 'react'
import { DEFAULT_SITE_URL } from './head/site-url'

/** The site origin the page was rendered for (SITE_URL at prerender, the same value once hydrated). */
export const SiteUrlContext = createContext(DEFAULT_SITE_URL)

/** The site origin for absolute links rendered into the page. */
export function useSiteUrl(): string {
  return useContext(SiteUrlContext)
}
