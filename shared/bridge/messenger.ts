import type { InitializeMessengerOptions, Message, MessageHandler, Messenger } from 'penpal'

export type OriginMessengerOptions = {
  /**
   * The window on the other end (the frame's contentWindow, or window.parent), read only when a
   * message comes or goes: the loader's frame has its document by then. Reading a new frame's
   * contentWindow at once would make the script context of the empty document it starts with,
   * which the navigation throws away (issue 17: about 60 ms of the host page's thread at 4x CPU).
   * Undefined, never null, when there is none: a message's source is null when it has none.
   */
  remoteWindow: () => Window | undefined
  /** The one origin the other end may have: never `*`. */
  origin: string
  /** The window whose `message` events arrive (this page's window). */
  self?: Window
  /**
   * Which end this is. `parent` (the loader) posts nothing until the frame has said SYN: a
   * SYN posted to the frame before it has loaded would reach the empty document a new frame
   * starts with, which the browser reports as an error. `frame` leads the handshake and takes
   * one (see the class comment).
   */
  side: 'parent' | 'frame'
}

/**
 * A penpal v7 messenger for exactly one window on exactly one origin. It speaks the same
 * wire protocol as penpal's WindowMessenger (handshake by window messages, then a
 * MessageChannel handed over with ACK2), without WindowMessenger's support for penpal 6
 * peers, which the loader's 6 KB budget cannot carry. Stricter too: even the first SYN is
 * posted to `origin`, not to `*`, and a message from any other window or origin is dropped
 * before penpal sees it.
 *
 * Window and origin do not tell the loader from any other script of the host page: they all
 * share that window. So the frame's end trusts the window only until the handshake is done:
 * - once its port exists it ignores every window message (penpal keeps its handshake handler
 *   after connecting, so a later SYN or ACK2 would otherwise replace or reset the port); from
 *   then on only the port counts, which the loader alone holds, a DESTROY included;
 * - the port is made by the loader: what the loader posts to the frame's window is private,
 *   what the frame posts to `window.parent` is seen, transferred ports included, by every
 *   listener of the host page. penpal lets the handshake's non-leader make the channel (it
 *   answers ACK1 with ACK2 and the port), the leader being the side with the greater
 *   participant id. The frame hands penpal every remote id with a `-` prefix, which sorts
 *   below any id penpal makes (UUIDs or hex), so it always leads, and drops every ACK1, so it
 *   never sends an ACK2. A parent side, ours or penpal's own, answers the frame's ACK1 with
 *   the port even when it led too (penpal does not check), so the wire stays penpal v7.
 * A DESTROY is never taken from the window, on either side: penpal v7 sends it with
 * `sendMessage`, which carries everything but SYN, ACK1 and ACK2 on the port (and, before a
 * port exists, fails, which penpal ignores), so one on the window is forged.
 * Before its handshake the frame cannot tell the loader from another script of the page:
 * one that answers the frame's SYN first stands in for the loader on that connection.
 */
export class OriginMessenger implements Messenger {
  readonly #remote: () => Window | undefined
  readonly #origin: string
  readonly #self: Window
  readonly #frame: boolean
  readonly #handlers = new Set<MessageHandler>()
  #valid: InitializeMessengerOptions['validateReceivedMessage'] = (_): _ is Message => false
  #port: MessagePort | undefined
  #heard: boolean

  constructor({ remoteWindow, origin, self = window, side }: OriginMessengerOptions) {
    this.#remote = remoteWindow
    this.#origin = origin
    this.#self = self
    this.#frame = side === 'frame'
    this.#heard = this.#frame
  }

  initialize = ({ validateReceivedMessage }: InitializeMessengerOptions) => {
    this.#valid = validateReceivedMessage
    this.#self.addEventListener('message', this.#onWindowMessage)
  }

  sendMessage = (message: Message, transfer: Transferable[] = []) => {
    if (!this.#heard) return
    if (message.type === 'SYN' || message.type === 'ACK1') {
      this.#remote()?.postMessage(message, { targetOrigin: this.#origin, transfer })
    } else if (message.type === 'ACK2') {
      const { port1, port2 } = new MessageChannel()
      this.#listen(port1)
      this.#remote()?.postMessage(message, {
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
    // The origin first: a message from elsewhere (an ad's frame) never reads the remote window.
    if (origin !== this.#origin || source !== this.#remote() || !this.#valid(data)) return
    if (data.type === 'DESTROY') return
    if (this.#frame) {
      if (this.#port || data.type === 'ACK1') return
      if (data.type === 'SYN') data = { ...data, participantId: `-${data.participantId}` }
    } else if (data.type === 'SYN') {
      // A new SYN is a new document in the frame (a reload, or a reconnect): the old port is dead.
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
