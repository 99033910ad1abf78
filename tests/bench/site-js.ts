// What the site's widget pages load and run (issue 17: React and Preact both): for `/app`,
// `/demo/wildtv` and `/home`, every JS file the page fetches, its gzip and brotli bytes (the
// precompressed copies the server sends, or the file where it has none) split by runtime
// (react + react-dom + scheduler, react-router, preact, other libraries, ours) through source
// maps of a build of the same sources, and the main thread's time over BENCH_RUNS cold loads
// each at 4x CPU (390x844, no network throttling) during the first WINDOW_MS: script and busy
// time (`Performance.getMetrics` `ScriptDuration`, `TaskDuration`), the time to hydration
// (`html[data-hydrated]`) and script time by runtime (a sampling profile's shares of it).
//   node --import tsx tests/bench/site-js.ts [--root <checkout>]… [--port 19680]
// Each `--root` (another checkout, built, e.g. a `git worktree` of the base commit) is measured
// beside this one, its own server on the next two ports, loads interleaved so drifting load on
// the machine falls on every build alike. A measurement, not a test. Run after `npm run build`:
// `npm run bench:site-js`.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { type Browser, type CDPSession, chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium'
import { benchArgs } from './args'
import {
  buildWithMaps,
  type FileMap,
  fileMapAt,
  RUNTIMES,
  type Runtime,
  runtimeAt,
  sharesOf,
} from './js-origins'
import { loadAverage, PHONE_VIEWPORT, throttlePhone } from './page-profile'
import { settle } from './process-stats'
import { type BenchServer, median, spawnServer } from './server'

const { option, all } = benchArgs()
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PORT = Number(option('--port', '19680'))
const WINDOW_MS = 8_000
const PAGES = ['/app?channelId=wildtv', '/demo/wildtv', '/home']
const here = resolve(import.meta.dirname, '../..')
const roots = [here, ...all('--root').map((root) => resolve(root || '.'))]

type ByRuntime = Record<Runtime, number>
const zero = (): ByRuntime =>
  Object.fromEntries(RUNTIMES.map((runtime) => [runtime, 0])) as ByRuntime

/** A JS file a page fetched: its path on the server and its compressed sizes by runtime. */
type JsFile = { path: string; gzip: number; brotli: number; shares: ByRuntime }

type Load = {
  files: string[]
  scriptMs: number
  busyMs: number
  hydratedMs: number | null
  /** The sampling profile's JS time by runtime, as shares of all its JS time. */
  profileShares: ByRuntime
}

/** One checkout under measurement: its build, the same sources built with maps, its server. */
class Build {
  readonly label: string
  readonly version: string
  private readonly maps = new Map<string, FileMap | null>()
  server: BenchServer | null = null
  readonly loads = new Map<string, Load[]>(PAGES.map((path) => [path, []]))

  constructor(
    readonly root: string,
    readonly mapsDir: string,
  ) {
    this.label = basename(root)
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
    this.version = pkg.version
  }

  /** The built file (under dist/) a served JS path is, and its path relative to its build. */
  private builtFile(path: string) {
    const widget = `/widget/${this.version}/`
    if (path.startsWith(widget)) {
      const relative = path.slice(widget.length)
      return {
        file: join(this.root, 'dist/widget', this.version, relative),
        relative,
        widget: true,
      }
    }
    const relative = path.slice(1)
    return { file: join(this.root, 'dist/site', relative), relative, widget: false }
  }

  /** The source map of a served JS path (from the build with maps), read once. */
  mapOf(path: string): FileMap | null {
    if (!this.maps.has(path)) {
      const { relative, widget } = this.builtFile(path)
      const dir = widget ? join(this.mapsDir, 'widget', this.version) : join(this.mapsDir, 'site')
      this.maps.set(path, fileMapAt(dir, relative))
    }
    return this.maps.get(path) ?? null
  }

