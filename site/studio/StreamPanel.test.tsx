import { afterEach, describe, expect, test } from 'vitest'
import { MAX_STREAM_URL, STREAM_STATES, type StreamStatus } from '../../shared/api/stream'
import type { StudioChannel } from '../../shared/api/studio'
import { STREAM_REFRESH_MS, StreamPanel, streamStateText } from './StreamPanel'
import {
  click,
  fakeStudio,
  handTimers,
  mount,
  type ServerRoutes,
  server,
  settle,
  submit,
  type,
} from './test-dom'
import { type FakeStudioEnv, fakeStudioEnv } from './testing'

const channel = { id: 'ana-tv', role: 'editor' } as StudioChannel
const STREAM = '/studio/channels/ana-tv/stream'
const LINK = 'https://cdn.example/ana/master.m3u8'
const SINCE = '2026-05-01T10:00:00.000Z'

function status(change: Partial<StreamStatus> = {}): StreamStatus {
  return { url: LINK, state: 'waiting', detail: null, lastCue: null, since: SINCE, ...change }
}
const none = status({ url: null })

let view: Awaited<ReturnType<typeof mount>> | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

async function open(routes: ServerRoutes, before: (env: FakeStudioEnv) => void = () => {}) {
  const env = fakeStudioEnv(server(routes))
  const timers = handTimers(env)
  before(env)
  view = await mount(
    <StreamPanel studio={fakeStudio(env)} channel={channel} onChannel={() => {}} />,
  )
  const field = () => view?.host.querySelector<HTMLInputElement>('#stream-url') ?? null
  const form = () => field()?.form
  return { env, timers, view, field, form }
}

const requests = (env: FakeStudioEnv) => env.calls.map((call) => `${call.method} ${call.path}`)

describe('the stream’s state in words', () => {
  test.each([
    [status(), 'Waiting for a server to start following.'],
    [status({ state: 'following' }), 'Following — nothing heard yet.'],
    [
      status({
        state: 'following',
        lastCue: { text: 'Now the copper pan', at: '2026-05-01T12:03:04.000Z' },
      }),
      'Following — last heard 1 May 2026, 12:03:04 UTC: “Now the copper pan”',
    ],
    [
      status({
        state: 'following',
        detail: 'On-screen text is not read: ffmpeg is not installed.',
      }),
      'Following — nothing heard yet. On-screen text is not read: ffmpeg is not installed.',
    ],
    [
      status({ state: 'stalled', detail: 'the playlist has not changed for 30 s' }),
      'Stalled: the playlist has not changed for 30 s. The server keeps trying.',
    ],
    [
      status({ state: 'ended' }),
      'Ended: the stream said it ended. Save again to follow a new one.',
    ],
    [
      status({ state: 'failed', detail: 'The playlist has no subtitles.' }),
      'Failed: The playlist has no subtitles. The server tries again now and then.',
    ],
    [
      status({ state: 'failed' }),
      'Failed: the URL does not lead to a playlist the server can read. The server tries again now and then.',
    ],
  ])('%#: %s', (given, words) => {
    expect(streamStateText(given)).toBe(words)
  })

  test('every state has its words', () => {
    for (const state of STREAM_STATES) {
      expect(streamStateText(status({ state }))).toMatch(/^[A-Z].+\.$/)
    }
  })
})

