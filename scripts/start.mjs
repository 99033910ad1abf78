// `npm start`: build the front end if its sources changed since the last build, then run
// the server (site, widget files and API on PORT; demo-hosts on DEMO_HOSTS_PORT).
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { STAMP_FILE, sourceFingerprint } from './fingerprint.mjs'

let built = ''
try {
  built = readFileSync(STAMP_FILE, 'utf8')
} catch {
  // not built yet
}
if (built !== sourceFingerprint()) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
