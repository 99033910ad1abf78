// The pages' early inline scripts (issue 63): TypeScript modules (shared/early-scripts/), linted
// and type-checked like the rest, bundled and minified here into one script each, and written
// with the CSP hash of their exact bytes to dist/early-scripts.json, which the server reads
// (server/early-scripts.ts). `npm run build` runs it; nobody keeps a script or a hash by hand.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'
import { inlineHash } from '../server/http/security-headers'
import {
  EARLY_SCRIPTS_FILE,
  type EarlyScriptName,
  type EarlyScripts,
} from '../shared/early-scripts/manifest'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Each early script's entry: importing it runs the script. */
export const EARLY_SCRIPT_ENTRIES: Record<EarlyScriptName, string> = {
  startWidget: 'shared/early-scripts/start-widget.entry.ts',
  consent: 'shared/early-scripts/consent.entry.ts',
  signInCallback: 'shared/early-scripts/sign-in-callback.entry.ts',
  storeChannel: 'shared/early-scripts/store-channel.entry.ts',
}

/** One early script bundled and minified, as the page inlines it. */
export function buildEarlyScript(entry: string): string {
  const result = buildSync({
    entryPoints: [join(root, entry)],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    treeShaking: true,
    tsconfigRaw: {},
  })
  const [file] = result.outputFiles
  if (!file) throw new Error(`${entry} built to nothing`)
  return file.text.trimEnd()
}

/** Every early script with its hash. */
export function buildEarlyScripts(): EarlyScripts {
  const names = Object.keys(EARLY_SCRIPT_ENTRIES) as EarlyScriptName[]
  return Object.fromEntries(
    names.map((name) => {
      const script = buildEarlyScript(EARLY_SCRIPT_ENTRIES[name])
      return [name, { script, hash: inlineHash(script) }]
    }),
  ) as EarlyScripts
}

/** Writes dist/early-scripts.json (or `distDir`'s); returns what it wrote. */
export function writeEarlyScripts(distDir = join(root, 'dist')): EarlyScripts {
  const scripts = buildEarlyScripts()
  mkdirSync(distDir, { recursive: true })
  writeFileSync(join(distDir, EARLY_SCRIPTS_FILE), `${JSON.stringify(scripts, null, 2)}\n`)
  return scripts
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = writeEarlyScripts()
  console.log(`early scripts: ${Object.keys(written).join(', ')}`)
}
