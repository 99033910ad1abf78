import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { Hono } from 'hono'
import { BUILD_VERSION } from '../shared/constants'
import type { EarlyScripts } from '../shared/early-scripts/manifest'
import { NOT_FOUND_FILE, PAGE_PATHS, pageFile, REDIRECTS, shellPageFor } from '../shared/routes'
import { readEarlyScripts } from './early-scripts'
import { etagOf } from './http/cache'
import {
  compressBytes,
  ENCODING_SUFFIX,
  type Encoding,
  negotiate,
  type Precompressed,
} from './http/compress'
import { addToHead, type HeadAddition, withWidgetChannel } from './http/head-markup'
import { sitePageHeaders } from './http/security-headers'
import { type OriginFiles, renderForOrigin } from './site-origin'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const pages = new Set(PAGE_PATHS)

/** A file read from the build, with where its precompressed copies would be. */
type BuiltFile = { body: Buffer; precompressed: Precompressed }

/** Reads a file inside `root`, or null when it is missing or the path leaves `root`. */
async function fileInside(root: string, relative: string): Promise<BuiltFile | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(relative)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const full = normalize(join(root, decoded))
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return null
  try {
    const info = await stat(full)
    if (!info.isFile()) return null
    const body = await readFile(full)
    return {
      body,
      precompressed: (encoding) => readCopy(full + ENCODING_SUFFIX[encoding], info.mtimeMs),
    }
  } catch {
    return null
  }
}

/** A precompressed copy, unless it is missing or older than its file (then it may be stale). */
async function readCopy(path: string, notBefore: number): Promise<Buffer | null> {
  try {
    const info = await stat(path)
    return info.isFile() && info.mtimeMs >= notBefore ? await readFile(path) : null
  } catch {
    return null
  }
}

/** A file rendered in memory, compressed (at best, as the build does) once per encoding on demand. */
function inMemory(text: string): BuiltFile {
  const body = Buffer.from(text)
  const copies = new Map<Encoding, Promise<Uint8Array>>()
  return {
    body,
    precompressed: (encoding) => {
      let copy = copies.get(encoding)
      if (!copy) {
        copy = compressBytes(body, encoding, 'best')
        copies.set(encoding, copy)
      }
      return copy
    },
  }
}

/** Reads a file inside `root`, or null when it is missing or the path leaves `root`. */
export async function readInside(root: string, relative: string): Promise<Buffer | null> {
  return (await fileInside(root, relative))?.body ?? null
}

/** The Content-Type the server gives a file, by its extension. */
export function typeOf(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * Headers every HTML page gets; `path` is the page's (the sign-in callbacks send no Referer),
 * `scripts` the build's early scripts (their hashes allow the page's inline ones).
 */
function htmlHeaders(
  headers: Headers,
  path: string,
  scripts: EarlyScripts | null,
  walletConnect: boolean,
) {
  headers.set('Content-Type', TYPES['.html'] ?? 'text/html')
  headers.set('Cache-Control', 'no-cache')
  // Our pages frame only each other (/intravel-livestore frames /app); another site framing
  // them could overlay their buttons (clickjacking). Broadcasters get /embed, which names them.
  for (const [name, value] of Object.entries(sitePageHeaders(path, scripts, walletConnect))) {
    headers.set(name, value)
  }
}

/**
 * What a page gains on the server for one request (the store page's products), or null to
 * send it as built. It may fail: the page then goes as built.
 */
export type PageAdditions = (page: string, url: URL) => Promise<HeadAddition | null>

/**
 * Serves the built front end from `distDir`: widget files (versioned and immutable, plus
 * the stable /widget/loader.js alias), site assets, the prerendered page of every route (and
 * the /studio shell for every `/studio/channels/{id}`, which the client router fills in),
 * the spec's redirects, and the not-found page with status 404 for anything else. Text goes
 * out compressed when the client accepts it, from the build's precompressed copies. With
 * `walletConnect` (a project id is configured) the pages' CSP allows WalletConnect's origins;
 * it allows their inline scripts by the hashes in the build's dist/early-scripts.json, read once.
 * With `pageAdditions`, a page it adds to is sent with that markup, compressed per request
 * (its build copies no longer match) under an ETag of its own. With `origin` (the server's
 * PUBLIC_ORIGIN) other than the one the build prerendered for, the prerendered pages,
 * sitemap.xml and robots.txt are rendered again for it (server/site-origin; main.ts does it
 * at start) and served from memory.
 */
