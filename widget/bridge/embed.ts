import { createApiClient } from '../../shared/api/client'
import { DEFAULT_API_PATH } from '../../shared/api/paths'
import { EMBED_PARAMS } from '../../shared/bridge'
import { WIDGET_EVENTS } from '../element/events'
import type { Env } from '../env'
import { pageAuth } from '../stores/auth'
import { type FrameBridge, startFrameBridge } from './frame'
import { frameAuth, signInThroughHost } from './handoff'

/**
 * Starts the frame side in the embed page: the page's auth store (the same one the element
 * uses: default API on the widget's origin), sign-in through the host page, and the
 * widget's DOM events.
 */
export function startEmbedBridge(options: {
  parentOrigin: string
  env: Env
  scriptUrl: string
  /** Widget events that fired before this chunk loaded, to forward first. */
  early?: Event[]
}): FrameBridge {
  const { env, scriptUrl, parentOrigin, early } = options
  const apiBase = new URL(DEFAULT_API_PATH, scriptUrl).href
  const client = createApiClient({ base: apiBase, fetch: env.fetch, timers: env })
  const auth = pageAuth({ env, client, apiBase, siteOrigin: new URL(scriptUrl).origin })
  const bridge = startFrameBridge({
    parentOrigin,
    parentWindow: window.parent,
    document,
    auth: frameAuth({ auth, client }),
    events: Object.values(WIDGET_EVENTS),
    early,
    timers: env,
  })
  // The server validated the channel before it served this page.
  const channelId = new URLSearchParams(env.location.search).get(EMBED_PARAMS.channelId)
  if (channelId) auth.setFrameSignIn(signInThroughHost(bridge.parent, channelId))
  return bridge
}
