import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorBody } from '../../shared/api/error-codes'
import { MAX_STREAM_URL } from '../../shared/api/stream'
import { studioPaths } from '../../shared/api/studio'
import { channelStreams } from '../db/schema'
import { STUDIO_ERROR } from '../studio'
import { bearer, type TestApp, testApp } from '../testing'

const STREAM = 'https://cdn.example/ana/master.m3u8'
const NOW = '2026-05-01T10:00:00.000Z'
const streamPath = studioPaths.stream

let t: TestApp
let ana: Record<string, string>
let eve: Record<string, string>

beforeAll(async () => {
  t = await testApp({ now: NOW })
  ana = bearer(await t.signIn('ana@example.test', 'Ana'))
  eve = bearer(await t.signIn('eve@example.test', 'Eve'))
  for (const id of ['ana-tv', 'ana-two', 'ana-three']) {
    const created = await t.post(
      studioPaths.channels,
      { id, name: id, topic: 'cooking', description: '' },
      ana,
    )
    expect(created.status).toBe(201)
  }
})
afterAll(() => t.close())

async function json(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const put = async (id: string, body: unknown, headers = ana) =>
  json(await t.send('PUT', streamPath(id), body, headers))

async function rowOf(id: string) {
  const [row] = await t.db.select().from(channelStreams).where(eq(channelStreams.channelId, id))
  return row
}

describe('a channel’s stream', () => {
  test('a channel without one says so', async () => {
    const { status, body } = await json(await t.get(streamPath('ana-tv'), ana))
    expect(status).toBe(200)
    expect(body).toEqual({ url: null, state: 'waiting', detail: null, lastCue: null, since: NOW })
  })

  test('a member saves a URL: it waits for a server to follow it', async () => {
    const saved = await put('ana-tv', { url: `  ${STREAM} ` })
    const expected = { url: STREAM, state: 'waiting', detail: null, lastCue: null, since: NOW }
    expect(saved).toEqual({ status: 200, body: expected })
    expect(await json(await t.get(streamPath('ana-tv'), ana))).toEqual({
      status: 200,
      body: expected,
    })
    expect(await rowOf('ana-tv')).toMatchObject({ holder: null, generation: 1 })
  })

  test('an editor may set it too', async () => {
    const ed = bearer(await t.signIn('ed@example.test', 'Ed'))
    const added = await t.post(
      studioPaths.members('ana-three'),
      { email: 'ed@example.test', role: 'editor' },
      ana,
    )
    expect(added.status).toBe(200)
    expect((await put('ana-three', { url: STREAM }, ed)).status).toBe(200)
  })

  test.each([
    ['no URL', {}, 'url is required'],
    ['an empty URL', { url: '  ' }, 'Give the stream’s URL.'],
    ['a number', { url: 42 }, 'Give the stream’s URL.'],
    ['not a URL', { url: 'my stream' }, 'That is not a URL.'],
    ['an FTP URL', { url: 'ftp://cdn.example/a.m3u8' }, 'must start with https:// or http://'],
    ['a script', { url: 'javascript:alert(1)' }, 'must start with https:// or http://'],
    [
      'too long a URL',
      { url: `https://cdn.example/${'a'.repeat(MAX_STREAM_URL)}.m3u8` },
      `at most ${MAX_STREAM_URL} characters`,
    ],
    ['a body that is not JSON', '{"url": ', 'The body is not valid JSON'],
  ])('%s is refused and nothing changes', async (_, body, words) => {
    const before = await rowOf('ana-tv')
    const { status, body: answer } = await put('ana-tv', body)
    expect(status).toBe(400)
    expect(answer).toEqual(errorBody(400, expect.stringContaining(words)))
    expect(await rowOf('ana-tv')).toEqual(before)
  })

  test('each save starts it over: a new generation, its lease free, the same URL’s last cue kept', async () => {
    await put('ana-two', { url: STREAM })
    // As a follower would leave it.
    const heard = { text: 'The copper pan', at: new Date('2026-05-01T10:00:30Z') }
    await t.db
      .update(channelStreams)
      .set({
        state: 'following',
        holder: 'server-1',
        leaseExpiresAt: new Date('2026-05-01T10:01:00Z'),
        lastCueText: heard.text,
        lastCueAt: heard.at,
      })
      .where(eq(channelStreams.channelId, 'ana-two'))
    t.setNow('2026-05-01T10:05:00Z')
    const again = await put('ana-two', { url: STREAM })
    expect(again.body).toEqual({
      url: STREAM,
      state: 'waiting',
      detail: null,
      lastCue: { text: heard.text, at: heard.at.toISOString() },
      since: '2026-05-01T10:05:00.000Z',
    })
    expect(await rowOf('ana-two')).toMatchObject({
      generation: 2,
      holder: null,
      leaseExpiresAt: new Date(0),
    })
    const other = await put('ana-two', { url: 'http://other.example/live.m3u8' })
    expect(other.body).toMatchObject({ url: 'http://other.example/live.m3u8', lastCue: null })
    expect(await rowOf('ana-two')).toMatchObject({ generation: 3, lastCueText: null })
    t.setNow(NOW)
  })

  test('a member removes it', async () => {
    await put('ana-two', { url: STREAM })
    const removed = await json(await t.send('DELETE', streamPath('ana-two'), undefined, ana))
    expect(removed).toEqual({
      status: 200,
      body: { url: null, state: 'waiting', detail: null, lastCue: null, since: NOW },
    })
    expect(await rowOf('ana-two')).toBeUndefined()
    expect((await json(await t.get(streamPath('ana-two'), ana))).body).toMatchObject({ url: null })
  })
})

describe('who may', () => {
  test.each([
    ['GET', undefined],
    ['PUT', { url: STREAM }],
    ['DELETE', undefined],
  ])('%s by someone outside the channel is a 403, and changes nothing', async (method, body) => {
    const before = await rowOf('ana-tv')
    for (const id of ['ana-tv', 'no-such-channel']) {
      const res = await json(await t.send(method, streamPath(id), body, eve))
      expect(res).toEqual({ status: 403, body: errorBody(403, STUDIO_ERROR.notMember) })
    }
    expect(await rowOf('ana-tv')).toEqual(before)
  })

  test.each([
    ['GET', undefined],
    ['PUT', { url: STREAM }],
    ['DELETE', undefined],
  ])('%s signed out is a 401', async (method, body) => {
    const res = await t.send(method, streamPath('ana-tv'), body)
    expect(res.status).toBe(401)
    expect(res.headers.get('cache-control')).toContain('no-store')
  })

  test('answers are never cached', async () => {
    const res = await t.get(streamPath('ana-tv'), ana)
    expect(res.headers.get('cache-control')).toContain('no-store')
  })
})
