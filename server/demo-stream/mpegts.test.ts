import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { DEMO_CLIPS, type DemoClip } from '../../shared/api/demo-stream'
import { CLIP_SEGMENTS } from './hls'
import { PTS_WRAP, shiftTimestamps, timestampsOf, wrapPts } from './mpegts'

const media = (clip: DemoClip, stored: string) =>
  new Uint8Array(readFileSync(new URL(`./media/${clip}/${stored}`, import.meta.url)))
const clip = (i: number, of: DemoClip = 'wildlife') => media(of, CLIP_SEGMENTS[i]?.stored ?? '')

describe('MPEG-TS timestamp shifting', () => {
  test.each(DEMO_CLIPS)(
    "reads the committed %s clip's timestamps where hls.ts says each piece starts",
    (name) => {
      let bytes = 0
      for (const [i, piece] of CLIP_SEGMENTS.entries()) {
        const segment = clip(i, name)
        bytes += segment.length
        const { pts, pcr } = timestampsOf(segment)
        expect(pts[0]).toBe(piece.startPts)
        // 2 s of 12 frames a second, 7500 ticks apart (no B-frames: DTS = PTS, none written).
        expect(pts).toHaveLength(24)
        expect(pts.slice(1).map((p, j) => p - (pts[j] ?? 0))).toEqual(Array(23).fill(7500))
        expect(pcr.length).toBeGreaterThan(0)
      }
      // Small enough to commit eleven of: the clip and its poster well under 200 kB.
      bytes += media(name, 'poster.jpg').length
      expect(bytes).toBeLessThan(200_000)
    },
  )

  test('moves every PTS and PCR by the same amount and nothing else', () => {
    const original = clip(1)
    const before = timestampsOf(original)
    const shift = 123_456_789
    const moved = shiftTimestamps(original, shift)
    const after = timestampsOf(moved)
    expect(after.pts).toEqual(before.pts.map((p) => p + shift))
    expect(after.pcr).toEqual(before.pcr.map((p) => p + shift))
    expect(moved.length).toBe(original.length)
    expect(moved).not.toEqual(original)
    // The way back gives the very bytes: prefixes, marker bits and PCR extensions kept.
    expect(shiftTimestamps(moved, -shift)).toEqual(original)
    expect(shiftTimestamps(original, 0)).toEqual(original)
  })

  test('wraps at 2^33 as the 33-bit clock does', () => {
    const original = clip(0)
    const shift = PTS_WRAP - 130_000 // the first picture (126 000) lands just under the wrap
    const { pts } = timestampsOf(shiftTimestamps(original, shift))
    expect(pts[0]).toBe(PTS_WRAP - 4000)
    expect(pts[1]).toBe(3500)
    expect(wrapPts(-1)).toBe(PTS_WRAP - 1)
    expect(wrapPts(PTS_WRAP + 5)).toBe(5)
  })

  test('refuses bytes that are not MPEG-TS packets', () => {
    expect(() => shiftTimestamps(new Uint8Array(100), 1)).toThrow('not whole MPEG-TS packets')
    expect(() => timestampsOf(new Uint8Array(188))).toThrow('no MPEG-TS sync byte at 0')
  })
})
