import { expect, test } from 'vitest'
import { cueWords, followCaptions } from './captions'

type Cue = { startTime: number; text: string }

/** A text track as the player makes it: a mode the page can set, its active cues, events. */
class FakeTrack extends EventTarget {
  mode: TextTrackMode = 'showing'
  activeCues: Cue[] = []
  constructor(readonly kind: TextTrackKind) {
    super()
  }
  cue(...cues: Cue[]) {
    this.activeCues = cues
    this.dispatchEvent(new Event('cuechange'))
  }
}

class FakeTracks extends EventTarget {
  list: FakeTrack[] = []
  get length() {
    return this.list.length
  }
  [Symbol.iterator]() {
    return (this.list as unknown as TextTrack[])[Symbol.iterator]()
  }
  add(track: FakeTrack) {
    this.list.push(track)
    this.dispatchEvent(new Event('addtrack'))
  }
  choose(track: FakeTrack, mode: TextTrackMode) {
    track.mode = mode
    this.dispatchEvent(new Event('change'))
  }
}

function setUp() {
  const tracks = new FakeTracks()
  const seen: (string | null)[] = []
  const stop = followCaptions(tracks, (caption) => seen.push(caption))
  return { tracks, seen, stop, last: () => seen.at(-1) }
}

test('a captions track the browser would show is hidden, and its cues come to the overlay', () => {
  const { tracks, last } = setUp()
  const track = new FakeTrack('subtitles')
  tracks.add(track)
  expect(track.mode).toBe('hidden')
  track.cue({ startTime: 4, text: 'A heron stands in the <i>reeds</i>.' })
  expect(last()).toBe('A heron stands in the reeds.')
  track.cue({ startTime: 6, text: 'It waits.' }, { startTime: 6.5, text: 'Then it strikes.' })
  expect(last()).toBe('It waits.\nThen it strikes.')
  track.cue()
  expect(last()).toBeNull()
})

test('a track that is not captions (chapters, metadata) is left as it is', () => {
  const { tracks, last } = setUp()
  const chapters = new FakeTrack('chapters')
  tracks.add(chapters)
  chapters.cue({ startTime: 1, text: 'Part one' })
  expect(chapters.mode).toBe('showing')
  expect(last()).toBeNull()
})

test('"Off" in the player’s captions menu clears the overlay; choosing the track again brings it back', () => {
  const { tracks, last } = setUp()
  const track = new FakeTrack('captions')
  tracks.add(track)
  track.cue({ startTime: 2, text: 'Dusk on the lake.' })
  tracks.choose(track, 'disabled')
  expect(last()).toBeNull()
  track.cue({ startTime: 4, text: 'Heard while off.' })
  expect(last()).toBeNull()
  tracks.choose(track, 'showing')
  expect(track.mode).toBe('hidden')
  expect(last()).toBe('Heard while off.')
})

test('once stopped, cues and new tracks change nothing', () => {
  const { tracks, seen, stop } = setUp()
  const track = new FakeTrack('subtitles')
  tracks.add(track)
  stop()
  const count = seen.length
  track.cue({ startTime: 8, text: 'Late.' })
  tracks.add(new FakeTrack('subtitles'))
  expect(seen).toHaveLength(count)
})

test('a cue’s words lose their WebVTT tags and keep what the entities spell', () => {
  expect(cueWords('<v Guide>Salt &amp; <b>pepper</b> &lt;3</v>')).toBe('Salt & pepper <3')
  expect(cueWords('<00:00:01.000>Now')).toBe('Now')
})
