import { SIGN_IN_CALLBACK_PAGES } from '../../shared/auth-keys'
import type { EarlyScriptName, EarlyScripts } from '../../shared/early-scripts/manifest'
import { sitePageScripts } from '../../shared/early-scripts/site-pages'
import { APP_PATH, NOT_FOUND_FILE, pageFile } from '../../shared/routes'
import { HEAD_MARKER, HTML_MARKER } from './markers'
import { scriptsAfterWidget } from './scripts-after-widget'

export { HEAD_MARKER, HTML_MARKER }

/** A path that is no route, rendered to produce the not-found page. */
export const NOT_FOUND_PROBE_PATH = '/404'

/** One file to write: the path to render, where it goes under dist/site, the status it must have. */
export type PrerenderJob = { path: string; file: string; status: 200 | 404 }

/**
 * What the SSR entry gives back for one URL (a subset of entry-server's RenderResult):
 * `widget` when the page hosts the widget (its head loads the widget's module).
 */
export type Rendered = { status: number; html: string; head: string; widget: boolean }

/** One job per page path, written to `pageFile(path)`, plus the not-found page. */
export function prerenderJobs(paths: readonly string[]): PrerenderJob[] {
  return [
    ...paths.map((path) => ({ path, file: pageFile(path), status: 200 as const })),
    { path: NOT_FOUND_PROBE_PATH, file: NOT_FOUND_FILE, status: 404 },
  ]
}

/** The build's early script `name`, inline. */
function inline(scripts: EarlyScripts, name: EarlyScriptName): string {
  return `<script>${scripts[name].script}</script>`
}

/**
 * What a page's head starts with, before anything that loads: on the sign-in return pages,
 * no Referer for anything they request and the script that takes the token out of the
 * address bar at once; on every page, the script that hides the prerendered consent banner
 * from a viewer who has decided (sitePageScripts, shared/early-scripts/).
 */
export function headStart(path: string, scripts: EarlyScripts): string {
  const referrer = SIGN_IN_CALLBACK_PAGES.includes(path)
    ? '\n<meta name="referrer" content="no-referrer">'
    : ''
  const head = sitePageScripts(path).head.map((name) => `\n${inline(scripts, name)}`)
  return `${referrer}${head.join('')}`
}

/**
 * What a page's body ends with: on /app, the script that gives the widget a returning viewer's
 * stored channel before the widget's module runs (modules run once the body is parsed).
 */
export function bodyEnd(path: string, scripts: EarlyScripts): string {
  return sitePageScripts(path)
    .bodyEnd.map((name) => `${inline(scripts, name)}\n`)
    .join('')
}

/** The stylesheet links Vite writes at the end of the template's head. */
const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g

/**
 * The template with its stylesheets moved up, before the page's own head (which on the
 * widget's pages loads the widget's script) and the module scripts and preloads Vite puts
 * before them (issue 17). Browsers over HTTP/1.1 open six connections to our origin: the
 * stylesheet, which holds the first paint, asked for after a dozen scripts waits for one of
 * them to finish, and the page paints one round trip later than it could.
 */
export function stylesheetsFirst(template: string): string {
  const links = template.match(STYLESHEET) ?? []
  // Without the marker there is nowhere to move them: left where they are, never dropped.
  if (links.length === 0 || !template.includes(HEAD_MARKER)) return template
  return beforeHeadMarker(template.replace(STYLESHEET, ''), links)
}

/**
 * /app's template (its own script, site/app.html) given the site template's stylesheets:
 * one stylesheet for every page, so a viewer who comes from another page has it cached.
 * Throws when the site template has none, or /app's already links one of its own.
 */
export function withSiteStylesheets(appTemplate: string, siteTemplate: string): string {
  const links = siteTemplate.match(STYLESHEET) ?? []
  if (links.length === 0) throw new Error('prerender: the site template links no stylesheet')
  if (appTemplate.search(STYLESHEET) !== -1) {
    throw new Error('prerender: /app links a stylesheet of its own')
  }
  if (!appTemplate.includes(HEAD_MARKER)) throw new Error(`prerender: /app lacks ${HEAD_MARKER}`)
  return beforeHeadMarker(appTemplate, links)
}

/** The template with `links`, one per line, just before its head marker. */
function beforeHeadMarker(template: string, links: readonly string[]): string {
  const moved = links.map((link) => `${link.trim()}\n    `).join('')
  return template.replace(HEAD_MARKER, () => `${moved}${HEAD_MARKER}`)
}

/**
 * Puts head and body HTML into the template, `start` first in its head and `end` last in its
 * body; throws if a marker is missing.
 */
export function fillTemplate(
  template: string,
  rendered: Pick<Rendered, 'head' | 'html'>,
  start = '',
  end = '',
): string {
  for (const marker of [HEAD_MARKER, HTML_MARKER, '<head>', '</body>']) {
    if (!template.includes(marker)) throw new Error(`prerender: template lacks ${marker}`)
  }
  // Replacer functions, so `$&` or `$'` in page text is not read as a replacement pattern.
  const filled = stylesheetsFirst(template)
    .replace('<head>', () => `<head>${start}`)
    .replace(HEAD_MARKER, () => rendered.head)
    .replace(HTML_MARKER, () => rendered.html)
  // The template's own end, whatever the page's text holds.
  const bodyClose = filled.lastIndexOf('</body>')
  return `${filled.slice(0, bodyClose)}${end}${filled.slice(bodyClose)}`
}

type PrerenderDeps = {
  paths: readonly string[]
  /** The site's template, and /app's (see withSiteStylesheets). */
  template: string
  appTemplate: string
  /** The build's early scripts (dist/early-scripts.json): the pages inline theirs. */
  earlyScripts: EarlyScripts
  render: (path: string) => Rendered
  /** Writes a page, or the script a widget page loads its own code with, under dist/site. */
  write: (file: string, text: string) => void
}

/**
 * Renders and writes every job; throws on the first page whose status is not the one
 * expected (a page path that renders the not-found page is a build error). A site page that
 * hosts the widget (`/demo/{id}`) loads its own code after the widget's
 * (scripts-after-widget.ts). Returns the jobs.
 */
export function prerender({
  paths,
  template,
  appTemplate,
  earlyScripts,
  render,
  write,
}: PrerenderDeps): PrerenderJob[] {
  const jobs = prerenderJobs(paths)
  const app = withSiteStylesheets(appTemplate, template)
  // The site template's version for the widget's pages, made (and its script written) once.
  let siteForWidget: string | null = null
  const widgetTemplate = (): string => {
    if (siteForWidget !== null) return siteForWidget
    const { template: made, boot } = scriptsAfterWidget(template)
    write(boot.file, boot.source)
    siteForWidget = made
    return made
  }
  for (const job of jobs) {
    const rendered = render(job.path)
    if (rendered.status !== job.status) {
      throw new Error(
        `prerender: ${job.path} rendered status ${rendered.status}, expected ${job.status}`,
      )
    }
    // /app keeps its store's script beside the widget's: 14 kB, it held the first card back by
    // 20–40 ms (within the noise) and after the widget's it hydrated 160 ms later.
    let page = template
    if (job.path === APP_PATH) page = app
    else if (rendered.widget) page = widgetTemplate()
    write(
      job.file,
      fillTemplate(
        page,
        rendered,
        headStart(job.path, earlyScripts),
        bodyEnd(job.path, earlyScripts),
      ),
    )
  }
  return jobs
}
