import type { Config } from '../config'
import type { AppDeps } from '../deps'
import { createMedia, type Media } from './media'

/** What the proxy needs of a server's configuration. */
export type MediaConfig = Pick<Config, 'media' | 'feeds'>

const made = new WeakMap<MediaConfig, Media>()

/**
 * The proxy of a server's configuration, made once: its route and the feed imports share its
 * in-process state (fetches under way, failures remembered). URL feeds' rule on private
 * addresses (FEED_FETCH_ALLOW_PRIVATE) is the pictures' too.
 */
export function mediaFor(deps: { config: MediaConfig } & Pick<AppDeps, 'tasks'>): Media {
  let media = made.get(deps.config)
  if (!media) {
    media = createMedia({
      ...deps.config.media,
      allowPrivate: deps.config.feeds.allowPrivateAddresses,
      signal: deps.tasks.signal,
    })
    made.set(deps.config, media)
  }
  return media
}
