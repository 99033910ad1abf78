// Writes the prerendered HTML of every site page: dist/site/{path}/index.html for each
// PAGE_PATHS entry and dist/site/404.html, from the SSR build and the client templates
// (index.html for the site's pages, app.html for /app's own document).
// Exits non-zero on any render error, so `npm run build` fails instead of shipping holes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PAGE_PATHS } from '../shared/routes'
import { siteUrlFrom } from '../site/head/site-url'
import { prerender, type Rendered } from '../site/prerender'
import { robotsTxt, sitemapXml } from '../site/prerender/sitemap'

const root = resolve(import.meta.dirname, '..')
const siteDir = join(root, 'dist/site')
const entry = join(root, 'dist/site-ssr/entry-server.js')

type ServerEntry = { render: (url: string) => Rendered }

async function main(): Promise<void> {
  const { render } = (await import(pathToFileURL(entry).href)) as ServerEntry
  const template = readFileSync(join(siteDir, 'index.html'), 'utf8')
  const appTemplate = readFileSync(join(siteDir, 'app.html'), 'utf8')
  const jobs = prerender({
    paths: PAGE_PATHS,
    template,
    appTemplate,
    render,
    write: (file, html) => {
      const target = join(siteDir, file)
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, html)
    },
  })
  const siteUrl = siteUrlFrom(process.env.SITE_URL)
  writeFileSync(join(siteDir, 'sitemap.xml'), sitemapXml(siteUrl, PAGE_PATHS))
  writeFileSync(join(siteDir, 'robots.txt'), robotsTxt(siteUrl))
  console.log(`prerendered ${jobs.length} pages, sitemap.xml and robots.txt into dist/site`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
