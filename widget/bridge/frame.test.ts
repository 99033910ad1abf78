import type { Messenger } from 'penpal'
import { describe, expect, test, vi } from 'vitest'
import {
  BRIDGE_CALL_TIMEOUT_MS,
  BRIDGE_CHANNEL,
  BRIDGE_ERROR,
  type BridgeError,
  type ParentMethods,
} from '../../shared/bridge'
import { FakeMessageChannel } from '../../shared/bridge/testing'
import { startFrameBridge } from './frame'
import { bridgePair, bridgeTests, fakeFrameAuth, flush, HOST_ORIGIN } from './testing'

const message = (type: string, extra: Record<string, unknown> = {}) => ({
  namespace: 'penpal',
  channel: BRIDGE_CHANNEL,
  type,
  ...extra,
})

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error as BridgeError
  }
  throw new Error('expected a rejection')
}

const { stops, connected } = bridgeTests()

describe('frame side', () => {
  test('asks the host page where the picture of the element’s timeSource is', async () => {
    const { frameSide, pictureAt } = await connected()
    await expect(frameSide.parent.call('getPicture')).resolves.toBe('none')
    pictureAt(1_234)
    await expect(frameSide.parent.call('getPicture')).resolves.toBe(1_234)
  })

  test('never sizes the frame: its height stays what the page gave it', async () => {
    const { frame } = await connected()
    document.body.style.height = '3000px'
    await flush()
    expect(frame.style.height).toBe('')
    document.body.style.height = ''
  })

  test('forwards the widget’s DOM events to the element on the host page', async () => {
    const { element } = await connected()
    const seen = vi.fn()
    element.addEventListener('shoppable-tv:ready', seen)
    document.dispatchEvent(
      new CustomEvent('shoppable-tv:ready', { detail: { channelId: 'wildtv' } }),
    )
    document.dispatchEvent(new CustomEvent('shoppable-tv:other', { detail: {} }))
    await flush()
    expect(seen).toHaveBeenCalledTimes(1)
    const event = seen.mock.lastCall?.[0] as CustomEvent
    expect(event.detail).toEqual({ channelId: 'wildtv' })
    expect(event.bubbles && event.composed).toBe(true)
  })

  test('events that fired before the bridge started reach the host page first', async () => {
    const pair = bridgePair()
    const early = new CustomEvent('shoppable-tv:ready', { detail: { channelId: 'early' } })
    const side = pair.start(pair.auth, [early])
    stops.push(
      () => side.stop(),
      () => pair.parent.destroy(),
    )
    const seen: unknown[] = []
    pair.element.addEventListener('shoppable-tv:ready', (event) =>
      seen.push((event as CustomEvent).detail),
    )
    document.dispatchEvent(new CustomEvent('shoppable-tv:ready', { detail: { channelId: 'late' } }))
    await flush()
    expect(seen).toEqual([{ channelId: 'early' }, { channelId: 'late' }])
  })

  test('answers the parent’s calls through the auth store', async () => {
    const { parent, auth } = await connected()
    await expect(parent.call('getAuthState')).resolves.toEqual({ status: 'signed-out' })
    const code = 'A'.repeat(32)
    await expect(parent.call('redeemHandoff', code)).resolves.toEqual({ status: 'signed-in' })
    expect(auth.redeemHandoff).toHaveBeenCalledWith(code)
    await parent.call('signOut')
    expect(auth.signOut).toHaveBeenCalledTimes(1)
  })

  test('refuses arguments of the wrong type or number, without running the method', async () => {
    const { parent, auth } = await connected()
    for (const bad of [123, 'short', 'has spaces in it, not a code', null]) {
      const error = await rejection(parent.call('redeemHandoff', bad as never))
      expect(error.code).toBe(BRIDGE_ERROR.invalidArgument)
    }
    const loose = parent as unknown as {
      call(method: string, ...args: unknown[]): Promise<unknown>
    }
    const extra = await rejection(loose.call('getAuthState', 'x'))
    expect(extra.code).toBe(BRIDGE_ERROR.invalidArgument)
    expect(auth.redeemHandoff).not.toHaveBeenCalled()
    expect(auth.state).not.toHaveBeenCalled()
  })

  test('prototype names are not methods: constructor, toString, __proto__', async () => {
    const { parent } = await connected()
    const loose = parent as unknown as { call(method: string): Promise<unknown> }
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const error = await rejection(loose.call(name))
      expect(error.code, name).toBe(BRIDGE_ERROR.methodNotFound)
    }
  })

  const impostors = [
    ['https://evil.example', 'the parent window'],
    ['https://partner.com.evil.com', 'the parent window'],
    ['http://partner.com', 'the parent window'],
    ['null', 'the parent window'],
    [HOST_ORIGIN, 'another window'],
  ] as const

  test.each(impostors)('ignores messages from %s in %s', async (origin, where) => {
    const { wires, auth, parent } = await connected()
    const source = where === 'another window' ? { postMessage() {} } : wires.parent
    const posted = wires.parent.posted.length
    const rogue = new FakeMessageChannel()
    const heard = vi.fn()
    rogue.port1.addEventListener('message', heard)
    wires.forge(message('SYN', { participantId: 'ffffffff' }), { origin, source })
    wires.forge(message('ACK2'), { origin, source }, [rogue.port2 as unknown as MessagePort])
    wires.forge(message('CALL', { id: '1', methodPath: ['getAuthState'], args: [] }), {
      origin,
      source,
    })
    await flush()
    expect(wires.parent.posted).toHaveLength(posted)
    expect(heard).not.toHaveBeenCalled()
    expect(auth.state).not.toHaveBeenCalled()
    // The real parent's connection is untouched.
    await expect(parent.call('getAuthState')).resolves.toEqual({ status: 'signed-out' })
  })

  test('a silent parent: a call is tried once more on a fresh connection, then rejects with a timeout', async () => {
    const messengers: Messenger[] = []
    const silent = (): Messenger => {
      const messenger = {
        initialize() {},
        sendMessage() {},
        addMessageHandler() {},
        removeMessageHandler() {},
        destroy() {},
      }
      messengers.push(messenger)
      return messenger
    }
    const side = startFrameBridge({
      parentOrigin: HOST_ORIGIN,
      parentWindow: window,
      document,
      auth: fakeFrameAuth(),
      events: [],
      messenger: silent,
    })
    stops.push(() => side.stop())
    const call = side.parent.call('getPageContext')
    const outcome = vi.fn()
    call.then(outcome, outcome)
    await vi.advanceTimersByTimeAsync(BRIDGE_CALL_TIMEOUT_MS)
    expect(messengers).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(BRIDGE_CALL_TIMEOUT_MS - 1)
    expect(outcome).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome.mock.lastCall?.[0]).toMatchObject({ code: BRIDGE_ERROR.timeout })
    expect(messengers).toHaveLength(2)
  })

  test('when the loader’s side ends and starts anew, the frame’s next call reconnects and succeeds', async () => {
    const pair = await connected()
    // The loader's DESTROY arrives on the port: the frame's connection ends.
    pair.parent.destroy()
    const loader = pair.connectParent()
    stops.push(() => loader.destroy())
    await flush()
    pair.pictureAt(480)
    await expect(pair.frameSide.parent.call('getPicture')).resolves.toBe(480)
    await expect(loader.call('getAuthState')).resolves.toEqual({ status: 'signed-out' })
  })

  test('when the port dies without a word, a call times out once, then succeeds on a fresh connection', async () => {
    const pair = await connected()
    pair.parentMessenger().destroy()
    const loader = pair.connectParent()
    stops.push(() => loader.destroy())
    const call = pair.frameSide.parent.call('getPageContext')
    await vi.advanceTimersByTimeAsync(BRIDGE_CALL_TIMEOUT_MS)
    await expect(call).resolves.toMatchObject({ title: 'Live now' })
    await expect(loader.call('getAuthState')).resolves.toEqual({ status: 'signed-out' })
  })

  test('a call the loader refuses is not tried again', async () => {
    const { frameSide, wires, element } = await connected()
    const heard = vi.fn()
    element.addEventListener('shoppable-tv:ready', heard)
    const posted = wires.parent.posted.length
    const loose = frameSide.parent as { call(method: string, ...args: unknown[]): Promise<unknown> }
    const error = await rejection(loose.call('notify', { name: 'click', detail: null }))
    expect(error.code).toBe(BRIDGE_ERROR.invalidArgument)
    expect(heard).not.toHaveBeenCalled()
    // No new handshake: nothing more was posted to the host page's window.
    expect(wires.parent.posted).toHaveLength(posted)
  })

  test('stopping ends the connection: pending and later calls fail as destroyed', async () => {
    const pair = bridgePair()
    const side = pair.start()
    stops.push(() => pair.parent.destroy())
    const pending = side.parent.call('getPageContext' satisfies keyof ParentMethods)
    side.stop()
    expect((await rejection(pending)).code).toBe(BRIDGE_ERROR.destroyed)
    expect((await rejection(side.parent.call('reloadFrame'))).code).toBe(BRIDGE_ERROR.destroyed)
  })
})
