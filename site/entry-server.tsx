import { siteUrlFrom } from './head/site-url'
import { type RenderResult, renderPage } from './render'

export type { RenderResult } from './render'

/**
 * The SSR entry scripts/prerender.ts loads from dist/site-ssr: renders one URL with head
 * and status. Canonical links and QR codes use SITE_URL (default http://localhost:8080).
 */
export function render(url: string, siteUrl = siteUrlFrom(process.env.SITE_URL)): RenderResult {
  return renderPage(url, siteUrl)
}
