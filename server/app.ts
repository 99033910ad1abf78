import { Hono, type MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { routeTest } from '../shared/api/route-path'
import { type ApiRoute, routes } from '../shared/api/routes'
import { BUILD_VERSION } from '../shared/constants'
import { attributionRoutes } from './attribution'
import { authRoutes } from './auth'
import { pictureRoutes } from './catalog'
import { originsCache } from './channels/origins-cache'
import { conversionRoutes } from './conversions'
import { demoStreamRoutes } from './demo-stream/routes'
import type { AppDeps } from './deps'
import { embedRoutes } from './embed'
import { embedApiRoutes } from './embed-api'
import { bodyLimit } from './http/body-limit'
import { compression } from './http/compress'
import { errorAnswer, jsonError } from './http/errors'
import { apiSecurityHeaders, securityHeaders } from './http/security-headers'
import { insightRoutes } from './insights'
import { channelRoutes, createLiveLists, type LiveLists, liveRoutes } from './live'
import { mediaRoutes } from './media'
import { pointsRoutes } from './points'
import { sitePageAdditions } from './site-pages'
import { staticRoutes } from './static'
import { MAX_SCHEDULE_BYTES, studioRoutes } from './studio'
import { trackingRoutes } from './tracking/routes'
import { walletConfigRoutes, walletRoutes } from './wallet'

export type { AppDeps }

/** Not in the spec: the largest request body the API reads. */
export const MAX_BODY_BYTES = 16 * 1024

/**
 * The public reads (under the API path, `public` in the route table): they take no
 * credentials and answer the same to every origin, so they allow any origin (`*`) without
 * `Vary: Origin`, and shared caches keep one copy for all. Everything else (credentials,
 * writes) keeps the registered-origins CORS.
 */
const API_ROUTES: readonly ApiRoute[] = Object.values(routes)
const isPublicGet = routeTest(API_ROUTES.filter((r) => r.public))
const isStreamedUpload = routeTest(API_ROUTES.filter((r) => r.body === 'streamed-feed'))
const isScheduleUpload = routeTest(API_ROUTES.filter((r) => r.body === 'schedule'))

/** Whether a request (a preflight: the request it announces) is a public read. */
function isPublicRead(method: string, apiRelativePath: string, preflightMethod?: string): boolean {
  const read = method === 'OPTIONS' ? preflightMethod?.toUpperCase() : method
  return (read === 'GET' || read === 'HEAD') && isPublicGet('GET', apiRelativePath)
}

/** The largest body a request may send (by its route's body kind in the route table). */
function maxBodyBytes(method: string, apiRelativePath: string): number {
  // A feed file is streamed to disk and limited there (FEED_MAX_BYTES).
  if (isStreamedUpload(method, apiRelativePath)) return Number.POSITIVE_INFINITY
  return isScheduleUpload(method, apiRelativePath) ? MAX_SCHEDULE_BYTES : MAX_BODY_BYTES
}

/**
 * The API under `config.apiPath`: one sub-app per resource, JSON errors, CORS for registered
 * origins, answers compressed when the client accepts it, none framable or run as a page.
 */
export function apiApp(deps: AppDeps, lists: LiveLists) {
  const origins = originsCache(deps.config.publicOrigin, deps)
  const registeredCors = cors({
    origin: async (origin) => ((await origins.get()).has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization', 'X-Channel-Key'],
    maxAge: 600,
  })
  const apiRelative = (path: string) => path.slice(deps.config.apiPath.length)
  const publicPreflight = cors({ origin: '*', allowMethods: ['GET', 'HEAD'], maxAge: 600 })
  // A public read itself needs one header, set on the answer. (Hono's cors sets its headers
  // on `c.res` before the route runs, which makes @hono/node-server build a whole Fetch
  // Response for every answer: server/README.md, "The hot path stays cheap".)
  const publicCors: MiddlewareHandler = async (c, next) => {
    if (c.req.method === 'OPTIONS') return publicPreflight(c, next)
    await next()
    c.res.headers.set('Access-Control-Allow-Origin', '*')
  }
  return new Hono()
    .use(apiSecurityHeaders())
    .use((c, next) => {
      const path = apiRelative(c.req.path)
      const announced = c.req.header('Access-Control-Request-Method')
      return isPublicRead(c.req.method, path, announced)
        ? publicCors(c, next)
        : registeredCors(c, next)
    })
    .use(
      bodyLimit(
        (c) => maxBodyBytes(c.req.method, apiRelative(c.req.path)),
        (c, maxBytes) => jsonError(c, 413, `The body is larger than ${maxBytes} bytes`),
      ),
    )
    .use(compression())
    .on(routes.health.method, routes.health.pattern, (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ status: 'ok', version: BUILD_VERSION, db: deps.dbKind })
    })
    .route('/', liveRoutes(deps, lists))
    .route('/', channelRoutes(deps))
    .route('/', pictureRoutes(deps))
    .route('/', mediaRoutes(deps))
    .route('/', trackingRoutes(deps))
    .route('/', attributionRoutes(deps))
    .route('/', walletConfigRoutes(deps))
    .route('/', walletRoutes(deps, origins))
    .route('/', pointsRoutes(deps))
    .route('/', authRoutes(deps))
    .route('/', studioRoutes(deps, origins))
    .route('/', embedApiRoutes(deps))
    .route('/', insightRoutes(deps))
    .route('/', conversionRoutes(deps))
    .route('/', demoStreamRoutes(deps))
    .all('*', (c) => jsonError(c, 404, `No such API endpoint: ${c.req.method} ${c.req.path}`))
    .onError(errorAnswer)
}

/** The whole server: the API under /api and the built front end, with the security headers. */
export function createApp(deps: AppDeps) {
  // One cache of live lists for the API, the embed page and the site's widget pages.
  const lists = createLiveLists(deps)
  return new Hono()
    .use(securityHeaders(deps.config.publicOrigin))
    .route(deps.config.apiPath, apiApp(deps, lists))
    .route('/', embedRoutes(deps, lists))
    .route(
      '/',
      staticRoutes(deps.config.distDir, {
        walletConnect: deps.config.walletConnectProjectId !== null,
        pageAdditions: sitePageAdditions(deps, lists),
        origin: deps.config.publicOrigin,
      }),
    )
}
