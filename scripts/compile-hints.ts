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
type Output = Record<
  string,
  | { type: 'chunk'; isEntry: boolean; code: string }
  | { type: 'asset'; source?: string | Uint8Array }
>

/** A source map's text with an empty first generated line, for a line put before its code. */
function mapWithLineBefore(text: string): string {
  const map = JSON.parse(text) as { mappings: string }
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` })
}

/**
 * Puts the compile hint on every entry chunk of `bundle`; lazy chunks and assets stay as they
 * are. A chunk's source map (`{file}.map`, when the build writes one) gets an empty first line
 * to match, so it still points each span of code at its source.
 */
export function hintEntryChunks(bundle: Output): void {
  for (const [name, file] of Object.entries(bundle)) {
    if (file.type !== 'chunk' || !file.isEntry) continue
    const hinted = withCompileHint(file.code)
    if (hinted === file.code) continue
    file.code = hinted
    const map = bundle[`${name}.map`]
    if (map?.type === 'asset' && typeof map.source === 'string') {
      map.source = mapWithLineBefore(map.source)
    }
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
