// Per-client limits on anonymous writes: over its limit in a window, a client gets 429 with
// Retry-After until the window ends. Counted in the database (store.ts), so N instances
// behind a load balancer enforce one limit, not N.
import type { Context, Env } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import type { RateLimitBucket } from '../config'
import type { AppDeps } from '../deps'
import { jsonError } from '../http/errors'
import { clientKey } from './client-key'
import { countHit } from './store'

/** Where Node's request sits in a Hono context served by @hono/node-server. */
const NodeBindingsSchema = v.object({
  incoming: v.object({ socket: v.object({ remoteAddress: v.optional(v.string()) }) }),
})

/**
 * The client a request counts for: the socket's peer address, or with `trustProxy` the
 * last address of X-Forwarded-For (the one our own proxy added; those before it are
 * whatever the client wrote). 'unknown' when there is none (a request made in-process).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  const bindings = v.safeParse(NodeBindingsSchema, c.env)
  return (bindings.success && bindings.output.incoming.socket.remoteAddress) || 'unknown'
}

/** Error text of a refused request; the Retry-After header says the same in seconds. */
export function tooManyRequests(seconds: number): string {
  return `Too many requests from this address: try again in ${seconds} s`
}

/**
 * Lets a request through while its client is within the bucket's limit; else 429. The client
 * is the request's address (`clientAddress`) unless `clientOf` names it (a signed-in account).
 */
export function rateLimit<E extends Env = Env>(
  deps: AppDeps,
  bucket: RateLimitBucket,
  clientOf?: (c: Context<E>) => string,
) {
  return createMiddleware<E>(async (c, next) => {
    const { windowS } = deps.config.rateLimits
    const windowMs = windowS * 1000
    const now = deps.now().getTime()
    const windowStart = Math.floor(now / windowMs) * windowMs
    const hits = await countHit(deps.db, {
      bucket,
      client: clientOf ? clientOf(c) : clientKey(clientAddress(c, deps.config.trustProxy)),
      windowStart: new Date(windowStart),
    })
    if (hits > deps.config.rateLimits[bucket]) {
      const seconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))
      c.header('Retry-After', String(seconds))
      c.header('Cache-Control', 'no-store')
      return jsonError(c, 429, tooManyRequests(seconds))
    }
    await next()
  })
}
