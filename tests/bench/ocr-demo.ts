// Measures how well the server's OCR reads the demo streams' own lower thirds
// (scripts/make-demo-stream.sh names): the first frame of every drawn piece, -0 and -1, taken
// by ffmpeg and read by the OCR thread as a followed stream's would be. A name counts when a
// line read is that name by the catalog's name key (server/demo-stream/drawn-names.ts).
// Prints names read per channel and overall, the misses, and ms per frame (ffmpeg + OCR, OCR).
// A measurement, not a test. `npm run bench:ocr-demo`
import { readFileSync } from 'node:fs'
import {
  firstFrame,
  firstFrameLines,
  namedPiece,
  nameShown,
  readNamesManifest,
} from '../../server/demo-stream/drawn-names'
import { createScreenTextReader } from '../../server/on-air/ocr/read-text'

const manifest = readNamesManifest()
const reader = createScreenTextReader()
// The first read loads the model: done before the clock starts.
const warmStart = performance.now()
const [firstChannel = '', firstSegments = {}] = Object.entries(manifest)[0] ?? []
const firstIndex = Object.keys(firstSegments)[0] ?? '0'
await firstFrameLines(reader, readFileSync(namedPiece(firstChannel, firstIndex, 0)))
const loadMs = performance.now() - warmStart

const times: number[] = []
const ocrTimes: number[] = []
const misses: string[] = []
let read = 0
let total = 0
const rows: string[] = []
for (const [channelId, segments] of Object.entries(manifest)) {
  let channelRead = 0
  let channelTotal = 0
  for (const [index, names] of Object.entries(segments)) {
    for (const k of [0, 1]) {
      const started = performance.now()
      const png = await firstFrame(readFileSync(namedPiece(channelId, index, k)))
      const decoded = performance.now()
      const { lines } = await reader.readScreenText(png)
      times.push(performance.now() - started)
      ocrTimes.push(performance.now() - decoded)
      for (const name of names) {
        channelTotal++
        if (nameShown(name, lines)) channelRead++
        else misses.push(`  ${channelId}/${index}-${k}: ${name} → ${JSON.stringify(lines)}`)
      }
    }
  }
  read += channelRead
  total += channelTotal
  rows.push(`  ${channelId.padEnd(16)} ${channelRead}/${channelTotal}`)
}
await reader.close()

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
console.log(
  `names read on the first frame of ${times.length} pieces (each name counted per piece):`,
)
console.log(rows.join('\n'))
console.log(`  overall          ${read}/${total} (${((read / total) * 100).toFixed(1)} %)`)
if (misses.length > 0) console.log(`missed:\n${misses.join('\n')}`)
console.log(
  `ms per frame: median ${median(times).toFixed(0)} (ffmpeg's first frame and OCR), OCR alone ${median(ocrTimes).toFixed(0)}`,
)
console.log(`model load (first frame included): ${Math.round(loadMs)} ms`)
