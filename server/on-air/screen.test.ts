import { spawnSync } from 'node:child_process'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { airedSegments, channelStreams, liveMatches, products } from '../db/schema'
import { type TestApp, testApp } from '../testing'
import { createStreamFollowers } from './followers'
import { hasFfmpeg } from './ocr/frames'
import type { StreamFetch } from './stream-fetch'

// Names on screen through the real path: a segment drawn by ffmpeg, its frame read by OCR in
// the worker thread, the name matched into the live feed. Needs ffmpeg (.ci/run installs it).
const ffmpeg = hasFfmpeg()

describe.runIf(ffmpeg)('a followed stream’s lower third (skipped: ffmpeg not installed)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp({ now: '2026-05-01T10:00:00Z' })
  })
  afterAll(() => t?.close())

  test('the name shown is matched as named on screen, at its frame’s time', async () => {
    const [item] = await t.db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(eq(products.title, 'Riverbend Drift 7 Fly Rod'))
    const title = item?.title ?? 'missing'
    const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'
    const drawn = spawnSync(
      'ffmpeg',
      [
        ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=0x2a4a6a:s=640x360:r=12:d=2'],
        '-vf',
        `drawbox=y=ih*0.7:w=iw:h=ih*0.18:color=black@0.85:t=fill,drawtext=fontfile=${font}:text='${title}':fontcolor=white:fontsize=30:x=28:y=h*0.745`,
        ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-f', 'mpegts', 'pipe:1'],
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    )
    const segment = new Uint8Array(drawn.stdout)
    const start = t.now().getTime() - 4_000
    const video = `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXT-X-PROGRAM-DATE-TIME:${new Date(start).toISOString()}\n#EXTINF:2.0,\n1.ts\n#EXT-X-ENDLIST\n`
    const fetch: StreamFetch = {
      text: async (url) => ({ ok: true, body: video, url }),
      bytes: async (url) => ({ ok: true, body: segment, url }),
    }
    await t.db
      .insert(channelStreams)
      .values({ channelId: 'wildtv', url: 'https://stream.example/wildtv/video.m3u8' })
    const followers = createStreamFollowers({
      db: t.db,
      embeddings: null,
      live: t.live,
      now: t.now,
      holder: 'ocr',
      allowPrivate: false,
      fetch,
      screenEveryS: 5,
    })
    await followers.tick()
    await vi.waitFor(
      async () => {
        const [row] = await t.db.select().from(channelStreams)
        expect(row?.state).toBe('ended')
      },
      { timeout: 30_000 },
    )
    await followers.stop()
    const key = `stream:screen:${new Date(start).toISOString()}`
    const [aired] = await t.db
      .select()
      .from(airedSegments)
      .where(and(eq(airedSegments.channelId, 'wildtv'), eq(airedSegments.segmentKey, key)))
    expect(aired?.entities).toEqual([title])
    const matches = await t.db
      .select()
      .from(liveMatches)
      .where(and(eq(liveMatches.channelId, 'wildtv'), eq(liveMatches.segmentKey, key)))
    expect(matches.find((m) => m.productId === item?.id)?.reason).toEqual({
      kind: 'exact',
      entity: title,
      heard: false,
    })
  }, 60_000)
})
