import { useSiteUrl } from '../site-url-context'
import { useHydrated } from './use-hydrated'

/**
 * The origin links and QR codes point at: the prerender's site URL first (so hydration
 * matches), then the origin the page is really served from.
 */
export function usePageOrigin(): string {
  const siteUrl = useSiteUrl()
  return useHydrated() ? window.location.origin : siteUrl
}
