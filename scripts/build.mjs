// Builds everything `npm start` serves: the widget and loader (dist/widget/{version}/),
// the site's client bundle (dist/site/) and its prerendered HTML, brotli and gzip copies of
// their text files, then writes a stamp so `npm start` knows the build is current.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { STAMP_FILE, sourceFingerprint } from './fingerprint.mjs'

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' })
const vite = 'node_modules/.bin/vite'

const modes = ['widget', 'first-screen', 'walletconnect', 'loader', 'site', 'site-app', 'site-ssr']
for (const mode of modes) {
  console.log(`\n▸ vite build --mode ${mode}`)
  run(vite, ['build', '--mode', mode, '--logLevel', 'warn'])
}
console.log('\n▸ early scripts')
run(process.execPath, ['--import', 'tsx', 'scripts/early-scripts.ts'])
console.log('\n▸ prerender')
run(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'])
console.log('\n▸ precompress')
run(process.execPath, ['--import', 'tsx', 'scripts/precompress.ts'])
writeFileSync(STAMP_FILE, sourceFingerprint())
console.log('\nbuild done')
