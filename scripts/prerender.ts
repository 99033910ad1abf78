// Writes the prerendered files of the site for the default origin (PRERENDER_ORIGIN, what
// `npm start` serves): dist/site/{path}/index.html for each PAGE_PATHS entry, 404.html,
// sitemap.xml and robots.txt, from the SSR build and the client templates (index.html for
// the site's pages, app.html for /app's own document) and the early scripts the pages inline
// (dist/early-scripts.json, written before). A server on another PUBLIC_ORIGIN
// renders them again for its own (server/site-origin).
// Exits non-zero on any render error, so `npm run build` fails instead of shipping holes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { readEarlyScripts } from '../server/early-scripts'
import { PRERENDER_ORIGIN } from '../shared/routes'

const root = resolve(import.meta.dirname, '..')
const distDir = join(root, 'dist')
const siteDir = join(distDir, 'site')
const entry = join(distDir, 'site-ssr/entry-server.js')

type ServerEntry = typeof import('../site/entry-server')

async function main(): Promise<void> {
  const { renderSite } = (await import(pathToFileURL(entry).href)) as ServerEntry
  const earlyScripts = readEarlyScripts(distDir)
  if (!earlyScripts)
    throw new Error('prerender: no dist/early-scripts.json (scripts/early-scripts.ts)')
  const files = renderSite(PRERENDER_ORIGIN, {
    template: readFileSync(join(siteDir, 'index.html'), 'utf8'),
    appTemplate: readFileSync(join(siteDir, 'app.html'), 'utf8'),
    earlyScripts,
  })
  for (const [file, text] of files) {
    const target = join(siteDir, file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, text)
  }
  console.log(`prerendered ${files.size} files into dist/site for ${PRERENDER_ORIGIN}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
