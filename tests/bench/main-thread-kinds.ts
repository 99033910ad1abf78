// Where a page's main-thread time goes, from a Chromium trace: each event's self time (its
// duration less its children's) on the renderer's main thread, summed by kind (script, style,
// layout, paint and compositing, HTML parsing, images, loading, other: mostly tasks' own time
// that no traced event covers) over a window of time. What
// host-cost.ts prints with BENCH_TRACE=1, so the widget's added time can be told apart: its
// start, its cards' layout, or the pictures' decoding.
import type { CDPSession } from '@playwright/test'

/** The trace categories the breakdown reads: the DevTools timeline's and V8's. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'blink.user_timing',
  'loading',
].join(',')

export type TraceEvent = {
  name: string
  ph: string
  /** Microseconds on the trace's clock. */
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string }
}

export const KINDS = [
  'script',
  'style',
  'layout',
  'paint',
  'parse',
  'images',
  'loading',
  'other',
] as const
export type Kind = (typeof KINDS)[number]

/** The kind of a trace event by its name (Chromium's names; what none matches is `other`). */
export function kindOf(name: string): Kind {
  if (
    /^(FunctionCall|EvaluateScript|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|CustomElementReactionQueue|V8\.|v8\.|HTMLParserScriptRunner|FireIdleCallback|XHRReadyStateChange)/.test(
      name,
    )
  )
    return 'script'
  if (
    /(recalcStyle|updateStyle|UpdateLayoutTree|ParseAuthorStyleSheet|StyleEngine|Style\b)/.test(
      name,
    )
  )
    return 'style'
  if (/(Layout|InlineNode|ShapeText)/.test(name)) return 'layout'
  if (
    /(Paint|Composit|Commit|Raster|PrePaint|Blink\.(Animate|CompositingInputs)|serviceAnimations)/.test(
      name,
    )
  )
    return 'paint'
  if (/(ParseHTML|DocumentParser|AppendBytes|TextResourceDecoder)/.test(name)) return 'parse'
  if (/(Image|SVG|Decode)/i.test(name)) return 'images'
  if (/(Resource|Loader|Navigation|Childframe|InitializeWindow)/.test(name)) return 'loading'
  // Mostly a task's own time that no traced event inside it covers (`RunTask`).
  return 'other'
}

/**
 * The renderer main thread holding the most time: with site isolation off, the page's and its
 * frames' (a page has one such thread per renderer process).
 */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const named = events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain')
  let best: { pid: number; tid: number; time: number } | null = null
  for (const thread of named) {
    const time = events
      .filter((e) => e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid)
      .reduce((sum, e) => sum + (e.dur ?? 0), 0)
    if (!best || time > best.time) best = { pid: thread.pid, tid: thread.tid, time }
  }
  return best && { pid: best.pid, tid: best.tid }
}

/**
 * Milliseconds of self time by kind on the main thread, for events that start in each window
 * (`[from, to)` in ms from `originUs`, the trace clock's microseconds at navigation start).
 * Self time: complete events ('X') nest; an event's children are taken out of it.
 */
export function kindsByWindow(
  events: TraceEvent[],
  originUs: number,
  windows: readonly (readonly [number, number])[],
): Record<Kind, number>[] {
  const totals = windows.map(
    () => Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>,
  )
  const thread = mainThread(events)
  if (!thread) return totals
  const complete = events
    .filter((e) => e.ph === 'X' && e.dur && e.pid === thread.pid && e.tid === thread.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const add = (event: TraceEvent, selfUs: number) => {
    const at = (event.ts - originUs) / 1000
    windows.forEach(([from, to], index) => {
      const total = totals[index]
      if (total && at >= from && at < to) total[kindOf(event.name)] += selfUs / 1000
    })
  }
  const open: { event: TraceEvent; end: number; children: number }[] = []
  const closeUpTo = (ts: number) => {
    for (let last = open.at(-1); last && last.end <= ts; last = open.at(-1)) {
      open.pop()
      add(last.event, (last.event.dur ?? 0) - last.children)
    }
  }
  for (const event of complete) {
    closeUpTo(event.ts)
    const parent = open.at(-1)
    if (parent) parent.children += event.dur ?? 0
    open.push({ event, end: event.ts + (event.dur ?? 0), children: 0 })
  }
  closeUpTo(Number.POSITIVE_INFINITY)
  return totals
}

/** A trace event as CDP delivers one, with the fields the breakdown reads. */
function isTraceEvent(value: unknown): value is TraceEvent {
  if (typeof value !== 'object' || value === null) return false
  const event = value as Record<string, unknown>
  return (
    typeof event.name === 'string' &&
    typeof event.ph === 'string' &&
    typeof event.ts === 'number' &&
    typeof event.pid === 'number' &&
    typeof event.tid === 'number'
  )
}

/** Starts a trace of the page's timeline; the returned function ends it and gives its events. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const event of value as unknown[]) if (isTraceEvent(event)) events.push(event)
  })
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' })
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await complete
    return events
  }
}

/**
 * The trace clock's microseconds at the page's navigation start: Blink's `navigationStart`
 * mark of the frame that navigated first (the top page's); the first event's time without one.
 */
export function navigationStartUs(events: TraceEvent[]): number {
  const marks = events.filter((e) => e.name === 'navigationStart').map((e) => e.ts)
  if (marks.length > 0) return Math.min(...marks)
  return Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts))
}
