import type { InitializeMessengerOptions, Message, MessageHandler, Messenger } from 'penpal'

export type OriginMessengerOptions = {
  /** The window on the other end (the frame's contentWindow, or window.parent). */
  remoteWindow: Window
  /** The one origin the other end may have: never `*`. */
  origin: string
  /** The window whose `message` events arrive (this page's window). */
  self?: Window
  /**
   * Post nothing until the other window has said SYN. The loader sets it: its frame always
   * speaks first once loaded, and a SYN posted to the frame before then would reach the
   * empty document a new frame starts with, which the browser reports as an error.
   */
  waitForPeer?: boolean
}

/**
 * A penpal v7 messenger for exactly one window on exactly one origin. It speaks the same
 * wire protocol as penpal's WindowMessenger (handshake by window messages, then a
 * MessageChannel handed over with ACK2), without WindowMessenger's support for penpal 6
 * peers, which the loader's 6 KB budget cannot carry. Stricter too: even the first SYN is
 * posted to `origin`, not to `*`. A message from any other window or origin is dropped
 * before penpal sees it.
 */
export class OriginMessenger implements Messenger {
  readonly #remote: Window
  readonly #origin: string
  readonly #self: Window
  readonly #handlers = new Set<MessageHandler>()
  #valid: InitializeMessengerOptions['validateReceivedMessage'] = (_): _ is Message => false
  #port: MessagePort | undefined
  #heard: boolean

  constructor({
    remoteWindow,
    origin,
    self = window,
    waitForPeer = false,
  }: OriginMessengerOptions) {
    this.#remote = remoteWindow
    this.#origin = origin
    this.#self = self
    this.#heard = !waitForPeer
  }

  initialize = ({ validateReceivedMessage }: InitializeMessengerOptions) => {
    this.#valid = validateReceivedMessage
    this.#self.addEventListener('message', this.#onWindowMessage)
  }

  sendMessage = (message: Message, transfer: Transferable[] = []) => {
    if (!this.#heard) return
    if (message.type === 'SYN' || message.type === 'ACK1') {
      this.#remote.postMessage(message, { targetOrigin: this.#origin, transfer })
    } else if (message.type === 'ACK2') {
      const { port1, port2 } = new MessageChannel()
      this.#listen(port1)
      this.#remote.postMessage(message, {
        targetOrigin: this.#origin,
        transfer: [port2, ...transfer],
      })
    } else {
      // penpal turns this throw into a TRANSMISSION_FAILED rejection of the call.
      if (!this.#port) throw new Error('Not connected')
      this.#port.postMessage(message, { transfer })
    }
  }

  addMessageHandler = (handler: MessageHandler) => void this.#handlers.add(handler)

  removeMessageHandler = (handler: MessageHandler) => void this.#handlers.delete(handler)

  destroy = () => {
    this.#self.removeEventListener('message', this.#onWindowMessage)
    this.#listen(undefined)
    this.#handlers.clear()
  }

  #listen(port: MessagePort | undefined) {
    this.#port?.removeEventListener('message', this.#onPortMessage)
    this.#port?.close()
    this.#port = port
    port?.addEventListener('message', this.#onPortMessage)
    port?.start()
  }

  #deliver(data: unknown) {
    if (!this.#valid(data)) return
    for (const handler of [...this.#handlers]) handler(data)
  }

  #onWindowMessage = ({ source, origin, data, ports }: MessageEvent) => {
    if (source !== this.#remote || origin !== this.#origin || !this.#valid(data)) return
    // A new SYN is a new document in the frame (a reload): its old port is dead.
    if (data.type === 'SYN') {
      this.#heard = true
      this.#listen(undefined)
    }
    if (data.type === 'ACK2') {
      if (!ports[0]) return
      this.#listen(ports[0])
    }
    this.#deliver(data)
  }

  #onPortMessage = ({ data }: MessageEvent) => this.#deliver(data)
}
