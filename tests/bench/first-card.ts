// Time from the top page's navigation start to the first real product card (a `li.card` of
// the Live list that is not a skeleton) on three pages, `/demo/wildtv` and `/app` (the widget
// inline) and the broadcaster page `plain.html` (the widget in its cross-site frame), each as a
// desktop with no throttling and as a throttled phone; over BENCH_RUNS cold loads (a new
// context each), interleaved. Prints medians and every run. A measurement, not a test: it
// asserts nothing about speed. Run after `npm run build`: `npm run bench`. A card counts once
// its picture has loaded (the first screen the server draws into `/embed` shows its card before
// its picture). In the frame it also counts the animation frames without a card once one has
// shown, until the widget's module has taken over (`WATCH_CARD_GAPS`): a flash, which should never
// happen. BENCH_UNDRAWN=1 adds two cases of the broadcaster page that ask what the drawn first
// screen is worth (below).
import { type Browser, chromium, type Frame, type Page, type Response } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium'
import { cardGaps, embedFrame, isEmbedUrl, WATCH_CARD_GAPS } from '../frames'
import { answerEmbed } from './frame-snapshot'
import {
  DESKTOP_VIEWPORT,
  IN_PROCESS_FRAMES,
  loadAverage,
  outOfProcessFrames,
  PHONE_VIEWPORT,
  throttlePhone,
} from './page-profile'
import { settle } from './process-stats'
import { median, startServer } from './server'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** BENCH_PAGES=app,frame measures only the pages whose names contain one of these words. */
const ONLY_PAGES = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean)
/** BENCH_PROFILE=phone (or desktop) measures only that profile. */
const ONLY_PROFILE = process.env.BENCH_PROFILE ?? ''
/** BENCH_CHAINS=1 prints each load's chain of sequential requests. */
const SHOW_CHAINS = process.env.BENCH_CHAINS === '1'
/**
 * BENCH_TIMELINE=1 prints each load's requests that ended before its first card, by start
 * (ms from the top page's navigation start), and the picture of the card that came first.
 */
const SHOW_TIMELINE = process.env.BENCH_TIMELINE === '1'
/**
 * BENCH_UNDRAWN=1: two more cases of the broadcaster page, each with `/embed` fetched and
 * answered through route interception (so both pay whatever that costs): "through" answers it
 * unchanged; "undrawn" as the server sends it when it draws no first screen into its
 * `<shoppable-tv>` (server/embed-first-screen.ts): no drawn screen, the module by its script
 * tag, as `/embed` was before it drew one.
 */
const UNDRAWN = process.env.BENCH_UNDRAWN === '1'
const PORT = 18_940
const DEMO_HOSTS_PORT = 18_941

type PageCase = {
  name: string
  url: string
  framed: boolean
  phoneOnly: boolean
  /** How `/embed` is answered (BENCH_UNDRAWN): through interception, unchanged or undrawn. */
  embed?: 'through' | 'undrawn'
}
type Profile = { name: string; phone: boolean }

const PAGES: PageCase[] = [
  {
    name: '/demo/wildtv',
    url: `http://localhost:${PORT}/demo/wildtv`,
    framed: false,
    phoneOnly: false,
  },
  {
    name: '/app?channelId=wildtv',
    url: `http://localhost:${PORT}/app?channelId=wildtv`,
    framed: false,
    phoneOnly: true,
  },
  {
    // Another channel's QR code: /app is built with the default channel's widget.
    name: '/app?channelId=kbs',
    url: `http://localhost:${PORT}/app?channelId=kbs`,
    framed: false,
    phoneOnly: true,
  },
  {
    name: 'plain.html (frame)',
    url: `http://127.0.0.1:${DEMO_HOSTS_PORT}/plain.html`,
    framed: true,
    phoneOnly: false,
  },
  ...(UNDRAWN
    ? (['through', 'undrawn'] as const).map((embed) => ({
        name: `plain.html (${embed})`,
        url: `http://127.0.0.1:${DEMO_HOSTS_PORT}/plain.html`,
        framed: true,
        phoneOnly: false,
        embed,
      }))
    : []),
]

// Desktop keeps Chromium's site isolation (the frame in its own process, as desktop Chrome);
// the phone turns it off, as Android Chrome does for sites without a sign-in, so the page's
// CPU and network throttling covers the frame from its first request.
const PROFILES: Profile[] = [
  { name: 'desktop', phone: false },
  { name: 'phone 4x CPU, 150 ms/1.6 Mbps', phone: true },
]

