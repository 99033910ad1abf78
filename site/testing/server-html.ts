import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import type { RenderResult } from '../render'

/**
 * The pages at `urls` as the prerender renders them (React 19's renderToString), made in a
 * process of its own: a test of /app's document runs the browser's code on preact/compat
 * (vite.config.ts, project `site-app`), where React's server renderer cannot run.
 */
export function serverPages(siteUrl: string, urls: readonly string[]): Map<string, RenderResult> {
  // A path, not import.meta.url: under happy-dom the test's module URL is not a file URL.
  const script = join(import.meta.dirname, 'render-pages.ts')
  const out = execFileSync(process.execPath, ['--import', 'tsx', script, siteUrl, ...urls], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return new Map(Object.entries(JSON.parse(out) as Record<string, RenderResult>))
}
