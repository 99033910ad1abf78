import type { Plugin } from 'vite'

/** penpal's module, as its package exports it for `import`. */
const PENPAL = /[\\/]node_modules[\\/]penpal[\\/]dist[\\/]penpal\.mjs$/

/** A debug-log call's message: `log?.(` or `this.#log?.(`, then a string or template literal. */
const LOG_MESSAGE = /(log\?\.\(\s*)(`(?:\\[\s\S]|[^`\\])*`|"(?:\\.|[^"\\])*")/g

/**
 * penpal writes its handshake and calls to a `log` function when one is given; the bridge never
 * gives one (widget/bridge), so its messages are text nobody reads. This plugin empties them
 * (the calls stay, on an absent function they do nothing): about 0.1 kB gzip of the loader,
 * which has less room than that to spare (issue 17).
 */
export const quietPenpalPlugin: Plugin = {
  name: 'stv-quiet-penpal',
  transform(code, id) {
    if (!PENPAL.test(id)) return null
    return { code: code.replace(LOG_MESSAGE, '$1""'), map: null }
  },
}
