import { expect, test } from 'vitest'
import { BRIDGE_CHANNEL } from '../../shared/bridge'
import { FakeMessageChannel } from '../../shared/bridge/testing'
import { bridgePair, bridgeTests, flush, HOST_ORIGIN } from './testing'

// Every script of a broadcaster's page shares the loader's window and origin, so what it
// posts to the frame looks, by source and origin, exactly like the loader's own messages.

const { stops, connected } = bridgeTests()

const penpal = (type: string, extra: Record<string, unknown> = {}) => ({
  namespace: 'penpal',
  channel: BRIDGE_CHANNEL,
  type,
  ...extra,
})

/** A MessagePort of the host page's script, and everything that arrives on it. */
function attackerPort() {
  const channel = new FakeMessageChannel()
  const heard: unknown[] = []
  channel.port1.addEventListener('message', (event) => heard.push((event as MessageEvent).data))
  return { port: channel.port2 as unknown as MessagePort, heard }
}

const hostile = {
  'a SYN with a foreign participant id': () => [penpal('SYN', { participantId: 'attacker' })],
  'a SYN with a foreign participant id, then ACK1': () => [
    penpal('SYN', { participantId: '00000000' }),
    penpal('ACK1', { methodPaths: [] }),
  ],
  'a DESTROY on the window': () => [penpal('DESTROY')],
  'an ACK2 carrying the attacker’s port': () => [penpal('ACK2')],
} as const

test.each(Object.keys(hostile) as (keyof typeof hostile)[])(
  'after the handshake, %s from the host page leaves calls working both ways and reaches nobody',
  async (name) => {
    const { wires, parent, frameSide, pictureAt } = await connected()
    const attacker = attackerPort()
    const hostPage = { origin: HOST_ORIGIN, source: wires.parent }
    for (const data of hostile[name]()) wires.forge(data, hostPage, [attacker.port])
    await flush()

    pictureAt(500)
    await expect(frameSide.parent.call('getPicture')).resolves.toBe(500)
    await expect(parent.call('getAuthState')).resolves.toEqual({ status: 'signed-out' })
    await expect(frameSide.parent.call('getPageContext')).resolves.toMatchObject({
      title: 'Live now',
    })
    expect(attacker.heard).toEqual([])
  },
)

test('the frame never hands a MessagePort to the host page: the loader makes the channel', async () => {
  // penpal picks who makes the channel by comparing random ids; many handshakes cover both orders.
  for (let i = 0; i < 16; i++) {
    const { wires } = await connected()
    const fromFrame = wires.parent.posted as { type?: string }[]
    expect(fromFrame.map(({ type }) => type)).not.toContain('ACK2')
    expect(wires.frame.posted).toContainEqual(expect.objectContaining({ type: 'ACK2' }))
  }
})

test('after the handshake the frame posts nothing more to the host page’s window', async () => {
  const { wires } = await connected()
  const posted = wires.parent.posted.length
  const hostPage = { origin: HOST_ORIGIN, source: wires.parent }
  wires.forge(penpal('SYN', { participantId: 'attacker' }), hostPage)
  wires.forge(penpal('ACK1', { methodPaths: [] }), hostPage)
  await flush()
  expect(wires.parent.posted).toHaveLength(posted)
})

test('before the handshake, a DESTROY on the window does not end the frame’s connection', async () => {
  const pair = bridgePair()
  const frameSide = pair.start()
  stops.push(frameSide.stop, pair.parent.destroy)
  // The frame has said SYN; a script fires DESTROY before the loader's answer arrives.
  pair.wires.forge(penpal('DESTROY'), { origin: HOST_ORIGIN, source: pair.wires.parent })
  await flush()
  pair.pictureAt(321)
  await expect(frameSide.parent.call('getPicture')).resolves.toBe(321)
  await expect(pair.parent.call('getAuthState')).resolves.toEqual({ status: 'signed-out' })
})
