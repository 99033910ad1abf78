import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { EarlyScripts } from '../../shared/early-scripts/manifest'
import { PAGE_PATHS } from '../../shared/routes'
import {
  fillTemplate,
  headStart,
  NOT_FOUND_PROBE_PATH,
  prerender,
  prerenderJobs,
  type Rendered,
  stylesheetsFirst,
  withSiteStylesheets,
} from './plan'

/** Stand-ins for the build's early scripts (dist/early-scripts.json): the plan inlines what it is given. */
const hash = "'sha256-AAAA'"
const SCRIPTS: EarlyScripts = {
  startWidget: { script: 'startWidget()', hash },
  consent: { script: 'markStoredConsent()', hash },
  signInCallback: { script: 'handOverCredential()', hash },
  storeChannel: { script: 'giveStoredChannel()', hash },
}

const TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>'

describe('prerender jobs', () => {
  test('write one file per page path plus 404.html', () => {
    const jobs = prerenderJobs(PAGE_PATHS)
    expect(jobs).toHaveLength(PAGE_PATHS.length + 1)
    expect(jobs).toContainEqual({ path: '/home', file: 'home/index.html', status: 200 })
    expect(jobs).toContainEqual({
      path: '/demo/wildtv',
      file: 'demo/wildtv/index.html',
      status: 200,
    })
    expect(jobs).toContainEqual({
      path: '/app/oauth2callback',
      file: 'app/oauth2callback/index.html',
      status: 200,
    })
    expect(jobs.at(-1)).toEqual({ path: NOT_FOUND_PROBE_PATH, file: '404.html', status: 404 })
    expect(new Set(jobs.map((job) => job.file)).size).toBe(jobs.length)
  })
})

describe('filling the template', () => {
  test('puts the head and the body at their markers', () => {
    expect(fillTemplate(TEMPLATE, { head: '<title>T</title>', html: '<p>Hi</p>' })).toBe(
      '<html><head><title>T</title></head><body><div id="root"><p>Hi</p></div></body></html>',
    )
  })

  test("ends the template's body, not a </body> in the page's text, with `end`", () => {
    const html = fillTemplate(
      TEMPLATE,
      { head: '', html: '<pre></body></pre>' },
      '',
      '<script>end()</script>',
    )
    expect(html).toBe(
      '<html><head></head><body><div id="root"><pre></body></pre></div><script>end()</script></body></html>',
    )
  })

  test('keeps $ sequences of page text as they are', () => {
    expect(fillTemplate(TEMPLATE, { head: '', html: "<p>$& costs $'5</p>" })).toContain(
      "<p>$& costs $'5</p>",
    )
  })

  test("moves Vite's stylesheets before the page's head and the scripts, keeping their order", () => {
    const template = [
      '<html><head>',
      '    <!--app-head-->',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
      '    <link rel="stylesheet" crossorigin href="/assets/more.css">',
      '  </head><body><!--app-html--></body></html>',
    ].join('\n')
    const html = fillTemplate(template, {
      head: '<script type="module" src="/widget/shoppable-tv.js"></script>',
      html: '',
    })
    const at = (text: string) => html.indexOf(text)
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2)
    expect(at('/assets/index.css')).toBeLessThan(at('/assets/more.css'))
    expect(at('/assets/more.css')).toBeLessThan(at('/widget/shoppable-tv.js'))
    expect(at('/widget/shoppable-tv.js')).toBeLessThan(at('/assets/index.js'))
    expect(at('/assets/index.js')).toBeLessThan(at('/assets/react.js'))
  })

  test('leaves a template without stylesheets as it is', () => {
    expect(stylesheetsFirst(TEMPLATE)).toBe(TEMPLATE)
  })

  test('never drops a stylesheet from a template without the head marker', () => {
    const template = '<html><head><link rel="stylesheet" href="/a.css"></head><body></body></html>'
    expect(stylesheetsFirst(template)).toBe(template)
  })

  test('refuses a template without its markers', () => {
    expect(() => fillTemplate('<html></html>', { head: '', html: '' })).toThrow(/app-head/)
    expect(() =>
      fillTemplate('<html><head><!--app-head--></head><!--app-html--></html>', {
        head: '',
        html: '',
      }),
    ).toThrow('</body>')
  })
})

describe('the sign-in return pages', () => {
  test('start their head with no-referrer and the early strip script, before anything loads', () => {
    for (const path of ['/oauth2callback', '/app/oauth2callback']) {
      const html = fillTemplate(
        '<html><head><link rel="icon" href="/i.svg"><!--app-head--></head><body><!--app-html--></body></html>',
        { head: '', html: '' },
        headStart(path, SCRIPTS),
      )
      const head = html.slice(html.indexOf('<head>'))
      expect(head.indexOf('<meta name="referrer" content="no-referrer">')).toBeGreaterThan(0)
      expect(head.indexOf(`<script>${SCRIPTS.signInCallback.script}</script>`)).toBeLessThan(
        head.indexOf('<link'),
      )
    }
  })

  test('no other page gets them', () => {
    for (const path of ['/home', '/app', '/demo/wildtv']) {
      expect(headStart(path, SCRIPTS)).not.toContain('referrer')
      expect(headStart(path, SCRIPTS)).not.toContain(SCRIPTS.signInCallback.script)
    }
  })
})

describe('every page', () => {
  test('starts its head with the script that hides the banner from a viewer who has decided', () => {
    for (const path of ['/home', '/app', '/demo/wildtv', '/oauth2callback']) {
      expect(headStart(path, SCRIPTS)).toContain(`<script>${SCRIPTS.consent.script}</script>`)
    }
  })
})

