import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { demoStreamPaths } from '../../shared/api/demo-stream'
import { airedSegments, channelStreams, liveMatches, products } from '../db/schema'
import { type TestServer, testServer } from '../testing'
import { createStreamFollowers } from './followers'
import type { Fetched, StreamFetch } from './stream-fetch'

// The followers of two processes on one database (PGlite here; PostgreSQL in postgres.test.ts).

let t: TestServer
let title = ''

/** A live stream at `https://stream.example/{channel}/`, whose captions name `title`. */
function fetchText(url: string): Promise<Fetched<string>> {
  const path = new URL(url).pathname
  const answer = (body: string): Fetched<string> => ({ ok: true, body, url })
  if (path.endsWith('/index.m3u8')) {
    return Promise.resolve(
      answer(
        '#EXTM3U\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="English",URI="subs.m3u8"\n#EXT-X-STREAM-INF:BANDWIDTH=1,SUBTITLES="s"\nv.m3u8\n',
      ),
    )
  }
  if (path.endsWith('/subs.m3u8')) {
    const start = t.now().getTime() - 4_000
    return Promise.resolve(
      answer(
        [
          '#EXTM3U',
          '#EXT-X-TARGETDURATION:2',
          '#EXT-X-MEDIA-SEQUENCE:7',
          `#EXT-X-PROGRAM-DATE-TIME:${new Date(start).toISOString()}`,
          '#EXTINF:2.0,',
          '7.vtt',
          '#EXTINF:2.0,',
          '8.vtt',
        ].join('\n'),
      ),
    )
  }
  const said = path.endsWith('/7.vtt') ? `Here is the ${title} we love` : 'And back to the river'
  return Promise.resolve(answer(`WEBVTT\n\n00:00:00.500 --> 00:00:01.500\n${said}\n`))
}

/** The fake stream has subtitles only: nothing is read as bytes. */
const fetch: StreamFetch = {
  text: fetchText,
  bytes: async () => ({ ok: false, error: 'no video here', status: 404 }),
}

function followers(holder: string, over: 'fake' | 'http' = 'fake') {
  return createStreamFollowers({
    db: t.db,
    embeddings: null,
    live: t.live,
    now: t.now,
    holder,
    allowPrivate: over === 'http',
    ...(over === 'fake' ? { fetch } : {}),
    log: (line, error) => {
      throw new Error(`${line}: ${String(error)}`)
    },
  })
}

async function addStream(channelId: string) {
  await t.db
    .insert(channelStreams)
    .values({ channelId, url: `https://stream.example/${channelId}/index.m3u8` })
}

beforeAll(async () => {
  t = await testServer({ now: '2026-05-01T10:00:00Z' })
  const [row] = await t.db
    .select({ title: products.title })
    .from(products)
    .where(sql`${products.title} is not null`)
    .limit(1)
  title = row?.title ?? ''
  for (const id of ['wildtv', 'justcooking', 'kbs', 'wedosport']) await addStream(id)
})
afterAll(() => t?.close())

