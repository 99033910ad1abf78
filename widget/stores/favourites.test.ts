import { atom } from 'nanostores'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createApiClient } from '../../shared/api/client'
import { createRewardsApi } from '../../shared/api/rewards'
import { FAVOURITES_PULSE_MS, VOTE_DOWN, VOTE_UP } from '../../shared/constants'
import { fakeEnv, fakeServer, product } from '../testing'
import type { AuthState } from './auth'
import { createFavourites, favouriteProducts, voteOn } from './favourites'

const signedIn: AuthState = {
  status: 'signed-in',
  user: { name: 'Ana', email: 'ana@example.com', avatarSeed: 'Ana' },
  token: 'tok',
}

function setup() {
  const server = fakeServer({ live: [product(1), product(2), product(3)] })
  server.sessions.set('tok', { name: 'Ana', email: 'ana@example.com' })
  const env = fakeEnv({ fetch: server.fetch })
  const client = createApiClient({ base: server.base, fetch: server.fetch, timers: env })
  const api = createRewardsApi(client, { timers: env })
  const $auth = atom<AuthState>({ status: 'loading' })
  const favourites = createFavourites({ env, api, auth: { $auth } })
  const release = favourites.retain()
  const ids = () => favouriteProducts(favourites.$favourites.get()).map((item) => item.id)
  return { server, $auth, favourites, release, ids }
}
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms)
const voted = (n: number, voteType: 1 | -1 = 1) => ({
  item_id: n,
  vote_type: voteType,
  item_type_id: 1 as const,
  product: product(n),
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the favourites list', () => {
  test('loads the merged vote lists when the viewer signs in; favourites are the up-votes', async () => {
    const { server, $auth, favourites, ids } = setup()
    server.rewards.votes = [voted(1), voted(2, -1), { ...voted(3), item_type_id: 4 }]
    expect(favourites.$favourites.get()).toEqual({ status: 'idle' })
    $auth.set(signedIn)
    expect(favourites.$favourites.get()).toEqual({ status: 'loading' })
    await settle()
    expect(server.callsTo('/tracking/votes').map((call) => call.path)).toEqual([
      '/tracking/votes/products',
      '/tracking/votes/viator',
    ])
    expect(ids()).toEqual([1, 3])
    expect(voteOn(favourites.$favourites.get(), product(2))).toBe(VOTE_DOWN)
    expect(voteOn(favourites.$favourites.get(), product(9))).toBeNull()
  })

  test('a failed first load shows an error that a refresh clears', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { server, $auth, favourites } = setup()
    server.script.set('GET /tracking/votes/products', [{ status: 500 }])
    $auth.set(signedIn)
    await settle()
    expect(favourites.$favourites.get()).toEqual({
      status: 'error',
      message: 'Something went wrong on our side. Please try again.',
    })
    favourites.refresh()
    await settle()
    expect(favourites.$favourites.get()).toEqual({ status: 'ready', votes: [] })
  })

  test('a failed refresh is logged and the previous list kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { server, $auth, favourites, ids } = setup()
    server.rewards.votes = [voted(1)]
    $auth.set(signedIn)
    await settle()
    server.script.set('GET /tracking/votes/viator', [
      { status: 502, body: { error: { code: 'internal', message: 'busy' } } },
    ])
    favourites.refresh()
    expect(favourites.$favourites.get().status).toBe('ready')
    await settle()
    expect(ids()).toEqual([1])
    expect(warn).toHaveBeenCalledWith('Favourites:', 'busy')
  })

  test('sign-out empties it', async () => {
    const { server, $auth, favourites } = setup()
    server.rewards.votes = [voted(1)]
    $auth.set(signedIn)
    await settle()
    $auth.set({ status: 'signed-out', message: null })
    expect(favourites.$favourites.get()).toEqual({ status: 'idle' })
  })
})

