import { statSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { PRERENDER_ORIGIN } from '../../shared/routes'
import { readEarlyScripts } from '../early-scripts'

/** The site's prerendered files rendered for one origin, by path under dist/site. */
export type OriginFiles = ReadonlyMap<string, string>

/** Renders, by build (the SSR entry's path and time) and origin: each is rendered once. */
const renders = new Map<string, Promise<OriginFiles>>()

/**
 * The prerendered files for a server on `origin`: null when the build's own are right (the
 * origin is the one the build prerendered for) or there is no SSR build to render with (the
 * site is not built; the static routes say so); otherwise every page, sitemap.xml and
 * robots.txt rendered again for `origin` in a worker thread, once per build. Rejects when
 * the render fails: a server must not send pages that name an origin it is not.
 */
export function renderForOrigin(distDir: string, origin: string): Promise<OriginFiles | null> {
  if (origin === PRERENDER_ORIGIN) return Promise.resolve(null)
  const entry = join(distDir, 'site-ssr/entry-server.js')
  const built = statSync(entry, { throwIfNoEntry: false })
  if (!built) return Promise.resolve(null)
  const key = `${entry}\n${built.mtimeMs}\n${origin}`
  let render = renders.get(key)
  if (!render) {
    render = renderInWorker(distDir, origin)
    renders.set(key, render)
  }
  return render
}

function renderInWorker(distDir: string, origin: string): Promise<OriginFiles> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
      workerData: { distDir, origin, earlyScripts: readEarlyScripts(distDir) },
      // No tsx in the thread: it loads only the built entry.
      execArgv: [],
    })
    worker.once('message', (pairs: [string, string][]) => resolve(new Map(pairs)))
    worker.once('error', reject)
    worker.once('exit', (code) => {
      reject(new Error(`The site's pages could not be rendered for ${origin} (exit ${code})`))
    })
  })
}
