import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { StreamState } from '../../shared/api/stream'
import { timestampsOf } from '../demo-stream/mpegts'
import { withTimedMetadata } from '../mpegts/inject'
import type { StreamCue } from './cue'
import { FAILURES_BEFORE_RESTART, followStream, type ScreenReading } from './follower'
import { id3Tag } from './id3'
import type { Fetched } from './stream-fetch'

const BASE = 'https://stream.example/live/'
/** A master playlist naming subtitles only (most tests), or video only, or both. */
const MASTER = [
  '#EXTM3U',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="English",LANGUAGE="en",URI="subs.m3u8"',
].join('\n')
const VIDEO_VARIANTS = [
  '#EXT-X-STREAM-INF:BANDWIDTH=900000,SUBTITLES="s"',
  'video-hi.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=160000,SUBTITLES="s"',
  'video.m3u8',
].join('\n')

/** A media playlist of segments `first`..`last`, 2 s each from t = n × 2 s. */
function media(
  ext: 'vtt' | 'ts',
  first: number,
  last: number,
  ended = false,
  extra: string[] = [],
) {
  const lines = ['#EXTM3U', '#EXT-X-TARGETDURATION:2', `#EXT-X-MEDIA-SEQUENCE:${first}`, ...extra]
  for (let n = first; n <= last; n++) {
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(n * 2000).toISOString()}`)
    lines.push('#EXTINF:2.000,', `${n}.${ext}`)
  }
  if (ended) lines.push('#EXT-X-ENDLIST')
  return lines.join('\n')
}
const subtitles = (first: number, last: number, ended = false) => media('vtt', first, last, ended)

const vtt = (...cues: string[]) =>
  `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n${cues
    .map((text, i) => `00:00:0${i}.000 --> 00:00:0${i + 1}.000\n${text}\n`)
    .join('\n')}`

const clip = new Uint8Array(
  readFileSync(new URL('../demo-stream/media/wildlife/clip0.mpegts', import.meta.url)),
)
const clipStart = timestampsOf(clip).pts[0] ?? 0
/** A video segment with an ID3 tag naming `name` 0.5 s in. */
const videoNaming = (name: string) =>
  withTimedMetadata(clip, [
    { pts: clipStart + 45_000, data: id3Tag([{ description: 'STV-NAME', value: name }]) },
  ])

const said = (caption: string, atMs: number): StreamCue => ({
  atMs,
  from: 'subtitles',
  caption,
  names: [],
  items: [],
})

type Answer = string | number | Uint8Array
/**
 * A stream whose playlists are read in turns: `playlists[i]` answers the i-th read of the
 * subtitles playlist, `video[i]` of the video one (the last answer repeats); `segments` answers
 * each segment by number (a number answer is an HTTP status).
 */
function stream(
  opts: {
    master?: Answer
    playlists?: Answer[]
    video?: Answer[]
    segments?: Record<string, Answer>
    screen?: ScreenReading
  },
  rounds = 20,
) {
  const states: [StreamState, string | null][] = []
  const cues: StreamCue[] = []
  const reads: string[] = []
  let clock = 100_000
  const turns = { subs: 0, video: 0 }
  const stop = new AbortController()
  function answer(url: string, value: Answer | undefined): Fetched<string | Uint8Array> {
    if (value === undefined) return answer(url, 404)
    if (typeof value === 'number') {
      return { ok: false, error: `The stream's server answered ${value}.`, status: value }
    }
    return { ok: true, body: value, url }
  }
  function turn(kind: 'subs' | 'video', list: Answer[] = []) {
    return list[Math.min(turns[kind]++, list.length - 1)]
  }
  function lookup(url: string): Fetched<string | Uint8Array> {
    const path = url.replace(BASE, '')
    reads.push(path)
    if (path === 'index.m3u8') return answer(url, opts.master ?? MASTER)
    if (path === 'subs.m3u8') return answer(url, turn('subs', opts.playlists))
    if (path === 'video.m3u8') return answer(url, turn('video', opts.video))
    const n = Number(path.replace(/\.(vtt|ts)$/, ''))
    if (path.endsWith('.ts')) return answer(url, opts.segments?.[path] ?? clip)
    return answer(url, opts.segments?.[path] ?? vtt(`said in ${n}`))
  }
  const deps = {
    ...(opts.screen ? { screen: opts.screen } : {}),
    fetch: {
      async text(url: string): Promise<Fetched<string>> {
        const got = lookup(url)
        if (!got.ok) return got
        const body = typeof got.body === 'string' ? got.body : new TextDecoder().decode(got.body)
        return { ...got, body }
      },
      async bytes(url: string): Promise<Fetched<Uint8Array>> {
        const got = lookup(url)
        if (!got.ok) return got
        const body = typeof got.body === 'string' ? new TextEncoder().encode(got.body) : got.body
        return { ...got, body }
      },
    },
    async heard(heard: StreamCue[]) {
      cues.push(...heard)
    },
    async report(state: StreamState, detail: string | null) {
      const previous = states.at(-1)
      if (previous?.[0] !== state || previous[1] !== detail) states.push([state, detail])
    },
    nowMs: () => clock,
    async sleep(ms: number) {
      clock += ms
      if (--rounds <= 0) stop.abort()
    },
  }
  return { states, cues, reads, run: () => followStream(`${BASE}index.m3u8`, deps, stop.signal) }
}

