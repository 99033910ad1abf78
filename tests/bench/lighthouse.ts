// Lighthouse scores (performance, accessibility, best practices, SEO) of /home,
// /demo/wildtv and the phone store /app?channelId=wildtv (LIGHTHOUSE_PAGES, comma-separated, for others) at Lighthouse's default mobile profile (Moto G Power-sized screen, simulated
// slow 4G and 4x CPU slowdown), in system Chromium. A measurement, not a test.
// Run after `npm run build`: `npm run bench:lighthouse` starts its own server on ports
// 18600/18601; LIGHTHOUSE_ORIGIN=http://localhost:8080 measures a server already running.
// LIGHTHOUSE_RUNS (default 3) loads per page; the median of each score is printed.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumLaunchOptions } from '../chromium'
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

const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
})

type Scores = Record<(typeof CATEGORIES)[number], number>
const results: { path: string; scores: Scores; lcp: string; tbt: string; cls: string }[] = []
try {
  for (const path of PAGES) {
    const runs: Scores[] = []
    const metrics: { lcp: string; tbt: string; cls: string }[] = []
    for (let run = 0; run < RUNS; run++) {
      // Each run is a first visit: Lighthouse clears storage, so the cookie banner shows.
      const result = await lighthouse(`${server.origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      })
      if (!result) throw new Error(`lighthouse gave no result for ${path}`)
      const { categories, audits, runtimeError } = result.lhr
      if (runtimeError) throw new Error(`${path}: ${runtimeError.code} ${runtimeError.message}`)
      runs.push(
        Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
        ) as Scores,
      )
      metrics.push({
        lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
        tbt: audits['total-blocking-time']?.displayValue ?? '?',
        cls: audits['cumulative-layout-shift']?.displayValue ?? '?',
      })
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
    const middle = metrics[Math.floor(metrics.length / 2)] ?? { lcp: '?', tbt: '?', cls: '?' }
    results.push({ path, scores, ...middle })
  }
} finally {
  chrome.kill()
  await server.stop()
}

console.log(`\nLighthouse ${RUNS} run(s) per page, mobile profile, median scores:`)
console.log('page           perf  a11y  best  seo   (LCP, TBT, CLS of the middle run)')
for (const { path, scores, lcp, tbt, cls } of results) {
  const cells = CATEGORIES.map((id) => String(scores[id]).padStart(4)).join('  ')
  console.log(`${path.padEnd(14)} ${cells}   (${lcp}, ${tbt}, ${cls})`)
}
