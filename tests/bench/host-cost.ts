// What the widget costs the broadcaster page that hosts it: `plain.html` with and without the
// widget (the same page with the loader script and `<shoppable-tv>` cut out by route
// interception; demo-hosts is unchanged), alternating, BENCH_RUNS cold loads each, 4x CPU
// throttling, the widget's frame on the page's own thread (site isolation off, as on many
// Android phones). Over the first 10 s after navigation and a later window 10-20 s (idle but
// for products that arrive live): layout shifts in the top page and inside the widget's frame,
// a TBT-like sum of long tasks beyond 50 ms, the main thread's busy time (and in the median
// second of the window, what the page pays while the widget sits idle) and the product
// pictures the widget asked for (a window with live arrivals costs more). Prints medians, the
// difference, every run and the nodes the largest shifts moved. A measurement, not a test. Run
// after `npm run build`: `npm run bench:host-cost` (BENCH_VIEWPORT=390x844 for a phone's viewport).
import { writeFile } from 'node:fs/promises'
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  chromium,
  type Frame,
} from '@playwright/test'
import { LIVE_POLL_COUNT } from '../../shared/constants'
import { chromiumLaunchOptions } from '../chromium'
import { embedFrame, isEmbedUrl } from '../frames'
import { answerEmbed, snapshotFrame } from './frame-snapshot'
import { KINDS, type Kind, kindsByWindow, navigationStartUs, startTrace } from './main-thread-kinds'
import {
  DESKTOP_VIEWPORT,
  IN_PROCESS_FRAMES,
  loadAverage,
  outOfProcessFrames,
  throttlePhone,
} from './page-profile'
import { settle } from './process-stats'
import { isPicture, pictureCache, pictureFormat } from './raster-pictures'
import { median, startServer } from './server'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** BENCH_TRACE=1: also trace each load, and split its main-thread time by kind. */
const TRACE = process.env.BENCH_TRACE === '1' || Boolean(process.env.BENCH_TRACE_FILE)
/** BENCH_TRACE_FILE=path: the first traced load with the widget is written there (DevTools opens it). */
const TRACE_FILE = process.env.BENCH_TRACE_FILE
/**
 * BENCH_LIVE=off: the widget's stream and polls are refused, so nothing arrives live and the
 * first window holds only its start and its first screen (the demo program's matches come at
 * times of their own, which make runs differ by what arrived in them).
 */
const LIVE = process.env.BENCH_LIVE !== 'off'
/**
 * What the widget's frame holds: the widget (by default); with BENCH_FRAME=snapshot a still
 * picture of its first screen without any script (frame-snapshot.ts), what drawing that screen
 * costs the host page, the floor under whatever the widget's code does; with BENCH_FRAME=blank
 * an empty document, what the frame itself costs; with BENCH_FRAME=through or undrawn the
 * widget, `/embed` answered through interception as it came or without the first screen the
 * server draws into it (compare the two: what the drawn screen costs the host page).
 */
const FRAME_TEXT: Record<string, string> = {
  widget: '',
  snapshot: ', the frame a still picture of its first screen',
  blank: ', the frame an empty document',
  through: ', /embed through interception',
  undrawn: ', /embed without its drawn first screen',
}
const FRAME = process.env.BENCH_FRAME ?? 'widget'
if (!(FRAME in FRAME_TEXT)) {
  throw new Error(`BENCH_FRAME=${FRAME}: one of ${Object.keys(FRAME_TEXT).join(', ')}`)
}
/**
 * BENCH_PICTURES=svg|webp: the product pictures answered from a cache filled by a warm-up load,
 * as SVG (the server's own) or drawn into WebP (raster-pictures.ts): the same interception for
 * both, so a pair of runs compares the formats alone. By default they come from the server.
 */
const PICTURES = pictureFormat(process.env.BENCH_PICTURES)
const PORT = 18_942
const DEMO_HOSTS_PORT = 18_943
const PAGE_URL = `http://127.0.0.1:${DEMO_HOSTS_PORT}/plain.html`
const WINDOW_MS = 10_000
const [WIDTH, HEIGHT] = (process.env.BENCH_VIEWPORT ?? '').split('x').map(Number)
const VIEWPORT = WIDTH && HEIGHT ? { width: WIDTH, height: HEIGHT } : DESKTOP_VIEWPORT

