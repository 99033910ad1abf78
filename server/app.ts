import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { BUILD_VERSION } from '../shared/constants'
import { authRoutes } from './auth'
import { storePageAdditions } from './catalog'
import { catalogRoutes } from './catalog/routes'
import { originsCache } from './channels/origins-cache'
import { demoStreamRoutes } from './demo-stream/routes'
import type { AppDeps } from './deps'
import { embedRoutes } from './embed'
import { embedApiRoutes } from './embed-api'
import { bodyLimit } from './http/body-limit'
import { compression } from './http/compress'
import { HttpError } from './http/errors'
import { apiSecurityHeaders, securityHeaders } from './http/security-headers'
import { insightRoutes } from './insights'
import { pointsRoutes } from './points'
import { staticRoutes } from './static'
import { isFeedUpload, isScheduleUpload, MAX_SCHEDULE_BYTES, studioRoutes } from './studio'
import { trackingRoutes } from './tracking/routes'
import { walletConfigRoutes, walletRoutes } from './wallet'

export type { AppDeps }

/** Not in the spec: the largest request body the API reads. */
export const MAX_BODY_BYTES = 16 * 1024

/**
 * The API under `config.apiPath`: one sub-app per resource, JSON errors, CORS for registered
 * origins, answers compressed when the client accepts it, none framable or run as a page.
 */
export function apiApp(deps: AppDeps) {
  const origins = originsCache(deps.config.publicOrigin, deps)
  return new Hono()
    .use(apiSecurityHeaders())
    .use(
      cors({
        origin: async (origin) => ((await origins.get()).has(origin) ? origin : null),
        allowMethods: ['GET', 'POST', 'OPTIONS'],
        allowHeaders: ['Content-Type', 'Authorization', 'X-Channel-Key'],
        maxAge: 600,
      }),
    )
    .use(
      bodyLimit(
        (c) =>
          isFeedUpload(c.req.method, c.req.path)
            ? Number.POSITIVE_INFINITY // streamed to disk, limited there (FEED_MAX_BYTES)
            : isScheduleUpload(c.req.method, c.req.path)
              ? MAX_SCHEDULE_BYTES
              : MAX_BODY_BYTES,
        (c, maxBytes) => c.json({ error: `The body is larger than ${maxBytes} bytes` }, 413),
      ),
    )
    .use(compression())
    .get('/health', (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ status: 'ok', version: BUILD_VERSION, db: deps.dbKind })
    })
    .route('/', catalogRoutes(deps))
    .route('/tracking', trackingRoutes(deps))
    .route('/wallet', walletConfigRoutes(deps))
    .route('/wallet', walletRoutes(deps, origins))
    .route('/points', pointsRoutes(deps))
    .route('/auth_google', authRoutes(deps))
    .route('/studio', studioRoutes(deps, origins))
    .route('/', embedApiRoutes(deps))
    .route('/', insightRoutes(deps))
    .route('/', demoStreamRoutes(deps))
    .all('*', (c) => c.json({ error: `No such API endpoint: ${c.req.method} ${c.req.path}` }, 404))
    .onError((error, c) => {
      if (error instanceof HttpError) return c.json({ error: error.message }, error.status)
      console.error('API error', error)
      return c.json({ error: 'Something went wrong on our side' }, 500)
    })
}

/** The whole server: the API under /api and the built front end, with the security headers. */
export function createApp(deps: AppDeps) {
  return new Hono()
    .use(securityHeaders(deps.config.publicOrigin))
    .route(deps.config.apiPath, apiApp(deps))
    .route('/', embedRoutes(deps))
    .route(
      '/',
      staticRoutes(deps.config.distDir, {
        walletConnect: deps.config.walletConnectProjectId !== null,
        pageAdditions: storePageAdditions(deps),
      }),
    )
}
