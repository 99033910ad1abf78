import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient, type FetchLike, signInUrl, userDetailsErrorText } from './client'
import { apiError } from './errors'
import type { Timers } from './timers'

const timers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id),
}

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

type Call = { url: string; init: RequestInit }

/** A fetch that answers from a script of responses, one per call, and records the calls. */
function scriptedFetch(...answers: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = []
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init })
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]
    if (!answer) throw new Error('no scripted answer')
    return answer()
  }
  return { fetch, calls }
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const offline = () => Promise.reject(new TypeError('Failed to fetch'))

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
    const { fetch } = scriptedFetch(json({ error: 'Unknown channel' }, 404))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    expect(await api.recentProducts('nope', 50)).toEqual({
      ok: false,
      error: { code: 'not-found', status: 404, message: 'Unknown channel' },
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
    const { fetch, calls } = scriptedFetch(json({ error: 'down' }, 503))
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
      error: { code: 'server', status: 503, message: 'down' },
    })
  })

  test('answers with the first success after a 5xx', async () => {
    const { fetch, calls } = scriptedFetch(json({ error: 'down' }, 500), json([boots]))
    const api = createApiClient({ base: 'https://api.example/api', fetch, timers })
    const pending = api.mostLiked({})
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await pending).toEqual({ ok: true, data: [boots] })
    expect(calls).toHaveLength(2)
  })

  test('does not retry a 4xx', async () => {
    const { fetch, calls } = scriptedFetch(json({ error: 'bad limit' }, 400))
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
    const { fetch, calls } = scriptedFetch(json({ error: 'down' }, 502))
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
      ...scriptedFetch(json({ error: 'Session expired' }, 401)),
      timers,
    })
    expect(await api.userDetails('tok-123')).toEqual({
      ok: false,
      error: { code: 'unauthorized', status: 401, message: 'Session expired' },
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
      ...scriptedFetch(json({ error: 'Unknown session' }, 401)),
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

describe('rewards, wallet and votes (bearer)', () => {
  const nonce = {
    nonceId: '7b0e7a52-3c55-4a3e-9f0b-2f6c1f1f6a11',
    nonce: 'a1b2c3d4e5f6a7b8',
    domain: 'stv.example',
    statement: 'Link this wallet.',
    uri: 'https://stv.example',
    chainId: 137,
    issuedAt: '2026-05-01T10:00:00.000Z',
    expiresAt: '2026-05-01T10:10:00.000Z',
    resources: ['https://stv.example/api/wallet/link'],
  }
  const status = {
    points: 100,
    total: 100,
    days: 1,
    value: 100,
    last_checkin_time: '2026-05-01T10:00:00.000Z',
    can_checkin: false,
    server_time: '2026-05-01T10:00:00.000Z',
    next_checkin_time: '2026-05-02T00:00:00.000Z',
    wallet_linked: true,
  }
  const voted = (id: number, type: 1 | 2 | 3 | 4 = 1) => ({
    item_id: id,
    vote_type: 1,
    item_type_id: type,
  })
  const api = (fetch: FetchLike) =>
    createApiClient({ base: 'https://api.example/api', fetch, timers })
  const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name)

  test('asks for a wallet nonce with an empty JSON body and the bearer', async () => {
    const { fetch, calls } = scriptedFetch(json(nonce))
    expect(await api(fetch).walletNonce('tok-1')).toEqual({ ok: true, data: nonce })
    expect(calls[0]?.url).toBe('https://api.example/api/wallet/nonce')
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.init.body).toBe('{}')
    expect(header(calls[0], 'content-type')).toBe('application/json')
    expect(header(calls[0], 'authorization')).toBe('Bearer tok-1')
  })

  test('reports a failed nonce with its status and the server’s text', async () => {
    const { fetch } = scriptedFetch(json({ error: 'Wallet linking is not available' }, 400))
    expect(await api(fetch).walletNonce('tok-1')).toEqual({
      ok: false,
      error: { code: 'refused', status: 400, message: 'Wallet linking is not available' },
    })
  })

  test('posts the wallet link body and parses the linked wallets', async () => {
    const linked = {
      wallets: [{ address: '0xabc', blacklisted: false }],
      walletAddresses: ['0xabc'],
      walletAddress: '0xabc',
      blockReason: null,
    }
    const { fetch, calls } = scriptedFetch(json(linked))
    const body = {
      nonceId: nonce.nonceId,
      message: 'stv.example wants you to sign in…',
      signature: `0x${'ab'.repeat(65)}`,
      walletAddress: `0x${'1'.repeat(40)}`,
    } as const
    expect(await api(fetch).walletLink('tok-1', body)).toEqual({ ok: true, data: linked })
    expect(calls[0]?.url).toBe('https://api.example/api/wallet/link')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(body)
  })

  test('refuses to send a link body whose signature or address is malformed', async () => {
    const { fetch, calls } = scriptedFetch(json({}))
    const result = await api(fetch).walletLink('tok-1', {
      nonceId: nonce.nonceId,
      message: 'm',
      signature: '0xnothex',
      walletAddress: '0x12',
    } as never)
    expect(result.ok || result.error.code).toBe('invalid-request')
    expect(calls).toHaveLength(0)
  })

  test('reads points and check-in, and gives the check-in error’s text', async () => {
    const { fetch, calls } = scriptedFetch(json(status), json({ error: 'Already checked in' }, 409))
    const client = api(fetch)
    expect(await client.points('tok-1')).toEqual({ ok: true, data: status })
    expect(await client.checkIn('tok-1')).toEqual({
      ok: false,
      error: { code: 'refused', status: 409, message: 'Already checked in' },
    })
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', 'https://api.example/api/points/get'],
      ['POST', 'https://api.example/api/points/checkin'],
    ])
  })

  test('reports points without the contract’s fields as invalid-response', async () => {
    const { fetch } = scriptedFetch(json({ points: 'lots' }))
    const result = await api(fetch).points('tok-1')
    expect(result.ok || result.error.code).toBe('invalid-response')
  })

  test('merges the products and viator vote lists', async () => {
    const { fetch, calls } = scriptedFetch(json([voted(1), voted(2, 3)]), json([voted(9, 4)]))
    expect(await api(fetch).votes('tok-1')).toEqual({
      ok: true,
      data: [voted(1), voted(2, 3), voted(9, 4)],
    })
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example/api/tracking/votes/products',
      'https://api.example/api/tracking/votes/viator',
    ])
  })

  test('fails the merged list when either list fails', async () => {
    const { fetch } = scriptedFetch(json([voted(1)]), json({ error: 'down' }, 500))
    const result = await api(fetch).votes('tok-1')
    expect(result.ok || result.error.status).toBe(500)
  })

  test('sends a vote with the item type name normalised (spec §5)', async () => {
    const { fetch, calls } = scriptedFetch(json(voted(5)))
    expect(await api(fetch).voteDown('tok-1', { itemId: '5', itemTypeName: 'product' })).toEqual({
      ok: true,
      data: voted(5),
    })
    expect(calls[0]?.url).toBe('https://api.example/api/tracking/vote/down')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      itemId: 5,
      itemTypeName: 'DB Product',
    })
  })

  test('refuses a vote for an unknown item type or a non-numeric id', async () => {
    const { fetch, calls } = scriptedFetch(json(voted(5)))
    const client = api(fetch)
    for (const vote of [
      { itemId: 5, itemTypeName: 'song' },
      { itemId: 'x5', itemTypeName: 'deal' },
    ]) {
      const result = await client.voteUp('tok-1', vote)
      expect(result.ok || result.error.code).toBe('invalid-request')
    }
    expect(calls).toHaveLength(0)
  })

  test('retries a vote on 5xx or network error after 1 s, 2 s and 3 s, then gives up', async () => {
    const { fetch, calls } = scriptedFetch(json({ error: 'down' }, 502), offline)
    const pending = api(fetch).voteDown('tok-1', { itemId: 5, itemTypeName: 'product' })
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
    await vi.advanceTimersByTimeAsync(2_999)
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(4)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(4)
    const result = await pending
    expect(result.ok || result.error.code).toBe('network')
  })

  test('answers a vote with the first success after a failure', async () => {
    const { fetch, calls } = scriptedFetch(offline, json(voted(5)))
    const pending = api(fetch).voteUp('tok-1', { itemId: 5, itemTypeName: 'product' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await pending).toEqual({ ok: true, data: voted(5) })
    expect(calls).toHaveLength(2)
  })

  test('does not retry a vote the server refused (4xx)', async () => {
    const { fetch, calls } = scriptedFetch(json({ error: 'Unknown item: 5' }, 404))
    const pending = api(fetch).voteUp('tok-1', { itemId: 5, itemTypeName: 'product' })
    await vi.advanceTimersByTimeAsync(10_000)
    expect((await pending).ok).toBe(false)
    expect(calls).toHaveLength(1)
  })

  test('an up-vote repeated within 300 ms shares the first request; later ones are sent', async () => {
    const { fetch, calls } = scriptedFetch(json(voted(5)))
    const client = api(fetch)
    const vote = { itemId: 5, itemTypeName: 'product' }
    const first = client.voteUp('tok-1', vote)
    await vi.advanceTimersByTimeAsync(299)
    const repeat = client.voteUp('tok-1', vote)
    void client.voteUp('tok-1', { itemId: 6, itemTypeName: 'product' })
    expect(repeat).toBe(first)
    expect(calls.map((call) => JSON.parse(String(call.init.body)).itemId)).toEqual([5, 6])
    await vi.advanceTimersByTimeAsync(1)
    await client.voteUp('tok-1', vote)
    expect(calls).toHaveLength(3)
  })

  test('down-votes are not debounced', async () => {
    const { fetch, calls } = scriptedFetch(json(voted(5)))
    const client = api(fetch)
    const vote = { itemId: 5, itemTypeName: 'product' }
    await client.voteDown('tok-1', vote)
    await client.voteDown('tok-1', vote)
    expect(calls).toHaveLength(2)
  })
})