const SITE_TEMPLATE = [
  '<html><head>',
  '    <!--app-head-->',
  '    <script type="module" crossorigin src="/assets/index.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
  '  </head><body><div id="root"><!--app-html--></div></body></html>',
].join('\n')
const APP_TEMPLATE = [
  '<html><head>',
  '    <!--app-head-->',
  '    <script type="module" crossorigin src="/assets/app/app.js"></script>',
  '  </head><body><div id="root"><!--app-html--></div></body></html>',
].join('\n')

describe("/app's template", () => {
  test("links the site's stylesheet, before the page's head, and keeps its own script", () => {
    const app = withSiteStylesheets(APP_TEMPLATE, SITE_TEMPLATE)
    expect(app).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">')
    expect(app.indexOf('index.css')).toBeLessThan(app.indexOf('<!--app-head-->'))
    expect(app).toContain('src="/assets/app/app.js"')
    expect(app).not.toContain('/assets/index.js')
  })

  test("is the site's template but for the script it loads", () => {
    const read = (name: string) => readFileSync(join(import.meta.dirname, '..', name), 'utf8')
    const script = /<script type="module" src="\.\/entry-(client|app)\.tsx"><\/script>/
    expect(read('app.html')).toMatch(script)
    expect(read('app.html').replace(script, '')).toBe(read('index.html').replace(script, ''))
  })

  test('is refused without a stylesheet to share, or with one of its own', () => {
    expect(() => withSiteStylesheets(APP_TEMPLATE, TEMPLATE)).toThrow('links no stylesheet')
    expect(() => withSiteStylesheets(SITE_TEMPLATE, SITE_TEMPLATE)).toThrow('of its own')
    expect(() => withSiteStylesheets('<html></html>', SITE_TEMPLATE)).toThrow('lacks')
  })
})

describe('prerendering', () => {
  const render = (path: string): Rendered => ({
    status: path === NOT_FOUND_PROBE_PATH ? 404 : 200,
    head: `<title>${path}</title>`,
    html: `<h1>${path}</h1>`,
    widget: path === '/app' || path.startsWith('/demo/'),
  })

  /** The files prerendering `paths` writes, by name. */
  function prerendered(paths: string[]): Map<string, string> {
    const written = new Map<string, string>()
    prerender({
      paths,
      template: SITE_TEMPLATE,
      appTemplate: APP_TEMPLATE,
      earlyScripts: SCRIPTS,
      render,
      write: (file, html) => written.set(file, html),
    })
    return written
  }

  test('writes every rendered page into its file', () => {
    const written = prerendered(['/home', '/demo/kbs'])
    const pages = [...written.keys()].filter((file) => file.endsWith('.html'))
    expect(pages).toEqual(['home/index.html', 'demo/kbs/index.html', '404.html'])
    expect(written.get('demo/kbs/index.html')).toContain('<h1>/demo/kbs</h1>')
  })

  test("writes /app into its own template, every other page into the site's", () => {
    const written = prerendered(['/home', '/app'])
    const app = written.get('app/index.html') ?? ''
    expect(app).toContain('<h1>/app</h1>')
    expect(app).toContain('/assets/app/app.js')
    expect(app).toContain('/assets/index.css')
    expect(app).not.toContain('/assets/index.js')
    for (const file of ['home/index.html', '404.html']) {
      expect(written.get(file)).toContain('/assets/index.js')
      expect(written.get(file)).not.toContain('/assets/app/app.js')
    }
  })

  test("ends /app's body, after the page, with the script that gives the widget a stored channel; no other page", () => {
    const written = prerendered(['/home', '/app', '/demo/kbs'])
    const app = written.get('app/index.html') ?? ''
    const script = `<script>${SCRIPTS.storeChannel.script}</script>`
    expect(app.indexOf(script)).toBeGreaterThan(app.indexOf('<h1>/app</h1>'))
    expect(app.slice(app.indexOf(script) + script.length).trim()).toBe('</body></html>')
    for (const file of ['home/index.html', 'demo/kbs/index.html', '404.html']) {
      expect(written.get(file)).not.toContain(SCRIPTS.storeChannel.script)
    }
  })

  test("loads a widget page's own code after the widget's, by one script, written once", () => {
    const written = prerendered(['/home', '/demo/kbs', '/demo/wildtv', '/app'])
    const boots = [...written.keys()].filter((file) => file.startsWith('assets/after-widget-'))
    expect(boots).toHaveLength(1)
    expect(written.get(boots[0] ?? '')).toContain('import("/assets/index.js")')
    for (const file of ['demo/kbs/index.html', 'demo/wildtv/index.html']) {
      expect(written.get(file)).toContain(`<script type="module" src="/${boots[0]}"></script>`)
      expect(written.get(file)).not.toContain('src="/assets/index.js"')
    }
    // /app keeps its store's script, and a page without the widget its code, as Vite wrote them.
    expect(written.get('app/index.html')).toContain('src="/assets/app/app.js"')
    for (const file of ['app/index.html', 'home/index.html', '404.html']) {
      expect(written.get(file)).not.toContain('after-widget')
    }
    for (const file of ['home/index.html', '404.html']) {
      expect(written.get(file)).toContain('src="/assets/index.js"')
    }
  })

  test('fails when a page path renders as not found', () => {
    expect(() =>
      prerender({
        paths: ['/home'],
        template: SITE_TEMPLATE,
        appTemplate: APP_TEMPLATE,
        earlyScripts: SCRIPTS,
        render: (path) => ({ ...render(path), status: 404 }),
        write: () => {},
      }),
    ).toThrow('/home rendered status 404, expected 200')
  })
})
