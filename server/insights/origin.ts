import { isOriginVerified } from '../channels'
import { siteOrigins } from '../config'
import type { AppDeps } from '../deps'
import { HttpError } from '../http/errors'

/** Not in the spec: how much of a refused Origin header an error repeats. */
const ORIGIN_SHOWN = 200

/**
 * Refuses (403) a count for `channelId` from a page that is neither on our own site nor on an
 * origin verified for the channel: the beacon's and a click's one check. Browsers name the
 * page's origin in every POST, so another site's page cannot count for a channel; a script
 * outside a browser can write any Origin, which is why what pages send is also capped.
 */
export async function requireCountingOrigin(
  deps: Pick<AppDeps, 'db' | 'config'>,
  origin: string | undefined,
  channelId: string,
): Promise<void> {
  const allowed =
    origin !== undefined &&
    (siteOrigins(deps.config).has(origin) || (await isOriginVerified(deps.db, channelId, origin)))
  if (!allowed) {
    const from = origin === undefined ? 'no origin' : origin.slice(0, ORIGIN_SHOWN)
    throw new HttpError(403, `A page on ${from} cannot count for ${channelId}`)
  }
}
