import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { REDIRECTS } from '../shared/routes'
import { App } from './App'
import { headTags, normalizePath, renderHead, seoFor } from './head'
import { SERVER_PAGES } from './server-pages'

/**
 * A rendered page: body HTML for `<!--app-html-->`, head HTML for `<!--app-head-->`, HTTP
 * status, and whether it hosts the widget (its head loads the widget's module).
 */
export type RenderResult =
  | { status: 200 | 404; html: string; head: string; widget: boolean }
  /** A redirect source of spec §2: the target page, and where to send the browser. */
  | { status: 301; html: string; head: string; widget: boolean; location: string }

/** Renders the page at `url` (path and query) for a site served at `siteUrl`. */
export function renderPage(url: string, siteUrl: string): RenderResult {
  const parsed = new URL(url, siteUrl)
  const redirect = REDIRECTS[normalizePath(parsed.pathname)]
  const location = redirect ? `${redirect}${parsed.search}` : `${parsed.pathname}${parsed.search}`
  const seo = seoFor(new URL(location, siteUrl).pathname)
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={location}>
        <App siteUrl={siteUrl} pages={SERVER_PAGES} />
      </StaticRouter>
    </StrictMode>,
  )
  const tags = headTags(seo, siteUrl)
  const head = renderHead(tags)
  const widget = tags.widgetScript
  if (redirect) return { status: 301, html, head, widget, location }
  return { status: seo.kind === 'not-found' ? 404 : 200, html, head, widget }
}
