import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { refusalText } from '../../shared/api/embed'
import { routes } from '../../shared/api/routes'
import { BUILD_VERSION } from '../../shared/constants'
import { embedSnippet } from '../../shared/embed-snippet'
import { findLiveChannel } from '../channels'
import type { AppDeps } from '../deps'
import { cachedJson } from '../http/cache'
import { HttpError, jsonError } from '../http/errors'
import { embedRefusal, REFUSAL_STATUS } from './check'
import { loaderIntegrity } from './integrity'
import { CHECK, CheckQuerySchema, readQuery, SnippetQuerySchema } from './query'

/** Not in the spec: how long browsers and shared caches may keep a snippet, in seconds. */
export const SNIPPET_MAX_AGE_S = 60

/**
 * Readable by a page on any origin, without credentials (the API's CORS answers registered
 * origins only, and these are for pages that may not be); never stored unless the route says.
 */
const anyOrigin = createMiddleware(async (c, next) => {
  await next()
  c.res.headers.set('Access-Control-Allow-Origin', '*')
  c.res.headers.delete('Access-Control-Allow-Credentials')
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
})

/**
 * `GET /embed/check` (the loader asks it before it makes a frame) and `GET /embed/snippet`
 * (what the Studio, /docs and /sandbox show). The loader's hash is read once, here.
 */
export function embedApiRoutes(deps: AppDeps) {
  const { publicOrigin, distDir } = deps.config
  const integrity = loaderIntegrity(distDir)
  return new Hono()
    .on(routes.embedCheck.method, routes.embedCheck.pattern, anyOrigin, async (c) => {
      const query = readQuery(CheckQuerySchema, new URL(c.req.url), CHECK)
      const refusal = await embedRefusal(deps.db, query.channelId, query.parentOrigin)
      if (!refusal) return c.json({ ok: true as const })
      const error = refusalText(refusal, { ...query, publicOrigin })
      return jsonError(c, REFUSAL_STATUS[refusal], error)
    })
    .on(routes.embedSnippet.method, routes.embedSnippet.pattern, anyOrigin, async (c) => {
      const query = readQuery(SnippetQuerySchema, new URL(c.req.url), '')
      const channel = await findLiveChannel(deps.db, query.channelId)
      if (!channel) throw new HttpError(404, `Unknown channel: ${query.channelId}`)
      const snippet = embedSnippet({
        origin: publicOrigin,
        version: BUILD_VERSION,
        integrity,
        channelId: channel.id,
        view: query.view ?? channel.defaultView,
        theme: query.theme ?? channel.defaultTheme,
      })
      return cachedJson(c, snippet, SNIPPET_MAX_AGE_S)
    })
}
