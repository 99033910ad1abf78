// The server's security headers, in one place: which Content-Security-Policy each kind of answer
// gets, HSTS, the cross-origin and permissions policies of pages.

import { createHash } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import { SIGN_IN_CALLBACK_PAGES } from '../../shared/auth-keys'
import type { EarlyScripts } from '../../shared/early-scripts/manifest'
import { sitePageScripts } from '../../shared/early-scripts/site-pages'
import { addVary } from './vary'

/** The CSP source that allows one inline script or style by its text: `'sha256-…'`. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** Not in the spec: how long browsers keep to https once told (two years, the preload value). */
export const HSTS_MAX_AGE_S = 63_072_000

/** Strict-Transport-Security for a deployment whose public origin is https. */
export const HSTS = `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`

/** The HSTS header for a public origin: only over https (on http a browser ignores it anyway). */
export function hstsFor(publicOrigin: string): string | null {
  return new URL(publicOrigin).protocol === 'https:' ? HSTS : null
}

// Powerful features no page of ours uses; denied so an injected script or a framed page cannot
// ask for them. clipboard-write stays allowed (/docs copies the snippet), and so does fullscreen.
// Only names Chromium knows: an unknown one is logged as an error on every page.
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

/** The Permissions-Policy of every HTML page: the features above, for nobody. */
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')

/** Builds a CSP header value from directive → sources. */
function policy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/**
 * Not in the spec: the origins the widget's WalletConnect chunk reaches, allowed only when a
 * WalletConnect project id is configured: its relay and RPC, Reown's wallet list (api.web3modal.org)
 * and telemetry, and the verify service (fetched, and framed by older wallets' SDKs).
 */
export const WALLETCONNECT_SOURCES = {
  connect: [
    'wss://relay.walletconnect.org',
    'https://rpc.walletconnect.org',
    'https://pulse.walletconnect.org',
    'https://api.web3modal.org',
    'https://verify.walletconnect.org',
    'https://verify.walletconnect.com',
  ],
  frame: ['https://verify.walletconnect.org', 'https://verify.walletconnect.com'],
  font: ['https://fonts.reown.com'],
} as const

/** The extra sources of one directive when WalletConnect is offered. */
function walletConnectSources(on: boolean, kind: keyof typeof WALLETCONNECT_SOURCES) {
  return on ? WALLETCONNECT_SOURCES[kind] : []
}

/**
 * The CSP of the site's prerendered pages: everything from our own origin, scripts only from
 * files (plus the inline scripts whose `'sha256-…'` sources are `scriptHashes`), pictures also
 * from https partners and data: URLs, and framable only by our own pages (/intravel-livestore
 * frames /app); with `walletConnect`, also WalletConnect's origins.
 */
export function sitePageCsp(scriptHashes: readonly string[] = [], walletConnect = false): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'https:'],
    // The demo pages' player (hls.js) feeds the video through a Media Source at a blob: URL
    // and starts its captions track from an empty data: WebVTT.
    'media-src': ["'self'", 'blob:', 'data:'],
    'connect-src': ["'self'", ...walletConnectSources(walletConnect, 'connect')],
    'frame-src': ["'self'", ...walletConnectSources(walletConnect, 'frame')],
    'font-src': ["'self'", ...walletConnectSources(walletConnect, 'font')],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}

/** The body style of `/embed`'s page (its only inline style, allowed by hash). */
export const EMBED_STYLE = 'html,body{margin:0;background:transparent}'

/**
 * The CSP of `/embed` for a registered `parentOrigin`: nothing but the widget's own scripts, API
 * and pictures (and with `walletConnect`, WalletConnect's origins), framable by that origin alone. The widget's stylesheet is constructed
 * (adoptedStyleSheets), which style-src does not govern. With a first screen the server drew into
 * the page (`server/embed-first-screen.ts`), its stylesheet (the same sheet) and the script that
 * starts the module beside it are allowed by hash (the script's, as the build computed it).
 */
export function embedCsp(
  parentOrigin: string,
  walletConnect = false,
  drawn: { style: string; scriptHash: string } | null = null,
): string {
  const frames = walletConnectSources(walletConnect, 'frame')
  const fonts = walletConnectSources(walletConnect, 'font')
  return policy({
    'default-src': ["'none'"],
    'script-src': ["'self'", ...(drawn ? [drawn.scriptHash] : [])],
    'connect-src': ["'self'", ...walletConnectSources(walletConnect, 'connect')],
    ...(frames.length > 0 ? { 'frame-src': frames, 'font-src': fonts } : {}),
    'img-src': ["'self'", 'data:', 'https:'],
    'style-src': [inlineHash(EMBED_STYLE), ...(drawn ? [inlineHash(drawn.style)] : [])],
    'frame-ancestors': [parentOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  })
}

/**
 * The CSP of the sign-in pages (refusals, provider errors, the development sign-in form): no
 * scripts, their one stylesheet by hash, never framed. No form-action: the development form's
 * post is redirected on to the return address, which may be a broadcaster's page, and
 * form-action would block that last redirect.
 */
export function signInPageCsp(style: string): string {
  return policy({
    'default-src': ["'none'"],
    'style-src': [inlineHash(style)],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  })
}

/** The CSP of every API answer (JSON, errors, 404s, preflights): nothing may load or frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'"

/** Headers every HTML page gets, whatever its CSP. */
export const PAGE_POLICY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Our pages open no cross-origin window that must keep a handle on them (sign-in navigates).
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
}

/** Site pages whose URL may carry a session token (`?credential=`): they send no Referer at all. */
export const NO_REFERRER_PAGES: ReadonlySet<string> = new Set(SIGN_IN_CALLBACK_PAGES)

/**
 * The headers of one prerendered site page (the not-found page included), by its path;
 * `walletConnect` when a WalletConnect project id is configured. Its inline scripts are allowed
 * by the hashes the build computed (`scripts`; none without a build, whose pages have none).
 */
export function sitePageHeaders(
  path: string,
  scripts: EarlyScripts | null,
  walletConnect = false,
): Record<string, string> {
  const returnPage = NO_REFERRER_PAGES.has(path)
  const { head, bodyEnd } = sitePageScripts(path)
  const hashes = scripts ? [...head, ...bodyEnd].map((name) => scripts[name].hash) : []
  return {
    ...PAGE_POLICY_HEADERS,
    'Content-Security-Policy': sitePageCsp(hashes, walletConnect),
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': returnPage ? 'no-referrer' : 'strict-origin-when-cross-origin',
  }
}

/** Middleware for every answer of the server: nosniff, HSTS over https, Vary without repeats. */
export const securityHeaders = (publicOrigin: string) => {
  const hsts = hstsFor(publicOrigin)
  return createMiddleware(async (c, next) => {
    await next()
    const { headers } = c.res
    headers.set('X-Content-Type-Options', 'nosniff')
    if (hsts) headers.set('Strict-Transport-Security', hsts)
    // hono's cors appends `Origin` to whatever Vary the route and compression chose.
    addVary(headers)
  })
}

/** Middleware for the API: `API_CSP` on every answer whose route did not choose its own. */
export const apiSecurityHeaders = () =>
  createMiddleware(async (c, next) => {
    await next()
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.res.headers.set('Content-Security-Policy', API_CSP)
    }
  })
