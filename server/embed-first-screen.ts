// The widget's first screen drawn by the server into `/embed` (issue 17): the frame shows its
// first card as soon as its HTML and the card's picture are in, instead of after the widget's
// module has come and run, one round trip and its download later. It is a declarative shadow
// root inside `<shoppable-tv>`, rendered by the widget's own components (issue 63:
// widget/element/first-screen.tsx, built for Node into dist/widget-ssr/) as the module's first
// render draws them; the module's element attaches its shadow root again, which empties it, and
// renders its own in the same task, so no frame shows neither (widget/element/first-screen.test.tsx
// and tests/e2e/embed-first-screen.spec.ts compare the two). A browser without declarative
// shadow DOM ignores the template.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Product } from '../shared/api/types'
import { isUrlOn } from '../shared/bridge/guards.ts'
import type { Theme, View } from '../shared/bridge/protocol'
import { EMBED_PATH } from '../shared/bridge/protocol'
import { BUILD_VERSION, WIDGET_MODULE_PATH } from '../shared/constants.ts'
import type { EarlyScript } from '../shared/early-scripts/manifest'
import type { FirstScreenInput } from '../shared/first-screen'
import { isHttpUrl } from '../shared/rules/product.ts'

/** The widget's stylesheet as the build wrote it beside the module (vite.config.ts). */
export const FIRST_SCREEN_CSS_FILE = 'first-screen.css'

/**
 * The widget's stylesheet for the drawn screen, read once at start from the build in
 * `distDir`; null when the widget was not built, and `/embed` then draws nothing.
 */
export function firstScreenCss(distDir: string): string | null {
  try {
    return readFileSync(join(distDir, 'widget', BUILD_VERSION, FIRST_SCREEN_CSS_FILE), 'utf8')
  } catch {
    return null
  }
}

/** The widget's render of its first screen: its shadow root's markup, null without a card. */
export type FirstScreenRender = (input: FirstScreenInput) => Promise<string | null>

/** The server's build of the widget's first screen, beside the widget's (vite.config.ts). */
export const FIRST_SCREEN_MODULE = join('widget-ssr', 'first-screen.js')

/**
 * The widget's first-screen renderer from the build in `distDir`, loaded once at start; null
 * when it was not built (or does not say what it should), and `/embed` then draws nothing.
 */
export async function loadFirstScreenRender(distDir: string): Promise<FirstScreenRender | null> {
  let module: { renderFirstScreen?: unknown }
  try {
    module = await import(pathToFileURL(join(distDir, FIRST_SCREEN_MODULE)).href)
  } catch {
    return null
  }
  const render = module.renderFirstScreen
  return typeof render === 'function' ? (render as FirstScreenRender) : null
}

export { DRAWN_PICTURE_WAIT_MS } from '../shared/early-scripts/start-widget'

/**
 * How `/embed` runs the widget's module: by its script tag; or, beside a drawn screen, preloaded
 * in the head and started after the element by the early script `startWidget`
 * (shared/early-scripts/start-widget.ts, built with its hash into dist/early-scripts.json; the
 * bench rewrites the one into the other).
 */
export const WIDGET_MODULE_TAGS = {
  script: `<script type="module" src="${WIDGET_MODULE_PATH}"></script>`,
  preload: `<link rel="modulepreload" href="${WIDGET_MODULE_PATH}">`,
  start: (script: string) => `<script type="module">${script}</script>`,
} as const

/** The product the widget shows first: the newest of the feed it may open. */
export function firstCardProduct(products: readonly Product[]): Product | undefined {
  return products.find((product) => isHttpUrl(product.link))
}

/**
 * The drawn screen's last element, and the rules that keep what is not settled yet hidden.
 * Chromium attaches a declarative shadow root at the template's start tag and parses its
 * content into it as it comes, so a frame painted while the parser had yielded inside the
 * markup would show part of it, and what came next would move it (CI saw the "Sign in" button
 * grow from its icon to its text: a layout shift): the root is hidden until its last element is
 * there (a browser without `:has()` drops that rule and shows it as before). The account bar's
 * button is hidden until the early script `startWidget` has said what it says, its space kept, and
 * the status line's last match time, which the server writes in its own time zone, until the
 * module writes the viewer's.
 */
const DRAWN_END = '<span class="drawn-end"></span>'
export const HIDDEN_UNTIL_DRAWN =
  '.root:not(:has(>.drawn-end)){visibility:hidden}.acct-open,.last{visibility:hidden}'

/**
 * The declarative shadow root, the stylesheet in it that the frame's CSP allows by hash, and the
 * early script that starts the module beside it.
 */
export type DrawnScreen = { markup: string; style: string; start: EarlyScript }

/** The widget's root with what only the drawn screen has: `inert`, and its last element. */
function drawnRoot(markup: string): string | null {
  const open = markup.indexOf('>')
  if (!markup.startsWith('<div class="root"') || !markup.endsWith('</div>')) return null
  return `${markup.slice(0, open)} inert>${markup.slice(open + 1, -'</div>'.length)}${DRAWN_END}</div>`
}

/**
 * The declarative shadow root for `/embed`'s `<shoppable-tv>`, or null where the module's first
 * render might not show this card at once: the account view, a feed with no card to show, no
 * stylesheet, renderer or start script (not built), a frame whose first card waits for the host page's picture
 * time, or a card whose picture is not ours (`pictureOrigin`). The widget shows a card once its
 * picture has loaded and drops one whose picture fails (spec §5); the module waits for the drawn
 * picture (`startWidget`), but a drawn card whose picture then fails would be taken
 * away again, and a broadcaster's feed links pictures on other sites that may be gone, slow or
 * plain http, which the frame's CSP refuses. Ours are served by the route that drew the feed, on
 * the connection `/embed` came on. The drawn screen is `inert` until the module replaces it:
 * nothing in it answers a click yet.
 */
export async function drawFirstScreen(options: {
  channelId: string
  view: View
  theme: Theme
  waitsForPicture: boolean
  products: readonly Product[]
  css: string | null
  render: FirstScreenRender | null
  /** The early script that starts the module beside it (`startWidget`); none, nothing drawn. */
  start: EarlyScript | null
  pictureOrigin: string
}): Promise<DrawnScreen | null> {
  const { view, theme, css, render, start, pictureOrigin } = options
  const product = firstCardProduct(options.products)
  if (
    view === 'account' ||
    options.waitsForPicture ||
    !product ||
    css === null ||
    !render ||
    !start
  ) {
    return null
  }
  if (!isUrlOn(pictureOrigin, product.image)) return null
  // A renderer that fails costs the frame its drawn card, never the frame: the module draws it.
  const rendered = await render({
    channelId: options.channelId,
    view,
    theme,
    products: options.products,
    pageUrl: new URL(EMBED_PATH, pictureOrigin).href,
  }).catch((error: unknown) => {
    console.error('First screen', error)
    return null
  })
  const root = rendered === null ? null : drawnRoot(rendered)
  if (root === null) return null
  const style = css + HIDDEN_UNTIL_DRAWN
  return {
    markup: `<template shadowrootmode="open"><style>${style}</style>${root}</template>`,
    style,
    start,
  }
}
