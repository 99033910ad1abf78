import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient, type FetchLike } from './client'
import { createRewardsApi } from './rewards'
import { type Call, json, offline, scriptedFetch, timers } from './testing'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
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
    createRewardsApi(createApiClient({ base: 'https://api.example/api', fetch, timers }), {
      timers,
    })
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
    const { fetch } = scriptedFetch(
      json({ error: { code: 'invalid-request', message: 'Wallet linking is not available' } }, 400),
    )
    expect(await api(fetch).walletNonce('tok-1')).toEqual({
      ok: false,
      error: {
        code: 'refused',
        status: 400,
        message: 'Wallet linking is not available',
        server: 'invalid-request',
      },
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
    const { fetch, calls } = scriptedFetch(
      json(status),
      json({ error: { code: 'already-checked-in', message: 'Already checked in' } }, 409),
    )
    const client = api(fetch)
    expect(await client.points('tok-1')).toEqual({ ok: true, data: status })
    expect(await client.checkIn('tok-1')).toEqual({
      ok: false,
      error: {
        code: 'refused',
        status: 409,
        message: 'Already checked in',
        server: 'already-checked-in',
      },
    })
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', 'https://api.example/api/points/get'],
      ['POST', 'https://api.example/api/points/checkin'],
    ])
    // Spec §7: no payload, unless the check-in names its channel.
    expect(calls[1]?.init.body).toBeUndefined()
  })

  test('a check-in with its channel sends { channel_id } as JSON', async () => {
    const { fetch, calls } = scriptedFetch(json(status))
    await api(fetch).checkIn('tok-1', 'wildtv')
    expect(calls[0]?.init.body).toBe(JSON.stringify({ channel_id: 'wildtv' }))
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toMatch(/^application\/json/)
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
    const { fetch } = scriptedFetch(
      json([voted(1)]),
      json({ error: { code: 'internal', message: 'down' } }, 500),
    )
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
    const { fetch, calls } = scriptedFetch(
      json({ error: { code: 'internal', message: 'down' } }, 502),
      offline,
    )
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
    const { fetch, calls } = scriptedFetch(
      json({ error: { code: 'not-found', message: 'Unknown item: 5' } }, 404),
    )
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
