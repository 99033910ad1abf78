import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { addVary } from './vary'

/** Not in the spec: how long shared caches may keep live public answers, in seconds. */
export const LIVE_MAX_AGE_S = 5

/** A strong ETag of a body. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 §13.1.2 asks). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t === etag || t === `W/${etag}`
  })
}

/**
 * Answers a public GET with Cache-Control and an ETag, or 304 when the client's
 * If-None-Match already holds that ETag.
 */
export function cachedBody(
  c: Context,
  body: string,
  options: { contentType: string; cacheControl: string },
) {
  const etag = etagOf(body)
  c.header('ETag', etag)
  c.header('Cache-Control', options.cacheControl)
  // The compression middleware may encode the 200, so the route's own 304 (for a client
  // holding the identity ETag) must vary on Accept-Encoding as that 200 would. Not on Origin:
  // a registered origin's CORS adds it where the answer depends on it (public reads do not).
  addVary(c.res.headers, 'Accept-Encoding')
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304)
  c.header('Content-Type', options.contentType)
  return c.body(body, 200)
}

/** `cachedBody` for JSON with the live max-age. */
export function cachedJson(c: Context, data: unknown, maxAgeS = LIVE_MAX_AGE_S) {
  return cachedBody(c, JSON.stringify(data), {
    contentType: 'application/json; charset=utf-8',
    cacheControl: `public, max-age=${maxAgeS}`,
  })
}

/** Marks a viewer's own answers (points, wallets, votes) as never to be stored by any cache. */
export const noStore = createMiddleware(async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
})
