// A fingerprint of every source file the front-end build reads, so `npm start` rebuilds
// only when something changed (or nothing was built yet).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Where the build writes the fingerprint of the sources it was built from. */
export const STAMP_FILE = 'dist/.build-stamp'

const ROOTS = [
  'shared',
  'widget',
  'site',
  'vite.config.ts',
  'package.json',
  'scripts/minify-css.ts',
  'scripts/prerender.ts',
  'scripts/precompress.ts',
  'scripts/early-scripts.ts',
  'server/early-scripts.ts',
  'server/precompress.ts',
  'server/http/compress.ts',
]

function* files(path) {
  const stat = statSync(path, { throwIfNoEntry: false })
  if (!stat) return
  if (stat.isFile()) {
    yield path
    return
  }
  for (const name of readdirSync(path).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue
    yield* files(join(path, name))
  }
}

/** Hash of the names and contents of all build inputs. */
export function sourceFingerprint() {
  const hash = createHash('sha256')
  for (const root of ROOTS) {
    for (const file of files(root)) {
      hash.update(file)
      hash.update(readFileSync(file))
    }
  }
  return hash.digest('hex')
}
