import { describe, expect, test } from 'vitest'
import { bootSource, scriptsAfterWidget } from './scripts-after-widget'

const TEMPLATE = [
  '<html><head>',
  '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
  '    <!--app-head-->',
  '    <script type="module" fetchpriority="low" crossorigin src="/assets/index-AAAA.js"></script>',
  '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-BBBB.js">',
  '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/hooks-CCCC.js">',
  '  </head><body><div id="root"><!--app-html--></div></body></html>',
].join('\n')

/** What the boot script does when run: the links it appends to the head, and what it imports. */
function runBoot(source: string): { links: Record<string, string>[]; imported: string[] } {
  const links: Record<string, string>[] = []
  const imported: string[] = []
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { append: (link: Record<string, string>) => links.push({ ...link }) },
  }
  // `import(…)` is syntax: the test stands a function in for it to see what is asked for.
  const run = new Function('document', 'importModule', source.replace('import(', 'importModule('))
  run(document, (specifier: string) => imported.push(specifier))
  return { links, imported }
}

describe("the site's scripts on the widget's pages", () => {
  test("leave the head: no module script or preload of Vite's is asked for with the page", () => {
    const { template } = scriptsAfterWidget(TEMPLATE)
    expect(template).not.toContain('/assets/index-AAAA.js')
    expect(template).not.toContain('modulepreload')
    expect(template).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">')
  })

  test("one module script takes their place just after the page's head, which loads the widget's", () => {
    const { template, boot } = scriptsAfterWidget(TEMPLATE)
    expect(template.match(/<script /g)).toHaveLength(1)
    expect(template).toContain(
      `<!--app-head-->\n<script type="module" src="/${boot.file}"></script>`,
    )
    expect(boot.file).toMatch(/^assets\/after-widget-[\w-]{8}\.js$/)
  })

  test('that script preloads what the entry imports, in order, then imports the entry', () => {
    const { boot } = scriptsAfterWidget(TEMPLATE)
    expect(runBoot(boot.source)).toEqual({
      links: [
        { rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/react-BBBB.js' },
        { rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/hooks-CCCC.js' },
      ],
      imported: ['/assets/index-AAAA.js'],
    })
  })

  test('an entry without preloads is imported alone', () => {
    const app = TEMPLATE.replace(/\n.*modulepreload.*/g, '')
    expect(runBoot(scriptsAfterWidget(app).boot.source)).toEqual({
      links: [],
      imported: ['/assets/index-AAAA.js'],
    })
  })

  test("the script's name follows its text, so a cached copy is never another build's", () => {
    const first = scriptsAfterWidget(TEMPLATE).boot
    expect(scriptsAfterWidget(TEMPLATE).boot).toEqual(first)
    const next = scriptsAfterWidget(TEMPLATE.replace('index-AAAA', 'index-DDDD')).boot
    expect(next.file).not.toBe(first.file)
    expect(
      bootSource('/assets/index-DDDD.js', ['/assets/react-BBBB.js', '/assets/hooks-CCCC.js']),
    ).toBe(next.source)
  })

  test('a template with no module script, two, or no head marker is refused', () => {
    const none = TEMPLATE.replace(/\n.*<script .*/, '')
    expect(() => scriptsAfterWidget(none)).toThrow('found 0')
    const two = TEMPLATE.replace(
      '<!--app-head-->',
      '<!--app-head-->\n<script type="module" src="/x.js"></script>',
    )
    expect(() => scriptsAfterWidget(two)).toThrow('found 2')
    expect(() => scriptsAfterWidget(TEMPLATE.replace('<!--app-head-->', ''))).toThrow('app-head')
  })
})
