import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { timestampsOf } from '../demo-stream/mpegts'
import { crc32Mpeg } from './crc32'
import { demux, STREAM_TYPE } from './demux'
import { METADATA_PID, withTimedMetadata } from './inject'

// A real segment, as scripts/make-demo-stream.sh cut it with ffmpeg (H.264, PAT and PMT).
const clip = new Uint8Array(
  readFileSync(new URL('../demo-stream/media/wildlife/clip0.mpegts', import.meta.url)),
)

describe('crc32Mpeg', () => {
  it('is the MPEG-2 CRC (check value of "123456789")', () => {
    expect(crc32Mpeg(new TextEncoder().encode('123456789'))).toBe(0x0376e6e7)
  })
})

describe('demux', () => {
  it('finds the program’s video stream and its first PTS', () => {
    const read = demux(clip, () => false)
    expect(read.streams).toEqual([{ pid: 256, type: STREAM_TYPE.h264 }])
    expect(read.firstPts.get(256)).toBe(timestampsOf(clip).pts[0])
    expect(read.pes).toEqual([])
  })

  it('refuses bytes that are not MPEG-TS', () => {
    expect(() => demux(new Uint8Array(376).fill(1), () => true)).toThrow(/sync byte/)
  })
})

describe('withTimedMetadata', () => {
  const small = new TextEncoder().encode('ID3 small')
  const large = new Uint8Array(500).map((_, i) => i % 251)

  it('lists a metadata stream in the PMT and carries each tag at its PTS, across packets', () => {
    const out = withTimedMetadata(clip, [
      { pts: 200_000, data: small },
      { pts: 290_000, data: large },
    ])
    const read = demux(out, (type) => type === STREAM_TYPE.metadata)
    expect(read.streams).toEqual([
      { pid: 256, type: STREAM_TYPE.h264 },
      { pid: METADATA_PID, type: STREAM_TYPE.metadata },
    ])
    expect(read.pes.map((p) => [p.pid, p.pts, [...p.data]])).toEqual([
      [METADATA_PID, 200_000, [...small]],
      [METADATA_PID, 290_000, [...large]],
    ])
    // The video is untouched: the same timestamps, in the same packets.
    expect(timestampsOf(out.subarray(0, clip.length))).toEqual(timestampsOf(clip))
  })

  it('writes a PMT whose CRC checks', () => {
    const out = withTimedMetadata(clip, [{ pts: 1, data: small }])
    let checked = 0
    for (let p = 0; p < out.length; p += 188) {
      const pid = (((out[p + 1] ?? 0) & 0x1f) << 8) | (out[p + 2] ?? 0)
      if (pid !== 4096) continue
      const length = (((out[p + 6] ?? 0) & 0x0f) << 8) | (out[p + 7] ?? 0)
      // The CRC over a section with its own CRC is 0.
      expect(crc32Mpeg(out.subarray(p + 5, p + 5 + 3 + length))).toBe(0)
      checked++
    }
    expect(checked).toBeGreaterThan(0)
  })

  it('leaves a segment without tags as it is', () => {
    expect(withTimedMetadata(clip, [])).toBe(clip)
  })
})
