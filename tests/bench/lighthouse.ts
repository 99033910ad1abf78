// Lighthouse scores (performance, accessibility, best practices, SEO) of /home,
// /demo/wildtv and the phone store /app?channelId=wildtv (LIGHTHOUSE_PAGES, comma-separated, for others) at Lighthouse's default mobile profile (Moto G Power-sized screen, simulated
// slow 4G and 4x CPU slowdown), in system Chromium. A measurement, not a test.
// Run after `npm run build`: `npm run bench:lighthouse` starts its own server on ports
// 18600/18601; LIGHTHOUSE_ORIGIN=http://localhost:8080 measures a server already running.
// LIGHTHOUSE_RUNS (default 3) loads per page; the median of each score is printed.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumLaunchOptions } from '../chromium'
import { settle } from './process-stats'
import { median, startServer } from './server'

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/home',
  '/demo/wildtv',
  '/app?channelId=wildtv',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

const server = process.env.LIGHTHOUSE_ORIGIN
  ? { origin: process.env.LIGHTHOUSE_ORIGIN.replace(/\/+$/, ''), stop: async () => {} }
  : await startServer(18_600, 18_601)
// A first start embeds the demo catalog in the background, taking a core for about 2 minutes
// on a 2-core machine; measure once our own server is idle, as the other page benches do.
if ('pid' in server) await settle(server.pid)

const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
})

type Scores = Record<(typeof CATEGORIES)[number], number>
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/**
 * Tries that end in a runtime error Lighthouse itself asks to run again (a trace it failed to
 * record, NO_NAVSTART, seen here about once in 30 loads) before the bench gives up.
 */
const TRIES = 3

/** One Lighthouse load of `path`; each is a first visit (storage cleared: the cookie banner shows). */
async function measure(path: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${server.origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`lighthouse gave no result for ${path}`)
    const { runtimeError } = result.lhr
    if (!runtimeError) return result.lhr
    const why = `${path}: ${runtimeError.code} ${runtimeError.message}`
    if (attempt >= TRIES) throw new Error(why)
    console.log(`  ${why}; again`)
  }
}

/** The metrics printed beside the scores (simulated ms; CLS unitless), by audit id. */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const
type Metrics = Record<keyof typeof METRICS, number>
const METRIC_NAMES = Object.keys(METRICS) as (keyof typeof METRICS)[]

const results: { path: string; scores: Scores; metrics: Metrics; perfRuns: number[] }[] = []
try {
  for (const path of PAGES) {
    const runs: Scores[] = []
    const measured: Metrics[] = []
    for (let run = 0; run < RUNS; run++) {
      const { categories, audits } = await measure(path)
      runs.push(
        Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
        ) as Scores,
      )
      measured.push(
        Object.fromEntries(
          METRIC_NAMES.map((name) => [name, audits[METRICS[name]]?.numericValue ?? Number.NaN]),
        ) as Metrics,
      )
      const failed = Object.values(audits).filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
      )
      for (const audit of failed) {
        const items = (audit.details as { items?: { node?: { selector?: string } }[] })?.items
        const where = (items ?? []).map((item) => item.node?.selector).filter(Boolean)
        console.log(`  ${path} run ${run + 1}: ${audit.id} failed ${where.join('; ')}`)
      }
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, median(runs.map((scores) => scores[id]))]),
    ) as Scores
    const metrics = Object.fromEntries(
      METRIC_NAMES.map((name) => [name, median(measured.map((run) => run[name]))]),
    ) as Metrics
    results.push({ path, scores, metrics, perfRuns: runs.map((run) => run.performance) })
  }
} finally {
  chrome.kill()
  await server.stop()
}

console.log(`\nLighthouse ${RUNS} run(s) per page, mobile profile, medians:`)
console.log('page           perf  a11y  best  seo   FCP ms  LCP ms  TBT ms  CLS    perf by run')
for (const { path, scores, metrics, perfRuns } of results) {
  const cells = CATEGORIES.map((id) => String(scores[id]).padStart(4)).join('  ')
  const { fcp, lcp, tbt, cls } = metrics
  const times = [fcp, lcp, tbt].map((ms) => String(Math.round(ms)).padStart(6)).join('  ')
  console.log(`${path.padEnd(14)} ${cells}   ${times}  ${cls.toFixed(3)}  ${perfRuns.join(', ')}`)
}
