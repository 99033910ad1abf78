// The two routes' queries, read at the boundary. The check's refusals end up in a broadcaster's
// console, next to everything else logged there, so they start with our name.
import * as v from 'valibot'
import { ANY_CHANNEL_ID_PATTERN } from '../../shared/api/studio'
import { isOrigin } from '../../shared/bridge/guards'
import { THEMES, VIEWS } from '../../shared/bridge/protocol'
import { HttpError } from '../http/errors'

/** How the check's words start. */
export const CHECK = 'Shoppable TV: '
const WONT_LOAD = 'so the live store will not load on this page'
const CHANNEL_ID = ANY_CHANNEL_ID_PATTERN

/** `GET /embed/check`: a channel id and the page's origin, as the loader sends them. */
export const CheckQuerySchema = v.object({
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

/** `GET /embed/snippet`: a channel id, and a view and theme when not the channel's defaults. */
export const SnippetQuerySchema = v.object({
  channelId: v.pipe(
    v.string('channelId is required'),
    v.regex(CHANNEL_ID, 'channelId is lower-case letters, digits and hyphens'),
  ),
  view: v.optional(v.picklist(VIEWS, `view must be one of ${VIEWS.join(', ')}`)),
  theme: v.optional(v.picklist(THEMES, `theme must be one of ${THEMES.join(', ')}`)),
})

/** Reads a query by its schema's keys, each given at most once; a refusal is a 400 with the schema's words. */
export function readQuery<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(
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
