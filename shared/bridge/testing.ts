// Test doubles for the bridge (happy-dom tests only; nothing shipped imports this file).

/** A MessageChannel whose ports deliver on the microtask queue (fake timers cannot stall it). */
export class FakeMessageChannel {
  readonly port1: FakePort
  readonly port2: FakePort
  constructor() {
    this.port1 = new FakePort()
    this.port2 = new FakePort()
    this.port1.other = this.port2
    this.port2.other = this.port1
  }
}

class FakePort extends EventTarget {
  other: FakePort | undefined
  closed = false
  start() {}
  close() {
    this.closed = true
  }
  postMessage(data: unknown) {
    const to = this.other
    if (this.closed || !to || to.closed) return
    const copy = structuredClone(data)
    queueMicrotask(() => {
      if (!to.closed) to.dispatchEvent(new MessageEvent('message', { data: copy }))
    })
  }
}

/** A stand-in for another window: what is posted to it (and to which origin) is recorded. */
export type FakeWindow = Window & { posted: unknown[]; targets: string[] }

type Delivery = { origin: string; source: unknown }

/**
 * The two windows of a page and its frame, inside one test document. Every message posted
 * to either arrives as a `message` event on the real `window` (where both sides listen),
 * with the sender's origin and window as `origin` and `source`, and only when the
 * `targetOrigin` matches the receiver's, as browsers do. Each side tells its own messages
 * from the other's by `source`.
 */
export function fakeWindows(options: { parentOrigin: string; frameOrigin: string }) {
  const deliver = (data: unknown, from: Delivery, ports: readonly MessagePort[] = []) => {
    const copy = structuredClone(data)
    queueMicrotask(() =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: copy,
          origin: from.origin,
          source: from.source as MessageEventSource,
          ports: [...ports],
        }),
      ),
    )
  }
  const make = (ownOrigin: string, sender: () => Delivery): FakeWindow => {
    const posted: unknown[] = []
    const targets: string[] = []
    return {
      posted,
      targets,
      postMessage(data: unknown, target: string | WindowPostMessageOptions) {
        const targetOrigin = typeof target === 'string' ? target : (target.targetOrigin ?? '/')
        posted.push(data)
        targets.push(targetOrigin)
        if (targetOrigin !== '*' && targetOrigin !== ownOrigin) return
        const transfer = typeof target === 'string' ? [] : (target.transfer ?? [])
        deliver(data, sender(), transfer as MessagePort[])
      },
    } as unknown as FakeWindow
  }
  const parent: FakeWindow = make(options.parentOrigin, () => ({
    origin: options.frameOrigin,
    source: frame,
  }))
  const frame: FakeWindow = make(options.frameOrigin, () => ({
    origin: options.parentOrigin,
    source: parent,
  }))
  return {
    /** The host page's window, as the frame side sees it. */
    parent,
    /** The frame's window, as the parent side sees it. */
    frame,
    /** Sends a message as `from` would (a forged sender), to whoever listens on `window`. */
    forge(data: unknown, from: Delivery, ports: readonly MessagePort[] = []) {
      deliver(data, from, ports)
    },
  }
}
