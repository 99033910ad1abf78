// Measures the time from navigation start to the first product card of `/demo/wildtv`
// (a buy link inside the widget's Shadow DOM), over several cold page loads, and prints
// the median. A measurement, not a test: it asserts nothing about speed.
// Run after `npm run build`: `npm run bench`.
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium'
import { median, startServer } from './server'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const server = await startServer(18_580, 18_581)
const browser = await chromium.launch(chromiumLaunchOptions)
const times: number[] = []
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${server.origin}/demo/wildtv`)
    const firstCard = await page.waitForFunction(
      () => {
        const root = document.querySelector('shoppable-tv')?.shadowRoot
        const link = root?.querySelector('a[target="_blank"]')
        return link ? performance.now() : false
      },
      undefined,
      { timeout: 60_000, polling: 'raf' },
    )
    times.push(Math.round(Number(await firstCard.jsonValue())))
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`first product card on /demo/wildtv: runs ${times.join(', ')} ms`)
console.log(`median ${median(times)} ms over ${RUNS} cold loads`)
