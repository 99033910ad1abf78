import { BRIDGE_ERROR, type Bridge, type BridgeError } from '../../shared/bridge'

// A call that ends in one of these found no live connection (the loader's side was made
// anew, or its port died): it may work on a fresh one. Any other ending is the loader's answer.
const LOST: readonly string[] = [BRIDGE_ERROR.timeout, BRIDGE_ERROR.destroyed]

/**
 * A bridge that makes a fresh connection (`open`) when a call finds the current one gone,
 * and tries that call once more on it. Calls failing together on one dead connection share
 * the one replacement. Once destroyed, it stays so.
 */
export function reconnecting<Remote>(open: () => Bridge<Remote>): Bridge<Remote> {
  let current = open()
  let destroyed = false
  return {
    connected: current.connected,
    call(method, ...args) {
      const used = current
      return used.call(method, ...args).catch((error: BridgeError) => {
        if (destroyed || !LOST.includes(error.code)) throw error
        if (used === current) {
          used.destroy()
          current = open()
        }
        return current.call(method, ...args)
      })
    },
    destroy() {
      destroyed = true
      current.destroy()
    },
  }
}
