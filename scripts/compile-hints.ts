import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint: a script that starts with this comment has every function
 * compiled eagerly, on the thread that streams it in as it downloads, instead of lazily on
 * the page's main thread the first time each is called (Chromium 136 on; other engines read a
 * comment).
 */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad'

/** `code` with the compile hint on its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_ALL_HINT) ? code : `${COMPILE_ALL_HINT}\n${code}`
}

/** What the plugin reads of a build's output: its chunks' code and whether each is an entry. */
type Output = Record<string, { type: 'chunk'; isEntry: boolean; code: string } | { type: 'asset' }>

/** Puts the compile hint on every entry chunk of `bundle`; lazy chunks and assets stay as they are. */
export function hintEntryChunks(bundle: Output): void {
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk' && file.isEntry) file.code = withCompileHint(file.code)
  }
}

/**
 * The widget build's plugin that puts the compile hint on the entry module
 * (`shoppable-tv.js`): nearly all of it runs at once when the element is defined, and lazy
 * compiles made up much of that one task on the host page's thread (issue 17). The lazy
 * chunks keep V8's default: most of their code never runs. The hint goes on after the
 * minifier, which drops comments that are not legal notices.
 */
export const compileHintsPlugin: Plugin = {
  name: 'stv-compile-hints',
  generateBundle(_options, bundle) {
    hintEntryChunks(bundle)
  },
}
