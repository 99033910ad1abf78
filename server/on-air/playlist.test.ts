import { describe, expect, test } from 'vitest'
import { masterPlaylist, videoPlaylist } from '../demo-stream/hls'
import { parseAttributeList, parsePlaylist } from './playlist'

const BASE = 'https://cdn.example/live/wildtv/index.m3u8'
const at = (iso: string) => Date.parse(iso)

describe('parseAttributeList', () => {
  test('quoted values keep their commas; plain ones are trimmed', () => {
    expect(
      parseAttributeList('TYPE=SUBTITLES,NAME="English, CC",BANDWIDTH=1280000,CODECS="avc1,mp4a"'),
    ).toEqual({ TYPE: 'SUBTITLES', NAME: 'English, CC', BANDWIDTH: '1280000', CODECS: 'avc1,mp4a' })
  })
})

describe('parsePlaylist', () => {
  test('a master playlist: variants best first, subtitle renditions, URIs resolved', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="Main",URI="audio.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="English",LANGUAGE="en",URI="subs/en.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="Bad",URI="javascript:alert(1)"',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,SUBTITLES="s"',
      'low.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=2400000,SUBTITLES="s"',
      'https://other.example/high.m3u8',
    ].join('\n')
    expect(parsePlaylist(text, BASE)).toEqual({
      kind: 'master',
      variants: [
        { uri: 'https://other.example/high.m3u8', bandwidth: 2_400_000 },
        { uri: 'https://cdn.example/live/wildtv/low.m3u8', bandwidth: 800_000 },
      ],
      subtitles: [
        { uri: 'https://cdn.example/live/wildtv/subs/en.m3u8', name: 'English', language: 'en' },
      ],
    })
  })

  test('a media playlist: sequence numbers, durations and wall-clock times carried on', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:6',
      '#EXT-X-MEDIA-SEQUENCE:100',
      '#EXT-X-PROGRAM-DATE-TIME:2026-12-04T10:00:00.000Z',
      '#EXTINF:6.000,',
      'seg100.ts',
      '#EXTINF:5.5,',
      'seg101.ts',
      '#EXT-X-DISCONTINUITY',
      '#EXTINF:6,',
      'ad.ts',
      '#EXT-X-DISCONTINUITY',
      '#EXT-X-PROGRAM-DATE-TIME:2026-12-04T10:01:00Z',
      '#EXTINF:6,',
      'seg103.ts',
    ].join('\r\n')
    const playlist = parsePlaylist(text, BASE)
    expect(playlist).toMatchObject({ kind: 'media', targetDurationMs: 6000, ended: false })
    if (playlist.kind !== 'media') throw new Error('not a media playlist')
    expect(
      playlist.segments.map(({ sequence, durationMs, startMs, discontinuity }) => [
        sequence,
        durationMs,
        startMs,
        discontinuity,
      ]),
    ).toEqual([
      [100, 6000, at('2026-12-04T10:00:00Z'), false],
      [101, 5500, at('2026-12-04T10:00:06Z'), false],
      [102, 6000, null, true],
      [103, 6000, at('2026-12-04T10:01:00Z'), true],
    ])
    expect(playlist.segments[0]?.uri).toBe('https://cdn.example/live/wildtv/seg100.ts')
  })

  test('date ranges with their X- data; an ended stream says so', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-DATERANGE:ID="p1",CLASS="tv.shoppable.item",START-DATE="2026-12-04T10:00:02Z",DURATION=4.5,X-STV-ITEM="1042",X-STV-CAPTION="Trail runner, size 42"',
      '#EXT-X-DATERANGE:ID="p2",START-DATE="2026-12-04T10:00:04Z",END-DATE="2026-12-04T10:00:09Z"',
      '#EXT-X-DATERANGE:ID="no-start"',
      '#EXTINF:2,',
      'a.ts',
      '#EXT-X-ENDLIST',
    ].join('\n')
    const playlist = parsePlaylist(text, BASE)
    if (playlist.kind !== 'media') throw new Error('not a media playlist')
    expect(playlist.ended).toBe(true)
    expect(playlist.dateRanges).toEqual([
      {
        id: 'p1',
        startMs: at('2026-12-04T10:00:02Z'),
        endMs: at('2026-12-04T10:00:06.5Z'),
        classId: 'tv.shoppable.item',
        data: { 'X-STV-ITEM': '1042', 'X-STV-CAPTION': 'Trail runner, size 42' },
      },
      {
        id: 'p2',
        startMs: at('2026-12-04T10:00:04Z'),
        endMs: at('2026-12-04T10:00:09Z'),
        classId: null,
        data: {},
      },
    ])
  })

  test('not a playlist, or a media playlist without a target duration', () => {
    expect(parsePlaylist('<html>', BASE)).toEqual({
      kind: 'invalid',
      reason: 'It does not start with #EXTM3U.',
    })
    expect(parsePlaylist('#EXTM3U\n#EXTINF:2,\na.ts', BASE)).toEqual({
      kind: 'invalid',
      reason: 'It has no EXT-X-TARGETDURATION.',
    })
  })

  test('reads the demo streams the server serves', () => {
    const now = at('2026-12-04T10:00:00Z')
    const parsedMaster = parsePlaylist(masterPlaylist(), BASE)
    expect(parsedMaster).toMatchObject({
      kind: 'master',
      subtitles: [{ uri: 'https://cdn.example/live/wildtv/captions.m3u8', language: 'en' }],
    })
    const video = parsePlaylist(
      videoPlaylist(now, (n) => `/segments${n}.ts`),
      BASE,
    )
    if (video.kind !== 'media') throw new Error('not a media playlist')
    expect(video.segments.length).toBeGreaterThan(10)
    const last = video.segments.at(-1)
    expect(last && last.startMs !== null && last.startMs + last.durationMs).toBeLessThanOrEqual(now)
  })
})