// Runs in every frame from its first script: records layout shifts and long tasks (buffered,
// so nothing before the observer is lost) as epoch times, and the nodes each shift moved, named
// by tag, id and classes, with the shadow hosts around them. A string, so the bundler's helpers
// never reach the page.
const OBSERVE = `(() => {
  if ('__stvShifts' in window) return
  const shifts = (window.__stvShifts = [])
  const longTasks = (window.__stvLongTasks = [])
  const name = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName.toLowerCase() : '(gone)'
    let text = node.localName + (node.id ? '#' + node.id : '')
    for (const cls of node.classList) text += '.' + cls
    const root = node.getRootNode()
    return root instanceof ShadowRoot ? name(root.host) + ' >> ' + text : text
  }
  const rect = (r) => Math.round(r.y) + '+' + Math.round(r.height)
  // Chromium leaves a source's node null inside a shadow tree (the widget's): name what is
  // now at the centre of its new place, in the widget's shadow root, marked with '@'.
  const source = (s) => {
    if (s.node) return name(s.node)
    const r = s.currentRect
    const root = document.querySelector('shoppable-tv')?.shadowRoot
    const hit = r.height > 0 && root ? root.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) : null
    return hit ? '@' + name(hit.closest('li, header, nav, section, [role=tabpanel]') || hit) : '(gone)'
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      shifts.push({
        at: performance.timeOrigin + entry.startTime,
        value: entry.value,
        input: entry.hadRecentInput,
        sources: (entry.sources || []).map((s) => source(s) + ' y+h ' + rect(s.previousRect) + ' → ' + rect(s.currentRect)),
      })
    }
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks.push({ at: performance.timeOrigin + entry.startTime, duration: entry.duration })
    }
  }).observe({ type: 'longtask', buffered: true })
})()`

type Shift = { at: number; value: number; input: boolean; sources: string[] }
type LongTask = { at: number; duration: number }
type Observed = { shifts: Shift[]; longTasks: LongTask[] }
type Pair = [number, number]
/** One run's figures: [first 10 s, idle 10-20 s] each. */
type Run = {
  topCls: Pair
  frameCls: Pair
  tbt: Pair
  busy: Pair
  /**
   * The main thread's busy time in the median second of each window: what the page pays while
   * the widget sits idle, as the seconds with arrivals or the start are the fewer.
   */
  quietSecond: Pair
  /**
   * Product pictures the widget asked for: the first screen's cards, then each product that
   * arrived live (the demo channel's captions bring them at times of their own, so a window
   * with arrivals costs more than an idle one).
   */
  pictures: Pair
  /** The main thread's busy time in each second of the first window (ms). */
  bySecond: number[]
  /** With BENCH_TRACE=1: the main thread's time by kind (ms), each window. */
  kinds: Record<Kind, number>[] | null
  /** Every shift without recent input, `ms` from navigation start. */
  shifts: { frame: 'top' | 'widget'; ms: number; value: number; sources: string[] }[]
}

const LIVE_POLLS = new RegExp(`/api/product_search/recent_products/[^/]+/${LIVE_POLL_COUNT}$`)
const LOADER = /\s*<script src="[^"]*\/widget\/loader\.js" async><\/script>/
const ELEMENT = /\s*<shoppable-tv\b[^>]*><\/shoppable-tv>/

/** The broadcaster page without the widget: its loader script and element cut out, nothing else. */
function withoutWidget(html: string): string {
  if (!LOADER.test(html) || !ELEMENT.test(html))
    throw new Error('plain.html no longer has the widget')
  return html.replace(LOADER, '').replace(ELEMENT, '')
}