  jsFile(path: string): JsFile {
    const { file } = this.builtFile(path)
    const map = this.mapOf(path)
    // hls.js's worker is copied from the package as an asset, with no map: all of it is hls.js.
    const worker = !map && /\/hls\.worker-[\w-]+\.js$/.test(path)
    // The script a widget page loads its own code with is written by the prerender, with no map.
    const boot = !map && /\/after-widget-[\w-]+\.js$/.test(path)
    if (!map && !worker && !boot)
      throw new Error(
        `${this.label}: no source map for ${path} (is dist/ built from these sources?)`,
      )
    // The server sends a precompressed copy when there is one; small files go as they are.
    const sent = (copy: string) => (existsSync(copy) ? copy : file)
    return {
      path,
      gzip: statSync(sent(`${file}.gz`)).size,
      brotli: statSync(sent(`${file}.br`)).size,
      shares: map ? sharesOf(map) : { ...zero(), [boot ? 'ours' : 'other libraries']: 1 },
    }
  }
}

type ProfileNode = {
  id: number
  callFrame: { url: string; lineNumber: number; columnNumber: number }
}
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** The profile's sampled JS time by runtime, as shares; code of no site file counts as ours. */
function profileShares(build: Build, profile: Profile): ByRuntime {
  const byNode = new Map<number, Runtime | null>()
  for (const node of profile.nodes) {
    const { url, lineNumber, columnNumber } = node.callFrame
    if (!url) {
      // (program), (idle), (garbage collector): no JS of any runtime.
      byNode.set(node.id, null)
      continue
    }
    const path = url.startsWith('http') ? new URL(url).pathname : ''
    const map = path.endsWith('.js') ? build.mapOf(path) : null
    byNode.set(node.id, map ? runtimeAt(map, lineNumber, columnNumber) : 'ours')
  }
  const time = zero()
  let total = 0
  profile.samples.forEach((id, index) => {
    const runtime = byNode.get(id)
    const delta = profile.timeDeltas[index] ?? 0
    if (!runtime) return
    time[runtime] += delta
    total += delta
  })
  for (const runtime of RUNTIMES) time[runtime] = total ? time[runtime] / total : 0
  return time
}

async function metric(cdp: CDPSession, name: string): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000
}

// Records when the site marks the document hydrated. A string, so no bundler helper reaches the page.
// The init script runs before the document has its <html>: watch the document's subtree.
const HYDRATED = `(() => {
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return
    window.__stvHydrated = performance.now()
    observer.disconnect()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
})()`

