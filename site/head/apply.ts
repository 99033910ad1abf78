import type { HeadTags } from './tags'

function upsertMeta(document: Document, attr: string, key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attr, key)
    document.head.append(element)
  }
  element.setAttribute('content', content)
}

/**
 * Brings the document head in line with a page after client navigation: title, managed
 * meta tags and canonical. Meta tags the new page does not set are removed so a page
 * never keeps another page's `og:url` or `robots`.
 */
export function applyHead(document: Document, tags: HeadTags): void {
  document.title = tags.title
  const keep = new Set(tags.meta.map((tag) => `${tag.attr}:${tag.key}`))
  for (const managed of ['name:robots', 'property:og:url']) {
    if (keep.has(managed)) continue
    const [attr, ...rest] = managed.split(':')
    document.head.querySelector(`meta[${attr}="${rest.join(':')}"]`)?.remove()
  }
  for (const tag of tags.meta) upsertMeta(document, tag.attr, tag.key, tag.content)

  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!tags.canonical) {
    canonical?.remove()
    return
  }
  if (!canonical) {
    canonical = document.createElement('link')
    canonical.rel = 'canonical'
    document.head.append(canonical)
  }
  // The server may name what the page shows in its canonical (`/app?channelId=…`): keep that.
  if (withoutQuery(canonical.href) === withoutQuery(tags.canonical)) return
  canonical.href = tags.canonical
}

function withoutQuery(href: string): string {
  return href.split(/[?#]/)[0] ?? href
}
