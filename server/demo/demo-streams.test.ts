import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { DEMO_CHANNELS } from '../../shared/channels'
import { airedSegments, channelStreams } from '../db/schema'
import { onAirNow, programOf } from '../live'
import { createStreamFollowers, withOwnStreams } from '../on-air'
import { hasFfmpeg } from '../on-air/ocr/frames'
import { type TestServer, testServer } from '../testing'
import { demoStreamsBase, demoStreamUrl, keepDemoStreams } from './demo-streams'

// The demo channels follow the demo streams this server serves (DEMO_ON_AIR=stream), read in
// the process: their captions, the names their programs cue and the lower thirds they show.

let t: TestServer
beforeAll(async () => {
  t = await testServer({ now: '2026-05-01T10:00:00Z' })
})
afterAll(() => t?.close())

const streamConfig = (demoOnAir: 'stream' | 'clock', publicOrigin = t.config.publicOrigin) => ({
  publicOrigin,
  apiPath: t.config.apiPath,
  demoOnAir,
})

const rows = () => t.db.select().from(channelStreams).orderBy(channelStreams.channelId)

describe('the demo channels’ own streams', () => {
  test('each demo channel is set to follow its own demo stream', async () => {
    await keepDemoStreams(t.db, streamConfig('stream'), t.now())
    const kept = await rows()
    expect(kept.map((row) => [row.channelId, row.url, row.state])).toEqual(
      DEMO_CHANNELS.map((c) => c.id)
        .sort()
        .map((id) => [id, `${t.origin}/api/demo-stream/${id}/index.m3u8`, 'waiting']),
    )
  })

  test('a start again leaves a followed stream undisturbed', async () => {
    const until = new Date(t.now().getTime() + 60_000)
    await t.db
      .update(channelStreams)
      .set({ holder: 'a', leaseExpiresAt: until, state: 'following' })
    await keepDemoStreams(t.db, streamConfig('stream'), t.now())
    for (const row of await rows()) {
      expect([row.holder, row.generation, row.state]).toEqual(['a', 1, 'following'])
    }
  })

  test('another public origin moves the streams with it: each starts over', async () => {
    await keepDemoStreams(t.db, streamConfig('stream', 'https://tv.example'), t.now())
    for (const row of await rows()) {
      expect(row.url).toBe(`https://tv.example/api/demo-stream/${row.channelId}/index.m3u8`)
      expect([row.holder, row.generation, row.state]).toEqual([null, 2, 'waiting'])
    }
  })

  test('by the clock, the demo streams are taken away; a stream set by hand stays', async () => {
    await keepDemoStreams(t.db, streamConfig('stream'), t.now())
    await t.db
      .update(channelStreams)
      .set({ url: 'https://encoder.example/kbs.m3u8' })
      .where(eq(channelStreams.channelId, 'kbs'))
    await keepDemoStreams(t.db, streamConfig('clock'), t.now())
    expect((await rows()).map((row) => [row.channelId, row.url])).toEqual([
      ['kbs', 'https://encoder.example/kbs.m3u8'],
    ])
    await t.db.delete(channelStreams)
  })
})

const ffmpeg = hasFfmpeg()

describe.runIf(ffmpeg)('a demo channel following its stream (skipped: no ffmpeg)', () => {
  test('its caption, its cued names and its lower third are each matched, from the stream', async () => {
    // The first segment of wildtv's program after the test's clock that names something, and
    // the first loop of the clip that starts in it: the one its lower third is drawn over.
    const program = await programOf(t.db, 'wildtv')
    if (!program) throw new Error('wildtv has a program')
    let onAir = onAirNow(program, t.now().getTime())
    while (!onAir.segment.entities.length) onAir = onAirNow(program, onAir.endsAt.getTime())
    const loopStart = Math.ceil(onAir.startedAt.getTime() / 8_000) * 8_000
    // The live window then ends with the lower third's two segments and one more.
    t.setNow(new Date(loopStart + 6_000).toISOString())
    await t.db
      .insert(channelStreams)
      .values({ channelId: 'wildtv', url: demoStreamUrl(t.config, 'wildtv') })
    const nowhere = async () => ({ ok: false as const, error: 'not this server', status: null })
    const followers = createStreamFollowers({
      db: t.db,
      embeddings: null,
      live: t.live,
      now: t.now,
      holder: 'demo',
      allowPrivate: false,
      fetch: withOwnStreams(demoStreamsBase(t.config), t.app.fetch, {
        text: nowhere,
        bytes: nowhere,
      }),
      screenEveryS: 5,
    })
    const heard = (from: string) =>
      t.db
        .select()
        .from(airedSegments)
        .where(
          and(
            eq(airedSegments.channelId, 'wildtv'),
            like(airedSegments.segmentKey, `stream:${from}:%`),
          ),
        )
    try {
      await followers.tick()
      await vi.waitFor(
        async () => {
          expect((await heard('screen')).map((s) => s.entities)).toEqual([onAir.segment.entities])
        },
        { timeout: 30_000 },
      )
      expect((await heard('subtitles')).map((s) => s.caption)).toEqual([onAir.segment.caption])
      // Cued twice (a date range at the program segment's start, ID3 in the lower third's
      // first segment), heard once.
      expect((await heard('metadata')).map((s) => s.entities)).toEqual([onAir.segment.entities])
      const [row] = await rows()
      expect([row?.state, row?.detail]).toEqual(['following', null])
    } finally {
      await followers.stop()
    }
  }, 60_000)
})