async function observed(frame: Frame | null): Promise<Observed> {
  if (!frame) return { shifts: [], longTasks: [] }
  // A function, not a string: the widget's CSP forbids evaluating strings.
  return frame.evaluate(() => {
    const seen = window as Window & { __stvShifts?: Shift[]; __stvLongTasks?: LongTask[] }
    return { shifts: seen.__stvShifts ?? [], longTasks: seen.__stvLongTasks ?? [] }
  })
}

/**
 * CLS of the shifts from `from` to `to` (epoch ms) without recent input: the largest session
 * window (shifts less than 1 s apart, at most 5 s long), as web-vitals counts it.
 */
function cls(shifts: Shift[], from: number, to: number): number {
  let largest = 0
  let session = 0
  let first = 0
  let last = 0
  for (const shift of shifts.filter((s) => !s.input && s.at >= from && s.at < to)) {
    if (session > 0 && shift.at - last < 1000 && shift.at - first < 5000) session += shift.value
    else {
      session = shift.value
      first = shift.at
    }
    last = shift.at
    largest = Math.max(largest, session)
  }
  return largest
}

/** Sum of each long task's time beyond 50 ms, for tasks starting from `from` to `to`. */
function blocking(tasks: LongTask[], from: number, to: number): number {
  return tasks
    .filter((task) => task.at >= from && task.at < to)
    .reduce((sum, task) => sum + task.duration - 50, 0)
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0
}

let traceWritten = false

async function sleepUntil(epochMs: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, epochMs - Date.now())))
}

/**
 * Sets a context up for a load: the page with or without the widget (both through the same
 * interception, so only the HTML differs), and with BENCH_LIVE=off the stream and polls refused.
 */
async function prepare(context: BrowserContext, widget: boolean): Promise<void> {
  // A fulfilled document has no address, so Chromium's Local Network Access would block its
  // loopback requests (the loader); served directly, the loopback page needs no such permission.
  await context.grantPermissions(['local-network-access'], {
    origin: new URL(PAGE_URL).origin,
  })
  await context.route(PAGE_URL, async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    await route.fulfill({ response, body: widget ? html : withoutWidget(html) })
  })
  if (!LIVE) {
    await context.route(/\/api\/live\//, (route) => route.abort('connectionrefused'))
    await context.route(LIVE_POLLS, (route) => route.abort('connectionrefused'))
  }
  await pictures?.serve(context)
}

/** One cold load of the page, with or without the widget, measured for 20 s. */
async function load(browser: Browser, widget: boolean): Promise<Run> {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    await context.addInitScript(OBSERVE)
    await prepare(context, widget)
    if (frameDocument !== null) {
      const body = frameDocument
      await context.route(isEmbedUrl, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }),
      )
    } else if (FRAME === 'through' || FRAME === 'undrawn') {
      await context.route(isEmbedUrl, (route) => answerEmbed(route, FRAME === 'undrawn'))
    }
    const asked: number[] = []
    context.on('request', (request) => {
      if (isPicture(request.url())) asked.push(Date.now())
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await throttlePhone(cdp, false)
    await cdp.send('Performance.enable')
    const stopTrace = TRACE ? await startTrace(cdp) : null
    await page.goto(PAGE_URL, { waitUntil: 'commit' })
    const start = Number(await page.evaluate(() => performance.timeOrigin))
    // TaskDuration: the renderer main thread's task time, which covers the in-process frame;
    // read each second.
    const readings = [await taskSeconds(cdp)]
    for (let second = 1; second <= (2 * WINDOW_MS) / 1000; second++) {
      await sleepUntil(start + second * 1000)
      readings.push(await taskSeconds(cdp))
    }
    const readingAt = (ms: number) => readings[ms / 1000] ?? 0
    const seconds = (from: number) =>
      readings
        .slice(from / 1000 + 1, (from + WINDOW_MS) / 1000 + 1)
        .map((reading, index) => (reading - (readings[from / 1000 + index] ?? 0)) * 1000)
    if (widget && (await outOfProcessFrames(browser)) > 0) {
      throw new Error("the widget's frame runs in a process of its own: throttling misses it")
    }
    const events = stopTrace ? await stopTrace() : null
    if (events && widget && TRACE_FILE && !traceWritten) {
      traceWritten = true
      await writeFile(TRACE_FILE, JSON.stringify({ traceEvents: events }))
    }
    const kinds = events
      ? kindsByWindow(events, navigationStartUs(events), [
          [0, WINDOW_MS],
          [WINDOW_MS, 2 * WINDOW_MS],
        ])
      : null
    const top = await observed(page.mainFrame())
    const frame = await observed(widget ? await embedFrame(page) : null)
    const middle = start + WINDOW_MS
    const end = start + 2 * WINDOW_MS
    const both = (measure: (from: number, to: number) => number): Pair => [
      measure(start, middle),
      measure(middle, end),
    ]
    return {
      topCls: both((from, to) => cls(top.shifts, from, to)),
      frameCls: both((from, to) => cls(frame.shifts, from, to)),
      // The top page's observer sees every long task of its thread, the frame's included.
      tbt: both((from, to) => blocking(top.longTasks, from, to)),
      busy: [
        (readingAt(WINDOW_MS) - readingAt(0)) * 1000,
        (readingAt(2 * WINDOW_MS) - readingAt(WINDOW_MS)) * 1000,
      ],
      quietSecond: [median(seconds(0)), median(seconds(WINDOW_MS))],
      pictures: both((from, to) => asked.filter((at) => at >= from && at < to).length),
      bySecond: seconds(0),
      kinds,
      shifts: [
        ...top.shifts.map((shift) => ({ frame: 'top' as const, ...shift })),
        ...frame.shifts.map((shift) => ({ frame: 'widget' as const, ...shift })),
      ]
        .filter((shift) => !shift.input && shift.at < end)
        .sort((a, b) => a.at - b.at)
        .map(({ frame, at, value, sources }) => ({
          frame,
          ms: Math.round(at - start),
          value,
          sources,
        })),
    }
  } finally {
    await context.close()
  }
}