describe('stream followers', () => {
  const a = () => followersA
  let followersA: ReturnType<typeof followers>
  let followersB: ReturnType<typeof followers>

  test('two processes share the streams, each followed by exactly one', async () => {
    followersA = followers('a')
    followersB = followers('b')
    for (let i = 0; i < 3; i++) {
      await a().tick()
      await followersB.tick()
    }
    const mine = a().following()
    const theirs = followersB.following()
    expect([...mine, ...theirs].sort()).toEqual(['justcooking', 'kbs', 'wedosport', 'wildtv'])
    expect(mine.filter((id) => theirs.includes(id))).toEqual([])
    expect(mine).toHaveLength(2)
    const rows = await t.db.select().from(channelStreams)
    for (const row of rows) expect(row.holder).toBe(mine.includes(row.channelId) ? 'a' : 'b')
  })

  test('what a stream says is matched into its channel’s live feed as from the stream', async () => {
    await vi.waitFor(async () => {
      const [row] = await t.db
        .select()
        .from(channelStreams)
        .where(eq(channelStreams.channelId, 'wildtv'))
      expect(row?.state).toBe('following')
      expect(row?.lastCueText).toBe('And back to the river')
    })
    const segments = await t.db
      .select()
      .from(airedSegments)
      .where(and(eq(airedSegments.channelId, 'wildtv'), eq(airedSegments.source, 'stream')))
    expect(segments.map((s) => [s.segmentKey, s.caption])).toEqual([
      ['stream:subtitles:2026-05-01T09:59:56.500Z', `Here is the ${title} we love`],
      ['stream:subtitles:2026-05-01T09:59:58.500Z', 'And back to the river'],
    ])
    const matches = await t.db
      .select()
      .from(liveMatches)
      .where(and(eq(liveMatches.channelId, 'wildtv'), eq(liveMatches.source, 'stream')))
    expect(matches.length).toBeGreaterThan(0)
    expect(matches[0]?.segmentKey).toBe('stream:subtitles:2026-05-01T09:59:56.500Z')
  })

  test('a save of the stream again stops its follower; it is taken anew', async () => {
    const holder = a().following().includes('wildtv') ? followersA : followersB
    await t.db
      .update(channelStreams)
      .set({
        generation: sql`${channelStreams.generation} + 1`,
        holder: null,
        leaseExpiresAt: new Date(0),
        state: 'waiting',
      })
      .where(eq(channelStreams.channelId, 'wildtv'))
    await holder.tick()
    const [row] = await t.db
      .select()
      .from(channelStreams)
      .where(eq(channelStreams.channelId, 'wildtv'))
    expect(row?.generation).toBe(2)
    expect(row?.holder).toBe(holder === followersA ? 'a' : 'b')
  })

  test('a process that stops lets its streams go; the other takes them', async () => {
    const gone = a().following()
    await followersA.stop()
    for (let i = 0; i < gone.length; i++) await followersB.tick()
    expect(followersB.following().sort()).toEqual(['justcooking', 'kbs', 'wedosport', 'wildtv'])
    await followersB.stop()
  })

  test('a process that dies keeps its streams until their leases run out', async () => {
    const c = followers('c')
    await c.tick()
    const held = c.following()
    expect(held).toHaveLength(1)
    // c dies: it renews no more, and stops nothing.
    const d = followers('d')
    await d.tick()
    expect(d.following()).not.toContain(held[0])
    t.setNow('2026-05-01T10:00:07Z')
    for (let i = 0; i < 4; i++) await d.tick()
    expect(d.following().sort()).toEqual(['justcooking', 'kbs', 'wedosport', 'wildtv'])
    await d.stop()
    await c.stop()
  })

  test('follows a real stream over HTTP: the demo stream’s subtitles, said by its program', async () => {
    await t.db.delete(channelStreams)
    const url = `${t.origin}${t.config.apiPath}${demoStreamPaths.master('golf-network')}`
    await t.db.insert(channelStreams).values({ channelId: 'golf-network', url })
    const e = followers('e', 'http')
    await e.tick()
    await vi.waitFor(
      async () => {
        const [row] = await t.db.select().from(channelStreams)
        expect(row?.state).toBe('following')
        expect(row?.lastCueText).toBeTruthy()
      },
      { timeout: 10_000 },
    )
    const [onAir] = await t.db
      .select()
      .from(airedSegments)
      .where(and(eq(airedSegments.channelId, 'golf-network'), eq(airedSegments.source, 'stream')))
    expect(onAir?.caption).toBeTruthy()
    await e.stop()
  })

  test('an item cued by id in a date range is matched as named on screen, by its title', async () => {
    await t.db.delete(channelStreams)
    const [item] = await t.db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(sql`${products.channelId} is null and ${products.active}`)
      .limit(1)
    if (!item) throw new Error('a shared catalog item')
    const at = new Date(t.now().getTime() - 1_000).toISOString()
    const video = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:2',
      `#EXT-X-DATERANGE:ID="cue-1",START-DATE="${at}",X-STV-ITEM="${item.id},not-an-item"`,
      '#EXT-X-ENDLIST',
    ].join('\n')
    const cued: StreamFetch = {
      text: async (url) => ({
        ok: true,
        body: url.endsWith('video.m3u8')
          ? video
          : '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nvideo.m3u8',
        url,
      }),
      bytes: async () => ({ ok: false, error: 'no segments', status: 404 }),
    }
    await t.db
      .insert(channelStreams)
      .values({ channelId: 'kbs', url: 'https://stream.example/kbs/index.m3u8' })
    const m = createStreamFollowers({
      db: t.db,
      embeddings: null,
      live: t.live,
      now: t.now,
      holder: 'm',
      allowPrivate: false,
      fetch: cued,
    })
    await m.tick()
    await vi.waitFor(async () => {
      const [row] = await t.db.select().from(channelStreams)
      expect(row?.state).toBe('ended')
    })
    const matches = await t.db
      .select()
      .from(liveMatches)
      .where(
        and(eq(liveMatches.channelId, 'kbs'), eq(liveMatches.segmentKey, `stream:metadata:${at}`)),
      )
    expect(matches.find((row) => row.productId === item.id)?.reason).toEqual({
      kind: 'exact',
      entity: item.title,
      heard: false,
    })
    await m.stop()
  })
})
