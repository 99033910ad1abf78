import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { Hono } from 'hono'
import { BUILD_VERSION } from '../shared/constants'
import { NOT_FOUND_FILE, PAGE_PATHS, pageFile, REDIRECTS } from '../shared/routes'
import { etagOf } from './http/cache'

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
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const pages = new Set(PAGE_PATHS)

/** Reads a file inside `root`, or null when it is missing or the path leaves `root`. */
export async function readInside(root: string, relative: string): Promise<Buffer | null> {
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
    if (!(await stat(full)).isFile()) return null
    return await readFile(full)
  } catch {
    return null
  }
}

function typeOf(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}

/** Headers every HTML page gets. */
function htmlHeaders(headers: Headers) {
  headers.set('Content-Type', TYPES['.html'] ?? 'text/html')
  headers.set('Cache-Control', 'no-cache')
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
}

/**
 * Serves the built front end from `distDir`: widget files (versioned and immutable, plus
 * the stable /widget/loader.js alias), site assets, the prerendered page of every route,
 * the spec's redirects, and the not-found page with status 404 for anything else.
 */
export function staticRoutes(distDir: string) {
  const siteDir = join(distDir, 'site')
  const widgetDir = join(distDir, 'widget')

  const send = (
    body: Buffer,
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
    headers.set('ETag', etagOf(body))
    return new Response(new Uint8Array(body), { status: 200, headers })
  }

  const notFound = async () => {
    const body = await readInside(siteDir, NOT_FOUND_FILE)
    const headers = new Headers()
    htmlHeaders(headers)
    if (!body) {
      headers.set('Content-Type', 'text/plain; charset=utf-8')
      return new Response('Not found (the site is not built: run npm run build)', {
        status: 404,
        headers,
      })
    }
    return new Response(new Uint8Array(body), { status: 404, headers })
  }

  // Widget files are loaded by broadcaster pages on other origins: allow any origin to
  // read them (they are public code) so module scripts load cross-origin.
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  }

  return new Hono()
    .get('/widget/loader.js', async () => {
      const body = await readInside(widgetDir, `${BUILD_VERSION}/loader.js`)
      return body ? send(body, 'loader.js', 'public, max-age=300', cors) : notFound()
    })
    .get('/widget/*', async (c) => {
      const path = c.req.path.slice('/widget/'.length)
      const body = await readInside(widgetDir, path)
      return body ? send(body, path, IMMUTABLE, cors) : notFound()
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
      if (pages.has(path)) {
        const body = await readInside(siteDir, pageFile(path))
        if (!body) return notFound()
        const res = new Response(new Uint8Array(body), { status: 200 })
        htmlHeaders(res.headers)
        return res
      }
      if (path.endsWith('.html') || path.endsWith('/')) return notFound()
      const file = path.replace(/^\/+/, '')
      const body = await readInside(siteDir, file)
      if (!body) return notFound()
      return send(body, file, file.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600')
    })
}