// Runs in every frame from its first script. Records, once, the epoch time at which a real
// card is in the Live list of `<shoppable-tv>`'s shadow root (or the inline widget's inside
// it) with its picture loaded, and that picture. A MutationObserver sees the insertion itself;
// a 50 ms timer finds shadow roots to observe as they are attached (a drawn one is there from
// the start). A string, so the bundler's helpers never reach the page.
const DETECT_FIRST_CARD = `(() => {
  if ('__stvFirstCard' in window) return
  window.__stvFirstCard = null
  const CARD = '[id$="-panel-live"] li.card:not(.skeleton)'
  const watched = new WeakSet()
  const roots = () => {
    const outer = document.querySelector('shoppable-tv')?.shadowRoot
    const inner = outer?.querySelector('shoppable-tv-inline')?.shadowRoot
    return [outer, inner].filter(Boolean)
  }
  const check = () => {
    if (window.__stvFirstCard !== null) return
    const found = roots()
    for (const root of found) {
      if (!watched.has(root)) {
        watched.add(root)
        observer.observe(root, { childList: true, subtree: true })
      }
    }
    const card = found.map((root) => root.querySelector(CARD)).find(Boolean)
    const picture = card?.querySelector('img')
    if (card && !(picture?.complete && picture.naturalWidth > 0)) {
      picture?.addEventListener('load', check, { once: true })
      return
    }
    if (card) {
      window.__stvFirstCard = performance.timeOrigin + performance.now()
      window.__stvFirstPicture = card.querySelector('img')?.getAttribute('src') ?? null
      observer.disconnect()
      clearInterval(timer)
    }
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { childList: true, subtree: true })
  const timer = setInterval(check, 50)
})()`

type Load = {
  ms: number
  chain: string[]
  timeline: string[]
  outOfProcessFrames: number
  /** In the frame: animation frames without a card after the first one, until the module's. */
  gaps?: number
}

type Span = { url: string; start: number; end: number }

/**
 * The longest chain of requests, each starting after the one before it ended, among those
 * that ended before `until`: the sequential round trips the first card waited for (an
 * estimate from timing alone; a request that merely happened to follow another counts too).
 * Returns the chain's addresses, first request first.
 */
function sequentialChain(spans: Span[], until: number): string[] {
  const done = spans.filter((span) => span.end <= until).sort((a, b) => a.end - b.end)
  const chains: string[][] = []
  done.forEach((span, index) => {
    let longest: string[] = []
    for (let before = 0; before < index; before++) {
      const chain = chains[before] ?? []
      if ((done[before]?.end ?? until) <= span.start && chain.length > longest.length) {
        longest = chain
      }
    }
    chains.push([...longest, span.url])
  })
  return chains.reduce<string[]>((best, chain) => (chain.length > best.length ? chain : best), [])
}

/**
 * A request's span, to its last byte or, when it never finished (the loader's embed check:
 * only its status is read), to its response headers. A live stream is no round trip.
 */
function spanOf(response: Response): Span | null {
  if (response.headers()['content-type']?.startsWith('text/event-stream')) return null
  const timing = response.request().timing()
  const end = timing.responseEnd >= 0 ? timing.responseEnd : timing.responseStart
  if (end < 0) return null
  const { host, pathname } = new URL(response.url())
  return { url: `${host}${pathname}`, start: timing.startTime, end: timing.startTime + end }
}

/**
 * The requests that ended before `until`, by start, as `start–end host/path` in ms from
 * `zero`, then the first card's time and picture.
 */
function timeline(spans: Span[], zero: number, until: number, picture: string | null): string[] {
  const ms = (at: number) => String(Math.round(at - zero)).padStart(5)
  // The widget draws pictures from absolute addresses; a relative one is shown as it is.
  const path = picture && URL.canParse(picture) ? new URL(picture).pathname : (picture ?? 'none')
  return spans
    .filter((span) => span.end <= until)
    .sort((a, b) => a.start - b.start)
    .map((span) => `${ms(span.start)}–${ms(span.end)} ${span.url}`)
    .concat(`${ms(until)}       first card, picture ${path}`)
}

const viewportOf = (profile: Profile, target: PageCase) =>
  profile.phone || target.phoneOnly ? PHONE_VIEWPORT : DESKTOP_VIEWPORT

