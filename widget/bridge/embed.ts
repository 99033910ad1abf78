import { createApiClient } from '../../shared/api/client'
import { DEFAULT_API_PATH } from '../../shared/api/paths'
import { BRIDGE_ERROR, BridgeError } from '../../shared/bridge'
import { WIDGET_EVENTS } from '../element/events'
import type { Env } from '../env'
import { type Auth, pageAuth } from '../stores/auth'
import { type FrameAuth, type FrameBridge, startFrameBridge } from './frame'

/** The page's auth store as the bridge sees it: its state without token or user. */
export function frameAuth(auth: Auth): FrameAuth {
  const state = () => ({ status: auth.$auth.get().status })
  return {
    state,
    async redeemHandoff() {
      throw new BridgeError(BRIDGE_ERROR.failed, 'Handoff codes are not accepted yet')
    },
    async signOut() {
      await auth.signOut()
    },
  }
}

/**
 * Starts the frame side in the embed page: the page's auth store (the same one the
 * element uses: default API on the widget's origin) and the widget's DOM events.
 */
export function startEmbedBridge(options: {
  parentOrigin: string
  env: Env
  scriptUrl: string
}): FrameBridge {
  const { env, scriptUrl, parentOrigin } = options
  const apiBase = new URL(DEFAULT_API_PATH, scriptUrl).href
  const client = createApiClient({ base: apiBase, fetch: env.fetch, timers: env })
  const auth = pageAuth({ env, client, apiBase, siteOrigin: new URL(scriptUrl).origin })
  return startFrameBridge({
    parentOrigin,
    parentWindow: window.parent,
    document,
    auth: frameAuth(auth),
    events: Object.values(WIDGET_EVENTS),
    timers: env,
  })
}
