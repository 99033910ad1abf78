import { CallOptions, connect, type Messenger } from 'penpal'
import type { TimerId, Timers } from '../api/timers'
import { BRIDGE_ERROR, BridgeError, toBridgeError } from './errors'
import type { ExposedMethods } from './expose'
import { BRIDGE_CALL_TIMEOUT_MS, BRIDGE_CHANNEL } from './protocol'

/** One side's end of the bridge. */
export type Bridge<Remote> = {
  /**
   * Calls a method of the other side. Rejects with a BridgeError when the connection is
   * not made, the call is not answered within the timeout, or the remote refuses. The
   * value is the remote's word: the caller validates it.
   */
  call<K extends keyof Remote & string>(
    method: K,
    ...args: Remote[K] extends (...a: infer A) => unknown ? A : never
  ): Promise<unknown>
  /** Resolves on the first handshake. */
  connected: Promise<void>
  /** Ends the connection; pending and later calls reject as destroyed. */
  destroy(): void
}

export type OpenBridgeOptions = {
  /** penpal's WindowMessenger with the one allowed origin (tests pass fakes). */
  messenger: Messenger
  methods: ExposedMethods
  timeoutMs?: number
  timers?: Timers
}

/**
 * Connects over penpal on the versioned channel. On the loader's side penpal answers a new
 * handshake from the frame's window (the frame reloaded, or reconnects) on the existing
 * connection, so its calls keep working without anything done here. The frame's side takes
 * one handshake (messenger.ts) and reconnects with a new connection instead
 * (widget/bridge/reconnect.ts).
 */
export function openBridge<Remote>({
  messenger,
  methods,
  timeoutMs = BRIDGE_CALL_TIMEOUT_MS,
  timers = globalThis,
}: OpenBridgeOptions): Bridge<Remote> {
  const connection = connect<ExposedMethods>({ messenger, methods, channel: BRIDGE_CHANNEL })
  const pending = new Set<(error: BridgeError) => void>()
  let destroyed = false
  return {
    connected: connection.promise.then(() => {}),
    call(method, ...args) {
      return new Promise((resolve, reject) => {
        let timer: TimerId | undefined
        const settle = () => {
          timers.clearTimeout(timer)
          pending.delete(fail)
        }
        const fail = (error: BridgeError) => {
          settle()
          reject(error)
        }
        if (destroyed) return fail(new BridgeError(BRIDGE_ERROR.destroyed))
        timer = timers.setTimeout(
          () => fail(new BridgeError(BRIDGE_ERROR.timeout, `${method}: no answer`)),
          timeoutMs,
        )
        pending.add(fail)
        connection.promise
          .then((remote) => remote[method]?.(...args, new CallOptions({ timeout: timeoutMs })))
          .then(
            (value) => {
              settle()
              resolve(value)
            },
            (error: unknown) => fail(toBridgeError(error)),
          )
      })
    },
    destroy() {
      destroyed = true
      connection.destroy()
      for (const fail of [...pending]) fail(new BridgeError(BRIDGE_ERROR.destroyed))
    },
  }
}
