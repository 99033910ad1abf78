import type { ApiClient } from '../../shared/api/client'
import {
  BRIDGE_ERROR,
  BridgeError,
  type FrameAuthState,
  isPageContext,
  type ParentMethods,
} from '../../shared/bridge'
import type { Bridge } from '../../shared/bridge/connection'
import type { Auth } from '../stores/auth'
import type { FrameAuth } from './frame'

/** Not in the spec: what the sidebar says when a handoff code is refused (forged, used, expired). */
export const HANDOFF_REFUSED_TEXT = 'Sign-in could not be completed. Please sign in again.'

export type FrameAuthOptions = {
  auth: Auth
  client: Pick<ApiClient, 'userDetails' | 'redeemHandoff'>
}

/**
 * The page's auth store as the bridge sees it (ARCHITECTURE.md §6.3): its state without
 * token or user; a handoff code redeemed for a session of the frame's own, then the viewer
 * loaded; sign-out.
 */
export function frameAuth({ auth, client }: FrameAuthOptions): FrameAuth {
  const state = (): FrameAuthState => ({ status: auth.$auth.get().status })
  const refuse = (): never => {
    // A stale code must not sign out a viewer who is signed in already.
    if (auth.$auth.get().status !== 'signed-in') auth.logout(HANDOFF_REFUSED_TEXT)
    throw new BridgeError(BRIDGE_ERROR.failed, 'The handoff code was refused')
  }
  return {
    state,
    async redeemHandoff(code) {
      const redeemed = await client.redeemHandoff(code)
      if (!redeemed.ok) return refuse()
      const details = await client.userDetails(redeemed.data)
      if (!details.ok) return refuse()
      auth.login(details.data, redeemed.data)
      return state()
    },
    signOut: () => auth.signOut(),
  }
}

/**
 * Sign-in from a cross-site frame: the host page goes to our sign-in with its own address
 * as `returnTo` (checked by the server against the channel's origins), and comes back with
 * a one-time code in its fragment for the loader to hand over.
 */
export function signInThroughHost(parent: Bridge<ParentMethods>, channelId: string) {
  return async (signInUrl: string): Promise<void> => {
    const context = await parent.call('getPageContext')
    if (!isPageContext(context)) throw new BridgeError(BRIDGE_ERROR.invalidArgument)
    const url = new URL(signInUrl)
    url.searchParams.set('returnTo', context.url)
    url.searchParams.set('channelId', channelId)
    await parent.call('navigateTop', url.href)
  }
}
