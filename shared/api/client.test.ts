import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { API_TIMEOUT_MS } from '../constants'
import { createApiClient, signInUrl, userDetailsErrorText } from './client'
import { apiError } from './errors'
import { json, offline, scriptedFetch, timers } from './testing'

const boots = {
  id: 1,
  title: 'Trail boots',
  link: 'https://shop.example/p/1',
  image: 'https://api.example/media/1.svg',
  price: '$120.00',
  type: 'product',
  time: '2026-05-01T10:00:00.000Z',
  match: 'exact',
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('recent products', () => {
  test('asks for the channel and count and parses an array of products', async () => {
    const { fetch, calls } = scriptedFetch(json([boots]))
    const api = createApiClient({ base: 'https://api.example/api/', fetch, timers })
    const result = await api.recentProducts('wildtv', 50)
    expect(calls[0]?.url).toBe('https://api.example/api/product_search/recent_products/wildtv/50')
    expect(result).toEqual({ ok: true, data: [boots] })
  })

  test('accepts the list wrapped in products or data', async () => {
    for (const body of [{ products: [boots] }, { data: [boots] }]) {
      const api = createApiClient({
        base: 'https://api.example/api',
        ...scriptedFetch(json(body)),
        timers,
      })
      expect(await api.recentProducts('wildtv', 1)).toEqual({ ok: true, data: [boots] })
    }
  })

  test('leaves out items that break the contract and keeps the rest', async () => {
    const { fetch } = scriptedFetch(json([{ id: 2, title: 'No link' }, boots]))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    expect(await api.recentProducts('wildtv', 50)).toEqual({ ok: true, data: [boots] })
  })

  test('clamps the count to the 1…50 the endpoint accepts', async () => {
    const { fetch, calls } = scriptedFetch(json([]))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    await api.recentProducts('wildtv', 500)
    await api.recentProducts('wildtv', 0)
    expect(calls.map((call) => call.url.split('/').pop())).toEqual(['50', '1'])
  })

  test('reports an unknown channel as not-found with the server’s text', async () => {
    const { fetch } = scriptedFetch(
      json({ error: { code: 'not-found', message: 'Unknown channel' } }, 404),
    )
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    expect(await api.recentProducts('nope', 50)).toEqual({
      ok: false,
      error: { code: 'not-found', status: 404, message: 'Unknown channel', server: 'not-found' },
    })
  })

  test('reports a body that is not a product list as invalid-response', async () => {
    const api = createApiClient({
      base: 'https://api.example/api',
      ...scriptedFetch(json({ nope: 1 })),
      timers,
    })
    const result = await api.recentProducts('wildtv', 50)
    expect(result.ok || result.error.code).toBe('invalid-response')
  })

  test('reports a failed connection as a network error', async () => {
    const api = createApiClient({
      base: 'https://api.example/api',
      ...scriptedFetch(offline),
      timers,
    })
    const result = await api.recentProducts('wildtv', 50)
    expect(result.ok || result.error.code).toBe('network')
  })

  test('does not call the server once the signal is aborted', async () => {
    const { fetch, calls } = scriptedFetch(json([boots]))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const controller = new AbortController()
    controller.abort()
    const result = await api.recentProducts('wildtv', 50, { signal: controller.signal })
    expect(result.ok || result.error.code).toBe('aborted')
    expect(calls).toHaveLength(0)
  })
})

describe('error answers', () => {
  const failed = async (status: number, body: string) => {
    const { fetch } = scriptedFetch(async () => new Response(body, { status }))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    return api.authed('tok-1', 'POST', '/points/checkin', v.unknown())
  }

  test('reads the server’s code and message', async () => {
    const body = { error: { code: 'wallet-required', message: 'No wallet is linked' } }
    expect(await failed(403, JSON.stringify(body))).toEqual({
      ok: false,
      error: {
        code: 'refused',
        status: 403,
        message: 'No wallet is linked',
        server: 'wallet-required',
      },
    })
  })

  test('a body without a code: the server’s message, no server code', async () => {
    expect(await failed(403, JSON.stringify({ error: { message: 'Not yours' } }))).toEqual({
      ok: false,
      error: { code: 'refused', status: 403, message: 'Not yours' },
    })
  })

  test.each([
    ['not JSON', '<h1>Bad gateway</h1>'],
    ['empty', ''],
    ['a bare string error', JSON.stringify({ error: 'Already checked in' })],
    ['a message that is not text', JSON.stringify({ error: { code: 'conflict', message: 7 } })],
    ['a code that is not text', JSON.stringify({ error: { code: 409, message: 'Taken' } })],
  ])('garbage (%s): the status’s code and text, no server code', async (_, body) => {
    expect(await failed(409, body)).toEqual({
      ok: false,
      error: { code: 'refused', status: 409, message: 'The request was refused.' },
    })
  })
})

describe('timeouts', () => {
  /** A fetch that never answers; `heeds` says whether it ends when its signal aborts. */
  function frozen(heeds: boolean) {
    const signals: AbortSignal[] = []
    const fetch = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        if (init.signal) signals.push(init.signal)
        if (heeds) init.signal?.addEventListener('abort', () => reject(new DOMException('x')))
      })
    return { fetch, signals }
  }

  test('a request without an answer fails as a network error after API_TIMEOUT_MS', async () => {
    const { fetch, signals } = frozen(true)
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    let result: Awaited<ReturnType<typeof api.recentProducts>> | undefined
    void api.recentProducts('wildtv', 10).then((answer) => {
      result = answer
    })
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
    expect(result).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(result?.ok || result?.error.code).toBe('network')
    expect(signals[0]?.aborted).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('a fetch that ignores its signal is given up all the same', async () => {
    const api = createApiClient({ base: 'https://api.example/api', ...frozen(false), timers })
    const pending = api.userDetails('token-1')
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS)
    const result = await pending
    expect(result.ok || result.error.code).toBe('network')
  })

  test('a body that stops half-way times out too', async () => {
    const body = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new Uint8Array([91])) })
    const fetch = async () => new Response(body, { status: 200 })
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const pending = api.recentProducts('wildtv', 10)
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS)
    const result = await pending
    expect(result.ok || result.error.code).toBe('network')
  })

  test('the caller’s signal still cancels, as aborted, and leaves no timer behind', async () => {
    const { fetch, signals } = frozen(true)
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const controller = new AbortController()
    const pending = api.recentProducts('wildtv', 10, { signal: controller.signal })
    controller.abort()
    const result = await pending
    expect(result.ok || result.error.code).toBe('aborted')
    expect(signals[0]?.aborted).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('an answer in time clears its timeout', async () => {
    const api = createApiClient({
      base: 'https://api.example/api',
      ...scriptedFetch(json([])),
      timers,
    })
    expect((await api.recentProducts('wildtv', 10)).ok).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('a file upload has no timeout: only its caller ends it', async () => {
    const { fetch, signals } = frozen(true)
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const file = new Blob(['x'], { type: 'text/csv' })
    let settled = false
    void api.authed('token-1', 'POST', '/studio/feeds/1/upload', v.unknown(), file).then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS * 6)
    expect(settled).toBe(false)
    expect(signals[0]?.aborted).toBe(false)
  })
})

describe('the live stream', () => {
  test('its URL is the channel’s stream path under the API base', () => {
    const api = createApiClient({ base: 'https://api.example/api/', ...scriptedFetch(), timers })
    expect(api.liveStreamUrl('wild tv')).toBe('https://api.example/api/live/wild%20tv')
  })
})

describe('most liked and most clicked retry policy', () => {
  test('sends the channel and limit as query parameters', async () => {
    const { fetch, calls } = scriptedFetch(json([{ ...boots, count: 3 }]))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const result = await api.mostClicked({ channelId: 'wildtv', limit: 10 })
    expect(calls[0]?.url).toBe(
      'https://api.example/api/tracking/products/most-clicked?channel_id=wildtv&limit=10',
    )
    expect(result).toEqual({ ok: true, data: [{ ...boots, count: 3 }] })
  })

  test('retries a 5xx three times after 1 s, 2 s and 4 s', async () => {
    const { fetch, calls } = scriptedFetch(
      json({ error: { code: 'starting', message: 'down' } }, 503),
    )
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const pending = api.mostLiked({ channelId: 'wildtv' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1_999)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(3_999)
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(4)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(4)
    expect(await pending).toEqual({
      ok: false,
      error: { code: 'server', status: 503, message: 'down', server: 'starting' },
    })
  })

  test('answers with the first success after a 5xx', async () => {
    const { fetch, calls } = scriptedFetch(
      json({ error: { code: 'internal', message: 'down' } }, 500),
      json([boots]),
    )
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const pending = api.mostLiked({})
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await pending).toEqual({ ok: true, data: [boots] })
    expect(calls).toHaveLength(2)
  })

  test('does not retry a 4xx', async () => {
    const { fetch, calls } = scriptedFetch(
      json({ error: { code: 'invalid-request', message: 'bad limit' } }, 400),
    )
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const pending = api.mostClicked({ limit: 999 })
    await vi.advanceTimersByTimeAsync(10_000)
    const result = await pending
    expect(result.ok || result.error.code).toBe('refused')
    expect(calls).toHaveLength(1)
  })

  test('does not retry a network error', async () => {
    const { fetch, calls } = scriptedFetch(offline)
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const pending = api.mostLiked({})
    await vi.advanceTimersByTimeAsync(10_000)
    expect((await pending).ok).toBe(false)
    expect(calls).toHaveLength(1)
  })

  test('stops retrying when the signal aborts during the wait', async () => {
    const { fetch, calls } = scriptedFetch(
      json({ error: { code: 'internal', message: 'down' } }, 502),
    )
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const controller = new AbortController()
    const pending = api.mostLiked({}, { signal: controller.signal })
    await vi.advanceTimersByTimeAsync(500)
    controller.abort()
    const result = await pending
    await vi.advanceTimersByTimeAsync(10_000)
    expect(result.ok || result.error.code).toBe('aborted')
    expect(calls).toHaveLength(1)
  })
})

describe('click tracking', () => {
  test('posts the click body as JSON and answers ok on 201', async () => {
    const { fetch, calls } = scriptedFetch(() => new Response(null, { status: 201 }))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const body = { itemId: 1, clickTypeName: 'DB Product', channel_id: 'wildtv' } as const
    expect(await api.trackClick(body)).toEqual({ ok: true, data: null })
    expect(calls[0]?.url).toBe('https://api.example/api/tracking/click')
    expect(calls[0]?.init.method).toBe('POST')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(body)
  })

  test('refuses to send a body that breaks the contract', async () => {
    const { fetch, calls } = scriptedFetch(() => new Response(null, { status: 201 }))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const result = await api.trackClick({ itemId: 'abc', clickTypeName: 'DB Product' })
    expect(result.ok || result.error.code).toBe('invalid-request')
    expect(calls).toHaveLength(0)
  })
})

describe('user details', () => {
  const ana = { name: 'Ana Lima', email: 'ana@example.com', displayName: 'Ana' }

  test('sends the token as a bearer and parses the details', async () => {
    const { fetch, calls } = scriptedFetch(json(ana))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    expect(await api.userDetails('tok-123')).toEqual({ ok: true, data: ana })
    expect(calls[0]?.url).toBe('https://api.example/api/auth_google/details')
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer tok-123')
    expect(calls[0]?.init.method ?? 'GET').toBe('GET')
  })

  test('reports a 401 as unauthorized with the server’s text', async () => {
    const api = createApiClient({
      base: 'https://api.example/api',
      ...scriptedFetch(json({ error: { code: 'unauthorized', message: 'Session expired' } }, 401)),
      timers,
    })
    expect(await api.userDetails('tok-123')).toEqual({
      ok: false,
      error: {
        code: 'unauthorized',
        status: 401,
        message: 'Session expired',
        server: 'unauthorized',
      },
    })
  })

  test('reports details without an e-mail as invalid-response', async () => {
    const api = createApiClient({
      base: 'https://api.example/api',
      ...scriptedFetch(json({ name: 'Ana' })),
      timers,
    })
    const result = await api.userDetails('tok-123')
    expect(result.ok || result.error.code).toBe('invalid-response')
  })

  test('refuses to send a token that cannot be a header value', async () => {
    const { fetch, calls } = scriptedFetch(json(ana))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    for (const token of ['', 'two words', 'line\nbreak', 'x'.repeat(5000)]) {
      const result = await api.userDetails(token)
      expect(result.ok || result.error.code).toBe('invalid-request')
    }
    expect(calls).toHaveLength(0)
  })
})

describe('sign-out', () => {
  test('posts to logout with the bearer and keepalive, and answers ok', async () => {
    const { fetch, calls } = scriptedFetch(json({ ok: true }))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    expect(await api.signOut('tok-123')).toEqual({ ok: true, data: null })
    expect(calls[0]?.url).toBe('https://api.example/api/auth_google/logout')
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.init.keepalive).toBe(true)
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer tok-123')
  })

  test('reports an already invalid session as unauthorized', async () => {
    const api = createApiClient({
      base: 'https://api.example/api',
      ...scriptedFetch(json({ error: { code: 'unauthorized', message: 'Unknown session' } }, 401)),
      timers,
    })
    const result = await api.signOut('tok-123')
    expect(result.ok || result.error.code).toBe('unauthorized')
  })
})

