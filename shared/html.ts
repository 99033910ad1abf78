/** Escapes text for HTML element content and quoted attribute values: text, never markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/**
 * JSON safe inside `<script>` (JSON-LD): no `<` (so no `</script>` or `<!--`), `>`, `&` or JS
 * line separators; each stays the same JSON value as a `\u` escape.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * A head link that asks for a picture before the page's markup or code reaches it; `high`
 * for the one that is the page's largest paint (the browser gives other pictures low
 * priority until it lays them out).
 */
export function imagePreloadTag(href: string, priority: 'high' | 'auto' = 'auto'): string {
  const fetchPriority = priority === 'high' ? ' fetchpriority="high"' : ''
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${fetchPriority}>`
}