export function staticRoutes(
  distDir: string,
  {
    walletConnect = false,
    pageAdditions,
    origin,
  }: { walletConnect?: boolean; pageAdditions?: PageAdditions; origin?: string } = {},
) {
  const siteDir = join(distDir, 'site')
  const widgetDir = join(distDir, 'widget')
  const scripts = readEarlyScripts(distDir)
  // Each rendered file's in-memory copy, made once per render (a rebuild renders again).
  const copies = new WeakMap<OriginFiles, Map<string, BuiltFile>>()
  // A site file: rendered for this origin when it is one of those, else as built.
  const siteFile = async (relative: string): Promise<BuiltFile | null> => {
    const files = origin ? await renderForOrigin(distDir, origin) : null
    const text = files?.get(relative)
    if (!files || text === undefined) return fileInside(siteDir, relative)
    let kept = copies.get(files)
    if (!kept) {
      kept = new Map()
      copies.set(files, kept)
    }
    let file = kept.get(relative)
    if (!file) {
      file = inMemory(text)
      kept.set(relative, file)
    }
    return file
  }

  // Every file goes out through `negotiate`: compressed (from the build's precompressed copy when
  // there is a fresh one), and 304 when the client holds its ETag.
  const send = (
    request: Request,
    file: BuiltFile,
    path: string,
    cacheControl: string,
    extra: Record<string, string> = {},
  ) => {
    const headers = new Headers({
      'Content-Type': typeOf(path),
      'Cache-Control': cacheControl,
      ...extra,
    })
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('ETag', etagOf(file.body))
    const response = new Response(new Uint8Array(file.body), { status: 200, headers })
    return negotiate(request, response, file.precompressed)
  }

  const notFound = async (request: Request) => {
    const file = await siteFile(NOT_FOUND_FILE)
    const headers = new Headers()
    htmlHeaders(headers, new URL(request.url).pathname, scripts, walletConnect)
    if (!file) {
      headers.set('Content-Type', 'text/plain; charset=utf-8')
      return new Response('Not found (the site is not built: run npm run build)', {
        status: 404,
        headers,
      })
    }
    const response = new Response(new Uint8Array(file.body), { status: 404, headers })
    return negotiate(request, response, file.precompressed)
  }

  // The page as built, unless something is added to it for this request.
  const sendPage = async (request: Request, page: string, file: BuiltFile) => {
    let body: Uint8Array = file.body
    let precompressed: Precompressed | undefined = file.precompressed
    const addition = await additionFor(page, new URL(request.url))
    const added = addition && addToHead(file.body.toString('utf8'), addition)
    const html =
      added && addition.widgetChannel ? withWidgetChannel(added, addition.widgetChannel) : added
    if (html) {
      body = new TextEncoder().encode(html)
      precompressed = undefined
    }
    const headers = new Headers({ ETag: etagOf(body) })
    htmlHeaders(headers, page, scripts, walletConnect)
    const response = new Response(new Uint8Array(body), { status: 200, headers })
    return negotiate(request, response, precompressed)
  }

  const additionFor = async (page: string, url: URL): Promise<HeadAddition | null> => {
    if (!pageAdditions) return null
    try {
      return await pageAdditions(page, url)
    } catch (error) {
      // The page works without it (the widget loads the products itself): never a 5xx for this.
      console.error(`Could not add to ${page}; sending it as built`, error)
      return null
    }
  }

  // Widget files are loaded by broadcaster pages on other origins: allow any origin to
  // read them (they are public code) so module scripts load cross-origin.
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  }

  return new Hono()
    .get('/widget/loader.js', async (c) => {
      const file = await fileInside(widgetDir, `${BUILD_VERSION}/loader.js`)
      if (!file) return notFound(c.req.raw)
      return send(c.req.raw, file, 'loader.js', 'public, max-age=300', cors)
    })
    .get('/widget/*', async (c) => {
      const path = c.req.path.slice('/widget/'.length)
      const file = await fileInside(widgetDir, path)
      return file ? send(c.req.raw, file, path, IMMUTABLE, cors) : notFound(c.req.raw)
    })
    .get('*', async (c) => {
      const url = new URL(c.req.url)
      const path = url.pathname
      const target = REDIRECTS[path]
      if (target) return c.redirect(`${target}${url.search}`, 301)
      if (path.length > 1 && path.endsWith('/')) {
        const trimmed = path.replace(/\/+$/, '')
        if (pages.has(trimmed) || REDIRECTS[trimmed])
          return c.redirect(`${trimmed}${url.search}`, 301)
      }
      // A page the prerender cannot list (a Studio channel) is its shell's page, with its headers.
      const page = pages.has(path) ? path : shellPageFor(path)
      if (page) {
        const file = await siteFile(pageFile(page))
        if (!file) return notFound(c.req.raw)
        return sendPage(c.req.raw, page, file)
      }
      if (path.endsWith('.html') || path.endsWith('/')) return notFound(c.req.raw)
      const name = path.replace(/^\/+/, '')
      const file = await siteFile(name)
      if (!file) return notFound(c.req.raw)
      const cacheControl = name.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600'
      return send(c.req.raw, file, name, cacheControl)
    })
}
