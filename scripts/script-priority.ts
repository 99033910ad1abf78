import type { Plugin } from 'vite'

/** The module script and module preloads Vite writes into a page template's head. */
const MODULE_TAG = /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g

/**
 * Asks for the site's own scripts at low priority: the page is prerendered, so its first paint
 * needs only the HTML, the stylesheet and its lead picture (preloaded at high priority), and
 * its script only hydrates what is already on screen. At the default (high) priority the
 * hydration code's ~100 kB gzip competes with those on a slow phone network (issue 17:
 * Lighthouse counted it before `/demo/wildtv`'s first paint: 1.8–2.0 s simulated, 1.1–1.2 s
 * after). The widget's own script tag is written by the prerender, not here, and keeps its
 * priority: the first product card waits for it. On `/demo/{id}` the prerender goes further and
 * asks for these only once the widget's module has run (site/prerender/scripts-after-widget.ts).
 */
export function lowerModulePriority(html: string): string {
  return html.replace(MODULE_TAG, '<$1 fetchpriority="low"')
}

/** `lowerModulePriority` on the template after Vite has written its script tags into it. */
export const lowScriptPriorityPlugin: Plugin = {
  name: 'stv-low-script-priority',
  transformIndexHtml: { order: 'post', handler: lowerModulePriority },
}
