/** The template markers Vite keeps in dist/site/index.html. */
export const HEAD_MARKER = '<!--app-head-->'
export const HTML_MARKER = '<!--app-html-->'
