import { Features, transform } from 'lightningcss'
import type { Plugin } from 'vite'
import { FIRST_SCREEN_CSS_FILE } from '../server/embed-first-screen.ts'
import { WIDGET_CSS } from '../widget/ui/styles.ts'

/** lightningcss's version number of a browser release: major in the third byte, minor in the second. */
const version = (major: number, minor = 0) => (major << 16) | (minor << 8)

/**
 * The browsers the widget's CSS is written for: Vite's own default ("baseline widely
 * available"), which the site's CSS is built for too, so both use the same syntax.
 */
const TARGETS = {
  chrome: version(111),
  edge: version(111),
  firefox: version(114),
  safari: version(16, 4),
  ios_saf: version(16, 4),
}

/**
 * The CSS text minified by lightningcss (the minifier Vite itself uses for CSS): comments and
 * needless whitespace gone, the rules the same for TARGETS. The stylesheets use no
 * `light-dark()`, so its fallback is left out: for TARGETS lightningcss would otherwise add
 * two custom properties to every rule that sets `color-scheme` (25–40 B gzip of the widget).
 */
export function minifyCssText(css: string): string {
  const { code } = transform({
    filename: 'widget.css',
    code: Buffer.from(css),
    minify: true,
    targets: TARGETS,
    exclude: Features.LightDark,
  })
  return code.toString()
}

/**
 * The widget's stylesheets are CSS text in template literals (`WIDGET_CSS`, `ACCOUNT_CSS`, `VOTE_CSS`),
 * which the JS minifier leaves as they are: this plugin minifies that text in the widget build
 * (about 0.3 kB gzip of the core), so the sources keep their comments.
 */
export const widgetCssPlugin: Plugin = {
  name: 'stv-widget-css',
  transform(code, id) {
    if (!/widget\/(ui\/styles|rewards\/(account|vote)-styles)\.ts$/.test(id)) return null
    // A literal with `${…}` is not matched and stays as it is.
    return code.replace(
      /(_CSS = `)([^`$\\]*)`/g,
      (_, head: string, css: string) => `${head}${minifyCssText(css)}\``,
    )
  },
}

/**
 * Writes the widget's stylesheet, minified as the module carries it, beside the module as
 * `first-screen.css` (issue 17): the server reads it once at start for the first screen it
 * draws into `/embed` (server/embed-first-screen.ts), which the module then replaces.
 */
export const firstScreenCssPlugin: Plugin = {
  name: 'stv-first-screen-css',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: FIRST_SCREEN_CSS_FILE,
      source: minifyCssText(WIDGET_CSS),
    })
  },
}
