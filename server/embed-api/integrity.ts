import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUILD_VERSION } from '../../shared/constants'

/**
 * The Subresource Integrity value (`sha384-…`) of this build's loader in `distDir`, as
 * vite.config.ts's build would compute it; null when the loader was not built.
 */
export function loaderIntegrity(distDir: string): string | null {
  let bytes: Buffer
  try {
    bytes = readFileSync(join(distDir, 'widget', BUILD_VERSION, 'loader.js'))
  } catch {
    return null
  }
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`
}
