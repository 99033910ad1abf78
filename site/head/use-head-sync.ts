import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { applyHead } from './apply'
import { seoFor } from './seo'
import { headTags } from './tags'

/** Keeps title, meta and canonical in step with the route on client navigation. */
export function useHeadSync(siteUrl: string): void {
  const { pathname } = useLocation()
  useEffect(() => {
    applyHead(document, headTags(seoFor(pathname), siteUrl))
  }, [pathname, siteUrl])
}

/**
 * The site origin the prerender used, read back from the canonical link (or, on the
 * not-found page, which has none, the social picture's address) so client-side heads and
 * links match the server's; the page's own origin when neither is there.
 */
export function siteUrlFromDocument(document: Document): string {
  const href =
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ??
    document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')
  try {
    if (href) return new URL(href).origin
  } catch {
    // a malformed address falls through to the page origin
  }
  return document.location.origin
}
