import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { hasFfmpeg } from '../on-air/ocr/frames'
import { createScreenTextReader } from '../on-air/ocr/read-text'
import { firstFrameLines, namedPiece, nameShown, readNamesManifest } from './drawn-names'

/**
 * Pieces whose names are the hardest to draw: the longest (51 characters, condensed), a
 * 50-character name over a short one, `&`, an accent, `+` and `1:18`, and a short brand above
 * a long model. tests/bench/ocr-demo.ts reads them all.
 */
const PICKS = [
  ['lionsgate', 2, 0],
  ['lionsgate', 0, 1],
  ['justcooking', 1, 0],
  ['intravel-eu', 6, 1],
  ['kbs', 5, 0],
  ['maxports', 4, 0],
  ['maxports', 5, 1],
] as const

// Needs Debian's ffmpeg (`apt-get install ffmpeg`): skipped when it is not installed. ~5 s.
describe.runIf(hasFfmpeg())('the demo lower thirds through the OCR (skipped: no ffmpeg)', () => {
  const reader = createScreenTextReader()
  afterAll(() => reader.close())
  const manifest = readNamesManifest()

  it('reads every name off the first frame of the chosen pieces, as the follower would', async () => {
    const misses: string[] = []
    let count = 0
    for (const [channelId, index, k] of PICKS) {
      const names = manifest[channelId]?.[String(index)] ?? []
      expect(names.length, `${channelId}/${index} is not in names.json`).toBeGreaterThan(0)
      const lines = await firstFrameLines(reader, readFileSync(namedPiece(channelId, index, k)))
      for (const name of names) {
        count++
        if (!nameShown(name, lines))
          misses.push(`${channelId}/${index}-${k}: ${name} → ${JSON.stringify(lines)}`)
      }
    }
    expect(count).toBe(12)
    expect(misses, misses.join('\n')).toEqual([])
  })
})
