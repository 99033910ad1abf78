import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { FFMPEG_MISSING, hasFfmpeg, segmentFrames, segmentsFrames, splitPngs } from './frames'

const CLIP = new URL('../../demo-stream/media/sport/clip0.mpegts', import.meta.url)

describe('segmentFrames without ffmpeg', () => {
  it('answers that ffmpeg is missing instead of throwing', async () => {
    const result = await segmentFrames(new Uint8Array(188), { ffmpeg: '/nonexistent/ffmpeg' })
    expect(result).toEqual({ ok: false, reason: 'ffmpeg-missing', message: FFMPEG_MISSING })
  })

  it('splits concatenated PNGs and keeps an unfinished one apart', async () => {
    const one = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const joined = Buffer.concat([one, one, one.subarray(0, 20)])
    const { pngs, rest } = splitPngs(joined)
    expect(pngs.map((png) => png.length)).toEqual([one.length, one.length])
    expect(rest.length).toBe(20)
  })
})

// Needs Debian's ffmpeg (`apt-get install ffmpeg`): skipped when it is not installed.
describe.runIf(hasFfmpeg())('segmentFrames with ffmpeg (skipped: ffmpeg not installed)', () => {
  it('takes the first frame and one a second from a 2 s demo clip, fed on a pipe', async () => {
    const result = await segmentFrames(readFileSync(CLIP), { everySeconds: 1 })
    if (!result.ok) throw new Error(result.message)
    expect(result.frames).toHaveLength(2)
    const size = await sharp(result.frames[0]).metadata()
    expect([size.width, size.height]).toEqual([384, 216])
  })

  it('takes several segments’ frames in one run, each apart', async () => {
    const other = readFileSync(
      new URL('../../demo-stream/media/golf/clip1.mpegts', import.meta.url),
    )
    const both = await segmentsFrames([readFileSync(CLIP), other], { everySeconds: 1 })
    if (!both.ok) throw new Error(both.message)
    const alone = await Promise.all(
      [readFileSync(CLIP), other].map((s) => segmentFrames(s, { everySeconds: 1 })),
    )
    expect(both.frames.map((frames) => frames.length)).toEqual([2, 2])
    expect(alone.map((a) => (a.ok ? a.frames : []))).toEqual(both.frames)
  })

  it('says so when the bytes are not MPEG-TS, and when the output is over its cap', async () => {
    const junk = await segmentFrames(new Uint8Array(4096))
    expect(junk).toMatchObject({ ok: false, reason: 'failed' })
    const capped = await segmentFrames(readFileSync(CLIP), { everySeconds: 0.04, maxBytes: 1000 })
    expect(capped).toMatchObject({ ok: false, reason: 'too-large' })
  })
})
