import type { Plugin } from 'vite'

/**
 * Drops the comments and the whitespace CSS does not need: around braces, semicolons and
 * commas, and after a property's colon; never inside a selector or a value, so the rules read
 * the same (`a :hover` keeps its space, `a:hover` stays whole).
 */
export function minifyCssText(css: string): string {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,])\s*/g, '$1')
      // `property: value` only: a name right after `{` or `;` (a selector there starts with `.`,
      // `:` or a tag followed by no space, as `a:hover`).
      .replace(/([{;][-a-z]+):\s+/g, '$1:')
      .replace(/;}/g, '}')
      .trim()
  )
}

/**
 * The widget's stylesheets are CSS text in template literals (`WIDGET_CSS`, `ACCOUNT_CSS`),
 * which the JS minifier leaves as they are: this plugin minifies that text in the widget build
 * (about 0.3 kB gzip of the core), so the sources keep their comments.
 */
export const widgetCssPlugin: Plugin = {
  name: 'stv-widget-css',
  transform(code, id) {
    if (!/widget\/(ui\/styles|rewards\/account-styles)\.ts$/.test(id)) return null
    // A literal with `${…}` is not matched and stays as it is.
    return code.replace(
      /(_CSS = `)([^`$\\]*)`/g,
      (_, head: string, css: string) => `${head}${minifyCssText(css)}\``,
    )
  },
}
