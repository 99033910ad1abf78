import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorBody } from '../../shared/api/error-codes'
import { onAirNow, programOf } from '../live'
import { demux, STREAM_TYPE } from '../mpegts/demux'
import { id3Frames } from '../on-air/id3'
import { cueOfDateRange, cueOfId3 } from '../on-air/metadata-cues'
import { parsePlaylist } from '../on-air/playlist'
import { type TestApp, testApp } from '../testing'
import { segmentStartPts, WINDOW_SEGMENTS } from './hls'
import { timestampsOf } from './mpegts'

// testApp's clock: 2026-05-01T10:00:00Z, a whole number of 2-s segments since 1970.
const NOW_MS = Date.parse('2026-05-01T10:00:00Z')
const LAST = NOW_MS / 2000 - 1

let t: TestApp
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

function tags(playlist: string, tag: string): string[] {
  return playlist
    .split('\n')
    .filter((line) => line.startsWith(`${tag}:`))
    .map((line) => line.slice(tag.length + 1))
}

describe('the demo stream (HLS)', () => {
  test('the multivariant playlist names the video and an English subtitles rendition', async () => {
    const res = await t.get('/demo-stream/wildtv/index.m3u8')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    const body = await res.text()
    expect(body.startsWith('#EXTM3U\n')).toBe(true)
    expect(body).toMatch(/#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs".*URI="captions.m3u8"/)
    expect(body).toMatch(/#EXT-X-STREAM-INF:.*SUBTITLES="subs"\nvideo.m3u8\n/)
  })

  test('the video playlist is a live window ending now, each segment dated on the server clock', async () => {
    const res = await t.get('/demo-stream/wildtv/video.m3u8')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=1')
    const body = await res.text()
    expect(body).not.toContain('#EXT-X-ENDLIST') // live: the window slides
    expect(tags(body, '#EXT-X-TARGETDURATION')).toEqual(['2'])
    expect(tags(body, '#EXT-X-MEDIA-SEQUENCE')).toEqual([String(LAST - WINDOW_SEGMENTS + 1)])
    const dates = tags(body, '#EXT-X-PROGRAM-DATE-TIME').map(Date.parse)
    expect(dates).toHaveLength(WINDOW_SEGMENTS)
    // The last segment ended at "now"; they follow one another 2 s apart.
    expect(dates.at(-1)).toBe(NOW_MS - 2000)
    expect(dates.slice(1).map((d, i) => d - (dates[i] ?? 0))).toEqual(
      Array(WINDOW_SEGMENTS - 1).fill(2000),
    )
    const uris = body.split('\n').filter((line) => line.endsWith('.ts'))
    expect(uris).toHaveLength(WINDOW_SEGMENTS)
    expect(uris.at(-1)).toBe(`/api/demo-stream/segments/wildlife/${LAST}.ts`)
    // One continuous timeline: the loops need no discontinuity (hls.js stalls on huge counts).
    expect(body).not.toContain('DISCONTINUITY')
  })

  test.each([
    ['golf-network', 'golf'],
    ['intravel-uk', 'travel'],
    ['kbs', 'korean-tv'],
  ])("%s's video plays the %s clip", async (channel, clip) => {
    const body = await (await t.get(`/demo-stream/${channel}/video.m3u8`)).text()
    const uris = body.split('\n').filter((line) => line.endsWith('.ts'))
    expect(uris.at(-1)).toBe(`/api/demo-stream/segments/${clip}/${LAST}.ts`)
    const poster = await t.get(`/demo-stream/media/${clip}/poster.jpg`)
    expect(poster.status).toBe(200)
    expect(poster.headers.get('content-type')).toBe('image/jpeg')
  })

  test('the clips differ: each topic its own pictures', async () => {
    const first = async (clip: string) =>
      new Uint8Array(await (await t.get(`/demo-stream/segments/${clip}/${LAST}.ts`)).arrayBuffer())
    const golf = await first('golf')
    const wildlife = await first('wildlife')
    expect(golf.length).toBeGreaterThan(0)
    expect(golf).not.toEqual(wildlife)
    // Alike in time: any clip's segment n starts where the captions map it.
    expect(timestampsOf(golf).pts[0]).toBe(timestampsOf(wildlife).pts[0])
  })

  test('the window moves with the clock', async () => {
    t.setNow(new Date(NOW_MS + 10_000).toISOString())
    try {
      const body = await (await t.get('/demo-stream/wildtv/video.m3u8')).text()
      expect(tags(body, '#EXT-X-PROGRAM-DATE-TIME').map(Date.parse).at(-1)).toBe(NOW_MS + 8000)
    } finally {
      t.setNow(new Date(NOW_MS).toISOString())
    }
  })

  test('the captions playlist has the same segments, each a WebVTT file', async () => {
    const res = await t.get('/demo-stream/wildtv/captions.m3u8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=1')
    const body = await res.text()
    const uris = body.split('\n').filter((line) => line.endsWith('.vtt'))
    expect(uris).toHaveLength(WINDOW_SEGMENTS)
    expect(uris.at(-1)).toBe(`captions/${LAST}.vtt`)
    expect(tags(body, '#EXT-X-PROGRAM-DATE-TIME').map(Date.parse).at(-1)).toBe(NOW_MS - 2000)
  })

  test("a captions segment's cues are the program's captions on air at that moment", async () => {
    const program = await programOf(t.db, 'wildtv')
    if (!program) throw new Error('wildtv has a program')
    // A program segment's end that falls inside a stream segment (not on a 2-s mark).
    let boundary = onAirNow(program, NOW_MS - 60_000).endsAt.getTime()
    while (boundary % 2000 === 0) boundary = onAirNow(program, boundary - 1).startedAt.getTime()
    const spanning = Math.floor((boundary - 1000) / 2000)
    const res = await t.get(`/demo-stream/wildtv/captions/${spanning}.vtt`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    const vtt = await res.text()
    expect(vtt.startsWith('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:')).toBe(true)
    expect(vtt).toContain(`MPEGTS:${segmentStartPts(spanning)},LOCAL:00:00:00.000`)
    const cues = [...vtt.matchAll(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n(.+)\n/g)]
    const before = onAirNow(program, boundary - 1).segment.caption
    const after = onAirNow(program, boundary).segment.caption
    const cut = (boundary - spanning * 2000) / 1000
    const stamp = (s: number) => `00:00:${s.toFixed(3).padStart(6, '0')}`
    expect(cues.map((m) => [m[1], m[2], m[3]])).toEqual([
      [stamp(0), stamp(cut), before.replace(/&/g, '&amp;')],
      [stamp(cut), stamp(2), after.replace(/&/g, '&amp;')],
    ])
  })

  test('the video playlist cues the names each program segment shows, as date ranges', async () => {
    const program = await programOf(t.db, 'wildtv')
    if (!program) throw new Error('wildtv has a program')
    const playlist = parsePlaylist(
      await (await t.get('/demo-stream/wildtv/video.m3u8')).text(),
      'https://example.com/',
    )
    if (playlist.kind !== 'media') throw new Error('a media playlist')
    const windowStart = (LAST - WINDOW_SEGMENTS + 1) * 2000
    const expected: { startMs: number; names: string[] }[] = []
    for (let at = windowStart; at < NOW_MS; ) {
      const onAir = onAirNow(program, at)
      const started = onAir.startedAt.getTime()
      if (started >= windowStart && onAir.segment.entities.length) {
        expected.push({ startMs: started, names: [...onAir.segment.entities] })
      }
      at = onAir.endsAt.getTime()
    }
    expect(expected.length).toBeGreaterThan(0)
    const cued = playlist.dateRanges.map((range) => ({
      startMs: range.startMs,
      ...cueOfDateRange(range),
    }))
    expect(
      expected.flatMap((e) =>
        e.names.map((name) => ({ startMs: e.startMs, caption: '', names: [name], items: [] })),
      ),
    ).toEqual(cued)
  })

  describe('lower thirds', () => {
    /**
     * The first wildtv program segment after `fromMs` that names something, and the first loop
     * of the clip that starts in it (its lower third's two segments, then one more).
     */
    async function nextLowerThird(fromMs: number) {
      const program = await programOf(t.db, 'wildtv')
      if (!program) throw new Error('wildtv has a program')
      let onAir = onAirNow(program, fromMs)
      while (!onAir.segment.entities.length) onAir = onAirNow(program, onAir.endsAt.getTime())
      const loopStart = Math.ceil(onAir.startedAt.getTime() / 8_000) * 8_000
      return { names: onAir.segment.entities, first: loopStart / 2000 }
    }

    test('the playlist names a channel’s own segments where its program shows a name', async () => {
      const { first } = await nextLowerThird(NOW_MS)
      t.setNow(new Date((first + 3) * 2000).toISOString())
      try {
        const body = await (await t.get('/demo-stream/wildtv/video.m3u8')).text()
        const uris = body.split('\n').filter((line) => line.endsWith('.ts'))
        expect(uris.slice(-3)).toEqual([
          `/api/demo-stream/wildtv/names/${first}.ts`,
          `/api/demo-stream/wildtv/names/${first + 1}.ts`,
          `/api/demo-stream/segments/wildlife/${first + 2}.ts`,
        ])
      } finally {
        t.setNow(new Date(NOW_MS).toISOString())
      }
    })

    test('its first segment cues the names as ID3 at its start; both run on the clip’s clock', async () => {
      const { names, first } = await nextLowerThird(NOW_MS - 120_000)
      const res = await t.get(`/demo-stream/wildtv/names/${first}.ts`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('video/mp2t')
      expect(res.headers.get('cache-control')).toBe('public, max-age=300')
      const bytes = new Uint8Array(await res.arrayBuffer())
      expect(timestampsOf(bytes).pts[0]).toBe(segmentStartPts(first))
      const tags = demux(bytes, (type) => type === STREAM_TYPE.metadata).pes
      expect(tags.map((tag) => [tag.pts, cueOfId3(id3Frames(tag.data))])).toEqual([
        [segmentStartPts(first), { caption: '', names, items: [] }],
      ])
      const second = new Uint8Array(
        await (await t.get(`/demo-stream/wildtv/names/${first + 1}.ts`)).arrayBuffer(),
      )
      expect(timestampsOf(second).pts[0]).toBe(segmentStartPts(first + 1))
      expect(demux(second, (type) => type === STREAM_TYPE.metadata).pes).toEqual([])
    })

    test('a segment that shows no name is not served as one', async () => {
      const { first } = await nextLowerThird(NOW_MS - 120_000)
      for (const n of [first + 2, first + 4, first - 4]) {
        const res = await t.get(`/demo-stream/wildtv/names/${n}.ts`)
        expect(res.status).toBe(404)
        expect(await res.json()).toEqual({
          error: { code: 'not-found', message: 'That segment shows no name' },
        })
      }
    })
  })

  test('serves the segments and the poster with long cache lifetimes', async () => {
    const clip = await t.get(`/demo-stream/segments/wildlife/${LAST}.ts`)
    expect(clip.status).toBe(200)
    expect(clip.headers.get('content-type')).toBe('video/mp2t')
    expect(clip.headers.get('cache-control')).toBe('public, max-age=86400')
    const bytes = new Uint8Array(await clip.arrayBuffer())
    expect(bytes[0]).toBe(0x47) // an MPEG-TS sync byte
    expect(bytes.length).toBeLessThan(60_000)
    // Its pictures start at the time its captions map onto.
    expect(timestampsOf(bytes).pts[0]).toBe(segmentStartPts(LAST))
    const poster = await t.get('/demo-stream/media/wildlife/poster.jpg')
    expect(poster.headers.get('content-type')).toBe('image/jpeg')
  })

  test('the timestamps run on without a break where the clip loops', async () => {
    const end = LAST - (LAST % 4) - 1 // the last piece of a loop, then the first of the next
    const pts = async (n: number) =>
      timestampsOf(
        new Uint8Array(await (await t.get(`/demo-stream/segments/wildlife/${n}.ts`)).arrayBuffer()),
      ).pts
    const before = await pts(end)
    const after = await pts(end + 1)
    expect(after[0]).toBe(segmentStartPts(end + 1))
    expect(segmentStartPts(end + 1) - segmentStartPts(end)).toBe(180_000)
    // One frame (12 a second: 7500 ticks) after the loop's last picture.
    expect((after[0] ?? 0) - Math.max(...before)).toBe(7500)
  })

  test.each([
    '/demo-stream/no-such-channel/index.m3u8',
    '/demo-stream/no-such-channel/video.m3u8',
    '/demo-stream/no-such-channel/captions.m3u8',
    '/demo-stream/no-such-channel/captions/1.vtt',
    '/demo-stream/no-such-channel/names/1.ts',
  ])('answers 404 JSON for an unknown channel: %s', async (path) => {
    const res = await t.get(path)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: { code: 'not-found', message: 'Unknown channel: no-such-channel' },
    })
  })

  test.each([
    ['/demo-stream/%3Cscript%3E/video.m3u8', 400],
    ['/demo-stream/wildtv/captions/abc.vtt', 400],
    ['/demo-stream/wildtv/captions/-1.vtt', 400],
    ['/demo-stream/wildtv/captions/1234567890123.vtt', 400],
    [`/demo-stream/wildtv/captions/${LAST + 1}.vtt`, 404],
    ['/demo-stream/wildtv/names/abc.ts', 400],
    ['/demo-stream/wildtv/names/1.vtt', 400],
    [`/demo-stream/wildtv/names/${LAST + 1}.ts`, 404],
    ['/demo-stream/media/wildlife/clip0.ts', 404],
    ['/demo-stream/media/poster.jpg', 404],
    ['/demo-stream/media/gardening/poster.jpg', 404],
    ['/demo-stream/segments/wildlife/abc.ts', 400],
    ['/demo-stream/segments/wildlife/-1.ts', 400],
    ['/demo-stream/segments/wildlife/1234567890123.ts', 400],
    [`/demo-stream/segments/wildlife/${LAST + 1}.ts`, 404],
    [`/demo-stream/segments/${LAST}.ts`, 404],
    [`/demo-stream/segments/gardening/${LAST}.ts`, 404],
    ['/demo-stream/media/..%2F..%2Fhls.ts', 404],
    ['/demo-stream/media/wildlife/..%2F..%2Fhls.ts', 404],
  ])('refuses %s with a clear %i JSON error', async (path, status) => {
    const res = await t.get(path)
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual(errorBody(status, expect.any(String)))
  })
})
