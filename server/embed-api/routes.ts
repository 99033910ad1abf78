import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { refusalText } from '../../shared/api/embed'
import { paths } from '../../shared/api/paths'
import { isOrigin } from '../../shared/bridge/guards'
import { THEMES, VIEWS } from '../../shared/bridge/protocol'
import { BUILD_VERSION } from '../../shared/constants'
import { embedSnippet } from '../../shared/embed-snippet'
import { findLiveChannel } from '../channels'
import type { AppDeps } from '../deps'
import { cachedJson } from '../http/cache'
import { HttpError } from '../http/errors'
import { embedRefusal, REFUSAL_STATUS } from './check'
import { loaderIntegrity } from './integrity'

/** Not in the spec: how long browsers and shared caches may keep a snippet, in seconds. */
export const SNIPPET_MAX_AGE_S = 60

// The check's words end up in a broadcaster's console, next to everything else logged there.
const CHECK = 'Shoppable TV: '
const WONT_LOAD = 'so the live store will not load on this page'
const CHANNEL_ID = /^[a-z0-9][a-z0-9-]{0,63}$/

const CheckQuerySchema = v.object({
  channelId: v.pipe(
    v.string(`${CHECK}channelId is required`),
    v.regex(
      CHANNEL_ID,
      (issue) =>
        `${CHECK}"${issue.input}" is not a channel id (lower-case letters, digits and hyphens), ${WONT_LOAD}. Check the channel-id attribute of <shoppable-tv>.`,
    ),
  ),
  parentOrigin: v.pipe(
    v.string(`${CHECK}parentOrigin is required`),
    v.check<string, (issue: v.CheckIssue<string>) => string>(
      isOrigin,
      (issue) =>
        `${CHECK}the page's origin "${issue.input}" is not an http(s) origin such as https://example.com, ${WONT_LOAD}. Serve the page over http or https.`,
    ),
  ),
})

const SnippetQuerySchema = v.object({
  channelId: v.pipe(
    v.string('channelId is required'),
    v.regex(CHANNEL_ID, 'channelId is lower-case letters, digits and hyphens'),
  ),
  view: v.optional(v.picklist(VIEWS, `view must be one of ${VIEWS.join(', ')}`)),
  theme: v.optional(v.picklist(THEMES, `theme must be one of ${THEMES.join(', ')}`)),
})

/** Reads a query by its schema's keys, each given at most once; a refusal is a 400 with the schema's words. */
function readQuery<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  schema: S,
  url: URL,
  prefix: string,
): v.InferOutput<S> {
  const raw: Record<string, string | undefined> = {}
  for (const name of Object.keys(schema.entries)) {
    const values = url.searchParams.getAll(name)
    if (values.length > 1) throw new HttpError(400, `${prefix}${name} is given more than once`)
    raw[name] = values[0]
  }
  const result = v.safeParse(schema, raw)
  if (!result.success) throw new HttpError(400, result.issues[0].message)
  return result.output
}

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
    .get(paths.embedCheck, anyOrigin, async (c) => {
      const query = readQuery(CheckQuerySchema, new URL(c.req.url), CHECK)
      const refusal = await embedRefusal(deps.db, query.channelId, query.parentOrigin)
      if (!refusal) return c.json({ ok: true as const })
      const error = refusalText(refusal, { ...query, publicOrigin })
      return c.json({ error }, REFUSAL_STATUS[refusal])
    })
    .get(paths.embedSnippet, anyOrigin, async (c) => {
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
