// What the build writes about the pages' early inline scripts (scripts/early-scripts.ts) and the
// server and the prerender read (server/early-scripts.ts, site/prerender/plan.ts).
import * as v from 'valibot'

/** The file under dist/ the build writes them to. */
export const EARLY_SCRIPTS_FILE = 'early-scripts.json'

const EarlyScriptSchema = v.object({
  script: v.string(),
  hash: v.pipe(v.string(), v.regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)),
})

/**
 * Every early script by name: `/embed`'s `startWidget`; every site page's `consent`, first in
 * its head; the sign-in return pages' `signInCallback`, before it; `/app`'s `storeChannel`,
 * last in its body.
 */
export const EarlyScriptsSchema = v.object({
  startWidget: EarlyScriptSchema,
  consent: EarlyScriptSchema,
  signInCallback: EarlyScriptSchema,
  storeChannel: EarlyScriptSchema,
})

/** One early script: its exact text and the CSP source that allows it (`'sha256-…'`). */
export type EarlyScript = v.InferOutput<typeof EarlyScriptSchema>
export type EarlyScripts = v.InferOutput<typeof EarlyScriptsSchema>
export type EarlyScriptName = keyof EarlyScripts
