import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'

/** The pages' early inline scripts as the build wrote them (scripts/early-scripts.ts). */
export const EARLY_SCRIPTS_FILE = 'early-scripts.json'

const EarlyScriptSchema = v.object({
  script: v.string(),
  hash: v.pipe(v.string(), v.regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)),
})

const EarlyScriptsSchema = v.object({ startWidget: EarlyScriptSchema })

/** One early script: its exact text and the CSP source that allows it (`'sha256-…'`). */
export type EarlyScript = v.InferOutput<typeof EarlyScriptSchema>
export type EarlyScripts = v.InferOutput<typeof EarlyScriptsSchema>
export type EarlyScriptName = keyof EarlyScripts

/**
 * The early scripts of the build in `distDir`, read once at start; null when it was not built
 * or the file does not hold them all, and the pages then go without what they start.
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
