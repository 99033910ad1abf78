import { describe, expect, test } from 'vitest'
import { STREAM_SEGMENT_MAX_BYTES, type StreamFetch, withOwnStreams } from './stream-fetch'

// This server's own streams are read from its app in the process; every other one as before.

const BASE = 'http://127.0.0.1:8080/api/demo-stream/'

/** The app: answers each path as `answer` says, and remembers what it was asked. */
function app(answer: (path: string) => Response) {
  const asked: string[] = []
  const handler = (request: Request) => {
    asked.push(request.url)
    return answer(new URL(request.url).pathname)
  }
  return { handler, asked }
}

const others: StreamFetch = {
  text: async (url) => ({ ok: true, body: `elsewhere: ${url}`, url }),
  bytes: async (url) => ({ ok: false, error: `not read: ${url}`, status: null }),
}

describe('withOwnStreams', () => {
  test('reads a URL under its base from the app, in the process', async () => {
    const { handler, asked } = app(() => new Response('#EXTM3U\n'))
    const fetch = withOwnStreams(BASE, handler, others)
    const url = `${BASE}wildtv/index.m3u8`
    expect(await fetch.text(url, new AbortController().signal)).toEqual({
      ok: true,
      body: '#EXTM3U\n',
      url,
    })
    const bytes = await fetch.bytes(`${BASE}segments/golf/4.ts`, new AbortController().signal)
    expect(bytes).toEqual({
      ok: true,
      body: new Uint8Array(new TextEncoder().encode('#EXTM3U\n')),
      url: `${BASE}segments/golf/4.ts`,
    })
    expect(asked).toEqual([url, `${BASE}segments/golf/4.ts`])
  })

  test('any other URL goes to the other fetcher, never to the app', async () => {
    const { handler, asked } = app(() => new Response('no'))
    const fetch = withOwnStreams(BASE, handler, others)
    const signal = new AbortController().signal
    const elsewhere = 'http://127.0.0.1:8080/api/demo-streamer/x.m3u8'
    expect(await fetch.text(elsewhere, signal)).toEqual({
      ok: true,
      body: `elsewhere: ${elsewhere}`,
      url: elsewhere,
    })
    expect(await fetch.bytes('https://cdn.example/1.ts', signal)).toEqual({
      ok: false,
      error: 'not read: https://cdn.example/1.ts',
      status: null,
    })
    expect(asked).toEqual([])
  })

  test('an error status or a body over the limit is said in words', async () => {
    const { handler } = app((path) =>
      path.endsWith('big.ts')
        ? new Response(new Uint8Array(STREAM_SEGMENT_MAX_BYTES + 1))
        : Response.json({ error: { code: 'not-found', message: 'no' } }, { status: 404 }),
    )
    const fetch = withOwnStreams(BASE, handler, others)
    const signal = new AbortController().signal
    expect(await fetch.text(`${BASE}gone/index.m3u8`, signal)).toEqual({
      ok: false,
      error: "The stream's server answered 404 (Not Found) instead of the stream.",
      status: 404,
    })
    expect(await fetch.bytes(`${BASE}big.ts`, signal)).toEqual({
      ok: false,
      error: 'The stream is larger than the limit of 8 MB.',
      status: null,
    })
  })
})
