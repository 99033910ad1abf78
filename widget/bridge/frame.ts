import type { Messenger } from 'penpal'
import type { Timers } from '../../shared/api/timers'
import {
  type Bridge,
  exposeMethods,
  type FrameAuthState,
  type FrameMethods,
  isHandoffCode,
  OriginMessenger,
  openBridge,
  type ParentMethods,
} from '../../shared/bridge'
import { reconnecting } from './reconnect'

/** What the frame side needs of the widget's session (the auth store, ARCHITECTURE.md §6). */
export type FrameAuth = {
  state(): FrameAuthState
  redeemHandoff(code: string): Promise<FrameAuthState>
  signOut(): Promise<void>
}

export type FrameBridgeOptions = {
  /** The host page's origin, as the server vouched for it (embed page meta). */
  parentOrigin: string
  /** The window embedding this frame. */
  parentWindow: Window
  document: Document
  auth: FrameAuth
  /** DOM events of the widget to forward to the host page (WIDGET_EVENTS values). */
  events: readonly string[]
  /** Such events that fired before the bridge started, forwarded first. */
  early?: readonly Event[]
  /** Makes each connection's messenger (tests pass fakes); by default the parent window's. */
  messenger?: () => Messenger
  timers?: Timers
}

export type FrameBridge = {
  /**
   * The loader's side, for sign-in (navigateTop, getPageContext) and the host page's picture
   * (getPicture). A call that finds the connection gone opens a new one and is tried once
   * more there.
   */
  parent: Bridge<ParentMethods>
  /** Stops forwarding events and ends the connection. */
  stop(): void
}

/**
 * The frame side of the bridge (ARCHITECTURE.md §5): accepts only the vouched-for parent
 * origin and window, exposes the frame methods, and forwards the widget's DOM events so the
 * loader can re-dispatch them from the element on the host page. The frame never sizes
 * itself: the page gives the element its height (issue 17) and the content scrolls inside.
 */
export function startFrameBridge(options: FrameBridgeOptions): FrameBridge {
  const { document, auth, timers } = options
  const methods = exposeMethods<FrameMethods>({
    redeemHandoff: { args: [isHandoffCode], run: (code) => auth.redeemHandoff(code) },
    getAuthState: { args: [], run: () => auth.state() },
    signOut: { args: [], run: () => auth.signOut() },
  })
  const parent = reconnecting<ParentMethods>(() => {
    const messenger =
      options.messenger?.() ??
      new OriginMessenger({
        remoteWindow: () => options.parentWindow,
        origin: options.parentOrigin,
        side: 'frame',
      })
    const bridge = openBridge<ParentMethods>({ messenger, methods, timers })
    // Ended without a DESTROY (the messenger goes first, so penpal has nowhere to send it):
    // the loader would end its side for good, where a new SYN from here simply re-makes it.
    return {
      ...bridge,
      destroy() {
        messenger.destroy()
        bridge.destroy()
      },
    }
  })
  // Nothing to do when the parent does not answer: the widget works in the frame regardless.
  const quietly = (call: Promise<unknown>) => void call.catch(() => {})

  const forward = (event: Event) => {
    const detail = (event as CustomEvent).detail ?? null
    quietly(parent.call('notify', { name: event.type, detail }))
  }
  for (const event of options.early ?? []) forward(event)
  for (const name of options.events) document.addEventListener(name, forward)

  return {
    parent,
    stop() {
      for (const name of options.events) document.removeEventListener(name, forward)
      parent.destroy()
    },
  }
}
