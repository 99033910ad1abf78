import { WIDGET_MODULE_PATH } from '../../shared/constants'
import { escapeHtml, imagePreloadTag, scriptSafeJson } from '../../shared/html'
import { SOCIAL_LINKS } from '../../shared/support'
import { type PageSeo, SITE_NAME } from './seo'

// The server writes JSON-LD too (the store page's products): one escape for both.
export { scriptSafeJson }

/**
 * The picture link previews show (Open Graph, X), 1200×630, in site/public. Made from
 * social-card.html beside this file (a Chromium screenshot at that size).
 */
export const SOCIAL_IMAGE = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  alt: 'Shoppable TV: shop what you are watching. 12 channels, 21,527 vendors, 17+ million products.',
} as const

/** Our X account, as `twitter:site` wants it (`@name`), from the social links of spec §1. */
export function xHandle(): string | null {
  const x = SOCIAL_LINKS.find((link) => link.network === 'X')
  const name = x ? new URL(x.href).pathname.split('/')[1] : undefined
  return name ? `@${name}` : null
}

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
  /** Preloaded at high priority in the first HTML only; see PageSeo's `leadPicture`. */
  leadPicture: string | null
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
    { attr: 'property', key: 'og:locale', content: 'en_US' },
    { attr: 'property', key: 'og:title', content: seo.title },
    { attr: 'property', key: 'og:description', content: seo.description },
    { attr: 'property', key: 'og:image', content: `${siteUrl}${SOCIAL_IMAGE.path}` },
    { attr: 'property', key: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { attr: 'property', key: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { attr: 'property', key: 'og:image:alt', content: SOCIAL_IMAGE.alt },
    { attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attr: 'name', key: 'twitter:title', content: seo.title },
    { attr: 'name', key: 'twitter:description', content: seo.description },
    { attr: 'name', key: 'twitter:image', content: `${siteUrl}${SOCIAL_IMAGE.path}` },
    { attr: 'name', key: 'twitter:image:alt', content: SOCIAL_IMAGE.alt },
  ]
  const handle = xHandle()
  if (handle) meta.push({ attr: 'name', key: 'twitter:site', content: handle })
  if (canonical) meta.push({ attr: 'property', key: 'og:url', content: canonical })
  // A missing page must not be indexed under the address that happened to be asked for.
  // Nor a working page (the Studio) under any address.
  if (seo.kind === 'not-found' || seo.noindex) {
    meta.push({ attr: 'name', key: 'robots', content: 'noindex' })
  }
  return {
    title: seo.title,
    meta,
    canonical,
    jsonLd: structuredData(siteUrl),
    widgetScript: seo.kind === 'page' && seo.widget,
    leadPicture: seo.kind === 'page' ? seo.leadPicture : null,
  }
}

/** The head as HTML, for the `<!--app-head-->` marker of the template. */
export function renderHead(tags: HeadTags): string {
  const lines = [`<title>${escapeHtml(tags.title)}</title>`]
  // First after the title (the prerender puts the stylesheet before it): asked for beside the
  // stylesheet, not behind the scripts and their preloads below.
  if (tags.leadPicture) lines.push(imagePreloadTag(tags.leadPicture, 'high'))
  for (const tag of tags.meta) {
    lines.push(`<meta ${tag.attr}="${tag.key}" content="${escapeHtml(tag.content)}">`)
  }
  if (tags.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(tags.canonical)}">`)
  for (const data of tags.jsonLd) {
    lines.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`)
  }
  if (tags.widgetScript) lines.push(`<script type="module" src="${WIDGET_MODULE_PATH}"></script>`)
  return lines.join('\n')
}