describe('votes', () => {
  test('an up-vote adds the item to the favourites at once and keeps it', async () => {
    const { server, $auth, favourites, ids } = setup()
    $auth.set(signedIn)
    await settle()
    favourites.vote(product(2), VOTE_UP)
    expect(ids()).toEqual([2])
    await settle()
    expect(ids()).toEqual([2])
    expect(server.callsTo('/tracking/vote/up')[0]?.body).toEqual({
      itemId: 2,
      itemTypeName: 'DB Product',
    })
  })

  test('the favourites pulse for 2 s after an up-vote lands', async () => {
    const { $auth, favourites } = setup()
    $auth.set(signedIn)
    await settle()
    favourites.vote(product(2), VOTE_UP)
    expect(favourites.$pulse.get()).toBe(false)
    await settle()
    expect(favourites.$pulse.get()).toBe(true)
    await settle(FAVOURITES_PULSE_MS - 1)
    expect(favourites.$pulse.get()).toBe(true)
    await settle(1)
    expect(favourites.$pulse.get()).toBe(false)
  })

  test('a down-vote removes the item at once', async () => {
    const { server, $auth, favourites, ids } = setup()
    server.rewards.votes = [voted(1), voted(2)]
    $auth.set(signedIn)
    await settle()
    favourites.vote(product(1), VOTE_DOWN)
    expect(ids()).toEqual([2])
    await settle()
    expect(ids()).toEqual([2])
    expect(server.callsTo('/tracking/vote/down')).toHaveLength(1)
  })

  test('a vote names the channel it was cast on, up or down, for the server to count it there', async () => {
    const { server, $auth, favourites } = setup()
    $auth.set(signedIn)
    await settle()
    favourites.vote(product(1), VOTE_UP, 'wildtv')
    await settle()
    favourites.vote(product(2), VOTE_DOWN, 'kbs')
    await settle()
    expect(server.callsTo('/tracking/vote/').map((call) => [call.path, call.body])).toEqual([
      ['/tracking/vote/up', { itemId: 1, itemTypeName: 'DB Product', channel_id: 'wildtv' }],
      ['/tracking/vote/down', { itemId: 2, itemTypeName: 'DB Product', channel_id: 'kbs' }],
    ])
  })

  test('a down-vote that fails puts the item back where it was and says why', async () => {
    const { server, $auth, favourites, ids } = setup()
    server.rewards.votes = [voted(1), voted(2), voted(3)]
    $auth.set(signedIn)
    await settle()
    server.script.set('POST /tracking/vote/down', [
      { status: 404, body: { error: { code: 'not-found', message: 'Unknown item' } } },
    ])
    favourites.vote(product(2), VOTE_DOWN)
    expect(ids()).toEqual([1, 3])
    await settle()
    expect(ids()).toEqual([1, 2, 3])
    expect(favourites.$message.get()).toBe('Vote failed: 404')
  })

  test('a down-vote hides the product from the stores at once; one that fails shows it again', async () => {
    const { server, $auth, favourites } = setup()
    server.rewards.votes = [voted(1)]
    $auth.set(signedIn)
    await settle()
    const hidden = () => [1, 2, 3].filter((n) => favourites.$hidden.get()(product(n)))
    expect(hidden()).toEqual([])
    favourites.vote(product(2), VOTE_DOWN)
    expect(hidden()).toEqual([2])
    await settle()
    expect(hidden()).toEqual([2])
    server.script.set('POST /tracking/vote/down', [
      { status: 404, body: { error: { code: 'not-found', message: 'Unknown' } } },
    ])
    favourites.vote(product(3), VOTE_DOWN)
    expect(hidden()).toEqual([2, 3])
    await settle()
    expect(hidden()).toEqual([2])
    expect(favourites.$message.get()).toBe('Vote failed: 404')
  })

  test('a vote is retried on 5xx before it is rolled back', async () => {
    const { server, $auth, favourites, ids } = setup()
    server.rewards.votes = [voted(1)]
    $auth.set(signedIn)
    await settle()
    server.script.set('POST /tracking/vote/down', [
      { status: 503 },
      { status: 503 },
      { status: 503 },
      { status: 503 },
    ])
    favourites.vote(product(1), VOTE_DOWN)
    await settle(1_000 + 2_000)
    expect(ids()).toEqual([])
    expect(favourites.$message.get()).toBeNull()
    await settle(3_000)
    expect(server.callsTo('/tracking/vote/down')).toHaveLength(4)
    expect(ids()).toEqual([1])
    expect(favourites.$message.get()).toBe('Vote failed: 503')
  })

  test('a failed up-vote takes the item out again; the next vote clears the message', async () => {
    const { server, $auth, favourites, ids } = setup()
    $auth.set(signedIn)
    await settle()
    server.script.set('POST /tracking/vote/up', [
      { status: 400, body: { error: { code: 'invalid-request', message: 'bad' } } },
    ])
    favourites.vote(product(3), VOTE_UP)
    await settle()
    expect(ids()).toEqual([])
    expect(favourites.$message.get()).toBe('Vote failed: 400')
    favourites.vote(product(1), VOTE_UP)
    expect(favourites.$message.get()).toBeNull()
  })

  test('nothing is sent for a guest', async () => {
    const { server, $auth, favourites } = setup()
    $auth.set({ status: 'signed-out', message: null })
    favourites.vote(product(1), VOTE_UP)
    await settle()
    expect(server.callsTo('/tracking/vote')).toHaveLength(0)
  })
})
