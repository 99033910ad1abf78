// Both real sides of the bridge wired over fake windows (tests only; nothing shipped imports it).
import { afterEach, beforeEach, vi } from 'vitest'
import {
  type Bridge,
  type FrameAuthState,
  type FrameMethods,
  OriginMessenger,
} from '../../shared/bridge'
import { FakeMessageChannel, fakeWindows } from '../../shared/bridge/testing'
import { connectFrame, type HostPage } from '../loader/parent-bridge'
import { type FrameAuth, type FrameBridge, startFrameBridge } from './frame'

export const HOST_ORIGIN = 'https://partner.com'
export const WIDGET_ORIGIN = 'https://stv.example'

/** Lets queued messages (microtasks) run to the end of their chains. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 200; i++) await Promise.resolve()
}

/** A frame auth whose answers tests set. */
export function fakeFrameAuth(status: FrameAuthState['status'] = 'signed-out') {
  return {
    state: vi.fn(() => ({ status })),
    redeemHandoff: vi.fn(
      async (_code: string): Promise<FrameAuthState> => ({ status: 'signed-in' }),
    ),
    signOut: vi.fn(async () => {}),
  } satisfies FrameAuth
}

/**
 * The loader's parent side and the widget's frame side, connected over fake windows: the
 * host page on HOST_ORIGIN, the frame on WIDGET_ORIGIN.
 */
export function bridgePair() {
  const wires = fakeWindows({ parentOrigin: HOST_ORIGIN, frameOrigin: WIDGET_ORIGIN })
  const element = document.createElement('div')
  const frame = document.createElement('iframe')
  frame.setAttribute('src', `${WIDGET_ORIGIN}/embed?channelId=wildtv`)
  const page = {
    href: `${HOST_ORIGIN}/live?show=1#stv_handoff=abc`,
    title: 'Live now',
  } satisfies HostPage
  const auth = fakeFrameAuth()
  let parentMessenger: OriginMessenger | undefined
  /** What the parent side handed to the analytics module's relay: [element, detail]. */
  const relayed: [HTMLElement, unknown][] = []
  const connectParent = (): Bridge<FrameMethods> => {
    parentMessenger = new OriginMessenger({
      remoteWindow: () => wires.frame,
      origin: WIDGET_ORIGIN,
      side: 'parent',
    })
    return connectFrame({
      element,
      frame,
      widgetOrigin: WIDGET_ORIGIN,
      page,
      messenger: parentMessenger,
      relayAnalytics: (target, detail) => void relayed.push([target, detail]),
    })
  }
  const parent = connectParent()
  const start = (
    frameAuth: FrameAuth = auth,
    early: Event[] = [],
  ): FrameBridge & { messenger: () => OriginMessenger } => {
    let messenger: OriginMessenger | undefined
    const side = startFrameBridge({
      parentOrigin: HOST_ORIGIN,
      parentWindow: wires.parent,
      document,
      auth: frameAuth,
      events: ['shoppable-tv:ready', 'shoppable-tv:product-click'],
      early,
      messenger: () => {
        messenger = new OriginMessenger({
          remoteWindow: () => wires.parent,
          origin: HOST_ORIGIN,
          side: 'frame',
        })
        return messenger
      },
    })
    // The messenger of the frame side's latest connection.
    return Object.assign(side, { messenger: () => messenger as OriginMessenger })
  }
  return {
    wires,
    relayed,
    element,
    frame,
    page,
    auth,
    parent,
    /** Starts another parent side on the same frame (the first one is left as it is). */
    connectParent,
    /** The messenger of the latest parent side. */
    parentMessenger: () => parentMessenger as OriginMessenger,
    /** Starts a frame side (again, for a reload) on the same frame window. */
    start,
    /** The page sets the element's `timeSource` to a picture at `ms` (getPicture answers it). */
    pictureAt(ms: number) {
      Object.assign(element, { timeSource: () => ms })
    },
  }
}

/**
 * A bridge test file's set-up: fake timers and message channels for each test, and
 * `connected()`, a pair already connected and torn down after the test (as is whatever
 * the test pushes on `stops`).
 */
export function bridgeTests() {
  const stops: (() => void)[] = []
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('MessageChannel', FakeMessageChannel)
  })
  afterEach(() => {
    for (const stop of stops.splice(0)) stop()
    vi.unstubAllGlobals()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
  async function connected() {
    const pair = bridgePair()
    const frameSide = pair.start()
    stops.push(
      () => frameSide.stop(),
      () => pair.parent.destroy(),
    )
    await flush()
    return { ...pair, frameSide }
  }
  return { stops, connected }
}
