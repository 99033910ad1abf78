import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { BUILD_VERSION, WIDGET_BUILD_PATH } from '../shared/constants'

/** The widget module's source, as the build's manifest names it (vite.config.ts). */
const ENTRY_SOURCE = 'widget/element/index.ts'
/** The frame side of the bridge: the embed page's widget imports it as soon as it starts. */
const BRIDGE_SOURCE = 'widget/bridge/index.ts'

const ManifestSchema = v.record(
  v.string(),
  v.object({ file: v.string(), imports: v.optional(v.array(v.string())) }),
)
type Manifest = v.InferOutput<typeof ManifestSchema>

/**
 * The chunks `/embed` tells the browser to fetch beside the widget module (issue 17): the
 * frame side of the bridge and what it imports, other than the module itself. The widget
 * imports the bridge only once it runs. Where the element has a time source, the first card
 * waits for the bridge (it asks the host page for the viewer's picture, issue 16): preloaded,
 * it costs no round trip of its own. Where it has none (`picture=none`) the page leaves them
 * out (`embedPage`): the first card waits for no bridge, and the widget module, which it does
 * wait for, then has the line to itself. Paths from the site's root, in the order to ask for
 * them.
 */
export function bridgeChunks(manifest: Manifest): string[] {
  const files: string[] = []
  const visit = (source: string) => {
    const chunk = manifest[source]
    if (!chunk || source === ENTRY_SOURCE) return
    const path = `${WIDGET_BUILD_PATH}/${chunk.file}`
    if (files.includes(path)) return
    files.push(path)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(BRIDGE_SOURCE)
  return files
}

/**
 * `bridgeChunks` of the build in `distDir` (dist/widget/{version}/.vite/manifest.json), read
 * once at start; none when the widget was not built or its manifest cannot be read, as the
 * frame still works without the hint.
 */
export function framePreloads(distDir: string): string[] {
  let json: unknown
  try {
    const file = join(distDir, 'widget', BUILD_VERSION, '.vite', 'manifest.json')
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    // Not built, or not JSON.
    return []
  }
  const manifest = v.safeParse(ManifestSchema, json)
  return manifest.success ? bridgeChunks(manifest.output) : []
}
