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
        ? new OriginMessenger({ remoteWindow: wires.frame, origin: WIDGET })
        : new WindowMessenger({ remoteWindow: wires.frame, allowedOrigins: [WIDGET] })
    const frameMessenger =
      ours === 'frame'
        ? new OriginMessenger({ remoteWindow: wires.parent, origin: HOST })
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
  open(new OriginMessenger({ remoteWindow: wires.frame, origin: WIDGET }), {})
  open(new OriginMessenger({ remoteWindow: wires.parent, origin: HOST }), {})
  await flush()
  expect(wires.frame.targets.length).toBeGreaterThan(0)
  expect(new Set(wires.frame.targets)).toEqual(new Set([WIDGET]))
  expect(new Set(wires.parent.targets)).toEqual(new Set([HOST]))
})

test('sending a call before the handshake fails instead of going nowhere', () => {
  const wires = fakeWindows({ parentOrigin: HOST, frameOrigin: WIDGET })
  const messenger = new OriginMessenger({ remoteWindow: wires.frame, origin: WIDGET })
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

test('waitForPeer: nothing is posted until the other window says SYN; then they connect', async () => {
  const wires = fakeWindows({ parentOrigin: HOST, frameOrigin: WIDGET })
  const parent = open(
    new OriginMessenger({ remoteWindow: wires.frame, origin: WIDGET, waitForPeer: true }),
    { whoAreYou: () => 'parent' },
  )
  await flush()
  expect(wires.frame.posted).toEqual([])
  const frame = open(new OriginMessenger({ remoteWindow: wires.parent, origin: HOST }), {})
  await flush()
  await expect((await frame).whoAreYou?.()).resolves.toBe('parent')
  expect((await parent) === undefined).toBe(false)
})
