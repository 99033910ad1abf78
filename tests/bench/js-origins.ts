// Which runtime each byte of a built JS file comes from: the file's source map (a build of the
// same sources with `--sourcemap hidden` into a temporary folder, so dist/ is left as it is)
// names the source of every generated span; a span's bytes go to that source's group.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where a span of built JS comes from. */
export type Runtime = 'react' | 'react-router' | 'preact' | 'other libraries' | 'ours'

export const RUNTIMES: Runtime[] = ['react', 'react-router', 'preact', 'other libraries', 'ours']

/** Names the group of one source path of a source map. */
export function runtimeOf(source: string): Runtime {
  const inModules = source.lastIndexOf('node_modules/')
  if (inModules < 0) return 'ours'
  const rest = source.slice(inModules + 'node_modules/'.length)
  const name = rest.startsWith('@') ? rest.split('/').slice(0, 2).join('/') : rest.split('/')[0]
  if (name === 'react' || name === 'react-dom' || name === 'scheduler') return 'react'
  if (name === 'react-router' || name === 'cookie' || name === 'set-cookie-parser')
    return 'react-router'
  if (name === 'preact') return 'preact'
  return 'other libraries'
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Decodes one segment of a source map's `mappings` (base64 VLQ) into its fields. */
function decodeSegment(text: string): number[] {
  const fields: number[] = []
  let value = 0
  let shift = 0
  for (const char of text) {
    const digit = BASE64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return fields
}

/** A generated span: its line, first and last column (exclusive) and its runtime. */
type Span = { line: number; from: number; to: number; runtime: Runtime }

/** One built file's spans, in order, from its source map. */
export type FileMap = { spans: Span[]; lineLengths: number[] }

/** Reads `file` and `file.map` into spans; a span without a source counts as ours. */
export function readFileMap(file: string): FileMap {
  const code = readFileSync(file, 'utf8')
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as {
    sources: string[]
    mappings: string
  }
  const lineLengths = code.split('\n').map((line) => line.length)
  const spans: Span[] = []
  let source = 0
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0
    const starts: { column: number; runtime: Runtime }[] = []
    for (const segment of line.split(',')) {
      if (!segment) continue
      const fields = decodeSegment(segment)
      column += fields[0] ?? 0
      if (fields.length >= 4) source += fields[1] ?? 0
      const runtime = fields.length >= 4 ? runtimeOf(map.sources[source] ?? '') : 'ours'
      starts.push({ column, runtime })
    }
    starts.forEach((start, index) => {
      const to = starts[index + 1]?.column ?? lineLengths[lineIndex] ?? start.column
      spans.push({ line: lineIndex, from: start.column, to, runtime: start.runtime })
    })
  })
  return { spans, lineLengths }
}

/** Each runtime's share (0..1) of a built file's bytes. */
export function sharesOf(map: FileMap): Record<Runtime, number> {
  const bytes = Object.fromEntries(RUNTIMES.map((runtime) => [runtime, 0])) as Record<
    Runtime,
    number
  >
  let total = 0
  for (const span of map.spans) {
    bytes[span.runtime] += span.to - span.from
    total += span.to - span.from
  }
  for (const runtime of RUNTIMES) bytes[runtime] = total ? bytes[runtime] / total : 0
  return bytes
}

/** The runtime of the code at a 0-based line and column of a built file (a profiler's frame). */
export function runtimeAt(map: FileMap, line: number, column: number): Runtime {
  let found: Runtime = 'ours'
  for (const span of map.spans) {
    if (span.line > line) break
    if (span.line === line && span.from <= column) found = span.runtime
  }
  return found
}

/**
 * Builds the site and the widget with hidden source maps into `into` (site/ and widget/), with
 * the checkout's vite config, so the maps describe the same code as dist/ (same sources).
 */
export function buildWithMaps(root: string, into: string, version: string): void {
  const vite = join(root, 'node_modules/.bin/vite')
  const build = (mode: string, outDir: string) =>
    execFileSync(
      vite,
      ['build', '--mode', mode, '--sourcemap', 'hidden', '--outDir', outDir, '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit' },
    )
  build('site', join(into, 'site'))
  // /app's own script goes beside the site's build, as `npm run build` writes it.
  build('site-app', join(into, 'site'))
  build('widget', join(into, 'widget', version))
}

/** The map of the built file at `relative` under `dir`, if the build with maps has it. */
export function fileMapAt(dir: string, relative: string): FileMap | null {
  const file = join(dir, relative)
  return existsSync(file) && existsSync(`${file}.map`) ? readFileMap(file) : null
}