describe('followStream', () => {
  it('reads the last segments at first, then each new one once, on the wall clock', async () => {
    const s = stream({ playlists: [subtitles(1, 10), subtitles(2, 11), subtitles(3, 12, true)] })
    expect(await s.run()).toBe('ended')
    expect(s.cues).toEqual([8, 9, 10, 11, 12].map((n) => said(`said in ${n}`, n * 2000)))
    expect(s.states).toEqual([
      ['following', null],
      ['ended', 'The stream’s playlist says it has ended.'],
    ])
  })

  it('hears words repeated in the next segment once', async () => {
    const s = stream({
      playlists: [subtitles(1, 2, true)],
      segments: { '1.vtt': vtt('Boots on sale'), '2.vtt': vtt('Boots on sale', 'A tent') },
    })
    await s.run()
    expect(s.cues.map((c) => c.caption)).toEqual(['Boots on sale', 'A tent'])
  })

  it('skips a segment that is missing and says so, and goes on', async () => {
    const s = stream({
      playlists: [subtitles(1, 3), subtitles(1, 4, true)],
      segments: { '2.vtt': 404 },
    })
    await s.run()
    expect(s.cues.map((c) => c.caption)).toEqual(['said in 1', 'said in 3', 'said in 4'])
    expect(s.states[0]).toEqual([
      'following',
      "The subtitles segment 2 was skipped: The stream's server answered 404.",
    ])
  })

  it('says a playlist that stopped changing is stalled', async () => {
    const s = stream({
      playlists: [
        subtitles(1, 3),
        subtitles(1, 3),
        subtitles(1, 3),
        subtitles(1, 3),
        subtitles(2, 4, true),
      ],
    })
    await s.run()
    expect(s.states.map(([state]) => state)).toEqual(['following', 'stalled', 'ended'])
    expect(s.states[1]).toEqual(['stalled', 'The stream’s playlists have not changed for 6 s.'])
  })

  it('retries a playlist that cannot be read with backoff, then starts over from the master', async () => {
    const s = stream({ playlists: [500] }, FAILURES_BEFORE_RESTART)
    expect(await s.run()).toBe('stopped')
    expect(s.states.map(([, detail]) => detail)).toEqual([
      "The subtitles playlist could not be read: The stream's server answered 500. Trying again in 1 s.",
      "The subtitles playlist could not be read: The stream's server answered 500. Trying again in 2 s.",
      "The subtitles playlist could not be read: The stream's server answered 500. Trying again in 4 s.",
      "The subtitles playlist could not be read: The stream's server answered 500. Trying again in 8 s.",
      // The master playlist again, and the backoff anew.
      "The subtitles playlist could not be read: The stream's server answered 500. Trying again in 1 s.",
    ])
    expect(s.reads.filter((r) => r === 'index.m3u8')).toHaveLength(2)
  })

  it('fails in words when the master names nothing to read, or the URL is not a playlist', async () => {
    const none = stream({ master: '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nftp://x/v.m3u8' }, 1)
    await none.run()
    expect(none.states).toEqual([
      ['failed', 'The master playlist names no rendition to read. Trying again in 10 s.'],
    ])
    const html = stream({ master: '<html></html>' }, 1)
    await html.run()
    expect(html.states).toEqual([
      [
        'failed',
        'https://stream.example/live/index.m3u8 is not an HLS playlist: It does not start with #EXTM3U. Trying again in 10 s.',
      ],
    ])
  })

  it('reads timed metadata from the lowest video rendition: ID3 in segments, date ranges', async () => {
    const range =
      '#EXT-X-DATERANGE:ID="r1",START-DATE="1970-01-01T00:00:21.000Z",X-STV-ITEM="sku-1,sku-2"'
    const s = stream({
      master: `#EXTM3U\n${VIDEO_VARIANTS}`,
      video: [
        media('ts', 10, 11),
        media('ts', 11, 12, false, [range]),
        media('ts', 12, 12, true, [range]),
      ],
      segments: { '12.ts': videoNaming('Trail Boots') },
    })
    expect(await s.run()).toBe('ended')
    expect(s.reads).not.toContain('video-hi.m3u8')
    expect(s.cues).toEqual([
      { atMs: 21_000, from: 'metadata', caption: '', names: [], items: ['sku-1', 'sku-2'] },
      { atMs: 24_500, from: 'metadata', caption: '', names: ['Trail Boots'], items: [] },
    ])
    expect(s.states[0]).toEqual([
      'following',
      'The stream has no subtitles rendition: its video is read (captions, timed metadata, names on screen).',
    ])
  })

  it('reads subtitles and video together, each round in time order, and goes on when one fails', async () => {
    const s = stream({
      master: `${MASTER}\n${VIDEO_VARIANTS}`,
      playlists: [subtitles(1, 2), 500, subtitles(1, 3, true)],
      video: [media('ts', 1, 2), media('ts', 1, 3, true)],
      segments: { '2.vtt': vtt('Boots, said'), '3.ts': videoNaming('Boots') },
    })
    expect(await s.run()).toBe('ended')
    expect(s.cues.map((c) => [c.from, c.atMs, c.caption || c.names.join()])).toEqual([
      ['subtitles', 2_000, 'said in 1'],
      ['subtitles', 4_000, 'Boots, said'],
      // The video's segment 3 came a round before the subtitles' (whose playlist failed).
      ['metadata', 6_500, 'Boots'],
      ['subtitles', 6_000, 'said in 3'],
    ])
    expect(s.states.map(([state]) => state)).toEqual(['following', 'following', 'ended'])
    expect(s.states[1]?.[1]).toBe(
      "The subtitles playlist could not be read: The stream's server answered 500.",
    )
  })

  it('starts again from the window’s end when the sequence goes back (an encoder restart)', async () => {
    const s = stream({ playlists: [subtitles(50, 51), subtitles(1, 5, true)] })
    await s.run()
    expect(s.cues.map((c) => c.caption)).toEqual([
      'said in 50',
      'said in 51',
      'said in 3',
      'said in 4',
      'said in 5',
    ])
  })

  it('reads names on screen in a frame every few seconds, each name once while it stays up', async () => {
    const read: number[] = []
    const screens = [['ON', 'Trail Boots'], ['Trail Boots'], ['Trail Boots', 'Tent X 2']]
    const s = stream({
      master: `#EXTM3U\n${VIDEO_VARIANTS}`,
      video: [media('ts', 1, 6, true)],
      screen: {
        everyMs: 5_000,
        async read() {
          read.push(read.length)
          return { ok: true, frames: [screens[read.length - 1] ?? []] }
        },
      },
    })
    await s.run()
    // Segments 4, 5, 6 (8–14 s): a frame at 8 s, the next due from 13 s: segment 6's, at 12 s.
    expect(read).toHaveLength(2)
    expect(s.cues).toEqual([
      // "ON" has too few letters to be a name; the same name 4 s later is the same cue.
      { atMs: 8_000, from: 'screen', caption: '', names: ['Trail Boots'], items: [] },
    ])
  })

  it('says on-screen text is not read while ffmpeg is missing, and tries again a minute on', async () => {
    let tries = 0
    const s = stream({
      master: `#EXTM3U\n${VIDEO_VARIANTS}`,
      video: [media('ts', 1, 3), media('ts', 1, 40, true)],
      screen: {
        everyMs: 5_000,
        async read() {
          tries++
          return { ok: false, error: 'ffmpeg is not installed', lasting: true }
        },
      },
    })
    await s.run()
    expect(tries).toBe(2)
    expect(s.states[0]).toEqual([
      'following',
      'The stream has no subtitles rendition: its video is read (captions, timed metadata, names on screen). On-screen text is not read: ffmpeg is not installed.',
    ])
  })
})
