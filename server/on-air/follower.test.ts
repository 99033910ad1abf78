import { describe, expect, it } from 'vitest'
import type { StreamState } from '../../shared/api/stream'
import type { FetchedText } from './fetch-text'
import { FAILURES_BEFORE_RESTART, followStream } from './follower'
import type { StreamCue } from './vtt-cues'

const BASE = 'https://stream.example/live/'
const MASTER = [
  '#EXTM3U',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="English",LANGUAGE="en",URI="subs.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=1000,SUBTITLES="s"',
  'video.m3u8',
].join('\n')

/** A subtitles playlist of segments `first`..`last`, 2 s each from t = n × 2 s. */
function subtitles(first: number, last: number, ended = false): string {
  const lines = ['#EXTM3U', '#EXT-X-TARGETDURATION:2', `#EXT-X-MEDIA-SEQUENCE:${first}`]
  for (let n = first; n <= last; n++) {
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(n * 2000).toISOString()}`)
    lines.push('#EXTINF:2.000,', `${n}.vtt`)
  }
  if (ended) lines.push('#EXT-X-ENDLIST')
  return lines.join('\n')
}

const vtt = (...cues: string[]) =>
  `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n${cues
    .map((text, i) => `00:00:0${i}.000 --> 00:00:0${i + 1}.000\n${text}\n`)
    .join('\n')}`

type Answer = string | number
/**
 * A stream whose playlist is read in turns: `playlists[i]` answers the i-th read (the last one
 * repeats); `segments` answers each segment (a number is an HTTP status).
 */
function stream(
  opts: { master?: Answer; playlists: Answer[]; segments?: Record<number, Answer> },
  rounds = 20,
) {
  const states: [StreamState, string | null][] = []
  const cues: StreamCue[] = []
  const reads: string[] = []
  let clock = 100_000
  let playlistReads = 0
  const stop = new AbortController()
  const answer = (url: string, value: Answer): FetchedText =>
    typeof value === 'number'
      ? { ok: false, error: `The stream's server answered ${value}.`, status: value }
      : { ok: true, text: value, url }
  const deps = {
    async fetchText(url: string): Promise<FetchedText> {
      reads.push(url.replace(BASE, ''))
      if (url === `${BASE}index.m3u8`) return answer(url, opts.master ?? MASTER)
      if (url === `${BASE}subs.m3u8`) {
        const i = Math.min(playlistReads++, opts.playlists.length - 1)
        return answer(url, opts.playlists[i] ?? 404)
      }
      const n = Number(url.replace(BASE, '').replace('.vtt', ''))
      return answer(url, opts.segments?.[n] ?? vtt(`said in ${n}`))
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
    expect(s.cues).toEqual(
      [8, 9, 10, 11, 12].map((n) => ({ text: `said in ${n}`, atMs: n * 2000 })),
    )
    expect(s.states).toEqual([
      ['following', null],
      ['ended', 'The stream’s playlist says it has ended.'],
    ])
  })

  it('hears words repeated in the next segment once', async () => {
    const s = stream({
      playlists: [subtitles(1, 2, true)],
      segments: { 1: vtt('Boots on sale'), 2: vtt('Boots on sale', 'A tent') },
    })
    await s.run()
    expect(s.cues.map((c) => c.text)).toEqual(['Boots on sale', 'A tent'])
  })

  it('skips a segment that is missing and says so, and goes on', async () => {
    const s = stream({ playlists: [subtitles(1, 3), subtitles(1, 4, true)], segments: { 2: 404 } })
    await s.run()
    expect(s.cues.map((c) => c.text)).toEqual(['said in 1', 'said in 3', 'said in 4'])
    expect(s.states[0]).toEqual([
      'following',
      "Segment 2 was skipped: The stream's server answered 404.",
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
    expect(s.states[1]).toEqual(['stalled', 'The subtitles playlist has not changed for 6 s.'])
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

  it('fails in words when the stream has no subtitles, or the URL is not a playlist', async () => {
    const none = stream(
      { master: '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nv.m3u8', playlists: [] },
      1,
    )
    await none.run()
    expect(none.states).toEqual([
      [
        'failed',
        'The stream has no subtitles rendition (EXT-X-MEDIA TYPE=SUBTITLES); captions inside the video are not read yet. Trying again in 10 s.',
      ],
    ])
    const html = stream({ master: '<html></html>', playlists: [] }, 1)
    await html.run()
    expect(html.states[0]?.[0]).toBe('failed')
    expect(html.states[0]?.[1]).toMatch(
      /^https:\/\/stream\.example\/live\/index\.m3u8 is not an HLS playlist: /,
    )
  })

  it('starts again from the window’s end when the sequence goes back (an encoder restart)', async () => {
    const s = stream({ playlists: [subtitles(50, 51), subtitles(1, 5, true)] })
    await s.run()
    expect(s.cues.map((c) => c.text)).toEqual([
      'said in 50',
      'said in 51',
      'said in 3',
      'said in 4',
      'said in 5',
    ])
  })
})
