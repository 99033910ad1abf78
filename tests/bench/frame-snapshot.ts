// The widget's frame as a still picture of its first screen (`BENCH_FRAME=snapshot` in
// host-cost.ts): its document once the first screen has filled in, scripts left out and the
// shadow root written out as declarative shadow DOM with its constructed stylesheets inline.
// A page showing that costs what drawing the first screen costs and nothing of the widget's
// code: the floor for the widget's cost to its host page, whatever its code does.

import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Frame, Route } from '@playwright/test'
import { readEarlyScripts } from '../../server/early-scripts'
import { WIDGET_MODULE_TAGS } from '../../server/embed-first-screen'
import { INITIAL_QUEUE_SIZE } from '../../shared/constants'
import { embedFrame } from '../frames'

/** The script tag that starts the module beside a drawn screen, as the build wrote it. */
const START_TAG = WIDGET_MODULE_TAGS.start(
  readEarlyScripts(fileURLToPath(new URL('../../dist', import.meta.url)))?.startWidget.script ??
    'not built',
)

/** Run in the frame: its document as HTML, shadow roots written out, scripts left out. */
const SERIALIZE = `(() => {
  const sheetText = (sheets) =>
    sheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\\n')).join('\\n')
  const text = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  // An element's outer HTML with every open shadow root below it written out declaratively.
  const write = (element) => {
    const copy = element.cloneNode(false).outerHTML
    const open = copy.replace(/<\\/[^>]+>$/, '')
    const close = copy.slice(open.length)
    const root = element.shadowRoot
    const shadow = root
      ? '<template shadowrootmode="open"><style>' + sheetText(root.adoptedStyleSheets) +
        '</style>' + children(root) + '</template>'
      : ''
    return open + shadow + children(element) + close
  }
  const children = (parent) =>
    [...parent.childNodes]
      .map((node) => (node.nodeType === 1 ? write(node) : node.nodeType === 3 ? text(node.textContent) : ''))
      .join('')
  for (const script of document.querySelectorAll('script, link[rel=modulepreload]')) script.remove()
  const sheets = '<style>' + sheetText(document.adoptedStyleSheets) + '</style>'
  return '<!doctype html><html>' + document.head.outerHTML.replace('</head>', sheets + '</head>') +
    write(document.body) + '</html>'
})`

/** The frame's document as HTML that draws its first screen without any script. */
async function serialize(frame: Frame): Promise<string> {
  // A string, so the bundler's helpers (esbuild's __name) never reach the frame.
  return frame.evaluate(`${SERIALIZE}()`)
}

/**
 * Loads the page once (unthrottled) until the widget's first screen has filled in, and returns
 * its frame as script-free HTML. `prepare` sets up the context as a
 * measured load does; `viewport` is the measured loads' (the cards are placed for its width).
 */
export async function snapshotFrame(
  browser: Browser,
  pageUrl: string,
  prepare: (context: BrowserContext) => Promise<void>,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<string> {
  const context = await browser.newContext(options.viewport ? { viewport: options.viewport } : {})
  try {
    await prepare(context)
    const page = await context.newPage()
    await page.goto(pageUrl)
    const frame = await embedFrame(page)
    await frame
      .locator('ul.live-list > li')
      .nth(INITIAL_QUEUE_SIZE - 1)
      .waitFor({ timeout: 30_000 })
    return await serialize(frame)
  } finally {
    await context.close()
  }
}

/** The first screen the server draws into `/embed`'s element (a declarative shadow root). */
const DRAWN_SCREEN = /<template shadowrootmode="open">[\s\S]*?<\/template>/

/**
 * Answers an `/embed` request through interception: fetched, then given back as it came or,
 * with `undrawn`, as the server sends it when it draws no first screen
 * (server/embed-first-screen.ts): without it, and with the module's script tag in place of
 * its preload and the script that starts it. Uncompressed either way: a fulfilled body sent
 * with `content-encoding: br` never loaded in Chromium here.
 */
export async function answerEmbed(route: Route, undrawn: boolean): Promise<void> {
  const response = await route.fetch()
  const headers: Record<string, string> = { ...response.headers() }
  delete headers['content-length']
  delete headers['content-encoding']
  const body = undrawn
    ? (await response.text())
        .replace(DRAWN_SCREEN, '')
        .replace(WIDGET_MODULE_TAGS.preload, WIDGET_MODULE_TAGS.script)
        .replace(`\n${START_TAG}`, '')
    : await response.body()
  await route.fulfill({ status: response.status(), headers, body })
}
