import type { EarlyScripts } from '../shared/early-scripts/manifest'
import { PAGE_PATHS } from '../shared/routes'
import { prerender } from './prerender'
import { robotsTxt, sitemapXml } from './prerender/sitemap'
import { type RenderResult, renderPage } from './render'

export type { RenderResult } from './render'

/**
 * The client build's two templates the pages are put into (dist/site/index.html, app.html),
 * and the early scripts they inline (dist/early-scripts.json).
 */
export type SiteTemplates = { template: string; appTemplate: string; earlyScripts: EarlyScripts }

/**
 * The SSR entry (dist/site-ssr): every prerendered file of the site for a site served at
 * `siteUrl`, by its path under dist/site. The build writes them for the default origin
 * (scripts/prerender.ts); a server on another PUBLIC_ORIGIN renders them again for its own
 * (server/site-origin), so canonical links, JSON-LD, QR codes, the sitemap and robots.txt
 * never name an origin the site is not served from.
 */
export function renderSite(siteUrl: string, templates: SiteTemplates): Map<string, string> {
  const files = new Map<string, string>()
  prerender({
    paths: PAGE_PATHS,
    ...templates,
    render: (url): RenderResult => renderPage(url, siteUrl),
    write: (file, text) => files.set(file, text),
  })
  files.set('sitemap.xml', sitemapXml(siteUrl, PAGE_PATHS))
  files.set('robots.txt', robotsTxt(siteUrl))
  return files
}
