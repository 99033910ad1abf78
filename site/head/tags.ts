import { WIDGET_SCRIPT_PATH } from '../widget/script'
import { type PageSeo, SITE_NAME } from './seo'

/** One `<meta>` the site manages: by `name` or by Open Graph `property`. */
export type MetaTag = { attr: 'name' | 'property'; key: string; content: string }

/** Everything the site puts in a page's head, as data; rendered on the server, applied on the client. */
export type HeadTags = {
  title: string
  meta: readonly MetaTag[]
  /** Absolute canonical URL; none for the not-found page. */
  canonical: string | null
  jsonLd: readonly Record<string, unknown>[]
  widgetScript: boolean
}

/** Structured data of spec §2 ("organisation and website data on every page"). */
function structuredData(siteUrl: string): Record<string, unknown>[] {
  const home = `${siteUrl}/`
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: home,
      logo: `${siteUrl}/favicon.svg`,
    },
    { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: home },
  ]
}

/** The head of a page at `siteUrl` (an origin without trailing slash). */
export function headTags(seo: PageSeo, siteUrl: string): HeadTags {
  const canonical = seo.kind === 'page' ? `${siteUrl}${seo.path}` : null
  const meta: MetaTag[] = [
    { attr: 'name', key: 'description', content: seo.description },
    { attr: 'name', key: 'keywords', content: seo.keywords.join(', ') },
    { attr: 'property', key: 'og:type', content: 'website' },
    { attr: 'property', key: 'og:site_name', content: SITE_NAME },
    { attr: 'property', key: 'og:title', content: seo.title },
    { attr: 'property', key: 'og:description', content: seo.description },
    { attr: 'name', key: 'twitter:card', content: 'summary' },
  ]
  if (canonical) meta.push({ attr: 'property', key: 'og:url', content: canonical })
  // A missing page must not be indexed under the address that happened to be asked for.
  if (seo.kind === 'not-found') meta.push({ attr: 'name', key: 'robots', content: 'noindex' })
  return {
    title: seo.title,
    meta,
    canonical,
    jsonLd: structuredData(siteUrl),
    widgetScript: seo.kind === 'page' && seo.widget,
  }
}

/** Escapes text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** JSON safe inside `<script>`: no `<` (so no `</script>`), `>`, `&` or JS line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The head as HTML, for the `<!--app-head-->` marker of the template. */
export function renderHead(tags: HeadTags): string {
  const lines = [`<title>${escapeHtml(tags.title)}</title>`]
  for (const tag of tags.meta) {
    lines.push(`<meta ${tag.attr}="${tag.key}" content="${escapeHtml(tag.content)}">`)
  }
  if (tags.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(tags.canonical)}">`)
  for (const data of tags.jsonLd) {
    lines.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`)
  }
  if (tags.widgetScript) lines.push(`<script type="module" src="${WIDGET_SCRIPT_PATH}"></script>`)
  return lines.join('\n')
}
