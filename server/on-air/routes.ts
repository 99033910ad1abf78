import { Hono } from 'hono'
import { routes } from '../../shared/api/routes'
import { StreamSetSchema } from '../../shared/api/stream'
import type { AppDeps } from '../deps'
import { readJson } from '../http/errors'
import type { StudioVars } from '../studio/access'
import { removeStream, saveStream, streamStatusOf } from './stream-row'

/**
 * The Studio's stream routes (shared/api/stream.ts): a channel's members read, set and remove
 * the HLS URL the server follows. Mounted by the Studio after its session and membership checks.
 */
export function streamRoutes(deps: AppDeps) {
  return new Hono<StudioVars>()
    .on(routes.stream.method, routes.stream.pattern, async (c) =>
      c.json(await streamStatusOf(deps.db, c.var.channel.id, deps.now())),
    )
    .on(routes.streamSet.method, routes.streamSet.pattern, async (c) => {
      const { url } = await readJson(c, StreamSetSchema)
      return c.json(await saveStream(deps.db, c.var.channel.id, url, deps.now()))
    })
    .on(routes.streamRemove.method, routes.streamRemove.pattern, async (c) => {
      await removeStream(deps.db, c.var.channel.id)
      return c.json(await streamStatusOf(deps.db, c.var.channel.id, deps.now()))
    })
}
