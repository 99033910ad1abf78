// The widget's first screen drawn by the server into `/embed` (issue 17): the frame shows its
// first card as soon as its HTML and the card's picture are in, instead of after the widget's
// module has come and run, one round trip and its download later. It is a declarative shadow
// root inside `<shoppable-tv>`, drawn exactly as the module's first render draws it (the
// account bar signed out, the status line, the tabs and the first card of the page's first
// feed); the module's element attaches its shadow root again, which empties it, and renders
// its own in the same task, so no frame shows neither (tests/e2e/embed-first-screen.spec.ts
// compares the two). A browser without declarative shadow DOM ignores the template.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Product } from '../shared/api/types'
import { AUTH_TOKEN_KEY } from '../shared/auth-keys.ts'
import { isUrlOn } from '../shared/bridge/guards.ts'
import type { Theme, View } from '../shared/bridge/protocol'
import { BUILD_VERSION, WIDGET_MODULE_PATH, WIDGET_TAG } from '../shared/constants.ts'
import { escapeHtml } from '../shared/html.ts'
import { BUY_LABEL, MATCH_LABEL, TYPE_LABEL } from '../shared/item-labels.ts'
import { isHttpUrl, productKey, productTitle } from '../shared/rules/product.ts'

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

/** What the account bar's button says while a stored session loads (AccountEntry's BarLabel). */
const ACCOUNT_LOADING_LABEL = 'Account'

/**
 * How long the module waits at most for the drawn card's picture (issue 17): past it, the
 * module runs and shows its skeleton until the picture comes, as it would have without a
 * drawn screen; until then the drawn screen is inert.
 */
export const DRAWN_PICTURE_WAIT_MS = 3_000

/**
 * The script that starts the widget's module beside a drawn screen, instead of a module script
 * tag (`/embed` preloads the module, so it is fetched and compiled as early as before). It runs
 * the module once the drawn card's picture has settled (loaded or failed), or after
 * DRAWN_PICTURE_WAIT_MS: the module's first render shows a card only once its picture is in,
 * and a module that came first (an unthrottled connection, a picture the server has to draw)
 * would put the Live list's skeleton where the drawn card was, a flash. Without a drawn
 * picture (no declarative shadow DOM) it runs the module at once; a second call is a no-op.
 *
 * First, it settles the account bar's button, which the drawn stylesheet keeps hidden until then
 * (HIDDEN_UNTIL_DRAWN): the server cannot see the frame's storage, so it draws "Sign in", and a
 * returning viewer's stored session makes the module's first render say "Account" while it
 * loads (widget/rewards/AccountEntry.tsx). Storage that cannot be read reads as none, as the
 * widget's does (shared/storage.ts).
 */
export const START_AFTER_DRAWN_PICTURE =
  `const root=document.querySelector('${WIDGET_TAG}')?.shadowRoot,` +
  "picture=root?.querySelector('.card-img'),account=root?.querySelector('.acct-open')," +
  `start=()=>import('${WIDGET_MODULE_PATH}');` +
  `if(account){try{localStorage.getItem('${AUTH_TOKEN_KEY}')&&account.replaceChildren(Object.assign(document.createElement('span'),{textContent:'${ACCOUNT_LOADING_LABEL}'}))}catch{}account.style.visibility='inherit'}` +
  `picture&&!picture.complete?(picture.onload=picture.onerror=start,setTimeout(start,${DRAWN_PICTURE_WAIT_MS})):start()`

/**
 * How `/embed` runs the widget's module: by its script tag; or, beside a drawn screen, preloaded
 * in the head and started after the element by START_AFTER_DRAWN_PICTURE (the bench rewrites the
 * one into the other).
 */
export const WIDGET_MODULE_TAGS = {
  script: `<script type="module" src="${WIDGET_MODULE_PATH}"></script>`,
  preload: `<link rel="modulepreload" href="${WIDGET_MODULE_PATH}">`,
  start: `<script type="module">${START_AFTER_DRAWN_PICTURE}</script>`,
} as const

/** The texts the widget's first render shows (its components own them; the test compares). */
const TEXT = {
  signIn: 'Sign in',
  store: 'Live store',
  connected: 'Connected!',
  tabs: 'Products',
  list: 'Live products',
  widest: [['Searching for more products...', 'Last match 00:00'], ['Reconnecting to the store…']],
} as const

const TABS = [
  ['live', 'Live'],
  ['most-liked', 'Most liked'],
  ['most-clicked', 'Most clicked'],
  ['favourites', 'Favourites'],
] as const

/** The prefix the module's first element gives its tab ids (`useId` in LiveStore). */
const ID_PREFIX = 'stvP0-0'

/** The user icon of the account bar's "Sign in" (widget/ui/icons.tsx). */
const USER_ICON =
  '<svg class="icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0"></path></svg>'

/** The product the widget shows first: the newest of the feed it may open. */
export function firstCardProduct(products: readonly Product[]): Product | undefined {
  return products.find((product) => isHttpUrl(product.link))
}