/** One cold load of `url` at 4x CPU, measured for WINDOW_MS. */
async function load(browser: Browser, build: Build, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT })
  try {
    await context.addInitScript(HYDRATED)
    const files: string[] = []
    context.on('response', (response) => {
      const { origin, pathname } = new URL(response.url())
      if (origin === new URL(url).origin && pathname.endsWith('.js')) files.push(pathname)
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await throttlePhone(cdp, false)
    await cdp.send('Performance.enable')
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    const scriptAtStart = await metric(cdp, 'ScriptDuration')
    const busyAtStart = await metric(cdp, 'TaskDuration')
    await cdp.send('Profiler.start')
    const started = Date.now()
    await page.goto(url, { waitUntil: 'commit' })
    await new Promise((done) => setTimeout(done, Math.max(0, started + WINDOW_MS - Date.now())))
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
    const scriptMs = (await metric(cdp, 'ScriptDuration')) - scriptAtStart
    const busyMs = (await metric(cdp, 'TaskDuration')) - busyAtStart
    const hydratedMs = await page.evaluate(
      () => (window as Window & { __stvHydrated?: number }).__stvHydrated ?? null,
    )
    return {
      files: [...new Set(files)],
      scriptMs,
      busyMs,
      hydratedMs,
      profileShares: profileShares(build, profile),
    }
  } finally {
    await context.close()
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const cell = (text: string | number, width: number) => String(text).padEnd(width)
const sum = (by: ByRuntime) => RUNTIMES.reduce((total, runtime) => total + by[runtime], 0)

function printBytes(build: Build): void {
  console.log(`\n${build.label}: JS each page fetched (kB; runtimes' bytes split by source map)`)
  for (const path of PAGES) {
    const runs = build.loads.get(path) ?? []
    const files = [...new Set(runs.flatMap((run) => run.files))].map((file) => build.jsFile(file))
    const gzip = zero()
    const brotli = zero()
    console.log(`\n${path}`)
    console.log(
      `${cell('file', 46)}${cell('gzip', 8)}${cell('br', 8)}${RUNTIMES.map((r) => cell(r, 16)).join('')}`,
    )
    for (const file of files) {
      for (const runtime of RUNTIMES) {
        gzip[runtime] += file.gzip * file.shares[runtime]
        brotli[runtime] += file.brotli * file.shares[runtime]
      }
      console.log(
        `${cell(file.path, 46)}${cell(kb(file.gzip), 8)}${cell(kb(file.brotli), 8)}` +
          RUNTIMES.map((r) => cell(`${Math.round(file.shares[r] * 100)}%`, 16)).join(''),
      )
    }
    console.log(
      `${cell('total (gzip / br)', 46)}${cell(kb(sum(gzip)), 8)}${cell(kb(sum(brotli)), 8)}` +
        RUNTIMES.map((r) => cell(`${kb(gzip[r])} / ${kb(brotli[r])}`, 16)).join(''),
    )
  }
}

function printTime(build: Build): void {
  console.log(
    `\n${build.label}: main thread at 4x CPU, first ${WINDOW_MS / 1000} s, medians of ${RUNS} cold loads (ms)`,
  )
  console.log(
    `${cell('page', 24)}${cell('script', 9)}${cell('busy', 9)}${cell('hydrated', 10)}` +
      `${RUNTIMES.map((r) => cell(`js ${r}`, 19)).join('')}runs: script`,
  )
  for (const path of PAGES) {
    const runs = build.loads.get(path) ?? []
    const hydrated = runs.map((run) => run.hydratedMs).filter((ms): ms is number => ms !== null)
    console.log(
      cell(path, 24) +
        cell(Math.round(median(runs.map((run) => run.scriptMs))), 9) +
        cell(Math.round(median(runs.map((run) => run.busyMs))), 9) +
        cell(hydrated.length === runs.length ? Math.round(median(hydrated)) : 'never', 10) +
        RUNTIMES.map((r) =>
          cell(Math.round(median(runs.map((run) => run.scriptMs * run.profileShares[r]))), 19),
        ).join('') +
        runs.map((run) => Math.round(run.scriptMs)).join(', '),
    )
  }
}

console.log(`load average at start: ${loadAverage()}`)
const scratch = await mkdtemp(join(tmpdir(), 'stv-site-js-'))
const builds = roots.map((root, index) => new Build(root, join(scratch, String(index))))
let browser: Browser | null = null
try {
  for (const [index, build] of builds.entries()) {
    console.log(`${build.label}: building with source maps (for the split by runtime)…`)
    buildWithMaps(build.root, build.mapsDir, build.version)
    build.server = await spawnServer({
      port: PORT + 2 * index,
      cwd: build.root,
      host: 'localhost',
      env: { DATA_DIR: 'memory://' },
    })
  }
  // A first start embeds the demo catalog in the background; measure once every server is idle.
  for (const build of builds) if (build.server) await settle(build.server.pid)
  browser = await chromium.launch(chromiumLaunchOptions)
  for (let run = 0; run < RUNS; run++) {
    for (const path of PAGES) {
      for (const build of builds) {
        if (!build.server) continue
        build.loads.get(path)?.push(await load(browser, build, `${build.server.origin}${path}`))
      }
    }
  }
} finally {
  await browser?.close()
  for (const build of builds) await build.server?.stop()
}
for (const build of builds) printBytes(build)
for (const build of builds) printTime(build)
console.log(`\nload average at end: ${loadAverage()}`)
await rm(scratch, { recursive: true, force: true })
