import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { captionSegments, followCaptionSegments, segmentCues, type WallCue } from './caption-track'

const PLAYLIST_URL = 'https://stv.test/api/demo-stream/wildtv/captions.m3u8'
const AT = Date.parse('2026-11-26T00:50:22.000Z')

/** A live captions playlist from segment `first`, `count` segments of 2 s. */
function playlist(first: number, count: number): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2']
  lines.push(`#EXT-X-MEDIA-SEQUENCE:${first}`)
  for (let n = first; n < first + count; n++) {
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(AT + (n - first) * 2000).toISOString()}`)
    lines.push('#EXTINF:2.000,', `captions/${n}.vtt`)
  }
  return `${lines.join('\n')}\n`
}

const vtt = (text: string, from = '00:00:00.000', to = '00:00:02.000') =>
  `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:6440986704,LOCAL:00:00:00.000\n\n${from} --> ${to}\n${text}\n`

test('a live playlist gives its dated segments, numbered from its media sequence', () => {
  expect(captionSegments(playlist(41, 2))).toEqual([
    { sequence: 41, dateMs: AT, durationMs: 2000, uri: 'captions/41.vtt' },
    { sequence: 42, dateMs: AT + 2000, durationMs: 2000, uri: 'captions/42.vtt' },
  ])
})

test('a segment without a date that reads is left out, and still counts in the numbering', () => {
  const text = [
    '#EXTM3U',
    '#EXT-X-MEDIA-SEQUENCE:7',
    '#EXTINF:2.000,',
    'captions/7.vtt',
    '#EXT-X-PROGRAM-DATE-TIME:not a date',
    'captions/8.vtt',
    '#EXT-X-PROGRAM-DATE-TIME:2026-11-26T00:50:22.000Z',
    '#EXTINF:1.5,',
    'captions/9.vtt',
  ].join('\r\n')
  expect(captionSegments(text)).toEqual([
    { sequence: 9, dateMs: AT, durationMs: 1500, uri: 'captions/9.vtt' },
  ])
  expect(captionSegments('')).toEqual([])
})

test("a segment's cues are on the wall clock, from the segment's start, as plain text", () => {
  const segment = { sequence: 1, dateMs: AT, durationMs: 2000, uri: 'captions/1.vtt' }
  expect(
    segmentCues(segment, vtt('<v Guide>Merino &amp; wool</v>', '00:00:00.500', '00:00:01.750')),
  ).toEqual([{ startMs: AT + 500, endMs: AT + 1750, text: 'Merino & wool' }])
})

test('a segment with no cue, or that is no WebVTT, gives none', () => {
  const segment = { sequence: 1, dateMs: AT, durationMs: 2000, uri: 'captions/1.vtt' }
  expect(segmentCues(segment, 'WEBVTT\n\n')).toEqual([])
  expect(segmentCues(segment, '<html>502</html>')).toEqual([])
})

type Served = Record<string, string | Error>

/**
 * Following the playlist with fake timers, and what was asked for and handed on; the picture
 * not playing yet and allowed to start a minute behind, unless `picture` says otherwise.
 */
function follow(
  served: Served,
  picture: { pictureMs: () => number | null; behindLiveMs: number } = {
    pictureMs: () => null,
    behindLiveMs: 60_000,
  },
) {
  const asked: string[] = []
  const got: WallCue[][] = []
  const fetchText = vi.fn(async (url: string, signal: AbortSignal) => {
    asked.push(url.replace('https://stv.test/api/demo-stream/wildtv/', ''))
    const answer = served[url.replace('https://stv.test/api/demo-stream/wildtv/', '')]
    if (signal.aborted) throw new DOMException('aborted', 'AbortError')
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('404')
    return answer
  })
  const stop = followCaptionSegments({
    playlistUrl: PLAYLIST_URL,
    fetchText,
    everyMs: 2000,
    ...picture,
    onCues: (cues) => got.push(cues),
  })
  return { asked, got, stop }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('reads each segment once, in order, and the playlist again every segment length', async () => {
  const served: Served = {
    'captions.m3u8': playlist(10, 2),
    'captions/10.vtt': vtt('Frost'),
    'captions/11.vtt': vtt('Boots'),
    'captions/12.vtt': vtt('Tent'),
  }
  const { asked, got, stop } = follow(served)
  await vi.advanceTimersByTimeAsync(0)
  expect(asked).toEqual(['captions.m3u8', 'captions/10.vtt', 'captions/11.vtt'])
  expect(got.map((cues) => cues.map((cue) => cue.text))).toEqual([['Frost'], ['Boots']])
  expect(got[1]?.[0]?.startMs).toBe(AT + 2000)

  served['captions.m3u8'] = playlist(11, 2)
  await vi.advanceTimersByTimeAsync(1999)
  expect(asked).toHaveLength(3)
  await vi.advanceTimersByTimeAsync(1)
  expect(asked.slice(3)).toEqual(['captions.m3u8', 'captions/12.vtt'])
  expect(got.map((cues) => cues[0]?.text)).toEqual(['Frost', 'Boots', 'Tent'])
  stop()
})

test('before the picture plays, only the segments it may start in are read', async () => {
  // Segments 10-19 end at AT + 20 s; the picture may start up to 8 s behind that.
  const served: Served = { 'captions.m3u8': playlist(10, 10) }
  for (let n = 10; n < 20; n++) served[`captions/${n}.vtt`] = vtt(`Line ${n}`)
  const { asked, stop } = follow(served, { pictureMs: () => null, behindLiveMs: 8000 })
  await vi.advanceTimersByTimeAsync(0)
  expect(asked).toEqual([
    'captions.m3u8',
    'captions/16.vtt',
    'captions/17.vtt',
    'captions/18.vtt',
    'captions/19.vtt',
  ])
  stop()
})

test("once it plays, segments that ended before the picture's time are not read", async () => {
  const served: Served = { 'captions.m3u8': playlist(10, 4) }
  for (let n = 10; n < 14; n++) served[`captions/${n}.vtt`] = vtt(`Line ${n}`)
  // The picture is 1 s into segment 11.
  const { asked, got, stop } = follow(served, { pictureMs: () => AT + 3000, behindLiveMs: 0 })
  await vi.advanceTimersByTimeAsync(0)
  expect(asked.slice(1)).toEqual(['captions/11.vtt', 'captions/12.vtt', 'captions/13.vtt'])
  expect(got.map((cues) => cues[0]?.text)).toEqual(['Line 11', 'Line 12', 'Line 13'])
  stop()
})

test('a segment that fails is read in the next round; the ones after it wait for it', async () => {
  const served: Served = {
    'captions.m3u8': playlist(10, 2),
    'captions/10.vtt': new Error('503'),
    'captions/11.vtt': vtt('Boots'),
  }
  const { asked, got, stop } = follow(served)
  await vi.advanceTimersByTimeAsync(0)
  expect(asked).toEqual(['captions.m3u8', 'captions/10.vtt'])
  expect(got).toEqual([])

  served['captions/10.vtt'] = vtt('Frost')
  await vi.advanceTimersByTimeAsync(2000)
  expect(got.map((cues) => cues[0]?.text)).toEqual(['Frost', 'Boots'])
  stop()
})

test('an unreachable playlist is read again a segment length later', async () => {
  const served: Served = { 'captions.m3u8': new Error('offline') }
  const { asked, got, stop } = follow(served)
  await vi.advanceTimersByTimeAsync(0)
  served['captions.m3u8'] = playlist(10, 1)
  served['captions/10.vtt'] = vtt('Frost')
  await vi.advanceTimersByTimeAsync(2000)
  expect(asked).toEqual(['captions.m3u8', 'captions.m3u8', 'captions/10.vtt'])
  expect(got).toHaveLength(1)
  stop()
})

test('stopping aborts what is on its way and reads nothing more', async () => {
  const served: Served = { 'captions.m3u8': playlist(10, 1), 'captions/10.vtt': vtt('Frost') }
  const { asked, got, stop } = follow(served)
  stop()
  await vi.advanceTimersByTimeAsync(10_000)
  expect(asked).toEqual(['captions.m3u8'])
  expect(got).toEqual([])
  expect(vi.getTimerCount()).toBe(0)
})
