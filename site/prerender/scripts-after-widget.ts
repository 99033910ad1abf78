import { createHash } from 'node:crypto'
import { HEAD_MARKER } from './markers'

/** The module script Vite writes into a page template's head (its entry). */
const MODULE_SCRIPT = /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/g
/** The module preloads Vite writes beside it (what the entry imports). */
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g

/** A template for the widget's pages, and the script it loads instead of the site's. */
export type ScriptsAfterWidget = {
  template: string
  /** Where the script goes under dist/site, and its text. */
  boot: { file: string; source: string }
}

/**
 * The script of a widget page that loads the page's own code: the entry's preloads, then the
 * entry. Run as a module after the widget's module (document order), it asks for them only
 * once the widget's module has arrived and run.
 */
export function bootSource(entry: string, preloads: readonly string[]): string {
  return [
    '// Written by the prerender (site/prerender/scripts-after-widget.ts): this page hosts the',
    "// widget, so its own code is asked for once the widget's module has run, not beside it.",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    "  const link = document.createElement('link')",
    "  link.rel = 'modulepreload'",
    "  link.crossOrigin = 'anonymous'",
    '  link.href = href',
    '  document.head.append(link)',
    '}',
    `import(${JSON.stringify(entry)})`,
    '',
  ].join('\n')
}

/**
 * A page template for the pages that host the widget (issue 17): Vite's module script and
 * preloads give way to one small module script, just after the page's head (which loads the
 * widget's module), that asks for them once the widget's module has run. Over a phone's network
 * the site's code (about 100 kB) started beside the widget's module (23 kB brotli) and took most
 * of the bandwidth: the first card came about 250 ms later on `/demo/wildtv`. The page is
 * prerendered, so its first paint needs none of it; only hydration waits. It waited for the
 * widget's module before too (deferred modules run in document order); a widget's module that
 * fails to load still lets it run. Throws unless the template has exactly one module script and
 * the head marker.
 */
export function scriptsAfterWidget(template: string): ScriptsAfterWidget {
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '')
  const [entry] = entries
  if (entries.length !== 1 || !entry) {
    throw new Error(
      `prerender: expected one module script in the template, found ${entries.length}`,
    )
  }
  if (!template.includes(HEAD_MARKER)) throw new Error(`prerender: template lacks ${HEAD_MARKER}`)
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '')
  const source = bootSource(entry, preloads)
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
  const file = `assets/after-widget-${hash}.js`
  const tag = `\n<script type="module" src="/${file}"></script>`
  return {
    template: template
      .replace(MODULE_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace(HEAD_MARKER, () => `${HEAD_MARKER}${tag}`),
    boot: { file, source },
  }
}
