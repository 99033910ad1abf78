import { expect, test } from 'vitest'
import { minifyCssText, widgetCssPlugin } from './minify-css'

test('drops comments and the whitespace CSS does not need; the rules stay the same', () => {
  const css = `
/* the card */
.card, .tile {
  color: var(--text, #fff);   /* why */
  margin: 0 0 10px;
}
.list :hover { outline: 2px solid red; }
a:hover { font: 400 15px/1.45 system-ui, "Segoe UI", sans-serif; }
@media (min-width: 36rem) { .layout { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
`
  expect(minifyCssText(css)).toBe(
    '.card,.tile{color:var(--text,#fff);margin:0 0 10px}' +
      '.list :hover{outline:2px solid red}' +
      // An unquoted family name and the range syntax: the same rules for the targets.
      'a:hover{font:400 15px/1.45 system-ui,Segoe UI,sans-serif}' +
      '@media (width>=36rem){.layout{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  )
})

test('a color-scheme stays as written, without light-dark()’s unused custom properties', () => {
  expect(minifyCssText('.root { color-scheme: dark; }\n.light { color-scheme: light; }')).toBe(
    '.root{color-scheme:dark}.light{color-scheme:light}',
  )
})

test('the plugin rewrites only the stylesheets’ CSS literals', () => {
  const transform = widgetCssPlugin.transform as (code: string, id: string) => string | null
  const code = 'export const WIDGET_CSS = `\n.a {\n  color: red;\n}\n`\nconst other = `a  b`'
  expect(transform(code, '/repo/widget/ui/styles.ts')).toBe(
    'export const WIDGET_CSS = `.a{color:red}`\nconst other = `a  b`',
  )
  expect(transform(code, '/repo/widget/ui/other.ts')).toBeNull()
  const templated = ['export const WIDGET_CSS = `.a { color: $', '{red}; }`'].join('')
  expect(transform(templated, '/repo/widget/ui/styles.ts')).toBe(templated)
})
