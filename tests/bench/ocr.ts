// Measures the on-screen text reader (issue 66) on generated broadcast frames: how many
// product names it reads (normalised OCR text containing the normalised name: case, accents,
// punctuation and spacing ignored), milliseconds per frame through the OCR thread (median,
// p95), the process's CPU per frame (all threads), the model's load time, how long the main
// thread's event loop was held up, and what one channel costs at one frame every N s.
// A measurement, not a test. `npx tsx tests/bench/ocr.ts [--frames 100] [--region lower]`
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { createScreenTextReader } from '../../server/on-air/ocr/read-text'
import { nameRead } from '../../server/on-air/ocr/score'
import { testFrames } from '../../server/on-air/ocr/test-frames'
import { benchArgs } from './args'

const { option } = benchArgs()
const count = Number(option('--frames', '100'))
const region = option('--region', 'lower') === 'whole' ? 'whole' : 'lower'

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN
}

const rendered = performance.now()
const frames = await testFrames(count)
console.log(`${frames.length} frames rendered in ${Math.round(performance.now() - rendered)} ms`)

const reader = createScreenTextReader({ region })
const loadStart = performance.now()
// The first read loads the model: timed apart, on a frame the loop below reads again.
const first = frames[0]
if (first) await reader.readScreenText(first.png)
const loadMs = performance.now() - loadStart

const delay = monitorEventLoopDelay({ resolution: 10 })
delay.enable()
const cpuBefore = process.cpuUsage()
const times: number[] = []
const misses: string[] = []
let read = 0
const kinds = new Map<string, { read: number; all: number }>()
for (const frame of frames) {
  const started = performance.now()
  const { lines } = await reader.readScreenText(frame.png)
  times.push(performance.now() - started)
  const ok = nameRead(frame.spec.name, lines)
  const kind = `${frame.spec.bar} bar`
  const tally = kinds.get(kind) ?? { read: 0, all: 0 }
  tally.all++
  if (ok) {
    read++
    tally.read++
  } else {
    misses.push(
      `  ${frame.spec.name}  (${frame.spec.font}, ${frame.spec.bar} bar, ${frame.spec.background}, ${frame.spec.width}px) → ${JSON.stringify(lines)}`,
    )
  }
  kinds.set(kind, tally)
}
const cpu = process.cpuUsage(cpuBefore)
delay.disable()
await reader.close()

const sorted = [...times].sort((a, b) => a - b)
const median = percentile(sorted, 0.5)
const cpuPerFrame = (cpu.user + cpu.system) / 1000 / frames.length
console.log(
  `names read: ${read}/${frames.length} (${((read / frames.length) * 100).toFixed(1)} %), region ${region}`,
)
for (const [kind, tally] of kinds) console.log(`  ${kind}: ${tally.read}/${tally.all}`)
if (misses.length > 0) console.log(`missed:\n${misses.join('\n')}`)
console.log(`model load (first frame included): ${Math.round(loadMs)} ms`)
console.log(`ms per frame: median ${median.toFixed(0)}, p95 ${percentile(sorted, 0.95).toFixed(0)}`)
console.log(`process CPU per frame (all threads): ${cpuPerFrame.toFixed(0)} ms`)
console.log(
  `main thread's event loop delay: p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
)
for (const every of [2, 5, 10]) {
  const share = cpuPerFrame / (every * 1000)
  console.log(`one channel at 1 frame / ${every} s: ${(share * 100).toFixed(1)} % of one core`)
}
