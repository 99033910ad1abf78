import { describe, expect, test, vi } from 'vitest'
import { BRIDGE_CALL_TIMEOUT_MS, BRIDGE_CHANNEL, BRIDGE_ERROR } from '../../shared/bridge'
import { FakeMessageChannel } from '../../shared/bridge/testing'
import { bridgePair, bridgeTests, flush, WIDGET_ORIGIN } from '../bridge/testing'
import { connectFrame, pageContext } from './parent-bridge'

const { stops, connected } = bridgeTests()

/** The frame's calls as the loose remote a compromised frame would be. */
const loose = (side: { parent: unknown }) =>
  side.parent as { call(method: string, ...args: unknown[]): Promise<unknown> }

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  )

describe('parent side', () => {
  test('a frame cannot move the host page: the loader has no navigateTop (sign-in is the frame’s own form)', async () => {
    const { frameSide } = await connected()
    const url = `${WIDGET_ORIGIN}/api/auth_google/google?channelId=wildtv`
    expect(await codeOf(loose(frameSide).call('navigateTop', url))).not.toBe('resolved')
  })

  test('getPicture reads the element’s timeSource as the widget would, and takes no argument', async () => {
    const { frameSide, element } = await connected()
    await expect(frameSide.parent.call('getPicture')).resolves.toBe('none')
    Object.assign(element, { timeSource: () => null })
    await expect(frameSide.parent.call('getPicture')).resolves.toBe('unknown')
    Object.assign(element, { timeSource: () => new Date(5_000) })
    await expect(frameSide.parent.call('getPicture')).resolves.toBe(5_000)
    Object.assign(element, { timeSource: { getStartDate: () => new Date(1_000), currentTime: 2 } })
    await expect(frameSide.parent.call('getPicture')).resolves.toBe(3_000)
    expect(await codeOf(loose(frameSide).call('getPicture', 1))).toBe(BRIDGE_ERROR.invalidArgument)
  })

  test('getPageContext gives the page URL without its fragment, and the title', async () => {
    const { frameSide } = await connected()
    await expect(frameSide.parent.call('getPageContext')).resolves.toEqual({
      url: 'https://partner.com/live?show=1',
      title: 'Live now',
    })
    const long = pageContext({ href: `https://partner.com/?q=${'x'.repeat(3000)}`, title: 'T' })
    expect(long.url).toBe('https://partner.com/')
  })

  test('notify re-dispatches widget events only, and never one carrying a token', async () => {
    const { frameSide, element } = await connected()
    const seen = vi.fn()
    element.addEventListener('shoppable-tv:signed-in', seen)
    const user = { user: { name: 'Ana', email: 'ana@example.com' } }
    await frameSide.parent.call('notify', { name: 'shoppable-tv:signed-in', detail: user })
    expect(seen.mock.lastCall?.[0]).toMatchObject({ detail: user })
    for (const bad of [
      { name: 'click', detail: null },
      { name: 'shoppable-tv:signed-in', detail: { user: { token: 'secret' } } },
      { name: 'shoppable-tv:signed-in', detail: { authToken: 'secret' } },
      { name: 'shoppable-tv:x', detail: { a: { b: { c: { d: 1 } } } } },
      'shoppable-tv:ready',
    ]) {
      expect(await codeOf(loose(frameSide).call('notify', bad))).toBe(BRIDGE_ERROR.invalidArgument)
    }
    expect(seen).toHaveBeenCalledTimes(1)
  })

  test('the frame’s GA4 events go to the analytics relay, never to the page as they came', async () => {
    const { frameSide, element, relayed } = await connected()
    const seen = vi.fn()
    element.addEventListener('shoppable-tv:ga', seen)
    const wire = { event: 'select_item', items: [{ item_id: '7' }] }
    await frameSide.parent.call('notify', { name: 'shoppable-tv:ga', detail: wire })
    expect(relayed).toEqual([[element, wire]])
    expect(seen).not.toHaveBeenCalled()
  })

  test('reloadFrame loads the same embed URL again', async () => {
    const { frameSide, frame } = await connected()
    const set = vi.spyOn(frame, 'setAttribute')
    await frameSide.parent.call('reloadFrame')
    expect(set).toHaveBeenCalledWith('src', `${WIDGET_ORIGIN}/embed?channelId=wildtv`)
  })

  test('prototype names are not methods: constructor, toString, __proto__', async () => {
    const { frameSide } = await connected()
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(await codeOf(loose(frameSide).call(name)), name).toBe(BRIDGE_ERROR.methodNotFound)
    }
  })

  const impostors = [
    ['https://evil.example', 'the frame window'],
    ['https://stv.example.evil.com', 'the frame window'],
    ['http://stv.example', 'the frame window'],
    ['null', 'the frame window'],
    [WIDGET_ORIGIN, 'another window'],
  ] as const

  test.each(impostors)('ignores messages from %s in %s', async (origin, where) => {
    const { wires, frameSide } = await connected()
    const source = where === 'another window' ? { postMessage() {} } : wires.frame
    const posted = wires.frame.posted.length
    const rogue = new FakeMessageChannel()
    const heard = vi.fn()
    rogue.port1.addEventListener('message', heard)
    const penpal = { namespace: 'penpal', channel: BRIDGE_CHANNEL }
    wires.forge({ ...penpal, type: 'SYN', participantId: '0' }, { origin, source })
    wires.forge({ ...penpal, type: 'ACK2' }, { origin, source }, [
      rogue.port2 as unknown as MessagePort,
    ])
    const call = { id: '1', methodPath: ['getPageContext'], args: [] }
    wires.forge({ ...penpal, type: 'CALL', ...call }, { origin, source })
    await flush()
    expect(wires.frame.posted).toHaveLength(posted)
    expect(heard).not.toHaveBeenCalled()
    await expect(frameSide.parent.call('getPicture')).resolves.toBe('none')
  })

  test('connecting does not read the new frame’s window: only a message from it does', async () => {
    // Reading a new frame's contentWindow makes the script context of its first, empty
    // document, on the host page's thread, for nothing: the navigation replaces it (issue 17).
    const frame = document.createElement('iframe')
    const frameWindow = { postMessage: vi.fn() }
    const read = vi.fn(() => frameWindow)
    Object.defineProperty(frame, 'contentWindow', { get: read })
    const page = { origin: 'https://partner.com', href: '', title: '' }
    const bridge = connectFrame({
      element: document.createElement('div'),
      frame,
      widgetOrigin: WIDGET_ORIGIN,
      page,
    })
    // Nor does a message from another origin (an ad's frame, say), before the frame's own.
    window.dispatchEvent(
      new MessageEvent('message', { data: 'hello', origin: 'https://ads.example' }),
    )
    await flush()
    expect(read).not.toHaveBeenCalled()
    const syn = { namespace: 'penpal', channel: BRIDGE_CHANNEL, type: 'SYN', participantId: 'f' }
    window.dispatchEvent(
      new MessageEvent('message', {
        data: syn,
        origin: WIDGET_ORIGIN,
        source: frameWindow as unknown as Window,
      }),
    )
    await flush()
    expect(read).toHaveBeenCalled()
    // The SYN was the frame's: the loader answers it.
    expect(frameWindow.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'SYN' }),
      expect.objectContaining({ targetOrigin: WIDGET_ORIGIN }),
    )
    bridge.destroy()
  })

  test('after the frame reloads, the bridge works again both ways', async () => {
    const pair = bridgePair()
    const first = pair.start()
    stops.push(() => pair.parent.destroy())
    await flush()
    // The old document vanishes without a goodbye; a new one connects on the same window.
    first.messenger().destroy()
    const auth = { ...pair.auth, state: vi.fn(() => ({ status: 'signed-in' as const })) }
    const second = pair.start(auth)
    stops.push(() => second.stop())
    await flush()
    await expect(pair.parent.call('getAuthState')).resolves.toEqual({ status: 'signed-in' })
    pair.pictureAt(900)
    await expect(second.parent.call('getPicture')).resolves.toBe(900)
  })

  test('a call to a frame that never answers rejects with a timeout', async () => {
    const pair = bridgePair()
    stops.push(() => pair.parent.destroy())
    const outcome = vi.fn()
    pair.parent.call('getAuthState').then(outcome, outcome)
    await vi.advanceTimersByTimeAsync(BRIDGE_CALL_TIMEOUT_MS - 1)
    expect(outcome).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome.mock.lastCall?.[0]).toMatchObject({ code: BRIDGE_ERROR.timeout })
  })
})