describe('the Stream panel', () => {
  test('says when no stream is followed, with an empty labelled field and no stop button', async () => {
    const { view, field } = await open({ [`GET ${STREAM}`]: { status: 200, body: none } })
    expect(view.text()).toContain('No stream is followed.')
    expect(field()?.value).toBe('')
    const label = view.host.querySelector('label[for="stream-url"]')
    expect(label?.textContent).toBe('Stream URL (HLS .m3u8)')
    expect(field()?.getAttribute('aria-describedby')).toBe('stream-url-hint')
    expect(view.host.querySelector('#stream-url-hint')?.textContent).toContain(
      'reads its subtitles and timed metadata to match what is said and shown',
    )
    expect(() => view.button('Stop following')).toThrow()
  })

  test('shows the stream, its state and since when', async () => {
    const { view, field } = await open({
      [`GET ${STREAM}`]: {
        status: 200,
        body: status({ state: 'stalled', detail: 'the playlist stopped changing' }),
      },
    })
    expect(field()?.value).toBe(LINK)
    const facts = view.host.querySelector('[data-testid="stream-state"]')?.textContent
    expect(facts).toContain('Stalled: the playlist stopped changing.')
    expect(facts).toContain('1 May 2026, 10:00:00 UTC')
  })

  test('a stream that cannot be loaded offers a retry', async () => {
    let attempts = 0
    const { view } = await open({
      [`GET ${STREAM}`]: () => (++attempts === 1 ? 'network' : { status: 200, body: none }),
    })
    expect(view.text()).toContain('The stream could not be loaded.')
    await click(view.button('Try again'))
    expect(view.text()).toContain('No stream is followed.')
  })

  test('saves a URL and shows it waiting for a server', async () => {
    const { env, view, field, form } = await open({
      [`GET ${STREAM}`]: { status: 200, body: none },
      [`PUT ${STREAM}`]: { status: 200, body: status() },
    })
    await type(field(), `  ${LINK}  `)
    await submit(form())
    expect(env.calls.at(-1)).toMatchObject({ method: 'PUT', path: STREAM, body: { url: LINK } })
    expect(view.text()).toContain('The stream is saved.')
    expect(view.text()).toContain('Waiting for a server to start following.')
    expect(field()?.value).toBe(LINK)
    expect(view.button('Stop following')).toBeTruthy()
  })

  test.each([
    ['', 'Give the stream’s URL.'],
    ['my stream', 'That is not a URL.'],
    ['ftp://cdn.example/a.m3u8', 'The URL must start with https:// or http://.'],
    ['javascript:alert(1)', 'The URL must start with https:// or http://.'],
    [`https://cdn.example/${'a'.repeat(MAX_STREAM_URL)}`, `at most ${MAX_STREAM_URL} characters`],
  ])('%j is refused under the field, nothing is sent and the text stays', async (typed, words) => {
    const { env, view, field, form } = await open({
      [`GET ${STREAM}`]: { status: 200, body: none },
    })
    await type(field(), typed)
    await submit(form())
    expect(view.host.querySelector('#stream-url-error')?.textContent).toContain(words)
    expect(field()?.getAttribute('aria-invalid')).toBe('true')
    expect(field()?.getAttribute('aria-describedby')).toBe('stream-url-hint stream-url-error')
    expect(document.activeElement).toBe(field())
    expect(field()?.value).toBe(typed)
    expect(requests(env)).toEqual([`GET ${STREAM}`])
    // Said once, under the field: not again as an alert below.
    expect(view.host.querySelector('[role="alert"]')).toBeNull()
  })

  test('the server’s refusal is said under the field and the typed text stays', async () => {
    const { view, field, form } = await open({
      [`GET ${STREAM}`]: { status: 200, body: status() },
      [`PUT ${STREAM}`]: {
        status: 400,
        body: { error: { code: 'invalid-request', message: 'That host is not allowed' } },
      },
    })
    const typed = 'https://other.example/live.m3u8'
    await type(field(), typed)
    await submit(form())
    expect(view.host.querySelector('#stream-url-error')?.textContent).toBe(
      'That host is not allowed.',
    )
    expect(field()?.value).toBe(typed)
    expect(view.text()).toContain('Waiting for a server to start following.')
  })

  test('a save that does not reach the server says so, as an alert', async () => {
    const { view, field, form } = await open({
      [`GET ${STREAM}`]: { status: 200, body: none },
      [`PUT ${STREAM}`]: 'network',
    })
    await type(field(), LINK)
    await submit(form())
    expect(view.host.querySelector('[role="alert"]')?.textContent).toContain(
      'The server could not be reached.',
    )
    expect(view.host.querySelector('#stream-url-error')).toBeNull()
    expect(field()?.value).toBe(LINK)
  })

  test('stops following after asking', async () => {
    const { env, view, field } = await open({
      [`GET ${STREAM}`]: { status: 200, body: status({ state: 'following' }) },
      [`DELETE ${STREAM}`]: { status: 200, body: none },
    })
    await click(view.button('Stop following'))
    expect(view.text()).toContain('The server stops reading this stream.')
    expect(document.activeElement?.textContent).toBe('Yes, stop following')
    await click(view.button('Yes, stop following'))
    expect(requests(env)).toEqual([`GET ${STREAM}`, `DELETE ${STREAM}`])
    expect(view.text()).toContain('The server no longer follows the stream.')
    expect(view.text()).toContain('No stream is followed.')
    expect(field()?.value).toBe('')
  })

  test('reads the state again every 10 s while shown, keeping what is typed', async () => {
    let answer = status()
    const { env, view, timers, field } = await open({
      [`GET ${STREAM}`]: () => ({ status: 200, body: answer }),
    })
    expect(STREAM_REFRESH_MS).toBe(10_000)
    await type(field(), 'https://cdn.example/new')
    answer = status({
      state: 'following',
      lastCue: { text: 'The mixer', at: '2026-05-01T10:00:12.000Z' },
    })
    expect(await timers.run(STREAM_REFRESH_MS)).toBe(1)
    expect(view.text()).toContain('Following — last heard 1 May 2026, 10:00:12 UTC: “The mixer”')
    expect(field()?.value).toBe('https://cdn.example/new')
    expect(requests(env)).toEqual([`GET ${STREAM}`, `GET ${STREAM}`])
    expect(timers.waiting(STREAM_REFRESH_MS)).toBe(1)
    await view.unmount()
    expect(timers.waiting(STREAM_REFRESH_MS)).toBe(0)
  })

  test('a re-read sent before a save does not undo it', async () => {
    let answerReread: (() => void) | undefined
    let reads = 0
    const { view, timers, field, form } = await open(
      {
        [`GET ${STREAM}`]: { status: 200, body: none },
        [`PUT ${STREAM}`]: { status: 200, body: status() },
      },
      (env) => {
        // The first read answers at once; the re-read waits until the save has answered.
        const fetch = env.fetch
        env.fetch = (url, init) => {
          if ((init.method ?? 'GET') !== 'GET' || ++reads === 1) return fetch(url, init)
          return new Promise((resolve) => {
            answerReread = () => resolve(fetch(url, init))
          })
        }
      },
    )
    await timers.run(STREAM_REFRESH_MS)
    await type(field(), LINK)
    await submit(form())
    expect(view.text()).toContain('Waiting for a server to start following.')
    answerReread?.()
    await settle()
    expect(answerReread).toBeDefined()
    expect(view.text()).toContain('Waiting for a server to start following.')
    expect(view.text()).not.toContain('No stream is followed.')
  })
})