/** One card, as `ProductCard` draws a card of the Live list that did not arrive live. */
function card(product: Product): string {
  const type = product.type ?? 'product'
  const title = escapeHtml(productTitle(product))
  const meta = [product.vendor, product.category].filter(Boolean).join(' · ')
  const line = (text: string | undefined) =>
    text ? `<p class="card-meta">${escapeHtml(text)}</p>` : ''
  const match = product.match
    ? `<span class="badge" data-match="${product.match}">${MATCH_LABEL[product.match]}</span>`
    : ''
  return (
    `<li class="card" data-type="${type}" data-key="${escapeHtml(productKey(product))}">` +
    `<img class="card-img" src="${escapeHtml(product.image)}" alt="${title}" width="88" height="88" decoding="async">` +
    `<div class="card-body"><div class="badges"><span class="badge">${TYPE_LABEL[type]}</span>${match}</div>` +
    `<h3 class="card-title">${title}</h3>${line(meta)}${line(product.why)}` +
    `<div class="card-foot"><span class="price">${escapeHtml(product.price ?? '')}</span>` +
    `<a class="buy" href="${escapeHtml(product.link)}" target="_blank" rel="noopener noreferrer sponsored" aria-label="${BUY_LABEL[type]}: ${title}">${BUY_LABEL[type]}</a>` +
    '</div></div></li>'
  )
}

/** The status line once Live shows a product, without the time (the viewer's clock says it). */
function statusLine(): string {
  const sizes = TEXT.widest
    .map(
      (texts) =>
        `<span class="status-row status-size" aria-hidden="true">${texts.map((text) => `<span data-text="${text}"></span>`).join('')}</span>`,
    )
    .join('')
  return `<p class="status live"><span class="status-row"><span class="status-dot" aria-hidden="true"></span><span role="status"><span>${TEXT.connected}</span></span></span>${sizes}</p>`
}

function tabs(): string {
  const buttons = TABS.map(
    ([id, label], index) =>
      `<button type="button" role="tab" id="${ID_PREFIX}-tab-${id}" class="tab" aria-selected="${index === 0}" aria-controls="${ID_PREFIX}-panel-${id}" tabindex="${index === 0 ? 0 : -1}">${label}</button>`,
  ).join('')
  return `<div class="tabs" role="tablist" aria-label="${TEXT.tabs}">${buttons}</div>`
}

function panels(product: Product): string {
  return TABS.map(([id], index) => {
    const open = `<div role="tabpanel" id="${ID_PREFIX}-panel-${id}" aria-labelledby="${ID_PREFIX}-tab-${id}"`
    if (index > 0) return `${open} hidden></div>`
    return `${open}><div></div><div class="pill-bar"></div><ul class="list live-list" tabindex="-1" aria-label="${TEXT.list}" aria-live="polite" aria-relevant="additions">${card(product)}</ul></div>`
  }).join('')
}

/**
 * The drawn screen's last element, and the rules that keep what is not settled yet hidden.
 * Chromium attaches a declarative shadow root at the template's start tag and parses its
 * content into it as it comes, so a frame painted while the parser had yielded inside the
 * markup would show part of it, and what came next would move it (CI saw the "Sign in" button
 * grow from its icon to its text: a layout shift): the root is hidden until its last element is
 * there (a browser without `:has()` drops that rule and shows it as before). The account bar's
 * button is hidden until START_AFTER_DRAWN_PICTURE has said what it says, its space kept.
 */
const DRAWN_END = '<span class="drawn-end"></span>'
export const HIDDEN_UNTIL_DRAWN =
  '.root:not(:has(>.drawn-end)){visibility:hidden}.acct-open{visibility:hidden}'

/** The declarative shadow root, and the stylesheet in it that the frame's CSP allows by hash. */
export type DrawnScreen = { markup: string; style: string }

/**
 * The declarative shadow root for `/embed`'s `<shoppable-tv>`, or null where the module's first
 * render might not show this card at once: the account view, a feed with no card to show, no
 * stylesheet, a frame whose first card waits for the host page's picture time, or a card whose
 * picture is not ours (`pictureOrigin`). The widget shows a card once its picture has loaded and
 * drops one whose picture fails (spec §5); the module waits for the drawn picture
 * (START_AFTER_DRAWN_PICTURE), but a drawn card whose picture then fails would be taken away again,
 * and a broadcaster's feed links pictures on other sites that may be gone, slow or plain http,
 * which the frame's CSP refuses. Ours are served by the route that drew the feed, on the
 * connection `/embed` came on. The drawn screen is `inert` until the module
 * replaces it: nothing in it answers a click yet.
 */
export function drawFirstScreen(options: {
  view: View
  theme: Theme
  waitsForPicture: boolean
  products: readonly Product[]
  css: string | null
  pictureOrigin: string
}): DrawnScreen | null {
  const { view, theme, css } = options
  const product = firstCardProduct(options.products)
  if (view === 'account' || options.waitsForPicture || !product || css === null) return null
  if (!isUrlOn(options.pictureOrigin, product.image)) return null
  const bar =
    view === 'full'
      ? `<div class="acct-bar"><button type="button" class="btn primary acct-open" aria-haspopup="dialog" aria-expanded="false" aria-busy="false" data-testid="account-open">${USER_ICON}${TEXT.signIn}</button></div>`
      : ''
  const style = css + HIDDEN_UNTIL_DRAWN
  const markup =
    `<template shadowrootmode="open"><style>${style}</style>` +
    `<div class="root" data-theme="${theme}" data-view="${view}" inert>${bar}` +
    `<div class="layout"><section class="store" aria-label="${TEXT.store}">${statusLine()}${tabs()}${panels(product)}</section></div>${DRAWN_END}</div></template>`
  return { markup, style }
}
