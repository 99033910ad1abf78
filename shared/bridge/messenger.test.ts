// @vitest-environment happy-dom
import { connect, type Message, type Methods, WindowMessenger } from 'penpal'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { OriginMessenger } from './messenger'
import { BRIDGE_CHANNEL } from './protocol'
import { FakeMessageChannel, fakeWindows } from './testing'

const HOST = 'https://partner.com'
const WIDGET = 'https://stv.example'

const flush = async () => {
  for (let i = 0; i < 200; i++) await Promise.resolve()
}

const ends: (() => void)[] = []
beforeEach(() => {
  vi.stubGlobal('MessageChannel', FakeMessageChannel)
})
afterEach(() => {
  for (const end of ends.splice(0)) end()
  vi.unstubAllGlobals()
})

function open(messenger: OriginMessenger | WindowMessenger, methods: Methods) {
  const connection = connect<Record<string, (...args: unknown[]) => Promise<unknown>>>({
    messenger,
    methods,
    channel: BRIDGE_CHANNEL,
  })
  ends.push(connection.destroy)
  return connection.promise
}

test('speaks penpal’s wire protocol: it connects to a WindowMessenger peer, either side', async () => {
  for (const ours of ['parent', 'frame'] as const) {
    const wires = fakeWindows({ parentOrigin: HOST, frameOrigin: WIDGET })
    const parentMessenger =
      ours === 'parent'
        ? new OriginMessenger({ remoteWindow: () => wires.frame, origin: WIDGET, side: 'parent' })
        : new WindowMessenger({ remoteWindow: wires.frame, allowedOrigins: [WIDGET] })
    const frameMessenger =
      ours === 'frame'
        ? new OriginMessenger({ remoteWindow: () => wires.parent, origin: HOST, side: 'frame' })
        : new WindowMessenger({ remoteWindow: wires.parent, allowedOrigins: [HOST] })
    const parent = open(parentMessenger, { whoAreYou: () => 'parent' })
    const frame = open(frameMessenger, { whoAreYou: () => 'frame' })
    await flush()
    await expect((await parent).whoAreYou?.()).resolves.toBe('frame')
    await expect((await frame).whoAreYou?.()).resolves.toBe('parent')
  }
})

test('posts every window message to the one allowed origin, never to *', async () => {
  const wires = fakeWindows({ parentOrigin: HOST, frameOrigin: WIDGET })
  open(new OriginMessenger({ remoteWindow: () => wires.frame, origin: WIDGET, side: 'parent' }), {})
  open(new OriginMessenger({ remoteWindow: () => wires.parent, origin: HOST, side: 'frame' }), {})
  await flush()
  expect(wires.frame.targets.length).toBeGreaterThan(0)
  expect(new Set(wires.frame.targets)).toEqual(new Set([WIDGET]))
  expect(new Set(wires.parent.targets)).toEqual(new Set([HOST]))
})

test('sending a call before the handshake fails instead of going nowhere', () => {
  const wires = fakeWindows({ parentOrigin: HOST, frameOrigin: WIDGET })
  const messenger = new OriginMessenger({
    remoteWindow: () => wires.parent,
    origin: HOST,
    side: 'frame',
  })
  const call = {
    namespace: 'penpal',
    channel: BRIDGE_CHANNEL,
    type: 'CALL',
    id: '1',
    methodPath: ['x'],
    args: [],
  } satisfies Message
  expect(() => messenger.sendMessage(call)).toThrow()
})

test('the parent posts nothing until the frame has said SYN; then they connect', async () => {
  const wires = fakeWindows({ parentOrigin: HOST, frameOrigin: WIDGET })
  const parent = open(
    new OriginMessenger({ remoteWindow: () => wires.frame, origin: WIDGET, side: 'parent' }),
    { whoAreYou: () => 'parent' },
  )
  await flush()
  expect(wires.frame.posted).toEqual([])
  const frame = open(
    new OriginMessenger({ remoteWindow: () => wires.parent, origin: HOST, side: 'frame' }),
    {},
  )
  await flush()
  await expect((await frame).whoAreYou?.()).resolves.toBe('parent')
  expect((await parent) === undefined).toBe(false)
})