/** One cold load: a new context, the profile's throttling, the time to the first card. */
async function load(browser: Browser, profile: Profile, target: PageCase): Promise<Load> {
  const context = await browser.newContext({ viewport: viewportOf(profile, target) })
  try {
    await context.addInitScript(DETECT_FIRST_CARD)
    if (target.framed) await context.addInitScript(WATCH_CARD_GAPS)
    const { embed } = target
    if (embed) await context.route(isEmbedUrl, (route) => answerEmbed(route, embed === 'undrawn'))
    const responses: Response[] = []
    context.on('response', (response) => responses.push(response))
    const page: Page = await context.newPage()
    if (profile.phone) await throttlePhone(await context.newCDPSession(page), true)
    await page.goto(target.url, { waitUntil: 'commit' })
    const frame: Frame = target.framed ? await embedFrame(page) : page.mainFrame()
    // Both ends are epoch times from the frames' own clocks: the frame's `timeOrigin + now()`
    // against the top page's `timeOrigin` (its navigation start). Both processes read the same
    // machine clock, whereas a clock in this process would add each CDP round trip's delay.
    // A function, not a string: the pages' CSP forbids evaluating strings.
    const card = await frame.waitForFunction(
      () => (window as Window & { __stvFirstCard?: number | null }).__stvFirstCard,
      undefined,
      { timeout: 120_000, polling: 100 },
    )
    const at = Number(await card.jsonValue())
    const navigationStart = Number(await page.evaluate(() => performance.timeOrigin))
    const picture = await frame.evaluate(
      () => (window as Window & { __stvFirstPicture?: string | null }).__stvFirstPicture ?? null,
    )
    const spans = responses.map(spanOf).filter((span): span is Span => span !== null)
    return {
      gaps: target.framed ? await cardGaps(frame) : undefined,
      ms: Math.round(at - navigationStart),
      chain: sequentialChain(spans, at),
      timeline: timeline(spans, navigationStart, at, picture),
      outOfProcessFrames: await outOfProcessFrames(browser),
    }
  } finally {
    await context.close()
  }
}

function cell(text: string | number, width: number): string {
  return String(text).padEnd(width)
}

const pages = PAGES.filter(
  (target) => ONLY_PAGES.length === 0 || ONLY_PAGES.some((word) => target.name.includes(word)),
)
const profiles = PROFILES.filter((profile) => profile.name.startsWith(ONLY_PROFILE))
if (pages.length === 0 || profiles.length === 0) {
  // A misspelt filter would otherwise measure nothing and print an empty table.
  throw new Error(
    `nothing to measure: BENCH_PAGES words from ${PAGES.map((target) => target.name).join(', ')}; ` +
      `BENCH_PROFILE one of ${PROFILES.map((profile) => profile.name.split(' ')[0]).join(', ')}`,
  )
}
console.log(`load average at start: ${loadAverage()}`)
const server = await startServer(PORT, DEMO_HOSTS_PORT)
// A first start embeds the demo catalog in the background; measure once the server is idle.
await settle(server.pid)
const desktop = await chromium.launch(chromiumLaunchOptions)
const phone = await chromium.launch({
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, IN_PROCESS_FRAMES],
})
const results = new Map<string, Load[]>()
const key = (target: PageCase, profile: Profile) => `${target.name}\n${profile.name}`
try {
  // Interleaved (every page and profile once per round), so a burst of other work on the
  // machine lands on all of them rather than on one.
  for (let run = 0; run < RUNS; run++) {
    for (const profile of profiles) {
      for (const target of pages) {
        const loads = results.get(key(target, profile)) ?? []
        const loaded = await load(profile.phone ? phone : desktop, profile, target)
        if (SHOW_CHAINS) console.log(`${target.name}, ${profile.name}: ${loaded.chain.join(' → ')}`)
        if (SHOW_TIMELINE) {
          console.log(`${target.name}, ${profile.name}:\n${loaded.timeline.join('\n')}`)
        }
        loads.push(loaded)
        results.set(key(target, profile), loads)
      }
    }
  }
} finally {
  await desktop.close()
  await phone.close()
  await server.stop()
}

console.log(
  `\nfirst real product card, ms from the top page's navigation start (${RUNS} cold loads each;` +
    ` viewport ${DESKTOP_VIEWPORT.width}x${DESKTOP_VIEWPORT.height} on desktop, ${PHONE_VIEWPORT.width}x${PHONE_VIEWPORT.height} on the phone and for /app)`,
)
console.log(
  `${cell('page', 22)}${cell('profile', 30)}${cell('median', 8)}${cell('trips', 7)}runs (ms)`,
)
for (const target of pages) {
  for (const profile of profiles) {
    const loads = results.get(key(target, profile)) ?? []
    const ms = loads.map((entry) => entry.ms)
    const trips = median(loads.map((entry) => entry.chain.length))
    console.log(
      `${cell(target.name, 22)}${cell(profile.name, 30)}${cell(median(ms), 8)}${cell(trips, 7)}${ms.join(', ')}`,
    )
  }
}
for (const target of pages.filter((page) => page.framed)) {
  for (const profile of profiles) {
    const gaps = (results.get(key(target, profile)) ?? []).map((entry) => entry.gaps ?? 0)
    console.log(
      `${target.name}, ${profile.name}: frames without a card once one showed, per load: ${gaps.join(', ')}`,
    )
  }
}
for (const profile of profiles) {
  const framed = pages
    .filter((target) => target.framed)
    .flatMap((target) => results.get(key(target, profile)) ?? [])
  const apart = Math.max(0, ...framed.map((entry) => entry.outOfProcessFrames))
  console.log(
    `${profile.name}: the widget's frame ran ${apart ? 'in a process of its own' : "in the page's process"}`,
  )
}
console.log(
  'trips: median of the longest chain of requests, each starting after the previous one ended, that ended before the first card',
)
console.log(`load average at end: ${loadAverage()}`)
