import { createApiClient } from '../../shared/api/client'
import { DEFAULT_API_PATH } from '../../shared/api/paths'
import { EMBED_PARAMS } from '../../shared/bridge'
import { WIDGET_EVENTS } from '../element/events'
import type { Env } from '../env'
import { pageAuth } from '../stores/auth'
import { notePictureKnown, type Picture, readPictureFromHost } from '../stores/picture'
import { type FrameBridge, startFrameBridge } from './frame'
import { hostPicture } from './host-picture'

/**
 * Starts the frame side in the embed page: the page's auth store (the same one the element
 * uses: default API on the widget's origin), sign-in through the host page, and the
 * widget's DOM events, and the host page's picture for pins in step (issue 16). Sign-in and the handoff redemption are a chunk of their own, loaded
 * on first use: most viewers never sign in from a broadcaster's page.
 */
export function startEmbedBridge(options: {
  parentOrigin: string
  env: Env
  scriptUrl: string
  /** Widget events that fired before this chunk loaded, to forward first. */
  early?: Event[]
  /** The host page's picture until the loader answers (`embedPictureHint`); `unknown` by default. */
  picture?: Picture
}): FrameBridge {
  const { env, scriptUrl, parentOrigin, early, picture = 'unknown' } = options
  const apiBase = new URL(DEFAULT_API_PATH, scriptUrl).href
  const client = createApiClient({ base: apiBase, fetch: env.fetch, timers: env })
  const auth = pageAuth({ env, client, apiBase, siteOrigin: new URL(scriptUrl).origin })
  // The module system loads the chunk once; later calls get the same module.
  const handoff = async () => (await import('./handoff')).embedHandoff(env.storage, auth, client)
  const bridge = startFrameBridge({
    parentOrigin,
    parentWindow: window.parent,
    document,
    auth: {
      state: () => ({ status: auth.$auth.get().status }),
      redeemHandoff: async (code) => (await handoff()).frame.redeemHandoff(code),
      signOut: () => auth.signOut(),
    },
    events: Object.values(WIDGET_EVENTS),
    early,
    timers: env,
  })
  readPictureFromHost(hostPicture(bridge.parent, () => env.now(), notePictureKnown, picture))
  // The server validated the channel before it served this page.
  const channelId = new URLSearchParams(env.location.search).get(EMBED_PARAMS.channelId)
  if (channelId) {
    auth.setFrameSignIn(async (url) => {
      await (await handoff()).signIn(bridge.parent, channelId)(url)
    })
  }
  return bridge
}