/** One unmeasured load with the widget: its pictures go into the cache (prepare's route). */
async function warmPictures(): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    await prepare(context, true)
    const page = await context.newPage()
    await page.goto(PAGE_URL)
    await sleepUntil(Date.now() + WINDOW_MS)
  } finally {
    await context.close()
  }
  const kept = await pictures?.kept()
  console.log(
    `pictures as ${PICTURES}: ${kept?.count} warmed, ${Math.round(kept?.averageBytes ?? 0)} B each on average`,
  )
}

console.log(`load average at start: ${loadAverage()}`)
const server = await startServer(PORT, DEMO_HOSTS_PORT)
// A first start embeds the demo catalog in the background; measure once the server is idle.
await settle(server.pid)
const browser = await chromium.launch({
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, IN_PROCESS_FRAMES],
})
const pictures = PICTURES === 'served' ? null : pictureCache(browser, PICTURES)
if (pictures) await warmPictures()
/** The document served in place of the widget's frame, if BENCH_FRAME asks for one. */
const frameDocument =
  FRAME === 'snapshot'
    ? await snapshotFrame(browser, PAGE_URL, (context) => prepare(context, true), {
        viewport: VIEWPORT,
      })
    : FRAME === 'blank'
      ? '<!doctype html><html lang="en"><title>Shoppable TV</title></html>'
      : null
if (FRAME === 'snapshot')
  console.log(`the frame's still picture: ${frameDocument?.length} characters`)
const runs = { with: [] as Run[], without: [] as Run[] }
try {
  for (let run = 0; run < RUNS; run++) {
    // Alternating, so drifting load on the machine falls on both.
    runs.without.push(await load(browser, false))
    runs.with.push(await load(browser, true))
  }
} finally {
  await pictures?.close()
  await browser.close()
  await server.stop()
}

type Metric = { name: string; of: (run: Run) => Pair; digits: number }
const METRICS: Metric[] = [
  { name: 'CLS, top page', of: (run) => run.topCls, digits: 4 },
  { name: 'CLS, in the frame', of: (run) => run.frameCls, digits: 4 },
  { name: 'long tasks beyond 50 ms (ms)', of: (run) => run.tbt, digits: 0 },
  { name: 'main thread busy (ms)', of: (run) => run.busy, digits: 0 },
  { name: 'busy, median second (ms)', of: (run) => run.quietSecond, digits: 0 },
  { name: 'product pictures asked for', of: (run) => run.pictures, digits: 0 },
]
const WINDOWS = ['0-10 s', '10-20 s'] as const