test('the frame leads every handshake, so the MessageChannel always comes from the parent', async () => {
  // penpal picks the leader by comparing random ids: many handshakes cover both orders, with
  // our parent side and with penpal's own WindowMessenger (a peer that does not know the rule).
  for (const peer of ['ours', 'penpal'] as const) {
    for (let i = 0; i < 12; i++) {
      const wires = fakeWindows({ parentOrigin: HOST, frameOrigin: WIDGET })
      const parent = open(
        peer === 'ours'
          ? new OriginMessenger({ remoteWindow: () => wires.frame, origin: WIDGET, side: 'parent' })
          : new WindowMessenger({ remoteWindow: wires.frame, allowedOrigins: [WIDGET] }),
        { whoAreYou: () => 'parent' },
      )
      const frame = open(
        new OriginMessenger({ remoteWindow: () => wires.parent, origin: HOST, side: 'frame' }),
        { whoAreYou: () => 'frame' },
      )
      await flush()
      const fromFrame = (wires.parent.posted as Message[]).map(({ type }) => type)
      expect(fromFrame, peer).not.toContain('ACK2')
      await expect((await parent).whoAreYou?.()).resolves.toBe('frame')
      await expect((await frame).whoAreYou?.()).resolves.toBe('parent')
    }
  }
})

test('once connected, the frame hears nothing from the window: only its port counts', async () => {
  const wires = fakeWindows({ parentOrigin: HOST, frameOrigin: WIDGET })
  open(new OriginMessenger({ remoteWindow: () => wires.frame, origin: WIDGET, side: 'parent' }), {
    whoAreYou: () => 'parent',
  })
  const messenger = new OriginMessenger({
    remoteWindow: () => wires.parent,
    origin: HOST,
    side: 'frame',
  })
  const frame = open(messenger, {})
  await flush()
  const heard = vi.fn()
  messenger.addMessageHandler(heard)
  const penpal = { namespace: 'penpal', channel: BRIDGE_CHANNEL }
  const rogue = new FakeMessageChannel()
  const hostPage = { origin: HOST, source: wires.parent }
  for (const type of ['SYN', 'ACK1', 'ACK2', 'DESTROY', 'CALL'])
    wires.forge(
      { ...penpal, type, participantId: 'x', id: '1', methodPath: ['x'], args: [] },
      hostPage,
      [rogue.port2 as unknown as MessagePort],
    )
  await flush()
  expect(heard).not.toHaveBeenCalled()
  await expect((await frame).whoAreYou?.()).resolves.toBe('parent')
})

test('a DESTROY on the window reaches neither side’s penpal (v7 sends it only on the port)', async () => {
  const wires = fakeWindows({ parentOrigin: HOST, frameOrigin: WIDGET })
  const parentMessenger = new OriginMessenger({
    remoteWindow: () => wires.frame,
    origin: WIDGET,
    side: 'parent',
  })
  const frameMessenger = new OriginMessenger({
    remoteWindow: () => wires.parent,
    origin: HOST,
    side: 'frame',
  })
  const parent = open(parentMessenger, { whoAreYou: () => 'parent' })
  const frame = open(frameMessenger, { whoAreYou: () => 'frame' })
  await flush()
  const destroy = { namespace: 'penpal', channel: BRIDGE_CHANNEL, type: 'DESTROY' }
  wires.forge(destroy, { origin: HOST, source: wires.parent })
  wires.forge(destroy, { origin: WIDGET, source: wires.frame })
  await flush()
  await expect((await parent).whoAreYou?.()).resolves.toBe('frame')
  await expect((await frame).whoAreYou?.()).resolves.toBe('parent')
})
