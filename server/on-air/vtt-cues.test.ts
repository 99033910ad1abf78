import { describe, expect, it } from 'vitest'
import { captionsSegment, segmentStartMs } from '../demo-stream/hls'
import { cuesOnWallClock, timestampMapOf } from './vtt-cues'

const segment = (startMs: number | null) => ({ startMs, durationMs: 2_000 })
const said = (caption: string, atMs: number) => ({
  atMs,
  from: 'subtitles',
  caption,
  names: [],
  items: [],
})

describe('timestampMapOf', () => {
  it('reads MPEGTS and LOCAL in either order, with or without hours', () => {
    expect(timestampMapOf('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:01.500\n')).toEqual({
      mpegts: 900_000,
      localMs: 1_500,
    })
    expect(timestampMapOf('WEBVTT\nX-TIMESTAMP-MAP=LOCAL:01:00:00.000,MPEGTS:1\n')).toEqual({
      mpegts: 1,
      localMs: 3_600_000,
    })
  })

  it('is null without a map or with a broken one', () => {
    expect(timestampMapOf('WEBVTT\n\n00:00.000 --> 00:01.000\nhi\n')).toBeNull()
    expect(timestampMapOf('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:abc\n')).toBeNull()
  })
})

describe('cuesOnWallClock', () => {
  it('puts the demo stream’s cues where the program said them', () => {
    const start = segmentStartMs(1_000_000)
    const vtt = captionsSegment(1_000_000, [
      { startMs: start + 500, endMs: start + 1_500, text: 'Trail <b>boots</b> & socks' },
      { startMs: start + 1_500, endMs: start + 4_000, text: 'A tent' },
    ])
    expect(cuesOnWallClock(vtt, segment(start), 0)).toEqual({
      ok: true,
      cues: [said('Trail <b>boots</b> & socks', start + 500), said('A tent', start + 1_500)],
    })
  })

  it('keeps a cue timed from the stream’s start within its segment', () => {
    const vtt =
      'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000\n\n01:00:00.000 --> 01:00:03.000\nLate\n'
    expect(cuesOnWallClock(vtt, segment(10_000), 0)).toEqual({
      ok: true,
      cues: [said('Late', 12_000)],
    })
  })

  it('a cue begun in the segment before starts at this one’s start', () => {
    const vtt =
      'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:05.000\n\n00:00:04.000 --> 00:00:06.000\nCarried on\n'
    expect(cuesOnWallClock(vtt, segment(10_000), 0)).toEqual({
      ok: true,
      cues: [said('Carried on', 10_000)],
    })
  })

  it('takes the time it was read when the playlist has no program date-time', () => {
    const vtt = 'WEBVTT\n\n00:00:00.250 --> 00:00:01.000\nNo clock\n'
    expect(cuesOnWallClock(vtt, segment(null), 7_000)).toEqual({
      ok: true,
      cues: [said('No clock', 7_250)],
    })
  })

  it('an empty segment has no cues', () => {
    expect(cuesOnWallClock('WEBVTT\n', segment(0), 0)).toEqual({ ok: true, cues: [] })
  })

  it('says what is wrong with a segment that is not WebVTT', () => {
    expect(cuesOnWallClock('<html>nope</html>', segment(0), 0)).toMatchObject({ ok: false })
    expect(cuesOnWallClock('1\n00:00:01,000 --> 00:00:02,000\nSRT\n', segment(0), 0)).toEqual({
      ok: false,
      error: 'not a WebVTT segment',
    })
  })
})