function cell(text: string | number, width: number): string {
  return String(text).padEnd(width)
}

console.log(
  `\nplain.html with and without the widget, 4x CPU, frame in the page's process, ` +
    `viewport ${VIEWPORT.width}x${VIEWPORT.height}, ${RUNS} cold loads each (medians)` +
    (LIVE ? '' : ', stream and polls refused') +
    FRAME_TEXT[FRAME] +
    (PICTURES === 'served' ? '' : `, pictures as ${PICTURES} from a cache`),
)
console.log(
  `${cell('metric', 30)}${cell('window', 9)}${cell('without', 9)}${cell('with', 9)}${cell('adds', 9)}runs without | with`,
)
for (const metric of METRICS) {
  WINDOWS.forEach((window, index) => {
    const values = (list: Run[]) => list.map((run) => metric.of(run)[index] ?? 0)
    const round = (value: number) => Number(value.toFixed(metric.digits))
    const without = median(values(runs.without))
    const withWidget = median(values(runs.with))
    console.log(
      `${cell(metric.name, 30)}${cell(window, 9)}${cell(round(without), 9)}${cell(round(withWidget), 9)}` +
        `${cell(round(withWidget - without), 9)}${values(runs.without).map(round).join(', ')} | ${values(runs.with).map(round).join(', ')}`,
    )
  })
}

const secondMedians = (list: Run[]) =>
  Array.from({ length: WINDOW_MS / 1000 }, (_, second) =>
    Math.round(median(list.map((run) => run.bySecond[second] ?? 0))),
  )
console.log(
  `\nbusy by second, 0-10 s (ms, medians): without ${secondMedians(runs.without).join(', ')}` +
    ` | with ${secondMedians(runs.with).join(', ')}`,
)

if (TRACE) {
  console.log("\nthe main thread's time by kind (ms, trace self time, medians)")
  console.log(`${cell('kind', 12)}${cell('window', 9)}${cell('without', 9)}${cell('with', 9)}adds`)
  for (const kind of KINDS) {
    WINDOWS.forEach((window, index) => {
      const of = (list: Run[]) => median(list.map((run) => run.kinds?.[index]?.[kind] ?? 0))
      const without = of(runs.without)
      const withWidget = of(runs.with)
      console.log(
        `${cell(kind, 12)}${cell(window, 9)}${cell(Math.round(without), 9)}${cell(Math.round(withWidget), 9)}${Math.round(withWidget - without)}`,
      )
    })
  }
}

// Which nodes moved: per frame and source, the shifts' total over every run with the widget.
const moved = new Map<string, { value: number; count: number }>()
for (const run of runs.with) {
  for (const shift of run.shifts) {
    for (const source of shift.sources.length ? shift.sources : ['(no source)']) {
      const where = `${shift.frame}: ${source.replace(/ y\+h .*/, '')}`
      const total = moved.get(where) ?? { value: 0, count: 0 }
      moved.set(where, { value: total.value + shift.value, count: total.count + 1 })
    }
  }
}
console.log(
  '\nlayout shifts with the widget, by source node (score of the shifts naming it, summed over runs)',
)
for (const [where, total] of [...moved].sort((a, b) => b[1].value - a[1].value).slice(0, 12)) {
  console.log(`${total.value.toFixed(4).padEnd(9)}${String(total.count).padEnd(5)}${where}`)
}
const example = runs.with[0]?.shifts ?? []
console.log(
  '\nthe first run with the widget, shift by shift (ms from navigation start, frame, score: sources y+height before → after)',
)
for (const shift of example) {
  console.log(
    `${String(shift.ms).padEnd(7)}${shift.frame.padEnd(7)}${shift.value.toFixed(4)}: ${shift.sources.join('; ') || '(no source)'}`,
  )
}
console.log(`\nload average at end: ${loadAverage()}`)