describe('sign-in texts and URL', () => {
  test('a 401 reads as an invalid session, other statuses name the status (spec §8)', () => {
    expect(userDetailsErrorText(apiError('unauthorized', 401))).toBe(
      'Session invalid. Please log in again.',
    )
    expect(userDetailsErrorText(apiError('server', 503))).toBe(
      'Failed to fetch user details (Status: 503)',
    )
    expect(userDetailsErrorText(apiError('network'))).toBe('Network Error')
  })

  test('the sign-in URL carries the return address as an encoded redirectUri', () => {
    const url = signInUrl('https://stv.example/api/', 'https://stv.example/app/oauth2callback')
    expect(url).toBe(
      'https://stv.example/api/auth_google/google?redirectUri=https%3A%2F%2Fstv.example%2Fapp%2Foauth2callback',
    )
    expect(new URL(url).searchParams.get('redirectUri')).toBe(
      'https://stv.example/app/oauth2callback',
    )
  })
})

describe('signed-in requests', () => {
  test('send a file as the body as it is, with its own type', async () => {
    const { fetch, calls } = scriptedFetch(json({ ok: true }))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const file = new File(['id\ttitle\n'], 'feed.tsv', { type: 'text/tab-separated-values' })
    const schema = v.object({ ok: v.boolean() })
    expect(await api.authed('tok-123', 'POST', '/upload', schema, file)).toEqual({
      ok: true,
      data: { ok: true },
    })
    expect(calls[0]?.init.body).toBe(file)
    const headers = new Headers(calls[0]?.init.headers)
    expect(headers.get('content-type')).toBe('text/tab-separated-values')
    expect(headers.get('authorization')).toBe('Bearer tok-123')
  })

  test('a file without a type goes as octet-stream; other bodies as JSON', async () => {
    const { fetch, calls } = scriptedFetch(json({ ok: true }))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const schema = v.object({ ok: v.boolean() })
    await api.authed('tok-123', 'POST', '/upload', schema, new File(['x'], 'feed'))
    await api.authed('tok-123', 'POST', '/json', schema, { name: 'Feed' })
    const types = calls.map((call) => new Headers(call.init.headers).get('content-type'))
    expect(types).toEqual(['application/octet-stream', 'application/json'])
    expect(calls[1]?.init.body).toBe('{"name":"Feed"}')
  })
})
