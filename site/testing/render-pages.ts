// Renders site pages as the prerender does (site/render.tsx: React 19's renderToString) and
// prints them as JSON: `{ [url]: RenderResult }`. Run by server-html.ts in a process of its
// own, through Vite's SSR loader (some pages import CSS, which Node cannot).
//   node --import tsx site/testing/render-pages.ts <siteUrl> <url>...
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import type { RenderResult } from '../render'

const [siteUrl, ...urls] = process.argv.slice(2)
if (!siteUrl || urls.length === 0) throw new Error('usage: render-pages.ts <siteUrl> <url>...')

const vite = await createServer({
  configFile: false,
  root: fileURLToPath(new URL('../..', import.meta.url)),
  logLevel: 'silent',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
})
try {
  const { renderPage } = (await vite.ssrLoadModule('/site/render.tsx')) as {
    renderPage: (url: string, siteUrl: string) => RenderResult
  }
  const pages: Record<string, RenderResult> = {}
  for (const url of urls) pages[url] = renderPage(url, siteUrl)
  process.stdout.write(JSON.stringify(pages))
} finally {
  await vite.close()
}
