import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import {
  EARLY_SCRIPTS_FILE,
  type EarlyScripts,
  EarlyScriptsSchema,
} from '../shared/early-scripts/manifest'

/**
 * The early scripts of the build in `distDir` (scripts/early-scripts.ts), read once at start;
 * null when it was not built or the file does not hold them all, and the pages then go without
 * what they start.
 */
export function readEarlyScripts(distDir: string): EarlyScripts | null {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(join(distDir, EARLY_SCRIPTS_FILE), 'utf8'))
  } catch {
    return null
  }
  const parsed = v.safeParse(EarlyScriptsSchema, json)
  return parsed.success ? parsed.output : null
}
